#pragma once
// What a game record keeps through export and import (PGN/PDN, files or the commands): the same
// kind, players, result, start and moves with their summaries. Checked by the record tests.

#include "store/game_records.h"

#include <catch2/catch.hpp>

#include <cstddef>

namespace newell::testing {

inline void check_same_game(const store::GameRecord& original, const store::GameRecord& copy) {
  CHECK(copy.kind == original.kind);
  CHECK(copy.first_player == original.first_player);
  CHECK(copy.second_player == original.second_player);
  CHECK(copy.result == original.result);
  CHECK(copy.start_position == original.start_position);
  REQUIRE(copy.moves.size() == original.moves.size());
  for (std::size_t i = 0; i < original.moves.size(); ++i) {
    INFO("ply " << i + 1);
    CHECK(copy.moves[i].ply == original.moves[i].ply);
    CHECK(copy.moves[i].notation == original.moves[i].notation);
    CHECK(copy.moves[i].summary == original.moves[i].summary);
  }
}

}  // namespace newell::testing
