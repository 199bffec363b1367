// `newell import FILE... [--db F]`: PGN collections (chess) and PDN collections (checkers) into the
// store. Every move is checked; a bad game is reported (file:line:column, the game, the bad text and
// why) and skipped, never half-stored; the good games are stored in batches, one transaction each.
// Importing is idempotent: a game already in the store (records::game_identity: the same roster,
// start position and moves) is counted and skipped, also when a file holds it twice.
// The exit status is 1 when any game was refused, so a script notices.
// A file is read a game at a time (portable_notation/game_chunks.h): memory is one game and one
// batch, whatever the file's size. Text is UTF-8, else Latin-1 with one warning naming the lines.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/records/game_files.h"
#include "app/records/movetext.h"
#include "game_descriptor/game_descriptor.h"
#include "portable_notation/game_chunks.h"
#include "portable_notation/text_encoding.h"
#include "store/database.h"
#include "store/error.h"
#include "store/game_records.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <functional>
#include <unordered_set>

namespace newell::app {
namespace {

struct ImportRequest {
  std::string database_file;
  std::vector<std::string> files;
  std::optional<std::string> kind;
  int batch = 500;
};

// chess for .pgn, checkers for .pdn, else what --game says.
const GameDescriptor& file_game(const std::string& file, const std::optional<std::string>& kind) {
  if (kind) return game_named(*kind);
  std::string extension = std::filesystem::path(file).extension().string();
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (const GameDescriptor* game = game_of_file_extension(extension)) return *game;
  throw std::invalid_argument(fmt::format("'{}': is it chess or checkers? Name it .pgn or .pdn, or say --game chess|checkers", file));
}

struct FileOutcome {
  int imported = 0;
  int already_stored = 0;
  int refused = 0;
  store::GameId first = 0, last = 0;
};

// The identities of the games stored so far, per kind, read from the store once per run. Kept as
// 128-bit digests (two unrelated hashes of the identity text), so that a store of a million games
// costs tens of megabytes, not the games' text.
class StoredGames {
 public:
  explicit StoredGames(const store::Database& database) : database_(database) {}

  // True when the game is new; it then counts as stored.
  bool add(const store::GameRecord& game) { return identities(game.kind).insert(digest(records::game_identity(game))).second; }

 private:
  struct Digest {
    std::uint64_t first = 0, second = 0;
    bool operator==(const Digest&) const = default;
  };
  struct DigestHash {
    std::size_t operator()(const Digest& digest) const { return digest.first; }
  };
  static Digest digest(std::string_view text) {
    std::uint64_t fnv = 0xcbf29ce484222325ULL;  // FNV-1a
    for (const char c : text) fnv = (fnv ^ static_cast<std::uint8_t>(c)) * 0x100000001b3ULL;
    return {std::hash<std::string_view>{}(text), fnv};
  }

  std::unordered_set<Digest, DigestHash>& identities(const std::string& kind) {
    auto found = by_kind_.find(kind);
    if (found != by_kind_.end()) return found->second;
    auto& identities = by_kind_[kind];
    store::for_each_game(database_, kind, [&](const store::GameRecord& game) { identities.insert(digest(records::game_identity(game))); });
    return identities;
  }

  const store::Database& database_;
  std::map<std::string, std::unordered_set<Digest, DigestHash>> by_kind_;
};

// `committed_before`: the games this run stored from the files before this one.
FileOutcome import_file(const store::Database& database, StoredGames& stored, const std::string& file,
                        const GameDescriptor& game_kind, int batch_size, int committed_before) {
  std::ifstream stream(file, std::ios::binary);
  if (!stream) throw std::invalid_argument(fmt::format("cannot read '{}': {}", file, std::strerror(errno)));
  const auto dialect = game_kind.notation == GameNotation::pgn ? records::Dialect::pgn : records::Dialect::pdn;
  portable_notation::GameChunks chunks(stream);

  FileOutcome outcome;
  std::vector<store::GameRecord> batch;
  const auto flush = [&] {
    if (batch.empty()) return;
    std::vector<store::GameId> ids;
    try {
      ids = store::save_games(database, batch);
    } catch (const store::StoreError& error) {
      // A batch is all or nothing: the batches before it stay (the disk full, the file-size limit).
      const int kept = committed_before + outcome.imported;
      throw store::StoreError(fmt::format("{}; the {} game{} of this import already committed are kept: the same "
                                          "command, once there is room, adds the rest (stored games are skipped)",
                                          error.what(), kept, kept == 1 ? "" : "s"));
    }
    if (outcome.first == 0) outcome.first = ids.front();
    outcome.last = ids.back();
    outcome.imported += static_cast<int>(ids.size());
    batch.clear();
  };
  // Every refused game is counted, the first max_shown_errors are shown: a file of garbage gives a
  // screenful and a count, not a line per "game" of it.
  constexpr int max_shown_errors = 1000;
  const auto report = [&](const records::RecordError& error) {
    if (outcome.refused < max_shown_errors) fmt::print(stderr, "{}\n", error.to_string(file));
    ++outcome.refused;
  };
  const std::string name = std::filesystem::path(file).filename().string();
  int next_game = 1;
  while (auto chunk = chunks.next()) {
    if (!chunk->refused.empty()) {
      records::RecordError error;
      error.game_number = next_game;
      error.game = "game " + std::to_string(next_game);
      error.line = chunk->refused_line;
      error.column = 1;
      error.message = chunk->refused;
      report(error);
      ++next_game;
      continue;
    }
    auto collection = records::read_collection(chunk->text, dialect, {chunk->first_line, next_game, chunk->next_tags});
    next_game += static_cast<int>(collection.games.size() + collection.errors.size());
    // Errors in file order: those of the reader and those of the moves, by game number.
    std::vector<records::RecordError> errors = std::move(collection.errors);
    for (const auto& game : collection.games) {
      store::GameRecord record;
      try {
        record = records::game_record(game, game_kind, name);
      } catch (const records::GameRefused& refused) {
        errors.push_back(refused.error);
        continue;
      }
      if (!stored.add(record)) {
        ++outcome.already_stored;
        continue;
      }
      batch.push_back(std::move(record));
      if (static_cast<int>(batch.size()) >= batch_size) flush();
    }
    std::sort(errors.begin(), errors.end(), [](const auto& a, const auto& b) { return a.game_number < b.game_number; });
    for (const auto& error : errors) report(error);
  }
  flush();
  if (outcome.refused > max_shown_errors)
    fmt::print(stderr, "{}: ... and {} more refused games not shown\n", file, outcome.refused - max_shown_errors);
  const std::string warning = portable_notation::latin1_warning(file, chunks.latin1_lines());
  if (!warning.empty()) fmt::print(stderr, "warning: {}\n", warning);
  return outcome;
}

void run_import(const ImportRequest& request) {
  std::vector<const GameDescriptor*> games;
  for (const auto& file : request.files) games.push_back(&file_game(file, request.kind));
  const auto database = store::Database::open(request.database_file);
  StoredGames stored(database);
  int refused = 0;
  int imported = 0;
  for (std::size_t i = 0; i < request.files.size(); ++i) {
    const auto started = std::chrono::steady_clock::now();
    const FileOutcome outcome = import_file(database, stored, request.files[i], *games[i], request.batch, imported);
    imported += outcome.imported;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    fmt::print("{}: imported {} {} game{}{} into {} in {:.2f} s{}{}\n", request.files[i], outcome.imported, games[i]->name,
               outcome.imported == 1 ? "" : "s",
               outcome.imported == 0 ? "" : fmt::format(" (games {}-{})", outcome.first, outcome.last),
               request.database_file, seconds,
               outcome.already_stored == 0
                   ? ""
                   : fmt::format("; {} game{} already in the store, not stored again", outcome.already_stored,
                                 outcome.already_stored == 1 ? "" : "s"),
               outcome.refused == 0 ? "" : fmt::format("; refused {} bad game{} (see above)", outcome.refused,
                                                            outcome.refused == 1 ? "" : "s"));
    refused += outcome.refused;
  }
  if (refused > 0) throw CommandFailed{1};
}

void add_import(CLI::App& root) {
  auto request = std::make_shared<ImportRequest>();
  auto* command = root.add_subcommand(
      "import", "Read PGN (chess) or PDN (checkers) collections into the store; bad games are reported and skipped");
  command->add_option("FILE", request->files, "PGN or PDN files")->required()->check(CLI::ExistingFile);
  add_database_option(command, request->database_file);
  command->add_option("--game", request->kind, "chess or checkers, when the file is not named .pgn or .pdn")
      ->check(CLI::IsMember(game_names()));
  command->add_option("--batch", request->batch, "Games per transaction")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->callback(reporting_failures("import", [request] { run_import(*request); }));
}

const CommandRegistration import_registration{"import", add_import};

}  // namespace
}  // namespace newell::app
