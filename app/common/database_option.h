#pragma once
// `--db FILE`, the same for every command that reads or writes the store.

#include <CLI/CLI.hpp>

#include <string>

namespace newell::app {

inline constexpr const char* default_database_file = "newell.db";

inline CLI::Option* add_database_option(CLI::App* command, std::string& path) {
  path = default_database_file;
  return command->add_option("--db", path, "The SQLite file games and learning are kept in")->capture_default_str();
}

}  // namespace newell::app
