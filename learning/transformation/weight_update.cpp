#include "learning/transformation/weight_update.h"

#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace newell::learning::transformation {

double WeightUpdate::apply(double weight, double successes, double trials) const {
  if (trials <= 0) return weight;
  const double share = successes / trials;
  const double step = std::min(1.0, trials);
  double updated = weight;
  if (kind == Kind::linear)
    updated = weight + rate * step * (share - weight);
  else
    updated = weight * std::exp(rate * step * (2 * share - 1));
  return std::clamp(updated, minimum, maximum);
}

std::string WeightUpdate::text() const {
  return fmt::format("{}:rate={},min={},max={}", kind == Kind::linear ? "linear" : "multiplicative", rate, minimum,
                     maximum);
}

namespace {
double number(std::string_view key, std::string_view text) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
    throw std::invalid_argument(fmt::format("--update: {} must be a number, not '{}'", key, text));
  return value;
}
}  // namespace

WeightUpdate parse_weight_update(std::string_view text) {
  WeightUpdate update;
  const auto colon = text.find(':');
  const std::string_view kind = text.substr(0, colon);
  if (kind == "linear") {
    update.kind = WeightUpdate::Kind::linear;
  } else if (kind == "multiplicative" || kind == "exponentiated") {
    update.kind = WeightUpdate::Kind::multiplicative;
    update.rate = 0.2;
  } else {
    throw std::invalid_argument(
        fmt::format("--update: unknown update rule '{}' (known: linear, multiplicative)", kind));
  }
  std::string_view rest = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view part = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    const auto equal = part.find('=');
    if (equal == std::string_view::npos)
      throw std::invalid_argument(fmt::format("--update: expected key=value, not '{}'", part));
    const std::string_view key = part.substr(0, equal);
    const double value = number(key, part.substr(equal + 1));
    if (key == "rate")
      update.rate = value;
    else if (key == "min")
      update.minimum = value;
    else if (key == "max")
      update.maximum = value;
    else
      throw std::invalid_argument(fmt::format("--update: unknown setting '{}' (known: rate, min, max)", key));
  }
  if (update.rate <= 0 || update.rate > 1)
    throw std::invalid_argument(fmt::format("--update: rate must be in (0, 1], not {}", update.rate));
  if (update.minimum < 0 || update.minimum >= update.maximum)
    throw std::invalid_argument(
        fmt::format("--update: need 0 <= min < max, not min={} max={}", update.minimum, update.maximum));
  return update;
}

}  // namespace newell::learning::transformation
