// Arbitrary bytes to the checkers PDN reader (and replay and writer), the FEN reader and the move
// parser: every input must end in a result or a clear error, never a crash.

#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "checkers/pdn.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace newell::checkers;

void try_moves(const Position& position, std::string_view text) {
  std::size_t start = 0;
  // A few lines are enough to reach every path of the move reader; more only slow the fuzzer down.
  for (int lines = 0; lines < 16 && start <= text.size(); ++lines) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    try {
      const Move move = parse_move(position, text.substr(start, end - start));
      (void)position.after(move);
    } catch (const NotationError&) {
    } catch (const IllegalMove&) {
    }
    start = end + 1;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  const PdnFile file = read_pdn(text);
  for (const PdnGame& game : file.games) {
    const Replay replayed = replay(game);
    (void)write_pdn(game.tags, replayed.game, game.result);
  }
  for (const PdnError& error : file.errors) (void)error.to_string();

  const std::string_view first_line = text.substr(0, text.find('\n'));
  Position position = Position::initial();
  try {
    position = parse_fen(first_line);
    (void)to_fen(position);
    MoveList moves;
    generate_moves(position, moves);
  } catch (const NotationError&) {
  } catch (const MoveListFull&) {
  }
  try_moves(position, text);
  try_moves(Position::initial(), text);
  return 0;
}
