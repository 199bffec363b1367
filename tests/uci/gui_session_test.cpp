// A recorded GUI session (tests/data/uci/gui_session.txt: cutechess's and Arena's command order,
// ucinewgame, isready during a search, stop right after go, go ponder and ponderhit, a broken move
// list) replayed against
// both engines. The replay waits where a GUI waits (for bestmove, readyok, a search's info) and
// checks what a GUI relies on: uciok, one readyok per isready and before the bestmove of the search
// it interrupted, one legal bestmove per go, and the goal engine's score and pv. No check reads the
// clock: only the order of lines counts.

#include "app/uci/uci_loop.h"
#include "chess/notation.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

using newell::uci::run_uci;
using newell::uci::UciSettings;

namespace {

std::vector<std::string> read_script() {
  std::ifstream file(std::string(NEWELL_TEST_DATA_DIR) + "/uci/gui_session.txt");
  REQUIRE(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);)
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

bool starts_with(const std::string& text, const std::string& start) { return text.rfind(start, 0) == 0; }

// The engine's output as it arrives, and a wait for a condition on it (bounded: a broken engine
// fails the test instead of hanging it).
class Transcript {
 public:
  void append(char character) {
    {
      std::lock_guard lock(mutex_);
      if (character == '\n') {
        lines_.push_back(current_);
        current_.clear();
      } else {
        current_ += character;
      }
    }
    changed_.notify_all();
  }
  template <class Condition>
  bool wait_for(Condition condition) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, std::chrono::seconds(120), [&] { return condition(lines_); });
  }
  std::vector<std::string> lines() {
    std::lock_guard lock(mutex_);
    return lines_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<std::string> lines_;
  std::string current_;
};

std::size_t count_starting(const std::vector<std::string>& lines, const std::string& start, std::size_t from = 0) {
  std::size_t count = 0;
  for (std::size_t index = from; index < lines.size(); ++index) count += starts_with(lines[index], start);
  return count;
}

// What the replay sent, in order, with the transcript's length when each line went out.
struct Sent {
  std::string line;
  std::size_t output_lines_before = 0;
};

std::vector<Sent> replay(const std::vector<std::string>& script, Transcript& transcript, const UciSettings& settings) {
  std::vector<Sent> sent;
  struct Input : std::streambuf {
    const std::vector<std::string>& script;
    Transcript& transcript;
    std::vector<Sent>& sent;
    std::size_t next = 0, goes = 0, pings = 0, go_started_at = 0;
    std::string current;
    Input(const std::vector<std::string>& s, Transcript& t, std::vector<Sent>& out) : script(s), transcript(t), sent(out) {}
    int_type underflow() override {
      while (next < script.size()) {
        std::string line = script[next++];
        if (line == "wait bestmove") {
          REQUIRE(transcript.wait_for([&](const auto& lines) { return count_starting(lines, "bestmove ") >= goes; }));
        } else if (line == "wait readyok") {
          REQUIRE(transcript.wait_for([&](const auto& lines) { return count_starting(lines, "readyok") >= pings; }));
        } else if (line == "wait info") {
          REQUIRE(transcript.wait_for([&](const auto& lines) { return count_starting(lines, "info ", go_started_at) > 0; }));
        } else {
          if (const auto at = line.find("{best}"); at != std::string::npos) {
            const auto lines = transcript.lines();
            std::string best;
            for (const auto& output : lines)
              if (starts_with(output, "bestmove ")) best = output.substr(9, output.find(' ', 9) - 9);
            line.replace(at, 6, best);
          }
          const std::size_t before = transcript.lines().size();
          if (starts_with(line, "go")) ++goes, go_started_at = before;
          if (line == "isready") ++pings;
          sent.push_back({line, before});
          current = line + "\n";
          setg(current.data(), current.data(), current.data() + current.size());
          return traits_type::to_int_type(current[0]);
        }
      }
      return traits_type::eof();
    }
  };
  struct Output : std::streambuf {
    Transcript& transcript;
    explicit Output(Transcript& t) : transcript(t) {}
    int_type overflow(int_type character) override {
      if (character != traits_type::eof()) transcript.append(static_cast<char>(character));
      return character;
    }
  };
  Output output_buffer(transcript);
  std::ostream output(&output_buffer);
  Input input_buffer(script, transcript, sent);
  std::istream input(&input_buffer);
  REQUIRE(run_uci(input, output, settings) == 0);
  return sent;
}

// The position a GUI's `position` line sets up, read independently of the engine: the legal prefix.
newell::chess::Position position_of(const std::string& line) {
  std::istringstream words(line);
  std::string word;
  words >> word >> word;
  newell::chess::Position position = newell::chess::Position::start();
  if (word == "fen") {
    std::string fen, field;
    while (words >> field && field != "moves") fen += (fen.empty() ? "" : " ") + field;
    position = newell::chess::Position::from_fen(fen);
  } else {
    words >> word;  // "moves"
  }
  for (std::string move; words >> move;) {
    try {
      position.make_move(newell::chess::parse_uci_move(position, move));
    } catch (const newell::chess::NotationError&) {
      break;
    }
  }
  return position;
}

void check_session(const UciSettings& settings, bool goal_engine) {
  Transcript transcript;
  const auto sent = replay(read_script(), transcript, settings);
  const auto lines = transcript.lines();
  INFO([&] {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    return text;
  }());

  REQUIRE(count_starting(lines, "uciok") == 1);
  const auto pings = std::count_if(sent.begin(), sent.end(), [](const Sent& s) { return s.line == "isready"; });
  CHECK(count_starting(lines, "readyok") == static_cast<std::size_t>(pings));
  // Only the two broken move lists are errors, and each names what was ignored.
  std::vector<std::string> errors;
  for (const auto& line : lines)
    if (starts_with(line, "info string error: ")) errors.push_back(line);
  REQUIRE(errors.size() == 2);
  CHECK_THAT(errors[0], Catch::Contains("move 'e2e4' is not legal") && Catch::Contains("ignored it and the 1 after it"));
  CHECK_THAT(errors[1], Catch::Contains("move 'e7e5' is not legal") && Catch::Contains("ignored it,"));

  // Each go: exactly one bestmove after it, legal in the position set up; the goal engine's carries
  // an info line with a score and a pv first.
  std::vector<std::size_t> bestmove_at;
  for (std::size_t index = 0; index < lines.size(); ++index)
    if (starts_with(lines[index], "bestmove ")) bestmove_at.push_back(index);
  std::size_t go_number = 0;
  std::string last_position = "position startpos";
  for (std::size_t index = 0; index < sent.size(); ++index) {
    const auto& line = sent[index].line;
    if (starts_with(line, "position")) last_position = line;
    if (line == "ucinewgame") last_position = "position startpos";
    if (!starts_with(line, "go")) continue;
    REQUIRE(go_number < bestmove_at.size());
    const std::size_t answer = bestmove_at[go_number++];
    CHECK(answer >= sent[index].output_lines_before);
    const std::string move = lines[answer].substr(9, lines[answer].find(' ', 9) - 9);
    INFO(last_position << " -> " << move);
    CHECK_NOTHROW(newell::chess::parse_uci_move(position_of(last_position), move));
    // A pondering search answers only after ponderhit.
    if (line.find(" ponder") != std::string::npos) {
      REQUIRE(index + 1 < sent.size());
      CHECK(sent[index + 1].line == "ponderhit");
      CHECK(answer >= sent[index + 1].output_lines_before);
    }
    // An isready sent during this search is answered before its bestmove.
    for (std::size_t later = index + 1; later < sent.size() && !starts_with(sent[later].line, "go"); ++later) {
      if (sent[later].line != "isready" || sent[later].output_lines_before > answer) continue;
      CHECK(count_starting(std::vector<std::string>(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(answer)),
                           "readyok", sent[later].output_lines_before) >= 1);
    }
    if (goal_engine && line != "go infinite") {
      bool scored = false;
      for (std::size_t at = sent[index].output_lines_before; at < answer; ++at)
        scored = scored || (starts_with(lines[at], "info depth ") && lines[at].find(" score ") != std::string::npos &&
                            lines[at].find(" pv ") != std::string::npos);
      CHECK(scored);
    }
  }
  CHECK(go_number == bestmove_at.size());
  CHECK(lines.at(bestmove_at.back()) == "bestmove a1a8");
}

}  // namespace

TEST_CASE("a recorded GUI session against the alpha-beta engine", "[uci][conformance]") {
  UciSettings settings;
  settings.engine = "alphabeta";
  check_session(settings, false);
}

TEST_CASE("a recorded GUI session against the goal engine", "[uci][conformance][newell]") {
  UciSettings settings;
  settings.engine = "newell";
  settings.rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";
  check_session(settings, true);
}
