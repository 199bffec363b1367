#pragma once
// Free text from the command line (an experiment's --name, a player): UTF-8, else read as Latin-1
// with a warning, the policy of text from files (portable_notation/text_encoding.h). The store and
// its JSON want UTF-8; an argument that is not must never leave an experiment half-made.

#include "portable_notation/text_encoding.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <string>

namespace newell::app {

inline CLI::Validator utf8_text(std::string option) {
  return CLI::Validator(
      [option](std::string& value) {
        if (portable_notation::is_utf8(value)) return std::string();
        value = portable_notation::latin1_to_utf8(value);
        fmt::print(stderr, "warning: {} is not UTF-8, read as Latin-1: '{}'\n", option, value);
        return std::string();
      },
      "", "UTF-8 text");
}

}  // namespace newell::app
