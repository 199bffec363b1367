#include "learning/opponent_model/goal_predictor.h"

#include "checkers/mstar.h"
#include "checkers/notation.h"
#include "chess/mstar.h"
#include "game_descriptor/game_descriptor.h"
#include "learning/opponent_model/chess_features.h"
#include "learning/opponent_model/linear_evaluation.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace newell::learning::opponent_model {

ModelPredictor::ModelPredictor(std::string game, ValueAfterMove value, int depth, double temperature)
    : game_(std::move(game)), value_after_move_(std::move(value)), depth_(depth), temperature_(temperature) {
  if (depth_ < 1) throw std::invalid_argument("an opponent model needs depth 1 or more");
  if (!(temperature_ > 0)) throw std::invalid_argument("an opponent model's temperature must be positive");
}

std::unique_ptr<ModelPredictor> ModelPredictor::for_checkers(CheckersEvaluation evaluation, int depth, double temperature) {
  auto value = [evaluation = std::move(evaluation), depth](const std::string& text) {
    return -checkers::alphabeta_minimax(checkers::parse_fen(text), depth - 1, evaluation).value;
  };
  return std::unique_ptr<ModelPredictor>(new ModelPredictor(std::string(describe(GameKind::checkers).name), std::move(value), depth, temperature));
}

std::unique_ptr<ModelPredictor> ModelPredictor::for_chess(ChessEvaluation evaluation, int depth, double temperature) {
  auto value = [evaluation = std::move(evaluation), depth](const std::string& text) {
    chess::Position position = chess::Position::from_fen(text);
    return -chess::alphabeta_minimax(position, depth - 1, evaluation).value;
  };
  return std::unique_ptr<ModelPredictor>(new ModelPredictor(std::string(describe(GameKind::chess).name), std::move(value), depth, temperature));
}

void ModelPredictor::compute(goals::Game& game) {
  if (game.name() != game_) throw std::invalid_argument("this opponent model plays " + game_ + ", not " + game.name());
  std::vector<goals::MoveId> moves;
  game.legal_moves(moves);
  cached_.clear();
  std::vector<int> values;
  for (const goals::MoveId move : moves) {
    goals::MoveScope scope(game, move);
    values.push_back(value_after_move_(game.position_text()));
  }
  if (values.empty()) return;
  const int best = *std::max_element(values.begin(), values.end());
  double total = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const double weight = std::exp(static_cast<double>(values[i] - best) / temperature_);
    cached_.emplace_back(moves[i], weight);
    total += weight;
  }
  for (auto& entry : cached_) entry.second /= total;
  cached_key_ = game.key();
}

double ModelPredictor::likelihood(goals::Game& game, goals::MoveId move) {
  if (!cached_key_ || *cached_key_ != game.key()) compute(game);
  for (const auto& [candidate, likelihood] : cached_)
    if (candidate == move) return likelihood;
  return 0;
}

std::unique_ptr<ModelPredictor> make_predictor(const LearnedModel& model, double men) {
  if (game_named(model.game).kind == GameKind::chess) {
    const ChessLinearEvaluation function(model.weights);
    const double pawn = std::max(1.0, std::abs(model.weights.at(0)) * ChessLinearEvaluation::scale);
    return ModelPredictor::for_chess(function, model.depth, men * pawn);
  }
  auto features = std::make_shared<FeatureSet>(model.terms);
  LinearEvaluation function(*features, model.weights);
  const double man = std::max(1.0, std::abs(model.weights.at(0)) * LinearEvaluation::scale);
  return ModelPredictor::for_checkers([features, function](const checkers::Position& position) { return function(position); },
                                      model.depth, men * man);
}

}  // namespace newell::learning::opponent_model
