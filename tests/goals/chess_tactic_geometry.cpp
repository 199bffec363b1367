#include "chess_tactic_geometry.h"

#include <cctype>
#include <algorithm>
#include <cstdlib>
#include <map>
#include <vector>

namespace newell::goals::testing {
namespace {

int file_of(int square) { return square % 8; }
int rank_of(int square) { return square / 8; }
bool is_white(char piece) { return std::isupper(static_cast<unsigned char>(piece)) != 0; }
char kind(char piece) { return static_cast<char>(std::tolower(static_cast<unsigned char>(piece))); }
bool same_side(char a, char b) { return a != '.' && b != '.' && is_white(a) == is_white(b); }

// The first square with a man on it from `from` in the direction (file_step, rank_step); none off the board.
std::optional<int> first_man(const GeometryBoard& board, int from, int file_step, int rank_step) {
  int file = file_of(from) + file_step, rank = rank_of(from) + rank_step;
  for (; file >= 0 && file < 8 && rank >= 0 && rank < 8; file += file_step, rank += rank_step)
    if (board.at(rank * 8 + file) != '.') return rank * 8 + file;
  return std::nullopt;
}

// The line piece `piece` moves along (file_step, rank_step).
bool slides_along(char piece, int file_step, int rank_step) {
  const bool straight = file_step == 0 || rank_step == 0;
  return kind(piece) == 'q' || (kind(piece) == 'r' && straight) || (kind(piece) == 'b' && !straight);
}

// The unit step from one square to another on a rank, file or diagonal; none off a line.
std::optional<std::pair<int, int>> step_between(int from, int to) {
  const int files = file_of(to) - file_of(from), ranks = rank_of(to) - rank_of(from);
  if (from == to || (files != 0 && ranks != 0 && std::abs(files) != std::abs(ranks))) return std::nullopt;
  return std::pair{files == 0 ? 0 : files / std::abs(files), ranks == 0 ? 0 : ranks / std::abs(ranks)};
}

}  // namespace

GeometryBoard GeometryBoard::from_fen(std::string_view fen) {
  GeometryBoard board;
  board.pieces.fill('.');
  int rank = 7, file = 0;
  for (const char c : fen.substr(0, fen.find(' '))) {
    if (c == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      file += c - '0';
    } else if (rank >= 0 && file < 8) {
      board.pieces[static_cast<std::size_t>(rank * 8 + file++)] = c;
    }
  }
  return board;
}

std::optional<GeometryMan> read_man(std::string_view words) {
  // "white knight on f3"; in a game from the initial position "white queen's bishop on g3", or on
  // its home square "white queen's knight's pawn"; "(now a queen)" after a promotion; "(captured)".
  static const std::map<std::string, char, std::less<>> kinds{{"pawn", 'p'}, {"knight", 'n'}, {"bishop", 'b'},
                                                               {"rook", 'r'},  {"queen", 'q'},  {"king", 'k'}};
  static const std::vector<std::string_view> homes{"queen's rook", "queen's knight", "queen's bishop", "queen",
                                                   "king",         "king's bishop",  "king's knight",  "king's rook"};
  const auto first = words.find(' ');
  if (first == std::string_view::npos || words.find("(captured)") != std::string_view::npos) return std::nullopt;
  const std::string_view side = words.substr(0, first);
  if (side != "white" && side != "black") return std::nullopt;
  std::string_view rest = words.substr(first + 1);
  std::optional<int> square;
  if (const auto on = rest.rfind(" on "); on != std::string_view::npos && on + 6 == rest.size()) {
    const char file = rest[on + 4], rank = rest[on + 5];
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return std::nullopt;
    square = (rank - '1') * 8 + (file - 'a');
    rest = rest.substr(0, on);
  }
  std::string_view kind_name = rest.substr(0, rest.find(" on "));
  if (const auto now = rest.find(" (now a "); now != std::string_view::npos) {
    kind_name = rest.substr(now + 8, rest.find(')', now) - now - 8);
    rest = rest.substr(0, now);
  }
  const std::string_view name = rest.substr(0, rest.find(" on "));
  if (!square) {  // on its home square, named by it
    const bool pawn = name.ends_with("'s pawn");
    const auto home = std::find(homes.begin(), homes.end(), pawn ? name.substr(0, name.size() - 7) : name);
    if (home == homes.end()) return std::nullopt;
    const int rank = side == "white" ? (pawn ? 1 : 0) : (pawn ? 6 : 7);
    square = rank * 8 + static_cast<int>(home - homes.begin());
  }
  const auto found = kinds.find(kind_name.substr(kind_name.rfind(' ') + 1));
  if (found == kinds.end()) return std::nullopt;
  const char piece = side == "white" ? static_cast<char>(std::toupper(found->second)) : found->second;
  return GeometryMan{piece, *square};
}

std::optional<GeometryMan> follow_man(const GeometryBoard& before, const GeometryBoard& after, const GeometryMan& man) {
  if (before.at(man.square) != man.piece) return std::nullopt;
  if (after.at(man.square) == man.piece) return man;
  // It moved: to the one square its side newly holds with a man of its kind (a promotion: the one
  // square its side newly holds on the last rank). Otherwise it was taken.
  std::vector<int> newly_held;
  for (int square = 0; square < 64; ++square)
    if (after.at(square) != before.at(square) && same_side(after.at(square), man.piece)) newly_held.push_back(square);
  for (const int square : newly_held)
    if (after.at(square) == man.piece) return GeometryMan{man.piece, square};
  if (kind(man.piece) == 'p' && newly_held.size() == 1 && (rank_of(newly_held[0]) == 0 || rank_of(newly_held[0]) == 7))
    return GeometryMan{after.at(newly_held[0]), newly_held[0]};
  return std::nullopt;
}

int piece_worth(char piece) {
  switch (kind(piece)) {
    case 'p': return 1;
    case 'n':
    case 'b': return 3;
    case 'r': return 5;
    case 'q': return 9;
    case 'k': return 1000;
    default: return 0;
  }
}

bool geometry_attacks(const GeometryBoard& board, int from, int to) {
  const char piece = board.at(from);
  const int files = file_of(to) - file_of(from), ranks = rank_of(to) - rank_of(from);
  switch (kind(piece)) {
    case 'p': return std::abs(files) == 1 && ranks == (is_white(piece) ? 1 : -1);
    case 'n': return std::abs(files * ranks) == 2;
    case 'k': return from != to && std::abs(files) <= 1 && std::abs(ranks) <= 1;
    case 'b':
    case 'r':
    case 'q': {
      const auto step = step_between(from, to);
      return step && slides_along(piece, step->first, step->second) && first_man(board, from, step->first, step->second) == to;
    }
    default: return false;
  }
}

bool geometry_defended(const GeometryBoard& board, int square) {
  for (int from = 0; from < 64; ++from)
    if (from != square && same_side(board.at(from), board.at(square)) && geometry_attacks(board, from, square)) return true;
  return false;
}

bool pinned_on_board(const GeometryBoard& board, int square) {
  const char man = board.at(square);
  if (man == '.' || kind(man) == 'k') return false;
  for (int file_step = -1; file_step <= 1; ++file_step)
    for (int rank_step = -1; rank_step <= 1; ++rank_step) {
      if (file_step == 0 && rank_step == 0) continue;
      const auto pinner = first_man(board, square, file_step, rank_step);
      const auto shielded = first_man(board, square, -file_step, -rank_step);
      if (!pinner || !shielded) continue;
      const char attacker = board.at(*pinner), behind = board.at(*shielded);
      if (!same_side(attacker, man) && slides_along(attacker, -file_step, -rank_step) && same_side(behind, man) &&
          piece_worth(behind) > piece_worth(man))
        return true;
    }
  return false;
}

bool skewered_on_board(const GeometryBoard& board, int attacker, int front, int back) {
  const char striker = board.at(attacker), first = board.at(front), second = board.at(back);
  const auto step = step_between(attacker, front);
  if (!step || first == '.' || same_side(striker, first) || !same_side(first, second) ||
      !geometry_attacks(board, attacker, front))
    return false;
  return first_man(board, front, step->first, step->second) == back && piece_worth(first) > piece_worth(second);
}

bool forked_on_board(const GeometryBoard& board, int attacker, int first, int second) {
  const char striker = board.at(attacker);
  const auto struck = [&](int target) {
    const char man = board.at(target);
    return man != '.' && !same_side(man, striker) && geometry_attacks(board, attacker, target) &&
           (kind(man) == 'k' || piece_worth(man) > piece_worth(striker) || !geometry_defended(board, target));
  };
  return striker != '.' && first != second && struck(first) && struck(second);
}

bool discovered_on_board(const GeometryBoard& before, const GeometryBoard& after, int moved_from, int attacker, int target) {
  const char line_piece = after.at(attacker), man = after.at(target);
  if (line_piece == '.' || man == '.' || same_side(line_piece, man) || before.at(attacker) != line_piece) return false;
  const auto step = step_between(attacker, target), to_moved = step_between(attacker, moved_from);
  const auto distance = [](int a, int b) { return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b))); };
  const bool moved_between = step && to_moved && *step == *to_moved && distance(attacker, moved_from) < distance(attacker, target);
  return moved_between && after.at(moved_from) == '.' && !geometry_attacks(before, attacker, target) &&
         geometry_attacks(after, attacker, target);
}

}  // namespace newell::goals::testing
