#include "chess/notation.h"
#include "games/chess/turing_replay.h"
#include "games/chess/turing_search.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace newell;
using namespace newell::games;

namespace {
std::unique_ptr<TurochampRules> load_rules() {
  std::string error;
  auto rules = TurochampRules::load(std::string(NEWELL_SOURCE_DIR) + "/rules/chess/turochamp.nwl", error);
  INFO(error);
  REQUIRE(rules);
  return rules;
}
}  // namespace

TEST_CASE("the PGN reader keeps moves and their comments and skips tags, numbers and results") {
  std::string error;
  auto moves = read_pgn_moves("[Event \"x\"]\n1. e4 {4.2*} e5 2.Nf3 $1 Nc6 {a note} 1-0", error);
  REQUIRE(moves);
  REQUIRE(moves->size() == 4);
  CHECK((*moves)[0].san == "e4");
  CHECK((*moves)[0].comment == "4.2*");
  CHECK((*moves)[2].san == "Nf3");
  CHECK((*moves)[3].comment == "a note");
  CHECK_FALSE(read_pgn_moves("1. e4 {open", error));
  CHECK(error.find("never closed") != std::string::npos);
}

TEST_CASE("Turing's game as transcribed replays legally with the chess core and ends in mate") {
  std::string error;
  std::ifstream file(std::string(NEWELL_TEST_DATA_DIR) + "/chess/turing_glennie.pgn");
  std::stringstream text;
  text << file.rdbuf();
  auto moves = read_pgn_moves(text.str(), error);
  REQUIRE(moves);
  CHECK(moves->size() == 58);
  auto position = chess::Position::start();
  for (const auto& move : *moves) position.make_move(chess::parse_san(position, move.san));
  CHECK(chess::is_checkmate(position));
}

TEST_CASE("Turochamp's rules give 1. e4 and 2. Nc3 the position-play increases Turing printed (4.2, 3.1)") {
  auto rules = load_rules();
  ChessState state(chess::Position::start(), chess::White);
  const double before = rules->position_play(state);
  CHECK(before == Approx(10.2));
  state.play(chess::parse_san(state.position(), "e4"));
  CHECK(rules->position_play(state) - before == Approx(4.2));
  state.play(chess::parse_san(state.position(), "e5"));
  const double after_e5 = rules->position_play(state);
  state.play(chess::parse_san(state.position(), "Nc3"));
  CHECK(rules->position_play(state) - after_e5 == Approx(3.1));  // 2. Kt-QB3 3.1*
  CHECK(rules->runtime_errors() == 0);
}

TEST_CASE("Turing's search takes a hanging queen and sees a recapture") {
  auto rules = load_rules();
  ChessState free_queen(chess::Position::from_fen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"), chess::White);
  CHECK(chess::to_uci(choose_turing_move(free_queen, *rules).move) == "d2d5");
  CHECK(choose_turing_move(free_queen, *rules).value == Approx(turing_mate_value));  // a bare king: W/0
  // The pawn on d5 is defended by the pawn on e6: Qxd5 exd5 leaves 5/1 instead of 15/2.
  ChessState defended(chess::Position::from_fen("4k3/8/4p3/3p4/8/8/3Q4/4K2R w K - 0 1"), chess::White);
  const TuringDecision decision = choose_turing_move(defended, *rules);
  CHECK(chess::to_uci(decision.move) != "d2d5");
  CHECK(decision.value == Approx(15.0 / 2.0));
}

TEST_CASE("the replay of Turing's game agrees with the paper at least as often as it did when written", "[slow]") {
  auto rules = load_rules();
  std::string error;
  auto replay = replay_turing_game(default_turing_game_path(), *rules, error);
  INFO(error);
  REQUIRE(replay);
  CHECK(replay->moves.size() == 29);
  CHECK(replay->agreements >= 20);
  CHECK(replay->asterisk_moves == 9);
  CHECK(replay->asterisk_agreements >= 6);
  CHECK(rules->runtime_errors() == 0);
}
