#include "app/per_game.h"

#include <catch2/catch.hpp>

namespace {

struct ProbeRequest {
  int value = 0;
};
using ProbeHandlers = newell::app::PerGame<ProbeRequest>;

const ProbeHandlers::Registration doubling{"doubling", [](const ProbeRequest& request) { return request.value * 2; }};

}  // namespace

TEST_CASE("a game's handler is found by its name and answers the request", "[app]") {
  const auto* handler = ProbeHandlers::find("doubling");
  REQUIRE(handler != nullptr);
  CHECK((*handler)(ProbeRequest{21}) == 42);
}

TEST_CASE("an unknown game has no handler and the known ones are listed", "[app]") {
  CHECK(ProbeHandlers::find("go") == nullptr);
  CHECK(ProbeHandlers::known_games() == "doubling");
}
