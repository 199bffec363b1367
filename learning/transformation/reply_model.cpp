#include "learning/transformation/reply_model.h"

#include "game_descriptor/game_descriptor.h"
#include "learning/transformation/rule_text.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace newell::learning::transformation {
namespace {

// The rules' own term, in every game: high activity implies continued activity (Newell).
const ReplyTerm goal_term{"reply_goal", "max G in goals(opponent): contributes(M, G) * activity(G)",
                          "the move serves a goal of the opponent's, by that goal's activity"};

std::vector<ReplyTerm> checkers_terms() {
  return {goal_term,
          {"reply_takes", "taken(M)", "the men it jumps"},
          {"reply_crowns", "crowns(M)", "it crowns a man"},
          {"reply_exposed", "exposed(M)", "the piece that moved can be jumped at once"},
          {"reply_advance", "advancement(moved(M)) / 7", "how far the man has come (a king counts as come all the way)"},
          {"reply_king", "king(moved(M))", "a king moves"},
          {"reply_back_row", "not king(moved(M)) and advancement(moved(M)) = 0", "a man leaves the king row it guards"},
          {"reply_centre", "to_square(M) = s14 or to_square(M) = s15 or to_square(M) = s18 or to_square(M) = s19",
           "it goes to one of the four centre squares"},
          {"reply_side",
           "to_square(M) = s5 or to_square(M) = s13 or to_square(M) = s21 or to_square(M) = s12 or to_square(M) = s20 or "
           "to_square(M) = s28",
           "it goes to a side square, where it cannot be jumped"}};
}

std::vector<ReplyTerm> chess_terms() {
  return {goal_term,
          {"reply_captures", "captures(M)", "it captures"},
          {"reply_gain", "exchange_value(M)", "the pawns it wins (or loses) once the exchange it starts is over"},
          {"reply_loses", "exchange_value(M) < 0", "it gives material away"},
          {"reply_check", "gives_check(M)", "it checks"},
          {"reply_recapture", "is_recapture(M)", "it takes back"},
          {"reply_castles", "castles(M)", "it castles"},
          {"reply_pawn", "kind_of(moved(M)) = pawn", "a pawn moves"},
          {"reply_develops", "(kind_of(moved(M)) = knight or kind_of(moved(M)) = bishop) and rank_of(moved(M)) = 1",
           "a minor piece leaves the back rank"},
          {"reply_queen", "kind_of(moved(M)) = queen", "the queen moves"},
          {"reply_king", "kind_of(moved(M)) = king and not castles(M)", "the king steps"},
          {"reply_centre", "(file(to_square(M)) = 4 or file(to_square(M)) = 5) and (rank(to_square(M)) = 4 or rank(to_square(M)) = 5)",
           "it goes to one of the four centre squares"},
          {"reply_escapes", "attacked(moved(M))", "the man that moves is attacked"}};
}

// The offset of the line that starts `likelihood `, or npos.
std::size_t likelihood_statement(const std::string& text) {
  std::size_t at = 0;
  while (at < text.size()) {
    if (text.compare(at, 11, "likelihood ") == 0) return at;
    const auto next = text.find('\n', at);
    if (next == std::string::npos) break;
    at = next + 1;
  }
  return std::string::npos;
}

bool defines(const std::string& text, const std::string& name) {
  return text.find("define " + name + "(") != std::string::npos;
}

std::string number_text(double value) {
  auto text = fmt::format("{:.5f}", value);
  while (text.size() > 1 && text.back() == '0' && text[text.size() - 2] != '.') text.pop_back();
  return text;
}

// Solves a x = b for a symmetric positive definite a (Gaussian elimination; K is a dozen).
std::vector<double> solve(std::vector<std::vector<double>> a, std::vector<double> b) {
  const std::size_t n = b.size();
  for (std::size_t column = 0; column < n; ++column) {
    std::size_t pivot = column;
    for (std::size_t row = column + 1; row < n; ++row)
      if (std::abs(a[row][column]) > std::abs(a[pivot][column])) pivot = row;
    std::swap(a[column], a[pivot]);
    std::swap(b[column], b[pivot]);
    if (std::abs(a[column][column]) < 1e-12) continue;
    for (std::size_t row = column + 1; row < n; ++row) {
      const double factor = a[row][column] / a[column][column];
      for (std::size_t k = column; k < n; ++k) a[row][k] -= factor * a[column][k];
      b[row] -= factor * b[column];
    }
  }
  std::vector<double> x(n, 0.0);
  for (std::size_t row = n; row-- > 0;) {
    double sum = b[row];
    for (std::size_t k = row + 1; k < n; ++k) sum -= a[row][k] * x[k];
    x[row] = std::abs(a[row][row]) < 1e-12 ? 0.0 : sum / a[row][row];
  }
  return x;
}

}  // namespace

std::vector<ReplyTerm> reply_terms(const std::string& game) {
  switch (game_named(game).kind) {  // std::invalid_argument naming the games for an unknown name
    case GameKind::checkers: return checkers_terms();
    case GameKind::chess: return chess_terms();
  }
  throw std::invalid_argument(fmt::format("no reply terms for the game '{}'", game));
}

std::string with_reply_terms(const std::string& rule_text, std::span<const ReplyTerm> terms) {
  std::string added;
  for (const auto& term : terms) {
    if (defines(rule_text, term.name)) continue;
    added += fmt::format("// {}\ndefine {}(M: move) := {}.\n", term.why, term.name, term.body);
  }
  if (added.empty()) return rule_text;
  added = "// The terms the opponent's replies are learned on (newell learn replies): each a kind of move.\n" + added;
  const auto at = likelihood_statement(rule_text);
  if (at == std::string::npos) return rule_text + (rule_text.ends_with('\n') ? "" : "\n") + added;
  return rule_text.substr(0, at) + added + rule_text.substr(at);
}

ReplyPosition reply_position(goals::GoalEngine& engine, std::span<const ReplyTerm> terms, const std::vector<goals::MoveId>& legal,
                             goals::MoveId played) {
  ReplyPosition position;
  position.terms.reserve(legal.size());
  for (std::size_t index = 0; index < legal.size(); ++index) {
    if (legal[index] == played) position.played = index;
    std::vector<double> values;
    values.reserve(terms.size());
    for (const auto& term : terms) {
      const auto value = engine.opponent_move_term(term.name, legal[index]);
      if (!value) throw std::runtime_error(fmt::format("the rules give no value for the reply term '{}'", term.name));
      values.push_back(*value);
    }
    position.terms.push_back(std::move(values));
  }
  return position;
}

double ReplyModel::constant() const { return 0.1 - 0.8 * low / (high - low); }
double ReplyModel::coefficient(std::size_t term) const { return 0.8 * weights.at(term) / (high - low); }
double ReplyModel::score(std::span<const double> values) const {
  double sum = 0;
  for (std::size_t k = 0; k < weights.size(); ++k) sum += weights[k] * values[k];
  return sum;
}

namespace {

// The penalized log likelihood of the positions under `weights`, and (when asked) its gradient and
// the information matrix (the negative Hessian).
double objective(std::span<const ReplyPosition> positions, const std::vector<double>& weights, double ridge,
                 std::vector<double>* gradient = nullptr, std::vector<std::vector<double>>* information = nullptr) {
  const std::size_t k_count = weights.size();
  auto score = [&](const std::vector<double>& values) {
    double sum = 0;
    for (std::size_t k = 0; k < k_count; ++k) sum += weights[k] * values[k];
    return sum;
  };
  if (gradient) gradient->assign(k_count, 0.0);
  if (information) information->assign(k_count, std::vector<double>(k_count, 0.0));
  double log_likelihood = 0;
  std::vector<double> probabilities, mean;
  for (const auto& position : positions) {
    if (position.terms.empty()) continue;
    probabilities.assign(position.terms.size(), 0.0);
    double top = -1e300;
    for (std::size_t m = 0; m < position.terms.size(); ++m) top = std::max(top, probabilities[m] = score(position.terms[m]));
    double total = 0;
    for (auto& p : probabilities) total += (p = std::exp(p - top));
    log_likelihood += std::log(probabilities[position.played] / total);
    if (!gradient) continue;
    for (auto& p : probabilities) p /= total;
    mean.assign(k_count, 0.0);
    for (std::size_t m = 0; m < position.terms.size(); ++m)
      for (std::size_t k = 0; k < k_count; ++k) mean[k] += probabilities[m] * position.terms[m][k];
    for (std::size_t k = 0; k < k_count; ++k) (*gradient)[k] += position.terms[position.played][k] - mean[k];
    for (std::size_t m = 0; m < position.terms.size(); ++m)
      for (std::size_t i = 0; i < k_count; ++i)
        for (std::size_t j = 0; j < k_count; ++j)
          (*information)[i][j] += probabilities[m] * (position.terms[m][i] - mean[i]) * (position.terms[m][j] - mean[j]);
  }
  double penalty = 0;
  for (std::size_t k = 0; k < k_count; ++k) {
    penalty += ridge * weights[k] * weights[k] / 2;
    if (!gradient) continue;
    (*gradient)[k] -= ridge * weights[k];
    (*information)[k][k] += ridge;
  }
  return log_likelihood - penalty;
}

}  // namespace

ReplyModel fit_reply_model(std::span<const ReplyTerm> terms, std::span<const ReplyPosition> positions, double ridge,
                           int iterations) {
  const std::size_t k_count = terms.size();
  ReplyModel model;
  model.terms.assign(terms.begin(), terms.end());
  model.weights.assign(k_count, 0.0);
  model.positions = positions.size();
  std::vector<double> gradient;
  std::vector<std::vector<double>> information;
  double current = objective(positions, model.weights, ridge);
  // Newton's method, each step halved until the objective does not fall (a term that nearly always
  // marks the move played makes a full step overshoot).
  for (int iteration = 0; iteration < iterations; ++iteration) {
    objective(positions, model.weights, ridge, &gradient, &information);
    const auto step = solve(information, gradient);
    double scale = 1;
    std::vector<double> trial(k_count);
    double tried = current;
    for (int halving = 0; halving < 30; ++halving, scale /= 2) {
      for (std::size_t k = 0; k < k_count; ++k) trial[k] = model.weights[k] + scale * step[k];
      tried = objective(positions, trial, ridge);
      if (tried >= current) break;
    }
    if (tried < current) break;
    double size = 0;
    for (std::size_t k = 0; k < k_count; ++k) size = std::max(size, std::abs(trial[k] - model.weights[k]));
    model.weights = trial;
    current = tried;
    if (size < 1e-7) break;
  }
  double penalty = 0;
  for (const double weight : model.weights) penalty += ridge * weight * weight / 2;
  model.log_likelihood = positions.empty() ? 0 : (current + penalty) / static_cast<double>(positions.size());
  // The range the likelihood is spread over: the scores of the legal moves, from the 1st to the 99th percentile.
  std::vector<double> scores;
  for (const auto& position : positions)
    for (const auto& values : position.terms) scores.push_back(model.score(values));
  if (!scores.empty()) {
    std::sort(scores.begin(), scores.end());
    model.low = scores[scores.size() / 100];
    model.high = scores[scores.size() - 1 - scores.size() / 100];
  }
  if (model.high - model.low < 1e-9) model.high = model.low + 1;
  return model;
}

std::string likelihood_rule(const ReplyModel& model) {
  std::string text = "likelihood M := " + number_text(model.constant());
  for (std::size_t k = 0; k < model.terms.size(); ++k) {
    const double coefficient = model.coefficient(k);
    text += fmt::format("\n              {} {} * {}(M)", coefficient < 0 ? '-' : '+', number_text(std::abs(coefficient)),
                        model.terms[k].name);
  }
  return text + ".";
}

std::string with_learned_likelihood(const std::string& rule_text, const ReplyModel& model, const std::string& how) {
  const auto begin = likelihood_statement(rule_text);
  if (begin == std::string::npos) throw std::runtime_error("the rule text has no likelihood rule to replace");
  const auto dot = statement_final_dot(rule_text, begin);
  if (dot == rule_text.size()) throw std::runtime_error("the rule text's likelihood rule has no end ('.')");
  const auto end = dot + 1;
  std::string comment;
  std::istringstream lines(how);
  for (std::string line; std::getline(lines, line);) comment += "// " + line + "\n";
  std::string old = rule_text.substr(begin, end - begin);
  std::replace(old.begin(), old.end(), '\n', ' ');
  comment += "// It replaces: " + old + "\n";
  std::string text = rule_text.substr(0, begin) + comment + likelihood_rule(model) + rule_text.substr(end);
  // The replies' calibration was fitted on the old likelihood: drop it.
  std::string kept;
  std::istringstream all(text);
  for (std::string line; std::getline(all, line);) {
    if (line.starts_with("// calibrate reply")) continue;
    kept += line + "\n";
  }
  return kept;
}

}  // namespace newell::learning::transformation
