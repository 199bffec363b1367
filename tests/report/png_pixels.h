#pragma once
// A browser's screenshot as pixels, read by libpng (Debian's libpng-dev).

#include <cstdint>
#include <string>
#include <vector>

namespace newell::testing {

struct Pixels {
  std::uint32_t width = 0, height = 0;
  std::vector<std::uint32_t> rgb;  // 0xRRGGBB per pixel, row by row
};

// Throws std::runtime_error with libpng's message when the bytes are not a PNG image it can read.
Pixels decode_png(const std::string& bytes);

}  // namespace newell::testing
