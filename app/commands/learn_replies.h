#pragma once
// `newell learn replies`: the opponent's replies learned from games, and the opponent model's
// top-3 accuracy before and after on other games (learn_replies.cpp).

#include <CLI/CLI.hpp>

namespace newell::app {

// Adds `replies` under the `learn` command.
void add_learn_replies(CLI::App& learn);

}  // namespace newell::app
