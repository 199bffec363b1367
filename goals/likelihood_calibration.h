#pragma once
// Learned corrections of the engine's likelihoods (issue 15, item 2), the one door through which
// learning from play changes them:
// - a tactic's likelihood of reaching its goal, by goal type and game phase: how often tactics of
//   predicted likelihood p did reach their goal in the games learned from;
// - the share of the opponent model's likelihood a reply gets, by game phase: how often the
//   opponent played a move the model gave that share.
// The engine consults the table through its rules (Rules::set_likelihood_calibration): the tactic
// search corrects each reply's share before it follows the reply, and the tactic's likelihood (and
// every first move's) when the search is done. An empty table, or a goal type or phase it has no
// curve for, changes nothing. goals/ only reads the table; learning/transformation/ learns it.

#include "goals/game.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace newell::goals {

enum class GamePhase : std::uint8_t { opening, middlegame, endgame };
inline constexpr GamePhase all_game_phases[] = {GamePhase::opening, GamePhase::middlegame, GamePhase::endgame};

std::string phase_name(GamePhase phase);
std::optional<GamePhase> parse_phase(std::string_view text);
// The phase by the men on the board against the most the game can have (the size of the rules'
// universe of `man`: 32 in chess, 24 in checkers), so that it means the same in every game: the
// opening from 80% of them, the endgame below 45%, the middlegame between.
GamePhase game_phase(Game& game);

// A reliability curve: points (predicted, observed) with both increasing; `corrected` interpolates
// linearly between them and keeps nearly the end points' values beyond them (the games said
// nothing there). A likelihood of 0 (nothing reaches the goal) or 1 (a proof, or achieved already)
// is kept: a calibration learned from tactics that sometimes failed must not turn a proof into a
// hope.
struct CalibrationCurve {
  static constexpr double edge_slope = 1e-3;
  std::vector<std::pair<double, double>> points;
  double corrected(double predicted) const;
};

class LikelihoodCalibration {
 public:
  void set_tactic_curve(const std::string& goal_type, GamePhase phase, CalibrationCurve curve);
  void set_reply_curve(GamePhase phase, CalibrationCurve curve);

  // The corrected likelihood of a tactic for a goal of `goal_type`; `predicted` itself without a curve.
  double tactic(std::string_view goal_type, GamePhase phase, double predicted) const;
  // The corrected share of a reply the opponent model gave `share` of its likelihood.
  double reply(GamePhase phase, double share) const;
  bool has_reply_curve(GamePhase phase) const { return replies_.contains(phase); }
  bool empty() const { return tactics_.empty() && replies_.empty(); }

  const std::map<std::pair<std::string, GamePhase>, CalibrationCurve>& tactic_curves() const { return tactics_; }
  const std::map<GamePhase, CalibrationCurve>& reply_curves() const { return replies_; }

 private:
  std::map<std::pair<std::string, GamePhase>, CalibrationCurve> tactics_;
  std::map<GamePhase, CalibrationCurve> replies_;
};

}  // namespace newell::goals
