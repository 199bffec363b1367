#include "match/player_spec.h"

#include <catch2/catch.hpp>

using namespace newell::match;

namespace {
std::string error_of(const std::string& text, GameKind game = GameKind::chess) {
  try {
    parse_player_spec(text, game);
  } catch (const SpecError& error) {
    return error.what();
  }
  return "";
}
}  // namespace

TEST_CASE("player specs read newell's players with their settings") {
  const PlayerSpec goal = parse_player_spec("newell:engine=goal,rules=rules/chess/newell.nwl,nodes=2000", GameKind::chess);
  CHECK(goal.kind == PlayerSpec::Kind::newell);
  CHECK(goal.engine == "goal");
  CHECK(goal.option("nodes") == "2000");
  CHECK(goal.option("rules") == "rules/chess/newell.nwl");
  CHECK(goal.display_name() == "newell:engine=goal,rules=rules/chess/newell.nwl,nodes=2000");

  CHECK(parse_player_spec("newell", GameKind::chess).engine == "goal");
  const PlayerSpec named = parse_player_spec("newell:engine=alphabeta,depth=6,name=core", GameKind::chess);
  CHECK(named.engine == "alphabeta");
  CHECK(named.display_name() == "core");

  const PlayerSpec mstar = parse_player_spec("newell:engine=mstar,depth=4,polynomial=initial,model-depth=3,model-polynomial=material",
                                             GameKind::checkers);
  CHECK(mstar.engine == "mstar");
  CHECK(mstar.option("model-depth") == "3");
}

TEST_CASE("player specs read external engines with their program and options") {
  const PlayerSpec uci = parse_player_spec("uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350", GameKind::chess);
  CHECK(uci.kind == PlayerSpec::Kind::uci);
  REQUIRE(uci.program == std::vector<std::string>{"stockfish"});
  REQUIRE(uci.options.size() == 2);
  CHECK(uci.options[1] == std::pair<std::string, std::string>{"UCI_Elo", "1350"});

  const PlayerSpec gnuchess = parse_player_spec("uci:gnuchess --uci", GameKind::chess);
  CHECK(gnuchess.program == std::vector<std::string>{"gnuchess", "--uci"});
  CHECK(parse_player_spec("cecp:fairymax", GameKind::chess).kind == PlayerSpec::Kind::cecp);
  CHECK(parse_player_spec("xboard:sjeng", GameKind::chess).kind == PlayerSpec::Kind::cecp);
}

TEST_CASE("a bad player spec is refused with a message naming the spec and the fault") {
  CHECK_THAT(error_of("gnu:chess"), Catch::Contains("bad player 'gnu:chess': 'gnu' is not a kind of player"));
  CHECK_THAT(error_of("uci:"), Catch::Contains("no program named after 'uci:'"));
  CHECK_THAT(error_of("uci:UCI_Elo=1350"), Catch::Contains("the program comes first"));
  CHECK_THAT(error_of("newell:nodes=2000,nodes=3000"), Catch::Contains("'nodes' is given twice"));
  CHECK_THAT(error_of("newell:nodes=lots"), Catch::Contains("nodes=lots is not a whole number"));
  CHECK_THAT(error_of("newell:nodes=0"), Catch::Contains("nodes must be at least 1"));
  CHECK_THAT(error_of("newell:engine=alphabeta,rules=x.nwl"), Catch::Contains("'rules' is not a setting of newell's alphabeta player"));
  CHECK_THAT(error_of("newell:engine=samuel"), Catch::Contains("engine 'samuel' is not one of newell's chess players"));
  CHECK_THAT(error_of("uci:stockfish", GameKind::checkers), Catch::Contains("external engines play chess only"));
  CHECK_THAT(error_of("newell:engine=mstar,depth=3,model-depth=3", GameKind::checkers),
             Catch::Contains("the model's depth must be below the player's"));
  CHECK_THAT(error_of("uci:stockfish,Hash"), Catch::Contains("'Hash' is not KEY=VALUE"));
  CHECK_THAT(error_of("uci:stockfish,,Hash=1"), Catch::Contains("an empty setting"));
  CHECK_THAT(error_of("newell:engine=goal,seed="), Catch::Contains("'seed' has no value"));
}

TEST_CASE("players whose files or programs are missing are refused when they are made") {
  PlayerContext context;
  const PlayerSpec missing_program = parse_player_spec("cecp:no-such-engine-here", GameKind::chess);
  CHECK_THROWS_WITH(make_player(missing_program, context), Catch::Contains("no program 'no-such-engine-here'"));
  const PlayerSpec missing_rules = parse_player_spec("newell:rules=/no/such/rules.nwl", GameKind::chess);
  CHECK_THROWS_WITH(make_player(missing_rules, context), Catch::Contains("rules /no/such/rules.nwl"));
  context.game = GameKind::checkers;
  const PlayerSpec missing_polynomial = parse_player_spec("newell:engine=samuel,polynomial=/no/such/file", GameKind::checkers);
  CHECK_THROWS_WITH(make_player(missing_polynomial, context), Catch::Contains("polynomial '/no/such/file' is not material"));
}
