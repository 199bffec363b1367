// Arbitrary bytes as the text fields of a stored game (players, settings, termination, a move's
// summary and trace): stored and loaded back unchanged, as SQL parameters, never as SQL; and shown
// on a terminal (newell games, show) without a control character.

#include "app/common/terminal_text.h"
#include "store/database.h"
#include "store/game_records.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace newell;
  static const store::Database database = store::Database::open(":memory:");
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // Five fields, split at 0x1F (the unit separator) so that the fuzzer can aim at each one.
  std::string fields[5];
  for (auto& field : fields) {
    const std::size_t end = text.find('\x1f');
    field = std::string(text.substr(0, end));
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  }
  store::GameRecord game;
  game.kind = "chess";
  game.first_player = fields[0];
  game.second_player = fields[1];
  game.settings = fields[2];
  game.termination = fields[3];
  game.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  game.moves.push_back({1, "e4", fields[4], fields[4]});
  const auto id = store::save_game(database, game);
  const auto loaded = store::load_game(database, id);
  if (!loaded || loaded->first_player != game.first_player || loaded->second_player != game.second_player ||
      loaded->settings != game.settings || loaded->termination != game.termination || loaded->moves.size() != 1 ||
      loaded->moves[0].summary != fields[4] || loaded->moves[0].trace != fields[4])
    std::abort();
  for (const auto& field : fields) {
    const std::string shown = app::terminal_safe(field);
    for (const char c : shown)
      if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7F) std::abort();
  }
  database.execute("DELETE FROM games");
  return 0;
}
