#pragma once
// Samuel's rote memories (table rote_positions): named sets of checkers positions, each with the
// score a search gave it, the ply it was searched to and its age.

#include "store/database.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace newell::store {

struct RotePosition {
  std::int64_t black = 0, white = 0, kings = 0;  // the position's bitboards
  int score = 0, ply = 0, age = 0;
};

std::vector<RotePosition> load_rote_positions(const Database& database, std::string_view memory);
// Replaces the stored positions of `memory` with these, in one transaction.
void replace_rote_positions(const Database& database, std::string_view memory, const std::vector<RotePosition>& positions);

}  // namespace newell::store
