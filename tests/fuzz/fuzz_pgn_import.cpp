// Arbitrary bytes as a PGN file, read as `newell import` reads it: a game at a time
// (portable_notation/game_chunks.h), UTF-8 else Latin-1, each game checked and turned into the
// record the store keeps. Never a crash; every stored text is UTF-8 and the settings are JSON.

#include "app/records/game_files.h"
#include "app/records/movetext.h"
#include "game_descriptor/game_descriptor.h"
#include "portable_notation/game_chunks.h"
#include "portable_notation/text_encoding.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace newell;
  std::istringstream input(std::string(reinterpret_cast<const char*>(data), size));
  portable_notation::GameChunks chunks(input);
  int next_game = 1;
  while (auto chunk = chunks.next()) {
    if (!chunk->refused.empty()) {
      ++next_game;
      continue;
    }
    if (!portable_notation::is_utf8(chunk->text)) std::abort();
    const auto collection =
        app::records::read_collection(chunk->text, app::records::Dialect::pgn, {chunk->first_line, next_game, chunk->next_tags});
    next_game += static_cast<int>(collection.games.size() + collection.errors.size());
    for (const auto& game : collection.games) {
      try {
        const auto record = app::records::game_record(game, describe(GameKind::chess), "fuzz.pgn");
        if (!nlohmann::json::accept(record.settings)) std::abort();
        (void)app::records::write_game(record);
      } catch (const app::records::GameRefused&) {
      }
    }
  }
  return 0;
}
