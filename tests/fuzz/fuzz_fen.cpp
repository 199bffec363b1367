// Arbitrary bytes as a FEN: reading must either succeed or throw NotationError, never crash.
// A position that reads is put through everything that follows from a FEN: writing it back,
// its legal moves, make/unmake of each, SAN and UCI of each.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"

using namespace newell::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Position position = Position::start();
  try {
    position = Position::from_fen(text);
  } catch (const NotationError&) {
    return 0;
  }
  const std::string fen = position.to_fen();
  const Position again = Position::from_fen(fen);
  if (again.to_fen() != fen || again.key() != position.key()) std::abort();

  if (count_legal_moves(position) > MoveList::capacity) std::abort();
  MoveList moves;
  generate_legal(position, moves);
  if (moves.size() != count_legal_moves(position)) std::abort();
  const std::uint64_t key = position.key();
  for (const Move move : moves) {
    const std::string san = to_san(position, move);
    if (parse_san(position, san) != move) std::abort();
    if (parse_uci_move(position, to_uci(move)) != move) std::abort();
    position.make_move(move);
    if (!position.is_consistent()) std::abort();
    if (count_legal_moves(position) > MoveList::capacity) std::abort();
    position.unmake_move(move);
    if (position.key() != key || position.to_fen() != fen) std::abort();
  }
  return 0;
}
