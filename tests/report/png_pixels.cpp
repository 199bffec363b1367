#include "png_pixels.h"

#include <png.h>

#include <stdexcept>

namespace newell::testing {

Pixels decode_png(const std::string& bytes) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()) == 0)
    throw std::runtime_error(std::string("not a PNG image libpng reads: ") + image.message);
  image.format = PNG_FORMAT_RGB;
  std::vector<std::uint8_t> buffer(PNG_IMAGE_SIZE(image));
  if (png_image_finish_read(&image, nullptr, buffer.data(), 0, nullptr) == 0)
    throw std::runtime_error(std::string("libpng could not read the image: ") + image.message);
  Pixels pixels;
  pixels.width = image.width;
  pixels.height = image.height;
  pixels.rgb.reserve(buffer.size() / 3);
  for (std::size_t at = 0; at + 2 < buffer.size(); at += 3)
    pixels.rgb.push_back((std::uint32_t{buffer[at]} << 16) | (std::uint32_t{buffer[at + 1]} << 8) | buffer[at + 2]);
  return pixels;
}

}  // namespace newell::testing
