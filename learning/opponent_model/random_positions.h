#pragma once
// Positions reached by random legal moves from the start, seeded: the test and example material of
// the opponent-model work (the paper's players start from varied openings the same way).

#include "checkers/position.h"

#include <cstdint>
#include <random>
#include <vector>

namespace newell::learning::opponent_model {

// Plays `plies` random legal moves from the initial position (stops early where the side to move
// has no move). Deterministic for a given generator state.
checkers::Position random_playout(std::mt19937_64& random, int plies);

// `count` positions after between min_plies and max_plies random moves, each with a legal move.
std::vector<checkers::Position> random_positions(std::uint64_t seed, int count, int min_plies, int max_plies);

}  // namespace newell::learning::opponent_model
