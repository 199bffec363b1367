#pragma once
// Just enough of PNG to judge a browser's screenshot: 8-bit RGB or RGBA, not interlaced (what
// Chromium writes), inflated by a small DEFLATE decoder (RFC 1951) so the test needs no library.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace newell::testing {

struct Pixels {
  std::uint32_t width = 0, height = 0;
  std::vector<std::uint32_t> rgb;  // 0xRRGGBB per pixel, row by row
};

// Throws std::runtime_error naming what it cannot read.
Pixels decode_png(const std::string& bytes);
std::vector<std::uint8_t> inflate(const std::vector<std::uint8_t>& deflated);

}  // namespace newell::testing
