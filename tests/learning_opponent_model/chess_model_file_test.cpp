// Chess opponent models as files (learning/opponent_model/model_file.h): written, read back,
// refused with the file and line when bad, and usable as the goal engine's predictor.
#include "chess/evaluation.h"
#include "games/chess/chess_game.h"
#include "learning/opponent_model/chess_features.h"
#include "learning/opponent_model/chess_learning.h"
#include "learning/opponent_model/goal_predictor.h"
#include "learning/opponent_model/model_file.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace newell;
using namespace newell::learning::opponent_model;

TEST_CASE("a chess opponent model file reads back as written, game, depth and every feature") {
  const LearnedModel model{{}, {100, 310.5, 335, 480, 910, 0.75, 12, -3.5, 8, -20}, 2, "chess"};
  const std::string text = model_text(model);
  CHECK(text.find("game chess\n") != std::string::npos);
  CHECK(text.find("placement 0.75\n") != std::string::npos);
  const newell::testing::ScratchFolder scratch;
  const std::filesystem::path path = scratch.file("round_trip.txt");
  write_model_file(model, path.string());
  const LearnedModel back = read_model_file(path.string());
  CHECK(back.game == "chess");
  CHECK(back.depth == 2);
  CHECK(back.weights == model.weights);
  CHECK(back.terms.empty());
}

TEST_CASE("a chess model file may name its features in any order; a feature not given weighs 0") {
  const LearnedModel model = parse_model("game chess\n# the core's material only\ndepth 1\nqueens 900\npawns 100\n");
  REQUIRE(model.weights.size() == static_cast<std::size_t>(chess_feature_count));
  CHECK(model.weights[0] == 100);
  CHECK(model.weights[4] == 900);
  CHECK(model.weights[1] == 0);
}

TEST_CASE("a checkers model file now says its game, and one without the line still reads as checkers") {
  const LearnedModel model{{"MOB"}, {100, 150, 2}, 2};
  CHECK(model_text(model).find("game checkers\n") != std::string::npos);
  CHECK(parse_model(model_text(model)).game == "checkers");
  CHECK(parse_model("depth 2\nmen 100\nkings 150\n").game == "checkers");
}

TEST_CASE("a bad chess model file is refused naming the file, the line and the text") {
  CHECK_THROWS_WITH(parse_model("game chess\ndepth 2\npawns 100\nmen 150\n"), Catch::Contains("line 4") && Catch::Contains("unknown chess feature 'men'"));
  CHECK_THROWS_WITH(parse_model("game go\ndepth 2\n"), Catch::Contains("line 1") && Catch::Contains("checkers or chess"));
  CHECK_THROWS_WITH(parse_model("depth 2\ngame chess\npawns 100\n"), Catch::Contains("line 2") && Catch::Contains("must come first"));
  CHECK_THROWS_WITH(parse_model("game chess\ndepth 2\npawns 100\npawns 90\n"), Catch::Contains("line 4") && Catch::Contains("twice"));
  CHECK_THROWS_WITH(parse_model("game chess\ndepth 2\nknights 300\n"), Catch::Contains("'pawns'"));
  CHECK_THROWS_WITH(parse_model("game chess\ndepth 2\npawns 1e999\n"), Catch::Contains("line 3") && Catch::Contains("not a number"));
  const newell::testing::ScratchFolder scratch;
  const auto path = scratch.write("bad_chess_model.txt", "game chess\ndepth 13\npawns 100\n");
  CHECK_THROWS_WITH(read_model_file(path.string()), Catch::Contains(path.string()) && Catch::Contains("line 2") && Catch::Contains("1 to 12"));
}

TEST_CASE("a chess model read from its file predicts as the learned function it was written from") {
  const ChessFunction opponent = [](const chess::Position& position) { return chess::evaluate(position); };
  const auto examples = make_chess_examples(opponent, 1, 91, 12);
  const LearnedModel model = parse_model(model_text(learned_chess_model({chess_core_weights(), 1, 1.0})));
  const auto predictor = make_predictor(model);
  CHECK(predictor->depth() == 1);
  for (const ChessExample& example : examples) {
    games::ChessGame game(example.board.to_fen());
    std::vector<goals::MoveId> legal;
    game.legal_moves(legal);
    chess::Position after = example.board;
    after.make_move(example.chosen);
    double chosen = -1, best = 0;
    for (const goals::MoveId move : legal) {
      const double likelihood = predictor->likelihood(game, move);
      best = std::max(best, likelihood);
      goals::MoveScope scope(game, move);
      if (game.position_text() == after.to_fen()) chosen = likelihood;
    }
    // The core's weights make the model the opponent itself: the move played is among the likeliest.
    CHECK(chosen == Approx(best));
  }
}
