#pragma once
// A stand-in engine for protocol tests: a small shell program that reads commands line by line,
// answers those its `case` branches name and leaves at `quit`, so that a test can make an engine
// misbehave in one chosen way (die, fall silent, send an illegal move).

#include "tests/support/scratch_folder.h"

#include <filesystem>
#include <string>

namespace newell::testing {

// Writes the program `name`.sh into `folder` and returns its path. `cases` are shell `case`
// branches on the line read ("$line"), e.g. "    uci) echo uciok ;;\n".
inline std::string shell_engine(const ScratchFolder& folder, const std::string& name, const std::string& cases) {
  const auto path = folder.write(name + ".sh", "#!/bin/sh\n"
                                               "while read line; do\n"
                                               "  case \"$line\" in\n" +
                                                   cases +
                                                   "    quit) exit 0 ;;\n"
                                                   "  esac\n"
                                                   "done\n");
  std::filesystem::permissions(path, std::filesystem::perms::owner_all);
  return path.string();
}

}  // namespace newell::testing
