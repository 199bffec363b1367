#include "png_pixels.h"

#include <array>
#include <cstdlib>

namespace newell::testing {
namespace {

class BitReader {
 public:
  explicit BitReader(const std::vector<std::uint8_t>& data) : data_(data) {}
  int bit() {
    if (at_ >= data_.size()) throw std::runtime_error("deflate stream ends early");
    const int value = (data_[at_] >> bit_) & 1;
    if (++bit_ == 8) {
      bit_ = 0;
      ++at_;
    }
    return value;
  }
  int bits(int count) {
    int value = 0;
    for (int i = 0; i < count; ++i) value |= bit() << i;
    return value;
  }
  void to_byte() {
    if (bit_ != 0) {
      bit_ = 0;
      ++at_;
    }
  }
  std::uint8_t byte() {
    if (at_ >= data_.size()) throw std::runtime_error("deflate stream ends early");
    return data_[at_++];
  }

 private:
  const std::vector<std::uint8_t>& data_;
  std::size_t at_ = 0;
  int bit_ = 0;
};

// A canonical Huffman code as counts per length and symbols in code order (as in zlib's puff).
struct Huffman {
  std::array<int, 16> count{};
  std::vector<int> symbol;
  Huffman(const int* lengths, int n) : symbol(static_cast<std::size_t>(n)) {
    for (int i = 0; i < n; ++i) ++count[static_cast<std::size_t>(lengths[i])];
    std::array<int, 16> offset{};
    for (int length = 1; length < 15; ++length)
      offset[static_cast<std::size_t>(length + 1)] = offset[static_cast<std::size_t>(length)] + count[static_cast<std::size_t>(length)];
    for (int i = 0; i < n; ++i)
      if (lengths[i] != 0) symbol[static_cast<std::size_t>(offset[static_cast<std::size_t>(lengths[i])]++)] = i;
  }
  int decode(BitReader& in) const {
    int code = 0, first = 0, index = 0;
    for (int length = 1; length < 16; ++length) {
      code |= in.bit();
      const int here = count[static_cast<std::size_t>(length)];
      if (code - here < first) return symbol[static_cast<std::size_t>(index + (code - first))];
      index += here;
      first += here;
      first <<= 1;
      code <<= 1;
    }
    throw std::runtime_error("bad Huffman code");
  }
};

constexpr std::array<int, 29> length_base{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                          35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<int, 29> length_extra{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<int, 30> distance_base{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129,
                                            193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<int, 30> distance_extra{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

void inflate_block(BitReader& in, std::vector<std::uint8_t>& out, const Huffman& lengths, const Huffman& distances) {
  while (true) {
    const int symbol = lengths.decode(in);
    if (symbol < 256) {
      out.push_back(static_cast<std::uint8_t>(symbol));
    } else if (symbol == 256) {
      return;
    } else {
      const std::size_t index = static_cast<std::size_t>(symbol - 257);
      if (index >= length_base.size()) throw std::runtime_error("bad length symbol");
      const int length = length_base[index] + in.bits(length_extra[index]);
      const std::size_t distance_symbol = static_cast<std::size_t>(distances.decode(in));
      if (distance_symbol >= distance_base.size()) throw std::runtime_error("bad distance symbol");
      const std::size_t distance = static_cast<std::size_t>(distance_base[distance_symbol] + in.bits(distance_extra[distance_symbol]));
      if (distance > out.size()) throw std::runtime_error("distance before the start");
      for (int i = 0; i < length; ++i) out.push_back(out[out.size() - distance]);
    }
  }
}

}  // namespace

std::vector<std::uint8_t> inflate(const std::vector<std::uint8_t>& deflated) {
  BitReader in(deflated);
  std::vector<std::uint8_t> out;
  int last = 0;
  do {
    last = in.bit();
    const int type = in.bits(2);
    if (type == 0) {
      in.to_byte();
      const int length = in.byte() | (in.byte() << 8);
      in.byte();
      in.byte();
      for (int i = 0; i < length; ++i) out.push_back(in.byte());
    } else if (type == 1) {
      std::array<int, 288> lengths{};
      for (int i = 0; i < 288; ++i) lengths[static_cast<std::size_t>(i)] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
      std::array<int, 30> distance_lengths{};
      distance_lengths.fill(5);
      inflate_block(in, out, Huffman(lengths.data(), 288), Huffman(distance_lengths.data(), 30));
    } else if (type == 2) {
      const int literal_count = in.bits(5) + 257;
      const int distance_count = in.bits(5) + 1;
      const int code_count = in.bits(4) + 4;
      static constexpr std::array<int, 19> order{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
      std::array<int, 19> code_lengths{};
      for (int i = 0; i < code_count; ++i) code_lengths[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = in.bits(3);
      const Huffman code(code_lengths.data(), 19);
      std::vector<int> lengths;
      while (static_cast<int>(lengths.size()) < literal_count + distance_count) {
        const int symbol = code.decode(in);
        if (symbol < 16) {
          lengths.push_back(symbol);
        } else {
          int repeat = 0, value = 0;
          if (symbol == 16) {
            if (lengths.empty()) throw std::runtime_error("repeat with no length");
            value = lengths.back();
            repeat = 3 + in.bits(2);
          } else if (symbol == 17) {
            repeat = 3 + in.bits(3);
          } else {
            repeat = 11 + in.bits(7);
          }
          lengths.insert(lengths.end(), static_cast<std::size_t>(repeat), value);
        }
      }
      inflate_block(in, out, Huffman(lengths.data(), literal_count), Huffman(lengths.data() + literal_count, distance_count));
    } else {
      throw std::runtime_error("bad deflate block type");
    }
  } while (last == 0);
  return out;
}

Pixels decode_png(const std::string& bytes) {
  if (bytes.size() < 33 || bytes.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) throw std::runtime_error("not a PNG file");
  const auto big_endian = [&](std::size_t at) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
    return value;
  };
  Pixels pixels;
  std::vector<std::uint8_t> compressed;
  int channels = 0;
  for (std::size_t at = 8; at + 8 <= bytes.size();) {
    const std::uint32_t length = big_endian(at);
    const std::string type = bytes.substr(at + 4, 4);
    const std::size_t data = at + 8;
    if (data + length > bytes.size()) throw std::runtime_error("PNG chunk " + type + " runs past the end");
    if (type == "IHDR") {
      pixels.width = big_endian(data);
      pixels.height = big_endian(data + 4);
      const int depth = static_cast<unsigned char>(bytes[data + 8]);
      const int colour = static_cast<unsigned char>(bytes[data + 9]);
      if (depth != 8 || (colour != 2 && colour != 6) || bytes[data + 12] != 0)
        throw std::runtime_error("only 8-bit RGB or RGBA, not interlaced, is read here");
      channels = colour == 2 ? 3 : 4;
    } else if (type == "IDAT") {
      compressed.insert(compressed.end(), bytes.begin() + static_cast<std::ptrdiff_t>(data),
                        bytes.begin() + static_cast<std::ptrdiff_t>(data + length));
    } else if (type == "IEND") {
      break;
    }
    at = data + length + 4;  // the CRC is not checked
  }
  if (channels == 0 || compressed.size() < 2) throw std::runtime_error("PNG without IHDR or IDAT");
  compressed.erase(compressed.begin(), compressed.begin() + 2);  // the zlib header
  const std::vector<std::uint8_t> raw = inflate(compressed);
  const std::size_t stride = static_cast<std::size_t>(pixels.width) * static_cast<std::size_t>(channels);
  if (raw.size() < (stride + 1) * pixels.height) throw std::runtime_error("PNG image data too short");

  std::vector<std::uint8_t> previous(stride, 0), row(stride);
  pixels.rgb.reserve(static_cast<std::size_t>(pixels.width) * pixels.height);
  const std::size_t step = static_cast<std::size_t>(channels);
  for (std::uint32_t y = 0; y < pixels.height; ++y) {
    const std::uint8_t* line = raw.data() + y * (stride + 1);
    const int filter = line[0];
    for (std::size_t x = 0; x < stride; ++x) {
      const int left = x >= step ? row[x - step] : 0;
      const int up = previous[x];
      const int up_left = x >= step ? previous[x - step] : 0;
      int predicted = 0;
      switch (filter) {
        case 0: predicted = 0; break;
        case 1: predicted = left; break;
        case 2: predicted = up; break;
        case 3: predicted = (left + up) / 2; break;
        case 4: {
          const int estimate = left + up - up_left;
          const int to_left = std::abs(estimate - left), to_up = std::abs(estimate - up), to_corner = std::abs(estimate - up_left);
          predicted = to_left <= to_up && to_left <= to_corner ? left : to_up <= to_corner ? up : up_left;
          break;
        }
        default: throw std::runtime_error("bad PNG row filter");
      }
      row[x] = static_cast<std::uint8_t>(line[1 + x] + predicted);
    }
    for (std::size_t x = 0; x < stride; x += step)
      pixels.rgb.push_back((std::uint32_t{row[x]} << 16) | (std::uint32_t{row[x + 1]} << 8) | row[x + 2]);
    std::swap(previous, row);
  }
  return pixels;
}

}  // namespace newell::testing
