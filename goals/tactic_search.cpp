#include "goals/tactic_search.h"

#include <algorithm>

namespace newell::goals {

bool TacticSearch::out_of_budget() const {
  if (settings_.stop_at != 0 && game_.nodes_used() >= settings_.stop_at) return true;
  if (settings_.stop && settings_.stop->load(std::memory_order_relaxed)) return true;
  return settings_.deadline && std::chrono::steady_clock::now() >= *settings_.deadline;
}

Tactic TacticSearch::search(GoalId id, const TacticSettings& settings) {
  settings_ = settings;
  // Achievement is judged after the reply: a tactic needs our move and theirs at the least.
  settings_.depth = std::max(settings_.depth, 2);
  tactic_ = Tactic{};
  tactic_.goal = id;
  goal_ = &(*context_.net)[id];
  context_.searching = id;
  struct Clear {
    EngineContext& context;
    ~Clear() {
      context.searching.reset();
      context.line_began_with.reset();
    }
  } clear{context_};
  settings_.extension = std::max(settings_.extension, 0);
  depth_ = settings_.depth;
  moves_.resize(static_cast<std::size_t>(settings_.depth + settings_.extension) + 2);
  ranked_.resize(static_cast<std::size_t>(settings_.depth + settings_.extension) + 2);
  if (goal_->owner != game_.side_to_move()) return tactic_;
  if (!settings_.anticipate && rules_.achieved(game_, context_, *goal_)) {
    tactic_.achieved_now = true;
    tactic_.likelihood = 1;
    tactic_.adequate = true;
    return tactic_;
  }
  if (rules_.likelihood_calibration() != nullptr) phase_ = game_phase(game_);
  tactic_.likelihood = node(0, 1.0, true);
  correct_tactic_likelihoods();
  tactic_.adequate = tactic_.likelihood >= settings_.adequate;
  return tactic_;
}

void TacticSearch::rank(int ply) {
  const auto index = static_cast<std::size_t>(ply);
  auto& moves = moves_[index];
  game_.legal_moves(moves);
  auto& ranked = ranked_[index];
  ranked.clear();
  context_.tactic_ply = ply;
  const bool machine = game_.side_to_move() == context_.machine;
  for (const MoveId move : moves)
    ranked.emplace_back(machine ? rules_.utility(game_, context_, move)
                                : blended_likelihood(predictor_, predictor_weight_, game_, move,
                                                     [&] { return rules_.likelihood(game_, context_, move); }),
                        move);
  // Stable, so equal scores keep the game's own move order (captures first in both cores); an
  // insertion sort, because std::stable_sort takes a buffer from the heap at every node and a few
  // dozen moves sort as fast in place.
  for (std::size_t i = 1; i < ranked.size(); ++i) {
    const auto entry = ranked[i];
    std::size_t j = i;
    for (; j > 0 && ranked[j - 1].first < entry.first; --j) ranked[j] = ranked[j - 1];
    ranked[j] = entry;
  }
}

double TacticSearch::node(int ply, double path, bool record_line) {
  tactic_.deepest = std::max(tactic_.deepest, ply);
  const bool owner_to_move = game_.side_to_move() == goal_->owner;
  if (ply > 0) {
    game_.count_nodes(1);
    ++tactic_.nodes;
    const bool over = game_.outcome() != Outcome::ongoing;
    if ((owner_to_move || over) && rules_.achieved(game_, context_, *goal_)) {
      reached_ = true;
      return 1;
    }
    if (over) return 0;
  }
  int extended = 0;
  if (ply >= depth_) {
    // PARADISE searched on while its plan kept working: the line goes two plies further where the
    // rules say it still works, while the extension's plies last.
    if (depth_ + 2 > settings_.depth + settings_.extension) return settings_.horizon;
    context_.tactic_ply = ply;
    if (!rules_.line_goes_on(game_, context_)) return settings_.horizon;
    extended = 2;
  }
  if (out_of_budget()) {
    tactic_.stopped = true;
    return 0;
  }
  depth_ += extended;
  const double value = owner_to_move ? our_node(ply, path, record_line) : their_node(ply, path, record_line);
  depth_ -= extended;
  return value;
}

double TacticSearch::our_node(int ply, double path, bool record_line) {
  rank(ply);
  const auto& ranked = ranked_[static_cast<std::size_t>(ply)];
  double best = 0;
  std::optional<MoveId> best_move;
  std::vector<MoveId> best_line;
  const int allowed = ply == 0 ? settings_.root_width : settings_.width;
  const std::size_t width = std::min(ranked.size(), static_cast<std::size_t>(std::max(1, allowed)));
  for (std::size_t i = 0; i < width; ++i) {
    if (ranked[i].first < settings_.utility_floor) break;  // ranked: the rest are lower still
    const MoveId move = ranked[i].second;
    const bool record = record_line || ply == 0;
    const std::size_t line_mark = tactic_.line.size();
    double value;
    if (ply == 0) {
      reached_ = false;
      context_.line_began_with = game_.moved_man(move);
    }
    {
      MoveScope scope(game_, move);
      value = node(ply + 1, path, record);
    }
    std::vector<MoveId> line;
    if (record) {
      line.reserve(tactic_.line.size() - line_mark + 1);
      line.push_back(move);
      line.insert(line.end(), tactic_.line.begin() + static_cast<std::ptrdiff_t>(line_mark), tactic_.line.end());
      tactic_.line.resize(line_mark);
    }
    if (ply == 0) tactic_.tried.push_back({move, value, line, reached_});
    if (!best_move || value > best) {
      best = value;
      best_move = move;
      best_line = std::move(line);
      if (ply == 0) tactic_.first_move = move;
    }
    // At the root every move allowed is tried (each is a candidate) until one reaches the goal for
    // certain; with compare_certain that does not end the look either, for another may reach it too
    // and leave a better position (the knight attacked has several safe squares); a proof always
    // does. Below the root an adequate line is enough.
    const bool certain_ends = ply > 0 || settings_.proof_only || !settings_.compare_certain;
    if (tactic_.stopped || (ply > 0 && best >= settings_.adequate) || (certain_ends && best >= 1)) break;
  }
  if (record_line) tactic_.line.insert(tactic_.line.end(), best_line.begin(), best_line.end());
  return best;
}

void TacticSearch::correct_tactic_likelihoods() {
  const LikelihoodCalibration* calibration = rules_.likelihood_calibration();
  if (calibration == nullptr) return;
  const std::string type = rules_.goal_name(goal_->type);
  tactic_.likelihood = calibration->tactic(type, phase_, tactic_.likelihood);
  for (auto& tried : tactic_.tried) tried.value = calibration->tactic(type, phase_, tried.value);
}

void TacticSearch::correct_reply_shares(std::vector<std::pair<double, MoveId>>& ranked) const {
  const LikelihoodCalibration* calibration = rules_.likelihood_calibration();
  if (calibration == nullptr || !calibration->has_reply_curve(phase_)) return;
  double total = 0;
  for (const auto& [likelihood, move] : ranked) total += likelihood;
  if (total <= 0) return;
  // The curve is monotone, so the replies stay in order of likelihood.
  for (auto& [likelihood, move] : ranked) likelihood = calibration->reply(phase_, likelihood / total);
}

double TacticSearch::their_node(int ply, double path, bool record_line) {
  rank(ply);
  auto& ranked = ranked_[static_cast<std::size_t>(ply)];
  correct_reply_shares(ranked);
  double total = 0;
  for (const auto& [likelihood, move] : ranked) total += likelihood;
  if (total <= 0) return 0;
  double value = 0;
  double followed = 0;
  bool first = true;
  for (const auto& [likelihood, move] : ranked) {
    const double share = likelihood / total;
    if (path * share < settings_.floor) break;  // ranked: every later reply is less likely still
    // Only the likeliest reply extends the expected line shown in the trace.
    const bool extend_line = record_line && first;
    if (extend_line) tactic_.line.push_back(move);
    double reply_value;
    {
      MoveScope scope(game_, move);
      reply_value = node(ply + 1, path * share, extend_line);
    }
    value += share * reply_value;
    followed += share;
    first = false;
    if (tactic_.stopped) return value;
    if (settings_.proof_only && reply_value < 1) return value;
  }
  // The replies too unlikely to follow are taken not to interfere: they leave the goal as it stands
  // now. A proof may not assume that.
  if (followed < 1 && !settings_.proof_only && rules_.achieved(game_, context_, *goal_)) {
    value += 1 - followed;
    reached_ = true;
  }
  return value;
}

std::vector<std::string> line_text(Game& game, const std::vector<MoveId>& line) {
  std::vector<std::string> text;
  text.reserve(line.size());
  for (const MoveId move : line) {
    text.push_back(game.move_text(move));
    game.make(move);
  }
  for (std::size_t i = 0; i < line.size(); ++i) game.unmake();
  return text;
}

}  // namespace newell::goals
