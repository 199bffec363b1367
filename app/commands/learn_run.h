#pragma once
// `newell learn run FILE`: an experiment file executed (learning/experiment/experiment_run.h).

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace newell::learning::transformation {
struct SelfPlayOpening;  // learning/transformation/self_play.h: app links learning PRIVATE
}

namespace newell::app {

// Adds `run` under the `learn` command.
void add_learn_run(CLI::App& learn);

// The openings of a file (read as `newell match` reads them) as move lists from the game's start
// position; throws std::runtime_error for an unknown game, a file that cannot be read, or an opening
// that starts from a position of its own (the learning games start from the initial position).
std::vector<learning::transformation::SelfPlayOpening> self_play_openings(const std::string& game, const std::string& path);

}  // namespace newell::app
