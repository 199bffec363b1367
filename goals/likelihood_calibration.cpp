#include "goals/likelihood_calibration.h"

#include <algorithm>
#include <array>

namespace newell::goals {

std::string phase_name(GamePhase phase) {
  switch (phase) {
    case GamePhase::opening: return "opening";
    case GamePhase::middlegame: return "middlegame";
    case GamePhase::endgame: return "endgame";
  }
  return "?";
}

std::optional<GamePhase> parse_phase(std::string_view text) {
  for (const GamePhase phase : all_game_phases)
    if (phase_name(phase) == text) return phase;
  return std::nullopt;
}

GamePhase game_phase(Game& game) {
  const auto& type = game.registry().type(interpreter::types::man);
  if (type.universe == nullptr || type.universe_max_size == 0) return GamePhase::middlegame;
  std::array<interpreter::Value, 64> men{};
  const std::size_t count = type.universe(game.language_state(game.side_to_move()), nullptr, men.data(), men.size());
  const double share = static_cast<double>(count) / static_cast<double>(type.universe_max_size);
  if (share >= 0.8) return GamePhase::opening;
  return share >= 0.45 ? GamePhase::middlegame : GamePhase::endgame;
}

double CalibrationCurve::corrected(double predicted) const {
  if (points.empty() || predicted <= 0 || predicted >= 1) return predicted;
  // Outside the points the games said nothing more: nearly flat (a slope of `edge_slope`, so
  // that the curve can still be inverted).
  const auto& [first_x, first_y] = points.front();
  if (predicted <= first_x) return std::max(0.0, first_y - edge_slope * (first_x - predicted));
  for (std::size_t i = 1; i < points.size(); ++i) {
    const auto& [x0, y0] = points[i - 1];
    const auto& [x, y] = points[i];
    if (predicted <= x) return x <= x0 ? y : y0 + (y - y0) * (predicted - x0) / (x - x0);
  }
  const auto& [last_x, last_y] = points.back();
  return std::min(1.0, last_y + edge_slope * (predicted - last_x));
}

void LikelihoodCalibration::set_tactic_curve(const std::string& goal_type, GamePhase phase, CalibrationCurve curve) {
  tactics_[{goal_type, phase}] = std::move(curve);
}

void LikelihoodCalibration::set_reply_curve(GamePhase phase, CalibrationCurve curve) { replies_[phase] = std::move(curve); }

double LikelihoodCalibration::tactic(std::string_view goal_type, GamePhase phase, double predicted) const {
  if (tactics_.empty()) return predicted;
  const auto found = tactics_.find({std::string(goal_type), phase});
  return found == tactics_.end() ? predicted : found->second.corrected(predicted);
}

double LikelihoodCalibration::reply(GamePhase phase, double share) const {
  const auto found = replies_.find(phase);
  return found == replies_.end() ? share : found->second.corrected(share);
}

}  // namespace newell::goals
