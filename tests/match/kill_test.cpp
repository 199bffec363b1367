// `kill -9` of a running `newell match`, twenty times at seeded random moments: the database stays
// consistent (integrity check, no half-written game: every stored game has every move from ply 1,
// replays legally from its start and has a result), and running the same command again resumes
// the match until it has exactly the games asked for.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "store/database.h"
#include "store/experiments.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <signal.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <set>
#include <thread>

namespace {

// Enough games that no run can finish them between its start and its kill on an idle machine (an
// idle machine plays about 20 of these a second; 40 games let later runs end before their kill).
constexpr int match_games = 200;

std::vector<std::string> match_command(const std::string& database) {
  return {NEWELL_BINARY, "match", "--db", database, "--name", "killed", "--games", std::to_string(match_games),
          "--player", "newell:engine=alphabeta,nodes=1500", "--player", "newell:engine=goal,nodes=300",
          "--concurrency", "2", "--max-plies", "100"};
}

pid_t start(const std::vector<std::string>& command) {
  std::vector<char*> argv;
  for (const auto& word : command) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid == 0) {
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return pid;
}

// Waits for the process; true when it exited by itself with status 0.
bool finished(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

struct Check {
  int games = 0;
  std::set<int> rounds;
};

// Everything the store must hold after any kill.
Check check_consistent(const std::string& path) {
  Check check;
  const auto database = newell::store::Database::open(path);
  REQUIRE(database.check_integrity() == "ok");
  auto games = database.prepare("SELECT id, start_position, result, termination, settings FROM games");
  while (games.step()) {
    ++check.games;
    const std::int64_t id = games.column_integer(0);
    const std::string result = games.column_text(2);
    CHECK((result == "1-0" || result == "0-1" || result == "1/2-1/2"));
    CHECK(!games.column_text(3).empty());
    const auto settings = nlohmann::json::parse(games.column_text(4));
    CHECK(check.rounds.insert(settings["round"].get<int>()).second);  // no round stored twice

    auto moves = database.prepare("SELECT ply, notation FROM moves WHERE game_id = ? ORDER BY ply");
    moves.bind(1, id);
    newell::chess::Position position = newell::chess::Position::from_fen(games.column_text(1));
    int expected_ply = 1;
    while (moves.step()) {
      CHECK(moves.column_integer(0) == expected_ply++);
      position.make_move(newell::chess::parse_san(position, moves.column_text(1)));
    }
    CHECK(expected_ply > 5);  // the opening's four plies and at least one played move
    if (games.column_text(3) == "checkmate") CHECK(!newell::chess::has_legal_move(position));
  }
  return check;
}

}  // namespace

TEST_CASE("kill -9 at random moments never leaves the store inconsistent, and the match resumes to exactly N games", "[slow]") {
  const newell::testing::ScratchFolder scratch;
  const auto path = scratch.file("killed.db").string();
  std::mt19937 random(20261122);
  std::uniform_int_distribution<int> moment_ms(0, 300);

  int kills = 0, completed_early = 0;
  for (int attempt = 0; attempt < 20; ++attempt) {
    const pid_t pid = start(match_command(path));
    std::this_thread::sleep_for(std::chrono::milliseconds(moment_ms(random)));
    const bool was_running = ::kill(pid, SIGKILL) == 0;
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (was_running && WIFSIGNALED(status)) {
      ++kills;
    } else {
      ++completed_early;
    }
    const Check check = check_consistent(path);
    CHECK(check.games <= match_games);
  }
  INFO("kills that landed: " << kills << ", runs that ended before their kill: " << completed_early);
  CHECK(kills >= 15);

  // Resume until done (each run may play every remaining game).
  bool done = false;
  for (int run = 0; run < 3 && !done; ++run) done = finished(start(match_command(path)));
  REQUIRE(done);
  const Check check = check_consistent(path);
  CHECK(check.games == match_games);
  std::set<int> all;
  for (int round = 0; round < match_games; ++round) all.insert(round);
  CHECK(check.rounds == all);
  const auto database = newell::store::Database::open(path);
  CHECK(newell::store::find_experiment(database, "killed")->status == "finished");
}
