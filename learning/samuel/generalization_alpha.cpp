#include "learning/samuel/generalization_alpha.h"

#include "checkers/movegen.h"
#include "checkers/search.h"
#include "learning/samuel/side_difference.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace newell::learning::samuel {

using checkers::SamuelTerm;

TermValues term_values(const checkers::Position& position) {
  TermValues values{};
  const auto& terms = checkers::samuel_terms();
  for (std::size_t index = 0; index < terms.size() && index < values.size(); ++index)
    values[index] = side_difference(terms[index], position);
  return values;
}

namespace {

JumpResolvedScore resolve_jumps(const checkers::Position& position, const checkers::ScoringPolynomial& polynomial, int plies_left) {
  if (plies_left == 0 || !checkers::can_capture(position))
    return JumpResolvedScore{SidesEvaluator(polynomial)(position), checkers::material_balance(position)};
  checkers::MoveList moves;
  checkers::generate_moves(position, moves);
  JumpResolvedScore best{-checkers::win_score - 1, 0};
  for (int index = 0; index < moves.size(); ++index) {
    const JumpResolvedScore reply = resolve_jumps(position.after(moves[index]), polynomial, plies_left - 1);
    if (-reply.score > best.score) best = JumpResolvedScore{-reply.score, -reply.material};
  }
  return best;
}

}  // namespace

JumpResolvedScore jump_resolved_score(const checkers::Position& position, const checkers::ScoringPolynomial& polynomial) {
  // A chain of forced jumps longer than 24 plies does not occur with 24 pieces; the cap only bounds the work.
  return resolve_jumps(position, polynomial, 24);
}

namespace {

std::size_t index_of(const SamuelTerm* term) {
  return static_cast<std::size_t>(term - checkers::samuel_terms().data());
}

int sign(double value) { return value > 0 ? 1 : value < 0 ? -1 : 0; }

}  // namespace

std::vector<int> power_of_two_coefficients(const std::vector<double>& correlations, int maximum) {
  double largest = 0;
  for (double correlation : correlations) largest = std::max(largest, std::abs(correlation));
  std::vector<int> coefficients(correlations.size(), 0);
  if (largest == 0) return coefficients;
  for (std::size_t index = 0; index < correlations.size(); ++index) {
    const double magnitude = std::abs(correlations[index]);
    if (magnitude == 0) continue;
    const double ratio = largest / magnitude;
    const int n = static_cast<int>(std::floor(ratio));
    const int shift = std::min(n - 1, 30);
    // At least 1: a term in the polynomial with a non-zero correlation keeps a say, however small.
    coefficients[index] = sign(correlations[index]) * std::max(1, maximum >> shift);
  }
  return coefficients;
}

int effective_times_used(int times_used, const AlphaSettings& settings) {
  int power = settings.initial_times_used;
  while (power * 2 <= times_used && power * 2 <= settings.maximum_times_used) power *= 2;
  return power;
}

Alpha::Alpha(AlphaSettings settings, const std::vector<const SamuelTerm*>& order) : settings_(settings) {
  for (std::size_t index = 0; index < order.size(); ++index) {
    if (static_cast<int>(index) < settings_.term_count) active_.push_back(ActiveTerm{order[index]});
    else reserve_.push_back(order[index]);
  }
  rebuild();
}

Alpha Alpha::initial(AlphaSettings settings) {
  std::vector<const SamuelTerm*> order;
  for (const SamuelTerm& term : checkers::samuel_terms()) order.push_back(&term);
  Alpha alpha(settings, order);
  // Equal weights at the start; the signs are unknown, so each starts positive and learns its own.
  for (ActiveTerm& term : alpha.active_) term.correlation = 1.0 / 16;
  alpha.rebuild();
  return alpha;
}

void Alpha::rebuild() {
  std::vector<double> correlations;
  for (const ActiveTerm& term : active_) correlations.push_back(term.correlation);
  const std::vector<int> coefficients = power_of_two_coefficients(correlations, settings_.maximum_coefficient);
  polynomial_ = checkers::ScoringPolynomial{};
  for (std::size_t index = 0; index < active_.size(); ++index)
    if (coefficients[index] != 0) polynomial_.set_weight(active_[index].term->name, coefficients[index]);
}

int Alpha::minimum_delta() const {
  int total = 0;
  int terms = 0;
  for (const auto& entry : polynomial_) {
    total += std::abs(entry.weight);
    ++terms;
  }
  return terms == 0 ? 1 : std::max(1, total / terms);
}

Remembered Alpha::remember(const checkers::Position& after_move) const {
  Remembered remembered;
  remembered.values = term_values(after_move);
  const JumpResolvedScore resolved = jump_resolved_score(after_move, polynomial_);
  remembered.static_score = -resolved.score;
  remembered.material = -resolved.material;
  remembered.position = after_move;
  return remembered;
}

int Alpha::initial_score(const Remembered& earlier) const {
  const int remembered_score = earlier.position ? -jump_resolved_score(*earlier.position, polynomial_).score : earlier.static_score;
  return std::abs(remembered_score) < minimum_delta() ? 0 : remembered_score;
}

int Alpha::delta(const Remembered& earlier, int backed_up_score) const { return backed_up_score - initial_score(earlier); }

LearningStep Alpha::learn(const Remembered& earlier, int backed_up_score, int current_material) {
  LearningStep step;
  ++moves_;
  const int minimum = minimum_delta();
  const int initial = initial_score(earlier);
  step.delta = backed_up_score - initial;
  if (std::abs(step.delta) >= minimum) {
    step.corrected = true;
    if (checkers::is_win_score(backed_up_score) || std::abs(step.delta) >= 2 * checkers::king_value) step.weight = 4;
    else if (current_material != earlier.material) step.weight = 2;
    for (ActiveTerm& term : active_) {
      const int value = earlier.values[index_of(term.term)];
      if (value == 0) continue;
      // Positive delta (second series): only the terms that pulled against the polynomial's sign.
      if (step.delta > 0 && initial != 0) {
        const int contribution = (term.correlation < 0 ? -1 : 1) * (value > 0 ? 1 : -1);
        if (contribution * (initial > 0 ? 1 : -1) > 0) continue;
      }
      const double term_sign = value > 0 ? 1.0 : -1.0;
      const double delta_sign = step.delta > 0 ? 1.0 : -1.0;
      for (int repeat = 0; repeat < step.weight; ++repeat) {
        const int samples = std::min(++term.samples, settings_.maximum_times_used);
        term.term_sign += (term_sign - term.term_sign) / samples;
        term.delta_sign += (delta_sign - term.delta_sign) / samples;
        const int n = effective_times_used(term.times_used, settings_);
        term.correlation += ((term_sign - term.term_sign) * (delta_sign - term.delta_sign) - term.correlation) / n;
      }
      ++term.times_used;
    }
    rebuild();
  }
  const LearningStep tally = tally_low_term();
  step.replaced = tally.replaced;
  step.replacement = tally.replacement;
  return step;
}

LearningStep Alpha::tally_low_term() {
  LearningStep step;
  if (active_.empty()) return step;
  std::size_t lowest = 0;
  for (std::size_t index = 1; index < active_.size(); ++index) {
    const double a = std::abs(active_[index].correlation);
    const double b = std::abs(active_[lowest].correlation);
    if (a < b || (a == b && active_[index].times_used > active_[lowest].times_used)) lowest = index;
  }
  if (++active_[lowest].low_tally >= settings_.low_tally_limit && !reserve_.empty()) {
    step.replaced = std::string(active_[lowest].term->name);
    step.replacement = replace(lowest);
  }
  return step;
}

std::string Alpha::replace(std::size_t index) {
  reserve_.push_back(active_[index].term);
  active_[index] = ActiveTerm{reserve_.front()};
  reserve_.pop_front();
  rebuild();
  return std::string(active_[index].term->name);
}

std::optional<std::string> Alpha::add_black_mark() {
  if (++black_marks_ < settings_.black_mark_limit) return std::nullopt;
  black_marks_ = 0;
  if (active_.empty()) return std::nullopt;
  std::size_t leading = 0;
  for (std::size_t index = 1; index < active_.size(); ++index)
    if (std::abs(active_[index].correlation) > std::abs(active_[leading].correlation)) leading = index;
  // Samuel: "a fairly drastic and arbitrary change is made in its scoring polynomial (by reducing the
  // coefficient of the leading term to zero)". The term is not sent to the reserve: only its
  // coefficient goes; its times used stay, so it regains weight only on steady evidence.
  ActiveTerm& term = active_[leading];
  term.correlation = 0;
  rebuild();
  return std::string(term.term->name);
}

void Alpha::restore(std::vector<ActiveTerm> active, std::deque<const SamuelTerm*> reserve, int black_marks, std::uint64_t moves) {
  active_ = std::move(active);
  reserve_ = std::move(reserve);
  black_marks_ = black_marks;
  moves_ = moves;
  rebuild();
}

std::string Alpha::to_text() const {
  std::ostringstream out;
  out.precision(17);
  out << "black_marks\t" << black_marks_ << "\nmoves\t" << moves_ << '\n';
  for (const ActiveTerm& term : active_)
    out << "active\t" << term.term->name << '\t' << term.correlation << '\t' << term.times_used << '\t' << term.low_tally << '\t'
        << term.samples << '\t' << term.term_sign << '\t' << term.delta_sign << '\n';
  for (const SamuelTerm* term : reserve_) out << "reserve\t" << term->name << '\n';
  return out.str();
}

namespace {

const SamuelTerm& term_named(const std::string& name) {
  const SamuelTerm* term = checkers::find_samuel_term(name);
  if (term == nullptr) throw std::runtime_error("unknown Samuel term '" + name + "'");
  return *term;
}

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> parts;
  std::istringstream in(line);
  std::string part;
  while (std::getline(in, part, '\t')) parts.push_back(part);
  return parts;
}

}  // namespace

Alpha Alpha::from_text(const std::string& text, AlphaSettings settings) {
  Alpha alpha(settings, {});
  std::vector<ActiveTerm> active;
  std::deque<const SamuelTerm*> reserve;
  int marks = 0;
  std::uint64_t moves = 0;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const auto parts = fields(line);
    if (parts.empty()) continue;
    if (parts[0] == "black_marks" && parts.size() == 2) marks = std::stoi(parts[1]);
    else if (parts[0] == "moves" && parts.size() == 2) moves = std::stoull(parts[1]);
    else if (parts[0] == "active" && parts.size() == 5)  // stored before the signs' means were kept
      active.push_back(ActiveTerm{&term_named(parts[1]), std::stod(parts[2]), std::stoi(parts[3]), std::stoi(parts[4]),
                                  0, 0, 0});
    else if (parts[0] == "active" && parts.size() == 8)
      active.push_back(ActiveTerm{&term_named(parts[1]), std::stod(parts[2]), std::stoi(parts[3]), std::stoi(parts[4]),
                                  std::stoi(parts[5]), std::stod(parts[6]), std::stod(parts[7])});
    else if (parts[0] == "reserve" && parts.size() == 2) reserve.push_back(&term_named(parts[1]));
    else throw std::runtime_error("unreadable Alpha state line '" + line + "'");
  }
  alpha.restore(std::move(active), std::move(reserve), marks, moves);
  return alpha;
}

bool BetaAdoption::record(bool alpha_won) {
  recent_.push_back(alpha_won);
  if (static_cast<int>(recent_.size()) > window_) recent_.erase(recent_.begin());
  const auto wins = std::count(recent_.begin(), recent_.end(), true);
  if (2 * wins > window_) {
    recent_.clear();
    return true;
  }
  return false;
}

std::string polynomial_text(const checkers::ScoringPolynomial& polynomial) {
  std::string text;
  for (const auto& entry : polynomial) text += std::string(entry.term->name) + '\t' + std::to_string(entry.weight) + '\n';
  return text;
}

checkers::ScoringPolynomial polynomial_from_text(const std::string& text) {
  checkers::ScoringPolynomial polynomial;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    auto parts = fields(line);
    if (parts.size() != 2) {
      // Also accept "NAME=weight" (command line) and "NAME weight" with a one-word name.
      const auto equals = line.rfind('=');
      const auto space = line.rfind(' ');
      const auto split = equals != std::string::npos ? equals : space;
      if (split == std::string::npos) throw std::runtime_error("line " + std::to_string(number) + ": expected NAME<TAB>weight, got '" + line + "'");
      parts = {line.substr(0, split), line.substr(split + 1)};
    }
    int weight = 0;
    try {
      std::size_t used = 0;
      weight = std::stoi(parts[1], &used);
      if (used != parts[1].size()) throw std::invalid_argument("trailing text");
    } catch (const std::exception&) {
      throw std::runtime_error("line " + std::to_string(number) + ": weight '" + parts[1] + "' is not a whole number");
    }
    if (!polynomial.set_weight(parts[0], weight))
      throw std::runtime_error("line " + std::to_string(number) + ": unknown Samuel term '" + parts[0] + "'");
  }
  return polynomial;
}

}  // namespace newell::learning::samuel
