// newell show, export and import as a user runs them: round trips through files, and bad files.

#include "same_game_record.h"
#include "store/database.h"
#include "store/game_records.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>

using newell::testing::read_bytes;
using newell::testing::ScratchFolder;

namespace {

struct Run {
  int status = 0;
  std::string output;  // standard output
  std::string errors;  // standard error
};

Run run_newell(const ScratchFolder& folder, const std::string& arguments) {
  const std::string out = folder.file("out.txt").string();
  const std::string err = folder.file("err.txt").string();
  const int status = std::system(fmt::format("'{}' {} > '{}' 2> '{}'", NEWELL_BINARY, arguments, out, err).c_str());
  return {status == -1 ? -1 : WEXITSTATUS(status), read_bytes(out), read_bytes(err)};
}

void write(const std::filesystem::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

TEST_CASE("a game played by the goal engine survives export to PGN and import with its moves and reasons", "[records][cli]") {
  ScratchFolder folder;
  const auto played = folder.file("played.db").string();
  REQUIRE(run_newell(folder, fmt::format("demo --plies 8 --nodes 5000 --db '{}' --report ''", played)).status == 0);
  const auto pgn = folder.file("game.pgn").string();
  const Run exported = run_newell(folder, fmt::format("export last --db '{}' -o '{}'", played, pgn));
  REQUIRE(exported.status == 0);
  CHECK(exported.errors == fmt::format("wrote game 1 (8 plies) to {}\n", pgn));
  const auto imported_db = folder.file("imported.db").string();
  const Run imported = run_newell(folder, fmt::format("import '{}' --db '{}'", pgn, imported_db));
  REQUIRE(imported.status == 0);
  CHECK(imported.output.find(fmt::format("{}: imported 1 chess game (games 1-1) into {} in ", pgn, imported_db)) == 0);

  const auto original = newell::store::load_game(newell::store::Database::open(played), 1);
  const auto copy = newell::store::load_game(newell::store::Database::open(imported_db), 1);
  REQUIRE(original);
  REQUIRE(copy);
  CHECK_FALSE(original->moves[0].summary.empty());
  newell::testing::check_same_game(*original, *copy);
}

TEST_CASE("checkers games survive import, export to PDN and import again", "[records][cli]") {
  ScratchFolder folder;
  const auto first_db = folder.file("first.db").string();
  // sample.pdn holds five good games and four bad ones (tests/data/checkers/PROVENANCE.md).
  const Run imported = run_newell(folder, fmt::format("import '{}/checkers/sample.pdn' --db '{}'", NEWELL_TEST_DATA_DIR, first_db));
  CHECK(imported.status == 1);
  CHECK(imported.output.find("imported 5 checkers games (games 1-5)") != std::string::npos);
  CHECK(imported.output.find("; refused 4 bad games (see above)") != std::string::npos);

  // A reason on every move, one with a brace that no PDN brace comment can hold.
  auto game = *newell::store::load_game(newell::store::Database::open(first_db), 1);
  for (auto& move : game.moves) move.summary = fmt::format("reason {} for {}", move.ply, move.notation);
  game.moves[2].summary = "keeps {att} going }";
  const auto with_reasons = newell::store::save_game(newell::store::Database::open(first_db), game);

  const auto pdn = folder.file("game.pdn").string();
  REQUIRE(run_newell(folder, fmt::format("export {} --pdn --db '{}' -o '{}'", with_reasons, first_db, pdn)).status == 0);
  CHECK(read_bytes(pdn).find("26x17x10x1") != std::string::npos);  // the full capture path
  const auto second_db = folder.file("second.db").string();
  REQUIRE(run_newell(folder, fmt::format("import '{}' --db '{}'", pdn, second_db)).status == 0);
  newell::testing::check_same_game(game, *newell::store::load_game(newell::store::Database::open(second_db), 1));
}

TEST_CASE("import reports each bad game with file, line, column and move, keeps the good ones, and fails", "[records][cli]") {
  ScratchFolder folder;
  const auto file = folder.file("mixed.pgn").string();
  write(file,
        "[Event \"good\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
        "[Event \"bad move\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxe8 *\n\n"
        "[Event \"cut\"]\n\n1. d4 d5 2. c4");
  const auto database = folder.file("mixed.db").string();
  const Run run = run_newell(folder, fmt::format("import '{}' --db '{}'", file, database));
  CHECK(run.status == 1);
  CHECK(run.errors == fmt::format(
                          "{0}:10:34: game 2 [Event \"bad move\"]: 'Bxe8': move 4. (White to move): SAN move \"Bxe8\": "
                          "no legal bishop move to e8 in this position\n"
                          "{0}:14:15: game 3 [Event \"cut\"]: the game has no result (1-0, 0-1, 1/2-1/2 or *) before the "
                          "end of the file (is it cut short?)\n",
                          file));
  CHECK(run.output.find("imported 1 chess game (games 1-1)") != std::string::npos);
  CHECK(run.output.find("; refused 2 bad games (see above)") != std::string::npos);
  const auto games = newell::store::list_games(newell::store::Database::open(database));
  REQUIRE(games.size() == 1);
  CHECK(games[0].event == "good");
  CHECK(games[0].plies == 7);
}

TEST_CASE("import refuses a bad PDN move with its place and reason", "[records][cli]") {
  ScratchFolder folder;
  const auto file = folder.file("bad.pdn").string();
  write(file, "[Event \"x\"]\n[Black \"b\"]\n[White \"w\"]\n1. 11-15 24-20 2. 15-24 *\n");
  const Run run = run_newell(folder, fmt::format("import '{}' --db '{}'", file, folder.file("bad.db").string()));
  CHECK(run.status == 1);
  CHECK(run.errors == fmt::format("{}:4:19: game 1 [Event \"x\"] [White \"w\"] [Black \"b\"]: '15-24': move 2. (Black to "
                                  "move): '15-24': there is nothing to capture\n",
                                  file));
  CHECK(run.output.find("imported 0 checkers games into") != std::string::npos);
}

TEST_CASE("show, export and report name a missing game and a wrong format", "[records][cli]") {
  ScratchFolder folder;
  const auto database = folder.file("empty.db").string();
  // A reader never makes a store: a missing one is named.
  Run run = run_newell(folder, fmt::format("show 99 --db '{}'", database));
  CHECK(run.status == 1);
  CHECK(run.errors == fmt::format("newell show: '{}': no such database file (choose another with --db)\n", database));
  CHECK_FALSE(std::filesystem::exists(database));
  REQUIRE(run_newell(folder, fmt::format("db info --db '{}'", database)).status == 0);
  run = run_newell(folder, fmt::format("show 99 --db '{}'", database));
  CHECK(run.status == 1);
  CHECK(run.errors == fmt::format("newell show: no game 99 in {} (newell games lists them)\n", database));
  run = run_newell(folder, fmt::format("report last --db '{}'", database));
  CHECK(run.status == 1);
  CHECK(run.errors == fmt::format("newell report: no games stored in {} yet (newell demo stores one)\n", database));
  run = run_newell(folder, fmt::format("export x1 --db '{}'", database));
  CHECK(run.errors == "newell export: 'x1' is not a game: give its number from `newell games`, or last\n");

  REQUIRE(run_newell(folder, fmt::format("import '{}/checkers/sample.pdn' --db '{}'", NEWELL_TEST_DATA_DIR, database)).status == 1);
  run = run_newell(folder, fmt::format("export 1 --pgn --db '{}'", database));
  CHECK(run.status == 1);
  CHECK(run.errors == "newell export: game 1 is a checkers game: PGN is for chess, export it with --pdn\n");
  run = run_newell(folder, fmt::format("show 1 --db '{}'", database));
  CHECK(run.status == 0);
  CHECK(run.output.find("game 1 (checkers): Moorhead, W. (Black) against Wyllie, J. (White), result 0-1\n"
                        "Manchester 1841, played 1841-?\?-?\?, 44 plies, 0 with a decision trace\n"
                        "imported from sample.pdn\n") == 0);
  CHECK(run.output.find("   22... 26x17x10x1\n") != std::string::npos);
}

TEST_CASE("export all writes every game of the format's kind as one collection that imports back", "[records][cli]") {
  ScratchFolder folder;
  const auto database = folder.file("all.db").string();
  REQUIRE(run_newell(folder, fmt::format("import '{}/checkers/sample.pdn' --db '{}'", NEWELL_TEST_DATA_DIR, database)).status == 1);
  REQUIRE(run_newell(folder, fmt::format("import '{}/chess/turing_glennie.pgn' --db '{}'", NEWELL_TEST_DATA_DIR, database)).status == 0);
  const auto collection = folder.file("all.pdn").string();
  Run run = run_newell(folder, fmt::format("export all --pdn --db '{}' -o '{}'", database, collection));
  REQUIRE(run.status == 0);
  CHECK(run.errors == fmt::format("wrote 5 checkers games to {}\n", collection));
  run = run_newell(folder, fmt::format("import '{}' --db '{}'", collection, folder.file("again.db").string()));
  CHECK(run.status == 0);
  CHECK(run.output.find("imported 5 checkers games (games 1-5)") != std::string::npos);
  run = run_newell(folder, fmt::format("export all --db '{}'", database));
  CHECK(run.status == 1);
  CHECK(run.errors == "newell export: export all needs --pgn (chess games) or --pdn (checkers games)\n");
}

TEST_CASE("importing a file again stores none of its games twice and says how many were already there", "[records][cli]") {
  ScratchFolder folder;
  const auto database = folder.file("again.db").string();
  const auto sample = fmt::format("{}/checkers/sample.pdn", NEWELL_TEST_DATA_DIR);
  REQUIRE(run_newell(folder, fmt::format("import '{}' --db '{}'", sample, database)).status == 1);  // 4 bad games
  const Run again = run_newell(folder, fmt::format("import '{}' --db '{}'", sample, database));
  CHECK(again.status == 1);
  CHECK(again.output.find(fmt::format("{}: imported 0 checkers games into {} in ", sample, database)) == 0);
  const std::string ending = " s; 5 games already in the store, not stored again; refused 4 bad games (see above)\n";
  CHECK(again.output.size() > ending.size());
  CHECK(again.output.substr(again.output.size() - std::min(ending.size(), again.output.size())) == ending);
  CHECK(newell::store::count_games(newell::store::Database::open(database)) == 5);
}

TEST_CASE("a game written twice in one file, once with other comments, is stored once", "[records][cli]") {
  ScratchFolder folder;
  const auto file = folder.file("twice.pgn").string();
  const std::string roster = "[Event \"club\"]\n[Site \"here\"]\n[Date \"2026.01.02\"]\n[Round \"3\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n";
  write(file, roster + "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n" + roster +
                  "1. e4 {best by test} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# {mate} 1-0\n\n" +
                  // Another round is another game, even with the same moves.
                  "[Event \"club\"]\n[Site \"here\"]\n[Date \"2026.01.02\"]\n[Round \"4\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n"
                  "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
  const auto database = folder.file("twice.db").string();
  const Run run = run_newell(folder, fmt::format("import '{}' --db '{}'", file, database));
  CHECK(run.status == 0);
  CHECK(run.output.find("imported 2 chess games (games 1-2)") != std::string::npos);
  CHECK(run.output.find("; 1 game already in the store, not stored again\n") != std::string::npos);
  CHECK(newell::store::count_games(newell::store::Database::open(database)) == 2);
}

TEST_CASE("an exported game imported into its own store is already there", "[records][cli]") {
  ScratchFolder folder;
  const auto database = folder.file("own.db").string();
  REQUIRE(run_newell(folder, fmt::format("import '{}/chess/turing_glennie.pgn' --db '{}'", NEWELL_TEST_DATA_DIR, database)).status == 0);
  const auto pgn = folder.file("out.pgn").string();
  REQUIRE(run_newell(folder, fmt::format("export 1 --db '{}' -o '{}'", database, pgn)).status == 0);
  const Run run = run_newell(folder, fmt::format("import '{}' --db '{}'", pgn, database));
  CHECK(run.status == 0);
  CHECK(run.output.find("imported 0 chess games into") != std::string::npos);
  CHECK(run.output.find("; 1 game already in the store, not stored again") != std::string::npos);
  CHECK(newell::store::count_games(newell::store::Database::open(database)) == 1);
}
