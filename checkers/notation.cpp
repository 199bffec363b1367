#include "checkers/notation.h"

#include "checkers/movegen.h"

#include <algorithm>
#include <cctype>

namespace newell::checkers {
namespace {

std::string piece_name(const Position& position, Square square) {
  const Bitboard here = bit(square);
  const std::string colour = (position.black & here) != 0 ? "black" : "white";
  return colour + ((position.kings & here) != 0 ? " king" : " man");
}

std::string join_or(const std::vector<std::string>& texts) {
  std::string result;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    if (i > 0) result += i + 1 == texts.size() ? " or " : ", ";
    result += texts[i];
  }
  return result;
}

std::vector<std::string> move_choices(const MoveList& moves) {
  std::vector<std::string> texts;
  for (const Move& move : moves) texts.push_back(short_move_text(move, moves));
  std::sort(texts.begin(), texts.end());
  texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
  return texts;
}

// Does `move` pass through the squares the text named (from, some landings in order, to)?
bool follows(const Move& move, const std::vector<Square>& squares) {
  if (move.from != squares.front() || move.to != squares.back()) return false;
  std::size_t next = 1;
  for (int jump = 0; jump + 1 < move.jump_count && next + 1 < squares.size(); ++jump)
    if (move.landings[static_cast<std::size_t>(jump)] == squares[next]) ++next;
  return next + 1 == squares.size();
}

// Why the squares name no legal move. `legal` is the position's move list.
std::string why_illegal(const Position& position, const std::vector<Square>& squares, const MoveList& legal,
                        std::string_view text) {
  const Color mover = position.side_to_move;
  const Square from = squares.front();
  const Square to = squares.back();
  const std::string quoted = "'" + std::string(text) + "'";
  if ((position.occupied() & bit(from)) == 0) return quoted + ": no piece on " + square_name(from);
  if ((position.pieces(mover) & bit(from)) == 0)
    return quoted + ": " + square_name(from) + " holds a " + piece_name(position, from) + " and " + color_name(mover) +
           " is to move";
  if (legal.empty()) return quoted + ": " + color_name(mover) + " has no legal move";
  if (legal[0].is_capture()) {
    bool piece_captures = false;
    for (const Move& move : legal) piece_captures |= move.from == from;
    if (!piece_captures) return quoted + ": a capture is mandatory: " + join_or(move_choices(legal));
    MoveList own;
    for (const Move& move : legal)
      if (move.from == from) own.add_capture() = move;
    return quoted + ": the " + piece_name(position, from) + " on " + square_name(from) + " must capture: " +
           join_or(move_choices(own));
  }
  if (squares.size() > 2) return quoted + ": there is no capture to make";
  const int row_change = row_of(to) - row_of(from);
  const int column_change = column_of(to) - column_of(from);
  const bool king = (position.kings & bit(from)) != 0;
  if (std::abs(row_change) != 1 || std::abs(column_change) != 1) {
    if (std::abs(row_change) == 2 && std::abs(column_change) == 2) return quoted + ": there is nothing to capture";
    return quoted + ": " + square_name(to) + " is not next to " + square_name(from) + " on a diagonal";
  }
  if (!king && (row_change > 0) != (mover == Color::black)) return quoted + ": a man cannot move backwards";
  if ((position.occupied() & bit(to)) != 0)
    return quoted + ": " + square_name(to) + " is occupied by a " + piece_name(position, to);
  return quoted + ": not a legal move (legal: " + join_or(move_choices(legal)) + ")";
}

}  // namespace

std::string color_name(Color color) { return color == Color::black ? "Black" : "White"; }
std::string square_name(Square square) { return std::to_string(square + 1); }

std::string move_text(const Move& move) {
  if (!move.is_capture()) return square_name(move.from) + "-" + square_name(move.to);
  std::string text = square_name(move.from);
  for (int jump = 0; jump < move.jump_count; ++jump) {
    text += 'x';
    text += square_name(move.landings[static_cast<std::size_t>(jump)]);
  }
  return text;
}

std::string short_move_text(const Move& move, const MoveList& legal) {
  if (!move.is_capture()) return move_text(move);
  for (const Move& other : legal)
    if (other.from == move.from && other.to == move.to && other.captured != move.captured) return move_text(move);
  return square_name(move.from) + "x" + square_name(move.to);
}

Move parse_move(const Position& position, std::string_view text) {
  std::vector<Square> squares;
  std::size_t at = 0;
  const auto fail = [&](const std::string& why) {
    throw NotationError("'" + std::string(text) + "' is not a move (" + why + "); write moves like 11-15 or 15x24",
                        at + 1);
  };
  while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at])) != 0) ++at;
  std::size_t end = text.size();
  while (end > at && std::isspace(static_cast<unsigned char>(text[end - 1])) != 0) --end;
  if (at == end) fail("it is empty");
  while (true) {
    if (at >= end || std::isdigit(static_cast<unsigned char>(text[at])) == 0) fail("expected a square number");
    int number = 0;
    while (at < end && std::isdigit(static_cast<unsigned char>(text[at])) != 0) {
      number = number * 10 + (text[at] - '0');
      if (number > 99) fail("square numbers run from 1 to 32");
      ++at;
    }
    if (number < 1 || number > 32) fail("square numbers run from 1 to 32, not " + std::to_string(number));
    squares.push_back(number - 1);
    if (squares.size() > max_jumps + 1) fail("too many squares");
    if (at == end) break;
    if (text[at] != '-' && text[at] != 'x' && text[at] != 'X' && text[at] != ':') fail("expected '-' or 'x' between squares");
    ++at;
  }
  if (squares.size() < 2) fail("it needs a from and a to square");

  MoveList legal;
  generate_moves(position, legal);
  const Move* found = nullptr;
  // A full path written out wins over paths that merely pass through the squares named.
  std::vector<const Move*> matches;
  for (const Move& move : legal)
    if (move.is_capture() && static_cast<std::size_t>(move.jump_count) + 1 == squares.size() && follows(move, squares))
      matches.push_back(&move);
  if (matches.empty())
    for (const Move& move : legal)
      if (follows(move, squares)) matches.push_back(&move);
  for (const Move* move : matches) {
    if (found == nullptr) found = move;
    else if (found->captured != move->captured) {
      std::vector<std::string> choices;
      for (const Move* choice : matches) choices.push_back(move_text(*choice));
      throw IllegalMove("'" + std::string(text) + "' is ambiguous: " + join_or(choices));
    }
  }
  if (found == nullptr) throw IllegalMove(why_illegal(position, squares, legal, text));
  return *found;
}

}  // namespace newell::checkers
