// UCI as analysts use it (issue 51): the goal engine's info lines follow the move it means to play,
// `MultiPV N` lists its best goal candidates with their goals and verdicts, `go depth N` reports
// depth N, `searchmoves` is obeyed, and games are stored only when asked, never in the GUI's folder.

#include "app/uci/uci_loop.h"
#include "chess/notation.h"
#include "match/child_process.h"
#include "store/database.h"
#include "store/game_records.h"
#include "tests/support/scratch_folder.h"
#include "tests/uci/uci_lines.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

using newell::uci::UciSettings;
using namespace std::chrono_literals;

namespace {

UciSettings goal_engine() {
  UciSettings settings;
  settings.engine = "newell";
  settings.rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";
  settings.end_of_input_grace = std::chrono::minutes(5);  // every decision here runs to its end
  return settings;
}

std::vector<std::string> run(const std::string& commands, const UciSettings& settings) {
  return newell::testing::uci_lines(commands, settings);
}

// The value after `field` in an info line ("depth", "pv"), "" when it has none.
std::string field(const std::string& line, const std::string& name) {
  std::istringstream words(line);
  for (std::string word; words >> word;)
    if (word == name && words >> word) return word;
  return "";
}

// The lines with a score and a pv of the main line (not a MultiPV line): what a GUI draws.
std::vector<std::string> scored_lines(const std::vector<std::string>& lines) {
  std::vector<std::string> found;
  for (const auto& line : lines)
    if (line.rfind("info depth ", 0) == 0 && line.find(" score ") != std::string::npos && line.find(" pv ") != std::string::npos)
      found.push_back(line);
  return found;
}

std::string best_move(const std::vector<std::string>& lines) {
  for (const auto& line : lines)
    if (line.rfind("bestmove ", 0) == 0) return field(line, "bestmove");
  return "";
}

constexpr const char* positions[] = {
    "startpos moves e2e4",
    "fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "fen r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9",
};

}  // namespace

TEST_CASE("the goal engine's info lines follow the move it means to play, not each candidate in turn", "[uci][newell]") {
  // Before: the first look sent a line for every candidate that stood (`score cp -100 ... pv f7f6`,
  // then `-90 pv b8a6`), so a GUI's evaluation and best line jumped between moves at one depth.
  for (const char* position : positions) {
    INFO(position);
    const auto lines = scored_lines(run(std::string("position ") + position + "\ngo nodes 60000\n", goal_engine()));
    REQUIRE(!lines.empty());
    for (std::size_t index = 1; index < lines.size(); ++index) {
      INFO(lines[index - 1] << "\n" << lines[index]);
      // A new move only with a new depth: the engine changed its mind at a deeper look.
      if (field(lines[index], "depth") == field(lines[index - 1], "depth"))
        CHECK(field(lines[index], "pv") == field(lines[index - 1], "pv"));
    }
  }
}

TEST_CASE("go depth N: the goal engine looks N plies deep and says depth N", "[uci][newell]") {
  // Before: `go depth 4` was 8,000 nodes, and the decision reported depth 3.
  for (const int depth : {2, 3, 4}) {
    INFO("go depth " << depth);
    const auto lines = run("position startpos moves e2e4\ngo depth " + std::to_string(depth) + "\n", goal_engine());
    const auto scored = scored_lines(lines);
    REQUIRE(!scored.empty());
    CHECK(field(scored.back(), "depth") == std::to_string(depth));  // the decision's own line
  }
}

TEST_CASE("MultiPV lists the best goal candidates with their goals and verdicts", "[uci][newell]") {
  const auto lines = run("setoption name MultiPV value 3\nposition " + std::string(positions[2]) + "\ngo nodes 20000\n",
                         goal_engine());
  std::vector<std::string> numbered, described;
  for (const auto& line : lines) {
    if (line.rfind("info multipv ", 0) == 0) numbered.push_back(line);
    if (line.rfind("info string multipv ", 0) == 0) described.push_back(line);
  }
  REQUIRE(numbered.size() >= 2);
  REQUIRE(numbered.size() <= 3);
  REQUIRE(described.size() == numbered.size());
  const std::string played = best_move(lines);
  // The first is the move played; each is "info multipv K depth D ... pv MOVE ...", K in order.
  CHECK(field(numbered[0], "pv") == played);
  for (std::size_t index = 0; index < numbered.size(); ++index) {
    CHECK(field(numbered[index], "multipv") == std::to_string(index + 1));
    CHECK_FALSE(field(numbered[index], "depth").empty());
    CHECK_THAT(described[index], Catch::StartsWith("info string multipv " + std::to_string(index + 1) + ": "));
    // "MOVE for GOAL (likelihood L): VERDICT", the verdict a trace gives.
    CHECK_THAT(described[index], Catch::Matches(".*: [^ ]+ for .* \\(likelihood [0-9.]+\\): "
                                                "(played|proved|stands|refuted|not checked|unchecked).*"));
  }
  // Without MultiPV only the main line.
  const auto single = run("position " + std::string(positions[2]) + "\ngo nodes 20000\n", goal_engine());
  CHECK(std::none_of(single.begin(), single.end(), [](const std::string& line) { return line.rfind("info multipv", 0) == 0; }));
}

TEST_CASE("go searchmoves: the goal engine plays and shows only the moves listed", "[uci][newell]") {
  // Before: `go nodes 3000 searchmoves a2a3 h2h3` answered g1f3.
  const auto lines = run("position startpos\ngo nodes 3000 searchmoves a2a3 h2h3\n", goal_engine());
  const std::string move = best_move(lines);
  CHECK((move == "a2a3" || move == "h2h3"));
  for (const auto& line : scored_lines(lines)) {
    INFO(line);
    const std::string first = field(line, "pv");
    CHECK((first == "a2a3" || first == "h2h3"));
  }
}

namespace {

// `newell uci` started in `folder` with the environment given, playing one move and quitting.
void play_one_move(const std::filesystem::path& folder, const std::string& environment, const std::string& options,
                   const std::vector<std::string>& commands) {
  newell::match::ChildProcess child({"sh", "-c", "cd '" + folder.string() + "' && env " + environment + " '" NEWELL_BINARY
                                                 "' uci --engine alphabeta " + options});
  for (const auto& command : commands) child.write_line(command);
  child.write_line("position startpos moves e2e4");
  child.write_line("go depth 2");
  bool answered = false;
  while (!answered) {
    const std::optional<std::string> line = child.read_line(30s);
    if (!line) break;
    const std::string text = *line;
    answered = text.compare(0, 9, "bestmove ") == 0;
  }
  REQUIRE(answered);
  child.write_line("quit");
  child.stop(10s);
}

std::size_t stored_games(const std::filesystem::path& file) {
  if (!std::filesystem::exists(file)) return 0;
  return newell::store::list_games(newell::store::Database::open(file)).size();
}

}  // namespace

TEST_CASE("games are stored only when asked, in the user's data folder, never in the GUI's folder", "[uci]") {
  const newell::testing::ScratchFolder scratch;
  const auto gui = scratch.path() / "gui";
  const auto data = scratch.path() / "data";
  const auto home = scratch.path() / "home";
  std::filesystem::create_directories(gui);
  const std::string environment = "XDG_DATA_HOME='" + data.string() + "' HOME='" + home.string() + "'";
  const auto user_store = data / "newell" / "games.db";

  // Before: every game went to newell.db in the working directory.
  play_one_move(gui, environment, "", {});
  CHECK(std::filesystem::is_empty(gui));
  CHECK_FALSE(std::filesystem::exists(data));

  play_one_move(gui, environment, "", {"setoption name Store Games value true"});
  CHECK(stored_games(user_store) == 1);
  CHECK(std::filesystem::is_empty(gui));

  // Without XDG_DATA_HOME: ~/.local/share/newell.
  play_one_move(gui, "-u XDG_DATA_HOME HOME='" + home.string() + "'", "", {"setoption name Store Games value true"});
  CHECK(stored_games(home / ".local" / "share" / "newell" / "games.db") == 1);

  // --db names the file, and Store Games can turn it off.
  const auto named = scratch.path() / "named.db";
  play_one_move(gui, environment, "--db '" + named.string() + "'", {});
  CHECK(stored_games(named) == 1);
  play_one_move(gui, environment, "--db '" + named.string() + "'", {"setoption name Store Games value false"});
  CHECK(stored_games(named) == 1);
  CHECK(stored_games(user_store) == 1);
  CHECK(std::filesystem::is_empty(gui));
}
