// Arbitrary bytes as EPD lines (positions with operations, the perft and test suites' format):
// every line reads or throws NotationError; a read line writes back to a line that reads the same.

#include "chess/epd.h"
#include "chess/notation.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace newell::chess;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (int lines = 0; lines < 8 && !text.empty(); ++lines) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    EpdRecord record;
    try {
      record = parse_epd(line);
    } catch (const NotationError&) {
      continue;
    }
    const std::string written = to_epd(record);
    const EpdRecord again = parse_epd(written);
    if (to_epd(again) != written) std::abort();
    try {
      (void)record.perft_counts();
      (void)record.best_moves();
      (void)record.avoid_moves();
    } catch (const NotationError&) {
    }
  }
  return 0;
}
