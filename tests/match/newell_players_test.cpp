// newell's own players at a fixed move time: each must think for most of the time it is given, so
// that a match "at equal time" gives both sides equal thinking.

#include "match/board.h"
#include "match/player_spec.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <chrono>

using namespace newell::match;
using namespace std::chrono_literals;

namespace {

std::unique_ptr<Player> player(const std::string& spec, GameKind game) {
  PlayerContext context;
  context.game = game;
  return make_player(parse_player_spec(spec, game), context);
}

Turn first_turn(GameKind game, std::chrono::milliseconds movetime) {
  Turn turn;
  turn.start_position = game == GameKind::chess ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                                : "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
  turn.position = turn.start_position;
  turn.movetime = movetime;
  return turn;
}

// The time a player took for its first move from the start, which no search finishes in 200 ms.
std::chrono::milliseconds thinking_time(Player& player, GameKind game, Reply& reply) {
  const Turn turn = first_turn(game, 200ms);
  player.new_game(turn);
  const auto started = std::chrono::steady_clock::now();
  reply = player.play(turn, 2000ms);
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
}

}  // namespace

// The goal player used to turn its time into a node budget from a speed estimate that decisions
// shorter than 5 ms never updated: 20,000 nodes a second, a few thousand nodes and a few
// milliseconds a move, while the alpha-beta player searched the whole move time.
TEST_CASE("at a fixed move time the goal player thinks for most of it, as the alpha-beta player does") {
  for (const GameKind game : {GameKind::chess, GameKind::checkers}) {
    CAPTURE(game_name(game));
    auto goal = player("newell:engine=goal", game);
    Reply reply;
    const auto goal_time = thinking_time(*goal, game, reply);
    CHECK(goal_time >= 120ms);
    REQUIRE(reply.trace);
    const auto trace = nlohmann::json::parse(*reply.trace);
    CHECK(trace["nodes_used"].get<std::uint64_t>() > 5000);

    auto core = player("newell:engine=alphabeta", game);
    const auto core_time = thinking_time(*core, game, reply);
    CHECK(core_time >= 120ms);
  }
}
