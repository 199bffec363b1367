#include "goals/game_factory.h"
#include "goals/rules.h"
#include "learning/transformation/self_play.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace newell::learning::transformation;
namespace goals = newell::goals;

namespace {

SelfPlayGame play_from(const std::vector<SelfPlayOpening>& openings, std::uint64_t opening_seed) {
  auto game = goals::find_game("chess")("");
  const auto rules = goals::Rules::load(std::string(NEWELL_SOURCE_DIR) + "/tests/data/learning/chess-start.nwl", game->registry());
  SelfPlaySettings settings;
  settings.nodes = 300;
  settings.max_plies = 8;
  settings.keep_traces = false;
  settings.openings = openings;
  return play_self_play_game(*game, *rules, *rules, settings, 7, opening_seed);
}

std::vector<std::string> first_moves(const SelfPlayGame& played, std::size_t count) {
  std::vector<std::string> moves;
  for (std::size_t i = 0; i < count && i < played.record.moves.size(); ++i) moves.push_back(played.record.moves[i].notation);
  return moves;
}

}  // namespace

TEST_CASE("self-play games start from the openings given, the opening seed picking one for both games of a pair") {
  const std::vector<SelfPlayOpening> openings{{{"e4", "c5", "Nf3"}, "the Sicilian"}, {{"d4", "d5"}, "the Queen's pawn"}};
  const auto first = play_from(openings, 0);
  CHECK(first_moves(first, 3) == std::vector<std::string>{"e4", "c5", "Nf3"});
  CHECK(first.record.moves[0].summary == "opening move");
  CHECK(first.record.moves.size() > 3);  // the engines took over after it
  const auto second = play_from(openings, 1);
  CHECK(first_moves(second, 2) == std::vector<std::string>{"d4", "d5"});
  CHECK(second.record.moves[2].summary != "opening move");
  // No random plies after an opening: the same opening seed, the same game.
  CHECK(first_moves(play_from(openings, 2), 4) == first_moves(first, 4));
}

TEST_CASE("an opening whose move is not legal is refused, naming the opening and the move") {
  CHECK_THROWS_WITH(play_from({{{"e4", "e4"}, "openings.pgn game 3"}}, 0),
                    Catch::Contains("openings.pgn game 3: 'e4' is not a legal move in"));
}
