#pragma once
// `newell learn show EXP`: what a learning run changed and why (learn_show.cpp).

#include <CLI/CLI.hpp>

namespace newell::app {

// Adds `show` under the `learn` command.
void add_learn_show(CLI::App& learn);

}  // namespace newell::app
