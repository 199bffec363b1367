#include "goals/likelihood_calibration_text.h"

#include <fmt/format.h>

#include <charconv>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace newell::goals {

namespace {

std::string curve_text(const CalibrationCurve& curve) {
  // Four decimals; a point that rounds onto the one before it adds nothing and is left out, so the
  // text reads back as increasing.
  std::string text, last;
  for (const auto& [predicted, observed] : curve.points) {
    const std::string at = fmt::format("{:.4f}", predicted);
    if (at == last) continue;
    text += fmt::format("{}{} -> {:.4f}", text.empty() ? "" : ", ", at, observed);
    last = at;
  }
  return text;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

double probability(std::string_view text, const std::string& where) {
  text = trimmed(text);
  double value = -1;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 0 || value > 1)
    throw std::runtime_error(fmt::format("{}: '{}' is not a likelihood between 0 and 1", where, text));
  return value;
}

CalibrationCurve read_curve(std::string_view points, const std::string& where) {
  CalibrationCurve curve;
  while (!points.empty()) {
    const auto comma = points.find(',');
    const std::string_view point = points.substr(0, comma);
    points = comma == std::string_view::npos ? std::string_view{} : points.substr(comma + 1);
    const auto arrow = point.find("->");
    if (arrow == std::string_view::npos)
      throw std::runtime_error(fmt::format("{}: the point '{}' is not 'predicted -> observed'", where, trimmed(point)));
    const double predicted = probability(point.substr(0, arrow), where);
    const double observed = probability(point.substr(arrow + 2), where);
    if (!curve.points.empty() && (predicted <= curve.points.back().first || observed < curve.points.back().second))
      throw std::runtime_error(fmt::format("{}: the points must increase ('{}' after {:.4f} -> {:.4f})", where, trimmed(point),
                                           curve.points.back().first, curve.points.back().second));
    curve.points.emplace_back(predicted, observed);
  }
  if (curve.points.empty()) throw std::runtime_error(fmt::format("{}: a curve needs at least one point", where));
  return curve;
}

}  // namespace

std::string calibration_text(const LikelihoodCalibration& table) {
  std::string text;
  for (const auto& [key, curve] : table.tactic_curves())
    text += fmt::format("{}tactic {} {}: {}\n", calibration_line_prefix, key.first, phase_name(key.second), curve_text(curve));
  for (const auto& [phase, curve] : table.reply_curves())
    text += fmt::format("{}reply {}: {}\n", calibration_line_prefix, phase_name(phase), curve_text(curve));
  return text;
}

std::shared_ptr<const LikelihoodCalibration> read_calibration_text(std::string_view name, std::string_view text) {
  std::shared_ptr<LikelihoodCalibration> table;
  std::istringstream lines{std::string(text)};
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    const std::string_view view = trimmed(line);
    if (!view.starts_with(calibration_line_prefix)) continue;
    const std::string where = fmt::format("{}:{}", name, number);
    const std::string_view body = view.substr(calibration_line_prefix.size());
    const auto colon = body.find(':');
    if (colon == std::string_view::npos)
      throw std::runtime_error(fmt::format("{}: a calibration line is 'calibrate tactic GOAL PHASE: P -> O, ...' or "
                                           "'calibrate reply PHASE: P -> O, ...'", where));
    std::istringstream head{std::string(body.substr(0, colon))};
    std::vector<std::string> words;
    for (std::string word; head >> word;) words.push_back(word);
    const bool tactic = words.size() == 3 && words[0] == "tactic";
    const bool reply = words.size() == 2 && words[0] == "reply";
    if (!tactic && !reply)
      throw std::runtime_error(fmt::format("{}: '{}' is neither 'tactic GOAL PHASE' nor 'reply PHASE'", where, body.substr(0, colon)));
    const auto phase = parse_phase(words.back());
    if (!phase)
      throw std::runtime_error(fmt::format("{}: '{}' is no game phase (opening, middlegame, endgame)", where, words.back()));
    CalibrationCurve curve = read_curve(body.substr(colon + 1), where);
    if (!table) table = std::make_shared<LikelihoodCalibration>();
    if (tactic)
      table->set_tactic_curve(words[1], *phase, std::move(curve));
    else
      table->set_reply_curve(*phase, std::move(curve));
  }
  return table;
}

}  // namespace newell::goals
