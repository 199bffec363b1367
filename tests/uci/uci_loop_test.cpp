// `newell uci` through string streams: every command, every error path, isready and stop during
// a search.

#include "app/uci/uci_loop.h"
#include "chess/movegen.h"
#include "chess/notation.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <sstream>
#include <string>
#include <vector>

using newell::uci::run_uci;

namespace {

// The whole input is read at once: each search gets as long as it needs after the end of input
// (the grace is for a GUI that vanished; here it would cut the searches the tests check short).
std::vector<std::string> run(const std::string& commands) {
  std::istringstream input(commands);
  std::ostringstream output;
  newell::uci::UciSettings settings;
  settings.end_of_input_grace = std::chrono::minutes(5);
  REQUIRE(run_uci(input, output, settings) == 0);
  std::vector<std::string> lines;
  std::istringstream reader(output.str());
  for (std::string line; std::getline(reader, line);) lines.push_back(line);
  return lines;
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

bool has_line_starting(const std::vector<std::string>& lines, const std::string& start) {
  for (const auto& line : lines)
    if (line.rfind(start, 0) == 0) return true;
  return false;
}

std::string line_starting(const std::vector<std::string>& lines, const std::string& start) {
  for (const auto& line : lines)
    if (line.rfind(start, 0) == 0) return line;
  return "";
}

std::size_t index_of(const std::vector<std::string>& lines, const std::string& start) {
  for (std::size_t index = 0; index < lines.size(); ++index)
    if (lines[index].rfind(start, 0) == 0) return index;
  return lines.size();
}

std::string best_move(const std::vector<std::string>& lines) {
  const std::string line = line_starting(lines, "bestmove ");
  std::istringstream words(line);
  std::string word, move;
  words >> word >> move;
  return move;
}

bool is_legal(const std::string& fen, const std::string& move) {
  const auto position = newell::chess::Position::from_fen(fen);
  try {
    newell::chess::parse_uci_move(position, move);
    return true;
  } catch (const newell::chess::NotationError&) {
    return false;
  }
}

constexpr const char* after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

}  // namespace

TEST_CASE("uci identifies the engine, lists its options and ends with uciok", "[uci]") {
  const auto lines = run("uci\n");
  CHECK(line_starting(lines, "id name") == "id name newell " NEWELL_VERSION);
  CHECK(has_line_starting(lines, "id author "));
  CHECK(has_line_starting(lines, "option name Hash type spin default 16 min 1 max"));
  CHECK(has_line_starting(lines, "option name Move Overhead type spin"));
  CHECK(lines.back() == "uciok");
}

TEST_CASE("isready is answered with readyok", "[uci]") {
  CHECK(run("isready\n") == std::vector<std::string>{"readyok"});
}

TEST_CASE("a line longer than a command can be is refused in one short line, and the next command is answered", "[uci]") {
  // A 100 MB line once took 412 MB and was echoed back whole (issue 18).
  const auto lines = run(std::string(3 << 20, 'x') + "\nisready\n");
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "info string error: a line of 3145728 bytes was ignored (a command is at most 1 MB)");
  CHECK(lines[1] == "readyok");
  const auto unknown = run(std::string(5000, 'y') + "\n");
  REQUIRE(unknown.size() == 1);
  CHECK(unknown[0].size() < 300);
}

TEST_CASE("go searches the position set with moves and answers a legal bestmove with info lines", "[uci]") {
  const auto lines = run("position startpos moves e2e4\ngo depth 4\n");
  CHECK(is_legal(after_e4, best_move(lines)));
  const std::string info = line_starting(lines, "info depth 4 ");
  for (const char* field : {" seldepth ", " score cp ", " nodes ", " nps ", " time ", " pv "})
    CHECK_THAT(info, Catch::Contains(field));
}

TEST_CASE("position fen sets the position, with or without its clocks", "[uci]") {
  const auto lines = run("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\ngo depth 3\n"
                         "position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - -\ngo depth 3\n");
  CHECK(lines[index_of(lines, "bestmove")] == "bestmove a1a8");
  CHECK_THAT(line_starting(lines, "info depth 1 "), Catch::Contains(" score mate 1 "));
  CHECK(lines.back() == "bestmove a1a8");
}

TEST_CASE("a bad FEN is reported by field and the last good position is kept", "[uci]") {
  const auto lines = run("position startpos moves e2e4\nposition fen 8/8/8 w - - 0 1\ngo depth 2\n");
  const std::string error = line_starting(lines, "info string error: ");
  CHECK_THAT(error, Catch::Contains("position fen '8/8/8 w - - 0 1'"));
  CHECK(is_legal(after_e4, best_move(lines)));
}

TEST_CASE("an illegal move in position: its legal prefix is set up and the rest is named as ignored", "[uci]") {
  const auto lines = run("position startpos moves e2e4\nposition startpos moves d2d4 e7e5 d4d6 g8f6\ngo depth 2\n");
  const std::string error = line_starting(lines, "info string error: ");
  CHECK_THAT(error, Catch::Contains("'d4d6'") && Catch::Contains("ignored it and the 1 after it"));
  CHECK(is_legal("rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", best_move(lines)));
}

TEST_CASE("a move list that is illegal from its start is ignored whole: bestmove is legal in the start position",
          "[uci]") {
  // Before: the engine kept the previous position (after e2e4) and answered a Black move.
  const auto lines = run("position startpos moves e2e4\nposition startpos moves e7e5\ngo depth 2\n");
  CHECK_THAT(line_starting(lines, "info string error: "), Catch::Contains("'e7e5'"));
  CHECK(is_legal(newell::chess::Position::start().to_fen(), best_move(lines)));
}

TEST_CASE("malformed position commands are reported", "[uci]") {
  for (const char* command : {"position", "position fen", "position middlegame", "position startpos e2e4",
                              "position startpos moves e2e5", "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves xyz"}) {
    const auto lines = run(std::string(command) + "\nisready\n");
    INFO(command);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].rfind("info string error: position", 0) == 0);
    CHECK(lines[1] == "readyok");
  }
}

TEST_CASE("an unknown command is named, and a known command after it still runs", "[uci]") {
  const auto lines = run("hello world\njoho isready\n");
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "info string error: unknown command 'hello world'");
  CHECK(lines[1] == "info string error: unknown command 'joho'");
  CHECK(lines[2] == "readyok");
}

TEST_CASE("blank lines, debug and register are accepted silently", "[uci]") {
  CHECK(run("\n   \ndebug on\nregister later\nisready\n") == std::vector<std::string>{"readyok"});
}

TEST_CASE("uci offers the options a researcher sets from a GUI: Engine, Rules, Show Reasons", "[uci]") {
  const auto lines = run("uci\n");
  CHECK(line_starting(lines, "option name Engine ") == "option name Engine type combo default alphabeta var newell var alphabeta");
  CHECK(has_line_starting(lines, "option name Rules type string default "));
  CHECK(line_starting(lines, "option name Show Reasons ") == "option name Show Reasons type check default false");
}

TEST_CASE("setoption Engine switches between the goal engine and the core, and names a bad value", "[uci]") {
  const auto lines = run("setoption name Engine value deep-thought\nsetoption name Engine value newell\n"
                         "setoption name Rules value " NEWELL_SOURCE_DIR "/rules/chess/newell.nwl\n"
                         "setoption name Show Reasons value true\nposition startpos moves e2e4\ngo nodes 2000\n");
  // The goal engine answered: its summary, then its reasons (the trace as text) as info strings.
  CHECK(is_legal(after_e4, best_move(lines)));
  CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& line) { return line.rfind("info string ", 0) == 0; }) > 3);
  CHECK_THAT(lines.front(), Catch::Contains("'deep-thought' is not an engine"));
}

TEST_CASE("setoption Rules refuses a file that cannot be read and keeps the rules", "[uci]") {
  const auto lines = run("setoption name Rules value /no/such/rules.nwl\nisready\n");
  REQUIRE(lines.size() == 2);
  CHECK_THAT(lines[0], Catch::StartsWith("info string error: setoption Rules: '/no/such/rules.nwl' cannot be used"));
}

TEST_CASE("setoption accepts the options GUIs send unasked (UCI_AnalyseMode, UCI_Opponent) silently", "[uci]") {
  CHECK(run("setoption name UCI_AnalyseMode value true\nsetoption name UCI_Opponent value GM 2800 human Magnus Carlsen\n"
            "isready\n") == std::vector<std::string>{"readyok"});
}

TEST_CASE("setoption sets Hash, Clear Hash and Move Overhead, and names a bad option or value", "[uci]") {
  CHECK(run("setoption name Hash value 8\nsetoption name hash value 1\nsetoption name Clear Hash\n"
            "setoption name Move Overhead value 100\nisready\n") == std::vector<std::string>{"readyok"});
  const auto lines = run("setoption name Hash value lots\nsetoption name Hash value 0\nsetoption name Hash\n"
                         "setoption name Contempt value 20\nsetoption value 3\nsetoption name\n");
  REQUIRE(lines.size() == 6);
  CHECK(lines[0] == "info string error: setoption Hash: value 'lots' is not a whole number in 1..4096");
  CHECK_THAT(lines[1], Catch::Contains("value '0'"));
  CHECK_THAT(lines[2], Catch::Contains("value ''"));
  CHECK_THAT(lines[3], Catch::Contains("unknown option 'Contempt'"));
  CHECK_THAT(lines[4], Catch::Contains("setoption"));
  CHECK_THAT(lines[5], Catch::Contains("setoption"));
}

TEST_CASE("go with bad numbers or unknown words is reported and searches nothing", "[uci]") {
  for (const char* command : {"go depth x", "go depth", "go depth 0", "go nodes -5", "go wtime 1e3", "go movetime",
                              "go movestogo 0", "go fast", "go depth 99999999999999999999", "go searchmoves",
                              "go searchmoves e2e5", "go mate 0", "go wtime 111111111111111117 nodes 500",
                              "go movetime 9000000000000000", "go winc 2000000000000"}) {
    const auto lines = run(std::string(command) + "\nisready\n");
    INFO(command);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].rfind("info string error: go", 0) == 0);
    CHECK(lines[1] == "readyok");
  }
  CHECK_THAT(run("go depth x\n")[0], Catch::Contains("'x'"));
  CHECK_THAT(run("go fast\n")[0], Catch::Contains("'fast'"));
  CHECK_THAT(run("go wtime 111111111111111117\n")[0], Catch::Contains("outside"));
}

TEST_CASE("go with the longest clock allowed still searches and answers", "[uci]") {
  const auto lines = run("go wtime 1000000000000 btime 1000000000000 winc 1000000000000 nodes 2000\n");
  CHECK(lines.back().rfind("bestmove ", 0) == 0);
}

TEST_CASE("go without a legal move answers bestmove 0000", "[uci]") {
  const auto mated = run("position fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1\ngo depth 3\n");
  CHECK(mated.back() == "bestmove 0000");
  const auto stalemated = run("position fen k7/2Q5/1K6/8/8/8/8/8 b - - 0 1\ngo movetime 50\n");
  CHECK(stalemated.back() == "bestmove 0000");
}

TEST_CASE("a long search says which root move it is on (info currmove)", "[uci]") {
  newell::uci::UciSettings settings;
  settings.currmove_after = std::chrono::milliseconds(0);  // "long" from the start: no clock in the test
  std::istringstream input("position startpos\ngo depth 3\n");
  std::ostringstream output;
  REQUIRE(run_uci(input, output, settings) == 0);
  const std::string text = output.str();
  CHECK_THAT(text, Catch::Contains("info depth 3 currmove "));
  CHECK_THAT(text, Catch::Contains(" currmovenumber 20\n"));  // the start position's 20 moves, each named
  // By default a short search names none (Stockfish's 3 s): the GUI is not flooded.
  CHECK_THAT(join_lines(run("position startpos\ngo depth 3\n")), !Catch::Contains("currmove"));
}

TEST_CASE("isready is answered while an infinite search runs, and stop ends it with a bestmove", "[uci]") {
  const auto lines = run("position startpos\ngo infinite\nisready\nstop\n");
  const std::size_t ready = index_of(lines, "readyok");
  const std::size_t best = index_of(lines, "bestmove");
  REQUIRE(ready < lines.size());
  REQUIRE(best < lines.size());
  CHECK(ready < best);
  CHECK(is_legal(std::string(newell::chess::Position::start_fen), best_move(lines)));
}

TEST_CASE("the end of input stops an infinite search and lets a bounded one finish", "[uci]") {
  CHECK(has_line_starting(run("go infinite\n"), "bestmove "));
  const auto bounded = run("go depth 5\n");
  CHECK(has_line_starting(bounded, "info depth 5 "));
  CHECK(has_line_starting(bounded, "bestmove "));
}

TEST_CASE("quit during a search stops it and ends the loop", "[uci]") {
  const auto lines = run("go infinite\nquit\nisready\n");
  CHECK(has_line_starting(lines, "bestmove "));
  CHECK_FALSE(has_line_starting(lines, "readyok"));  // nothing is read after quit
}

TEST_CASE("commands sent during a search wait their turn and apply after it, none refused", "[uci]") {
  // Before: go, setoption and ucinewgame were refused while a search ran ("send 'stop' first"), and a
  // go sent right after stop was refused and never answered.
  // `stop` stops the searches of the go commands read before it, none after.
  const auto lines = run("go infinite\nstop\ngo depth 1\nsetoption name Hash value 1\nucinewgame\nposition fen "
                         "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - -\ngo depth 3\n");
  CHECK_FALSE(has_line_starting(lines, "info string error"));
  CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& line) { return line.rfind("bestmove ", 0) == 0; }) == 3);
  CHECK(lines.back() == "bestmove a1a8");
}

TEST_CASE("the end of input gives a bounded search a grace, then stops it", "[uci]") {
  newell::uci::UciSettings settings;
  settings.end_of_input_grace = std::chrono::milliseconds(100);
  std::istringstream input("go depth 60\n");
  std::ostringstream output;
  const auto started = std::chrono::steady_clock::now();
  REQUIRE(run_uci(input, output, settings) == 0);
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(2));
  CHECK_THAT(output.str(), Catch::Contains("bestmove "));
}

TEST_CASE("Hash beyond half the free memory is capped, with a message", "[uci]") {
  newell::uci::UciSettings settings;
  settings.free_memory_megabytes = 64;
  std::istringstream input("setoption name Hash value 4096\nisready\ngo depth 2\n");
  std::ostringstream output;
  REQUIRE(run_uci(input, output, settings) == 0);
  CHECK_THAT(output.str(), Catch::Contains("info string Hash 4096 MB is more than half the memory this machine has free "
                                           "(64 MB): 32 MB are used\nreadyok\n"));
  CHECK_THAT(output.str(), Catch::Contains("bestmove "));
}

TEST_CASE("a go sent during a bounded search is answered after it, not refused", "[uci]") {
  // Scripts and some GUIs send the next position and go without waiting for bestmove; the first
  // search here runs long enough that the second go always arrives during it.
  const auto lines = run("go nodes 300000\nposition fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - -\ngo depth 3\n");
  CHECK_FALSE(has_line_starting(lines, "info string error"));
  CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& line) { return line.rfind("bestmove ", 0) == 0; }) == 2);
  CHECK(lines.back() == "bestmove a1a8");
}

TEST_CASE("ucinewgame goes back to the start position", "[uci]") {
  const auto lines = run("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\nucinewgame\nd\n");
  CHECK(has_line_starting(lines, "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

TEST_CASE("go nodes stops at the node count", "[uci]") {
  const auto lines = run("go nodes 3000\n");
  CHECK(has_line_starting(lines, "bestmove "));
  for (const auto& line : lines) {
    const auto at = line.find(" nodes ");
    if (line.rfind("info", 0) == 0 && at != std::string::npos) CHECK(std::stoull(line.substr(at + 7)) <= 3000);
  }
}

TEST_CASE("go mate finds the mate and reports it in moves", "[uci]") {
  const auto lines = run("position fen r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1\ngo mate 2\n");
  CHECK(has_line_starting(lines, "info depth"));
  CHECK_THAT(lines[lines.size() - 2], Catch::Contains("score mate 2"));
  CHECK(lines.back().rfind("bestmove d5f6", 0) == 0);
}

TEST_CASE("go searchmoves searches only the moves listed", "[uci]") {
  const auto lines = run("go depth 3 searchmoves a2a3 h2h3\n");
  const std::string move = best_move(lines);
  CHECK((move == "a2a3" || move == "h2h3"));
}

// The wall-clock time of the fastest of five runs: a busy machine (load 10 was seen) may stall
// several runs, the engine's own overrun would show in all five.
std::chrono::steady_clock::duration fastest_of_five(const std::string& commands, std::vector<std::string>& lines) {
  auto fastest = std::chrono::steady_clock::duration::max();
  for (int attempt = 0; attempt < 5; ++attempt) {
    const auto started = std::chrono::steady_clock::now();
    lines = run(commands);
    fastest = std::min(fastest, std::chrono::steady_clock::now() - started);
  }
  return fastest;
}

TEST_CASE("clock and movetime searches answer within their time", "[uci]") {
  using std::chrono::milliseconds;
  std::vector<std::string> lines;
  // Setting the engine up (its hash table, slow under sanitizers) is timed apart and not counted.
  const auto setting_up = fastest_of_five("setoption name Hash value 1\nisready\n", lines);
  const std::string small_hash = "setoption name Hash value 1\n";

  auto took = fastest_of_five(small_hash + "position startpos moves e2e4\ngo wtime 1000 btime 1000\n", lines) - setting_up;
  CHECK(took < milliseconds(500));
  CHECK(is_legal(after_e4, best_move(lines)));

  took = fastest_of_five(small_hash + "go movetime 200\n", lines) - setting_up;
  CHECK(took < milliseconds(200));
  CHECK(took >= milliseconds(100));
  CHECK(has_line_starting(lines, "bestmove "));

  // Almost flagging: the move must still come within the 30 ms left.
  took = fastest_of_five(small_hash + "go wtime 30 btime 30000 movestogo 1\n", lines) - setting_up;
  CHECK(took < milliseconds(30));
  CHECK(has_line_starting(lines, "bestmove "));
}

TEST_CASE("d shows the board and the FEN", "[uci]") {
  const auto lines = run("position startpos moves e2e4\nd\n");
  CHECK(has_line_starting(lines, "8  r n b q k b n r"));
  CHECK(has_line_starting(lines, "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq "));
}
