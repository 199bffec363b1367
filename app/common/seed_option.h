#pragma once
// `--seed S`: a seed is a whole number from 0 up. CLI11 reads "-1" into an unsigned option as
// 2^64 - 1, a seed nobody asked for: refused instead, as a usage error.

#include <CLI/CLI.hpp>

#include <string>

namespace newell::app {

inline const CLI::Validator non_negative_seed(
    [](std::string& text) {
      return text.find('-') == std::string::npos ? std::string() : "a seed is a whole number from 0 up, not " + text;
    },
    "SEED >= 0", "non-negative seed");

}  // namespace newell::app
