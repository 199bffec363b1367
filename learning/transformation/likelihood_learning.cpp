#include "learning/transformation/likelihood_learning.h"

#include <algorithm>
#include <array>

namespace newell::learning::transformation {

namespace {
constexpr std::array<double, 10> reply_edges{0.01, 0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 0.7, 0.9, 1.01};
constexpr std::string_view tactic_prefix = "tactic ";
constexpr std::string_view reply_kind = "reply";

struct Point {
  double x = 0, y = 0, weight = 0;
};

// Pool adjacent violators: the weighted least-squares increasing fit of the points' y.
std::vector<Point> increasing(std::vector<Point> points) {
  std::vector<Point> pooled;
  for (const Point& point : points) {
    pooled.push_back(point);
    while (pooled.size() > 1 && pooled[pooled.size() - 2].y >= pooled.back().y) {
      Point right = pooled.back();
      pooled.pop_back();
      Point& left = pooled.back();
      const double weight = left.weight + right.weight;
      left.x = (left.x * left.weight + right.x * right.weight) / weight;
      left.y = (left.y * left.weight + right.y * right.weight) / weight;
      left.weight = weight;
    }
  }
  return pooled;
}
}  // namespace

int tactic_bin(double predicted) { return std::clamp(static_cast<int>(predicted * 10), 0, 9); }

int reply_bin(double share) {
  for (std::size_t i = 0; i < reply_edges.size(); ++i)
    if (share < reply_edges[i]) return static_cast<int>(i);
  return static_cast<int>(reply_edges.size()) - 1;
}

void LikelihoodObservations::add_to(const std::string& kind, goals::GamePhase phase, int bin, double predicted, bool observed) {
  Sums& sums = bins_[{kind, goals::phase_name(phase), bin}];
  sums.count += 1;
  sums.predicted += predicted;
  if (observed) sums.observed += 1;
}

void LikelihoodObservations::add_tactic(const std::string& goal_type, goals::GamePhase phase, double predicted, bool reached) {
  predicted = std::clamp(predicted, 0.0, 1.0);
  add_to(std::string(tactic_prefix) + goal_type, phase, tactic_bin(predicted), predicted, reached);
}

void LikelihoodObservations::add_reply(goals::GamePhase phase, double share, bool played) {
  share = std::clamp(share, 0.0, 1.0);
  add_to(std::string(reply_kind), phase, reply_bin(share), share, played);
}

void LikelihoodObservations::add(const LikelihoodObservations& other) {
  for (const auto& [key, sums] : other.bins_) {
    Sums& mine = bins_[key];
    mine.count += sums.count;
    mine.predicted += sums.predicted;
    mine.observed += sums.observed;
  }
}

std::vector<store::LikelihoodBin> LikelihoodObservations::bins() const {
  std::vector<store::LikelihoodBin> bins;
  for (const auto& [key, sums] : bins_)
    bins.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), sums.count, sums.predicted, sums.observed});
  return bins;
}

std::shared_ptr<goals::LikelihoodCalibration> fit_calibration(const std::vector<store::LikelihoodBin>& bins,
                                                              const CalibrationFit& fit) {
  // Bins by (kind, phase), in bin order.
  std::map<std::pair<std::string, std::string>, std::vector<const store::LikelihoodBin*>> curves;
  for (const auto& bin : bins)
    if (bin.count > 0) curves[{bin.kind, bin.phase}].push_back(&bin);
  auto calibration = std::make_shared<goals::LikelihoodCalibration>();
  for (auto& [key, entries] : curves) {
    const auto phase = goals::parse_phase(key.second);
    if (!phase) continue;
    std::sort(entries.begin(), entries.end(), [](const auto* a, const auto* b) { return a->bin < b->bin; });
    double total = 0;
    std::vector<Point> points;
    for (const auto* bin : entries) {
      total += bin->count;
      const double mean = bin->predicted_sum / bin->count;
      const double rate = (bin->observed_sum + fit.prior_weight * mean) / (bin->count + fit.prior_weight);
      points.push_back({mean, rate, bin->count + fit.prior_weight});
    }
    if (total < fit.minimum_count) continue;
    goals::CalibrationCurve curve;
    double last_x = 0, last_y = 0;
    for (const Point& point : increasing(std::move(points))) {
      // Strictly increasing in both, so that the curve can be inverted (uncorrected_tactic_likelihood).
      const double x = std::max(point.x, last_x + 1e-6), y = std::clamp(std::max(point.y, last_y + 1e-6), 0.0, 1.0);
      if (x >= 1 || y >= 1) break;
      curve.points.emplace_back(x, y);
      last_x = x;
      last_y = y;
    }
    if (curve.points.empty()) continue;
    if (key.first == reply_kind)
      calibration->set_reply_curve(*phase, std::move(curve));
    else if (key.first.starts_with(tactic_prefix))
      calibration->set_tactic_curve(key.first.substr(tactic_prefix.size()), *phase, std::move(curve));
  }
  return calibration;
}

BinnedBrier binned_brier(const std::vector<store::LikelihoodBin>& bins, const goals::LikelihoodCalibration& table, bool replies) {
  BinnedBrier brier;
  double rules = 0, corrected = 0;
  for (const auto& bin : bins) {
    const bool reply = bin.kind == reply_kind;
    if (reply != replies || bin.count <= 0 || (!reply && !bin.kind.starts_with(tactic_prefix))) continue;
    const auto phase = goals::parse_phase(bin.phase);
    if (!phase) continue;
    const double predicted = bin.predicted_sum / bin.count;
    const double fixed = reply ? table.reply(*phase, predicted) : table.tactic(bin.kind.substr(tactic_prefix.size()), *phase, predicted);
    auto squared_errors = [&](double p) { return bin.observed_sum * (1 - p) * (1 - p) + (bin.count - bin.observed_sum) * p * p; };
    brier.count += bin.count;
    rules += squared_errors(predicted);
    corrected += squared_errors(fixed);
  }
  if (brier.count > 0) {
    brier.rules = rules / brier.count;
    brier.corrected = corrected / brier.count;
  }
  return brier;
}

std::vector<std::pair<double, double>> reliability_points(const std::vector<store::LikelihoodBin>& bins,
                                                          const goals::LikelihoodCalibration& table, bool replies,
                                                          bool corrected, double minimum) {
  struct Group {
    double count = 0, predicted = 0, observed = 0;
  };
  std::map<int, Group> groups;
  for (const auto& bin : bins) {
    const bool reply = bin.kind == reply_kind;
    if (reply != replies || bin.count <= 0 || (!reply && !bin.kind.starts_with(tactic_prefix))) continue;
    const auto phase = goals::parse_phase(bin.phase);
    if (!phase) continue;
    double predicted = bin.predicted_sum / bin.count;
    if (corrected)
      predicted = reply ? table.reply(*phase, predicted) : table.tactic(bin.kind.substr(tactic_prefix.size()), *phase, predicted);
    auto& group = groups[std::clamp(static_cast<int>(predicted * 10), 0, 9)];
    group.count += bin.count;
    group.predicted += predicted * bin.count;
    group.observed += bin.observed_sum;
  }
  std::vector<std::pair<double, double>> points;
  for (const auto& [tenth, group] : groups)
    if (group.count >= minimum) points.emplace_back(group.predicted / group.count, group.observed / group.count);
  return points;
}

double uncorrected_tactic_likelihood(const goals::LikelihoodCalibration* calibration, const std::string& goal_type,
                                     goals::GamePhase phase, double corrected) {
  if (calibration == nullptr || corrected <= 0 || corrected >= 1) return corrected;
  const auto found = calibration->tactic_curves().find({goal_type, phase});
  if (found == calibration->tactic_curves().end() || found->second.points.empty()) return corrected;
  // The inverse of CalibrationCurve::corrected, piece by piece.
  const auto& points = found->second.points;
  constexpr double slope = goals::CalibrationCurve::edge_slope;
  if (corrected <= points.front().second)
    return std::clamp(points.front().first - (points.front().second - corrected) / slope, 0.0, points.front().first);
  for (std::size_t i = 1; i < points.size(); ++i) {
    const auto& [x0, y0] = points[i - 1];
    const auto& [x, y] = points[i];
    if (corrected <= y) return y <= y0 ? x : x0 + (x - x0) * (corrected - y0) / (y - y0);
  }
  return std::clamp(points.back().first + (corrected - points.back().second) / slope, points.back().first, 1.0);
}

}  // namespace newell::learning::transformation
