#pragma once
// Likelihoods learned from play (issue 15, item 2): what the games showed of the goal engine's
// likelihoods, and the calibration table (goals/likelihood_calibration.h) the engine then consults.
//
//   LikelihoodObservations seen;
//   seen.add_tactic("att", phase, predicted, reached);   // a tactic played and settled
//   seen.add_reply(phase, share, played);                // each legal reply, at each opponent move
//   store::write_likelihood_observations(db, rule_set, game, seen.bins());
//   auto table = fit_calibration(store::likelihood_observations(db, rule_set));
//   rules.set_likelihood_calibration(table);
//
// Observations are of the rules' own likelihoods: an engine that played with a table reports
// corrected tactic likelihoods, which `uncorrected_tactic_likelihood` takes back through the table
// before they are observed, so that the table is always fitted on what the rules predict.
//
// The fit, per goal type (or the replies) and game phase: each bin's observed rate, drawn towards
// the bin's mean prediction by `prior_weight` pseudo-observations (a bin seen twice moves little),
// then made increasing (pool adjacent violators), so the corrected likelihoods keep the rules'
// order. A curve needs `minimum_count` observations in all; with fewer the rules' likelihoods stand.

#include "goals/likelihood_calibration.h"
#include "store/likelihood_observations.h"

#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace newell::learning::transformation {

// Tactics by tenths of the predicted likelihood; replies on a finer grid where their shares lie
// (most legal moves get a few percent of the model's likelihood).
int tactic_bin(double predicted);
int reply_bin(double share);

class LikelihoodObservations {
 public:
  void add_tactic(const std::string& goal_type, goals::GamePhase phase, double predicted, bool reached);
  void add_reply(goals::GamePhase phase, double share, bool played);
  void add(const LikelihoodObservations& other);
  std::vector<store::LikelihoodBin> bins() const;
  bool empty() const { return bins_.empty(); }

 private:
  struct Sums {
    double count = 0, predicted = 0, observed = 0;
  };
  void add_to(const std::string& kind, goals::GamePhase phase, int bin, double predicted, bool observed);
  std::map<std::tuple<std::string, std::string, int>, Sums> bins_;
};

struct CalibrationFit {
  double prior_weight = 10;
  double minimum_count = 30;
};

std::shared_ptr<goals::LikelihoodCalibration> fit_calibration(const std::vector<store::LikelihoodBin>& bins,
                                                              const CalibrationFit& fit = {});

// The Brier score of the predictions in `bins` of one kind ("reply", or every "tactic ..."), as the
// rules gave them and as `table` corrects them; each bin's predictions are taken at the bin's mean
// (so a score from bins is close to, not equal to, one from the predictions themselves).
struct BinnedBrier {
  double count = 0, rules = 0, corrected = 0;
};
BinnedBrier binned_brier(const std::vector<store::LikelihoodBin>& bins, const goals::LikelihoodCalibration& table, bool replies);

// The points of a reliability chart of the same predictions: grouped by tenths of the likelihood (as
// the rules gave it, or as `table` corrects it when `corrected`), each group's mean likelihood against
// the rate observed; groups of fewer than `minimum` predictions are left out.
std::vector<std::pair<double, double>> reliability_points(const std::vector<store::LikelihoodBin>& bins,
                                                          const goals::LikelihoodCalibration& table, bool replies,
                                                          bool corrected, double minimum = 20);

// The rules' own likelihood behind `corrected`, the inverse of the table's curve for that goal type
// and phase (`corrected` itself without a table or curve).
double uncorrected_tactic_likelihood(const goals::LikelihoodCalibration* calibration, const std::string& goal_type,
                                     goals::GamePhase phase, double corrected);

}  // namespace newell::learning::transformation
