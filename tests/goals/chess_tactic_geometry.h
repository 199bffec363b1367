#pragma once
// Chess geometry written for the tests alone, to check what a summary names against the board
// without the rule file or the engine's chess code: a board read from a FEN's placement, attacks by
// stepping along the rays, and the four named blows as a player defines them. Men are read as the
// trace names them ("white knight on f3") and followed from move to move by comparing boards.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace newell::goals::testing {

// Squares 0..63: a1 = 0, h1 = 7, a8 = 56.
struct GeometryBoard {
  std::array<char, 64> pieces{};  // FEN letters (upper case White), '.' empty

  static GeometryBoard from_fen(std::string_view fen);
  char at(int square) const { return pieces[static_cast<std::size_t>(square)]; }
};

struct GeometryMan {
  char piece = '.';  // FEN letter
  int square = 0;
};

// A man as the trace names it ("white knight on f3", "white queen's bishop on g3", on its home
// square "white queen's knight's pawn") -> {'N', f3}, {'B', g3}, {'P', b2}; none for a man taken
// or words that name no man.
std::optional<GeometryMan> read_man(std::string_view words);
// Where the man that stood on `man.square` stands after one move took `before` to `after`: none
// when it was taken.
std::optional<GeometryMan> follow_man(const GeometryBoard& before, const GeometryBoard& after, const GeometryMan& man);

// Pawn 1, knight and bishop 3, rook 5, queen 9, king above them all.
int piece_worth(char piece);
// The man on `from` could take on `to` (pins and the colour on `to` aside).
bool geometry_attacks(const GeometryBoard& board, int from, int to);
// A man of the side of the man on `square` attacks it.
bool geometry_defended(const GeometryBoard& board, int square);

// A line piece of the other side attacks the man on `square`, and behind it on that line stands a
// man of its own side worth more (or its king).
bool pinned_on_board(const GeometryBoard& board, int square);
// The line piece on `attacker` attacks the man on `front`, and the first man behind it on the line
// is the man on `back`, of the same side and worth less than the front one.
bool skewered_on_board(const GeometryBoard& board, int attacker, int front, int back);
// The man on `attacker` attacks both enemy men, each the king, worth more than it, or undefended.
bool forked_on_board(const GeometryBoard& board, int attacker, int first, int second);
// The move from `before` to `after` took the man off `moved_from`, which lay between the line piece
// on `attacker` and the enemy man on `target`; now the line piece attacks the target, before it did not.
bool discovered_on_board(const GeometryBoard& before, const GeometryBoard& after, int moved_from, int attacker, int target);

}  // namespace newell::goals::testing
