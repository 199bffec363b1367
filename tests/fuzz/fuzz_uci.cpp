// Arbitrary bytes as UCI command lines: the engine loop must neither crash nor hang. Searches are
// capped (nodes, depth, hash size) so that every input runs in milliseconds.

#include "app/uci/uci_loop.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream input(std::string(reinterpret_cast<const char*>(data), size));
  std::ostringstream output;
  newell::uci::UciSettings settings;
  settings.max_nodes_per_search = 2000;
  settings.max_depth = 4;
  settings.max_hash_megabytes = 1;
  newell::uci::run_uci(input, output, settings);
  return 0;
}
