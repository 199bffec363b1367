#include "learning/transformation/weight_update.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace newell::learning::transformation;

TEST_CASE("the default update is linear with rate 0.1 and weights clamped to 0.01..1") {
  const auto update = parse_weight_update(default_weight_update);
  CHECK(update.kind == WeightUpdate::Kind::linear);
  CHECK(update.rate == 0.1);
  CHECK(update.minimum == 0.01);
  CHECK(update.maximum == 1.0);
  CHECK(update.text() == "linear:rate=0.1,min=0.01,max=1");
}

TEST_CASE("the linear update moves the weight toward the share of achieved parents") {
  const auto update = parse_weight_update("linear:rate=0.5");
  CHECK(update.apply(0.4, 3, 4) == Approx(0.4 + 0.5 * (0.75 - 0.4)));
  CHECK(update.apply(0.4, 0, 4) == Approx(0.2));
  CHECK(update.apply(0.4, 0, 0) == 0.4);  // nothing resolved: unchanged
}

TEST_CASE("the multiplicative update scales by exp(rate * (2s - 1)) and is clamped") {
  const auto update = parse_weight_update("multiplicative:rate=0.2,min=0.05,max=2");
  CHECK(update.apply(0.5, 1, 1) == Approx(0.5 * std::exp(0.2)));
  CHECK(update.apply(0.5, 0, 1) == Approx(0.5 * std::exp(-0.2)));
  CHECK(update.apply(0.5, 1, 2) == Approx(0.5));
  CHECK(update.apply(1.9, 5, 5) == 2.0);
  CHECK(update.apply(0.051, 0, 5) == 0.05);
}

TEST_CASE("a bad update is refused naming the offending part") {
  CHECK_THROWS_WITH(parse_weight_update("quadratic"), Catch::Contains("unknown update rule 'quadratic'"));
  CHECK_THROWS_WITH(parse_weight_update("linear:rate=fast"), Catch::Contains("rate must be a number, not 'fast'"));
  CHECK_THROWS_WITH(parse_weight_update("linear:speed=1"), Catch::Contains("unknown setting 'speed'"));
  CHECK_THROWS_WITH(parse_weight_update("linear:rate=2"), Catch::Contains("rate must be in (0, 1]"));
  CHECK_THROWS_WITH(parse_weight_update("linear:min=0.5,max=0.2"), Catch::Contains("min < max"));
  CHECK_THROWS_WITH(parse_weight_update("linear:rate"), Catch::Contains("expected key=value"));
}
