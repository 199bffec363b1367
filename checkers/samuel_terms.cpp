#include "checkers/samuel_terms.h"

#include "checkers/movegen.h"

#include <initializer_list>

namespace newell::checkers {
namespace {

constexpr Bitboard squares(std::initializer_list<int> numbers) {
  Bitboard board = 0;
  for (int number : numbers) board |= bit(number - 1);
  return board;
}

// The central block 10, 11, 14, 15, 18, 19, 22, 23 (the paper's list is in its internal numbering).
constexpr Bitboard center = squares({10, 11, 14, 15, 18, 19, 22, 23});
constexpr Bitboard double_corners = squares({1, 5, 28, 32});
// Diagonals by column minus row: the double-corner files are -1 and +1.
constexpr Bitboard diagonal_band(int distance) {
  Bitboard board = 0;
  for (Square square = 0; square < 32; ++square) {
    const int offset = column_of(square) - row_of(square);
    if (offset == 2 * distance + 1 || offset == -(2 * distance + 1)) board |= bit(square);
  }
  return board;
}
constexpr Bitboard double_corner_files = diagonal_band(0);
constexpr Bitboard one_removed = diagonal_band(1);
constexpr Bitboard two_removed = diagonal_band(2);
constexpr Bitboard move_system = 0x0F0F0F0Fu;  // the files of squares 1-4

Color active(const Position& position) { return position.side_to_move; }
Color passive(const Position& position) { return opposite(position.side_to_move); }

Bitboard neighbours(Square square) { return step_down(bit(square)) | step_up(bit(square)); }

// Row number counted from `colour`'s own back row (1-8).
int row_from_back(Color colour, Square square) { return colour == Color::black ? row_of(square) + 1 : 8 - row_of(square); }

int credit(const Position& position, Color colour) {
  return 2 * count(position.men(colour)) + 3 * count(position.kings_of(colour));
}

// Squares `colour` could move a piece to by a simple move (jumps disregarded).
Bitboard simple_targets(const Position& position, Color colour) {
  const Bitboard forward = colour == Color::black ? step_down(position.men(colour)) : step_up(position.men(colour));
  const Bitboard kings = position.kings_of(colour);
  return (forward | step_down(kings) | step_up(kings)) & position.empty();
}

// The active side's simple moves, whether or not it has a jump.
MoveList active_simple_moves(const Position& position) {
  MoveList list;
  if (position.side_to_move == Color::black) add_simple_moves<Color::black>(position, list);
  else add_simple_moves<Color::white>(position, list);
  return list;
}

MoveList captures(const Position& position) {
  MoveList list;
  generate_moves(position, list);
  if (!list.empty() && !list[0].is_capture()) list.clear();
  return list;
}

// Squares the active side can move to where the piece, once there, could be taken and the active
// side then has no capture back (DENY); or where the move forces the passive side to capture and
// every capture can be answered by one (EXCH).
Bitboard denied_squares(const Position& position) {
  Bitboard denied = 0;
  for (const Move& move : active_simple_moves(position)) {
    const Position after = position.after(move);
    for (const Move& reply : captures(after)) {
      if ((reply.captured & bit(move.to)) == 0) continue;
      if (!can_capture(after.after(reply))) denied |= bit(move.to);
    }
  }
  return denied;
}

}  // namespace

namespace samuel {

int advancement(const Position& position) {
  const Color side = passive(position);
  int total = 0;
  for (Bitboard men = position.men(side); men != 0; men = without_lowest(men)) {
    const int row = row_from_back(side, lowest_square(men));
    if (row == 5 || row == 6) ++total;
    if (row == 3 || row == 4) --total;
  }
  return total;
}

int apex(const Position& position) {
  if (position.kings != 0) return 0;
  const Bitboard apex_squares = squares({7, 26});
  const bool active_there = (position.men(active(position)) & apex_squares) != 0;
  const bool passive_there = (position.men(passive(position)) & apex_squares) != 0;
  return active_there && !passive_there ? -1 : 0;
}

int back_row_bridge(const Position& position) {
  if (position.kings_of(active(position)) != 0) return 0;
  const Bitboard bridge = passive(position) == Color::black ? squares({1, 3}) : squares({30, 32});
  return (position.pieces(passive(position)) & bridge) == bridge ? 1 : 0;
}

int center_control_men(const Position& position) { return count(position.men(passive(position)) & center); }

int center_control_active(const Position& position) {
  const Color side = active(position);
  return count((position.pieces(side) | simple_targets(position, side)) & center);
}

int double_corner_credit(const Position& position) {
  const Color us = active(position);
  if (credit(position, us) > 6 || credit(position, passive(position)) <= credit(position, us)) return 0;
  return (simple_targets(position, us) & double_corners) != 0 ? 1 : 0;
}

int cramp(const Position& position) {
  const bool black = passive(position) == Color::black;
  const Bitboard cramping = black ? squares({13}) : squares({20});
  const Bitboard nearby = black ? squares({9, 14}) : squares({19, 24});
  const Bitboard held = black ? squares({17, 21, 22, 25}) : squares({8, 11, 12, 16});
  const Bitboard ours = position.pieces(passive(position));
  if ((ours & cramping) == 0 || (ours & nearby) == 0) return 0;
  return (position.pieces(active(position)) & held) == held ? 2 : 0;
}

int denial_of_occupancy(const Position& position) { return count(denied_squares(position)); }

int double_diagonal_file(const Position& position) { return count(position.pieces(passive(position)) & double_corner_files); }

int diagonal_moment_value(const Position& position) {
  const Bitboard ours = position.pieces(passive(position));
  return count(ours & two_removed) + 2 * count(ours & one_removed) + 3 * count(ours & double_corner_files);
}

int dyke(const Position& position) {
  const Bitboard ours = position.pieces(passive(position));
  int strings = 0;
  for (Direction down : {down_left, down_right}) {
    for (Bitboard starts = ours & ~step(ours, down); starts != 0; starts = without_lowest(starts)) {
      // `starts`: passive pieces with no passive piece before them on this diagonal.
      int length = 0;
      for (Square square = lowest_square(starts); square >= 0 && (ours & bit(square)) != 0; square = neighbour(square, down))
        ++length;
      strings += length >= 3 ? 1 : 0;
    }
  }
  return strings;
}

int exchange(const Position& position) {
  Bitboard forcing = 0;
  for (const Move& move : active_simple_moves(position)) {
    const Position after = position.after(move);
    const MoveList replies = captures(after);
    if (replies.empty()) continue;
    bool every_reply_answered = true;
    for (const Move& reply : replies) every_reply_answered &= can_capture(after.after(reply));
    if (every_reply_answered) forcing |= bit(move.to);
  }
  return count(forcing);
}

int exposure(const Position& position) {
  const Bitboard empty = position.empty();
  int exposed = 0;
  for (Bitboard ours = position.pieces(passive(position)); ours != 0; ours = without_lowest(ours)) {
    const Square square = lowest_square(ours);
    const auto empty_at = [&](Direction direction) {
      const Square next = neighbour(square, direction);
      return next >= 0 && (empty & bit(next)) != 0;
    };
    if ((empty_at(up_left) && empty_at(down_right)) || (empty_at(up_right) && empty_at(down_left))) ++exposed;
  }
  return exposed;
}

int threat_of_fork(const Position& position) {
  const Color them = passive(position);
  const Color us = active(position);
  const Bitboard ours = position.pieces(them);
  const Bitboard empty = position.empty();
  int forks = 0;
  for (Square left = 0; left < 32; ++left) {
    if (left % 4 == 3 || (ours & bit(left)) == 0 || (ours & bit(left + 1)) == 0) continue;
    const int row = row_of(left);
    const int left_column = column_of(left);
    for (int side : {-1, 1}) {
      // The fork square touches both pieces; the landing squares lie beyond them on the far side.
      const int fork_row = row + side;
      const int landing_row = row - side;
      if (!on_board(fork_row, left_column + 1) || !on_board(landing_row, left_column - 1) ||
          !on_board(landing_row, left_column + 3))
        continue;
      const Square fork = square_at(fork_row, left_column + 1);
      const Bitboard needed = bit(fork) | bit(square_at(landing_row, left_column - 1)) | bit(square_at(landing_row, left_column + 3));
      if ((empty & needed) != needed) continue;
      // A piece of the active side that can step onto the fork square and then jump towards `row`.
      const bool men_jump_that_way = (us == Color::black) == (landing_row > fork_row);
      const Bitboard movers = men_jump_that_way ? position.pieces(us) : position.kings_of(us);
      Bitboard can_reach = 0;
      for (Bitboard pieces = movers; pieces != 0; pieces = without_lowest(pieces)) {
        const Square from = lowest_square(pieces);
        const bool king = (position.kings & bit(from)) != 0;
        const Bitboard steps = king ? neighbours(from) : (us == Color::black ? step_down(bit(from)) : step_up(bit(from)));
        can_reach |= steps & bit(fork);
      }
      forks += can_reach != 0 ? 1 : 0;
    }
  }
  return forks;
}

int gap(const Position& position) {
  const Bitboard ours = position.pieces(passive(position));
  int gaps = 0;
  for (Bitboard empty = position.empty(); empty != 0; empty = without_lowest(empty)) {
    const Square square = lowest_square(empty);
    bool counts = false;
    for (auto [one, other] : {std::pair{up_left, down_right}, std::pair{up_right, down_left}, std::pair{down_right, up_left},
                              std::pair{down_left, up_right}}) {
      const Square a = neighbour(square, one);
      const Square b = neighbour(square, other);
      const bool piece_a = a >= 0 && (ours & bit(a)) != 0;
      if (piece_a && (b < 0 || (ours & bit(b)) != 0)) counts = true;  // between two pieces, or a piece and the edge
    }
    gaps += counts ? 1 : 0;
  }
  return gaps;
}

int back_row_control(const Position& position) {
  if (position.kings_of(active(position)) != 0) return 0;
  const bool black = passive(position) == Color::black;
  const Bitboard bridge = black ? squares({1, 3}) : squares({30, 32});
  const Bitboard oreo = black ? squares({2, 3, 7}) : squares({26, 30, 31});
  const Bitboard ours = position.pieces(passive(position));
  return (ours & bridge) == bridge || (ours & oreo) == oreo ? 1 : 0;
}

int hole(const Position& position) {
  const Bitboard ours = position.pieces(passive(position));
  int holes = 0;
  for (Bitboard empty = position.empty(); empty != 0; empty = without_lowest(empty))
    holes += count(neighbours(lowest_square(empty)) & ours) >= 3 ? 1 : 0;
  return holes;
}

int king_center_control(const Position& position) { return count(position.kings_of(passive(position)) & center); }

int total_mobility(const Position& position) { return count(simple_targets(position, active(position))); }

int undenied_mobility(const Position& position) { return total_mobility(position) - denial_of_occupancy(position); }

int move(const Position& position) {
  if (count(position.black) != count(position.white)) return 0;
  if (credit(position, Color::black) + credit(position, Color::white) >= 24) return 0;
  return count(position.occupied() & move_system) % 2 == 1 ? 1 : 0;
}

int node(const Position& position) {
  const Bitboard empty = position.empty();
  int nodes = 0;
  for (Bitboard ours = position.pieces(passive(position)); ours != 0; ours = without_lowest(ours))
    nodes += count(neighbours(lowest_square(ours)) & empty) >= 3 ? 1 : 0;
  return nodes;
}

int triangle_of_oreo(const Position& position) {
  if (position.kings_of(passive(position)) != 0) return 0;
  const Bitboard oreo = passive(position) == Color::black ? squares({2, 3, 7}) : squares({26, 30, 31});
  return (position.pieces(passive(position)) & oreo) == oreo ? 1 : 0;
}

int pole(const Position& position) {
  const Bitboard empty = position.empty();
  int poles = 0;
  for (Bitboard men = position.men(passive(position)); men != 0; men = without_lowest(men)) {
    const Bitboard around = neighbours(lowest_square(men));
    poles += (around & empty) == around ? 1 : 0;
  }
  return poles;
}

int threat(const Position& position) {
  Bitboard threatening = 0;
  for (const Move& move : active_simple_moves(position)) {
    Position after = position.after(move);
    after.side_to_move = position.side_to_move;  // could the moved piece jump next time?
    const Bitboard jumpers =
        after.side_to_move == Color::black ? capturing_pieces<Color::black>(after) : capturing_pieces<Color::white>(after);
    if ((jumpers & bit(move.to)) != 0) threatening |= bit(move.to);
  }
  return count(threatening);
}

}  // namespace samuel
}  // namespace newell::checkers
