// Checkers FEN (PDN 3.0): `<side>:<colour><squares>:<colour><squares>`, for example
// `B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29`; squares may be ranges (`1-12`), kings carry `K`.

#include "checkers/notation.h"

#include <cctype>

namespace newell::checkers {
namespace {

class FenReader {
 public:
  explicit FenReader(std::string_view text) : text_(text) {}

  Position read() {
    skip_spaces();
    const Color to_move = read_colour("the side to move");
    Bitboard pieces[2] = {0, 0};
    Bitboard kings = 0;
    bool seen[2] = {false, false};
    for (int field = 0; field < 2; ++field) {
      skip_spaces();
      if (at_ >= text_.size() || text_[at_] == '.') break;
      expect(':');
      skip_spaces();
      if (at_ >= text_.size() || text_[at_] == ':') continue;  // an empty field: no pieces
      const std::size_t colour_at = at_;
      const Color colour = read_colour("a piece list's colour");
      const int index = static_cast<int>(colour);
      if (seen[index]) fail_at(colour_at, "the " + color_name(colour) + " pieces are listed twice");
      seen[index] = true;
      read_squares(colour, pieces[index], kings, pieces[0] | pieces[1]);
    }
    skip_spaces();
    // Some programs append draughts-style counters (":H0:F1"); they carry nothing checkers needs.
    while (at_ + 1 < text_.size() && text_[at_] == ':' && (text_[at_ + 1] == 'H' || text_[at_ + 1] == 'F')) {
      at_ += 2;
      const std::size_t digits_at = at_;
      while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_])) != 0) ++at_;
      if (at_ == digits_at) fail_at(digits_at, "expected a number after H or F");
      skip_spaces();
    }
    if (at_ < text_.size() && text_[at_] == '.') ++at_;
    skip_spaces();
    if (at_ < text_.size()) fail_at(at_, "unexpected text after the piece lists");
    for (Color colour : {Color::black, Color::white})
      if (count(pieces[static_cast<int>(colour)]) > 12)
        fail_at(0, color_name(colour) + " has " + std::to_string(count(pieces[static_cast<int>(colour)])) +
                       " pieces (at most 12)");
    return Position::from_pieces(pieces[0], pieces[1], kings, to_move);
  }

 private:
  [[noreturn]] void fail_at(std::size_t column, const std::string& why) const {
    const std::size_t stop = std::min(text_.size(), column + 12);
    const std::string near = column < text_.size() ? std::string(text_.substr(column, stop - column)) : "end of text";
    throw NotationError("bad FEN '" + std::string(text_) + "' at column " + std::to_string(column + 1) + " ('" + near +
                            "'): " + why,
                        column + 1);
  }
  void skip_spaces() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_])) != 0) ++at_;
  }
  void expect(char wanted) {
    if (at_ >= text_.size() || text_[at_] != wanted) fail_at(at_, std::string("expected '") + wanted + "'");
    ++at_;
  }
  Color read_colour(const std::string& what) {
    if (at_ < text_.size()) {
      const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text_[at_])));
      if (letter == 'B' || letter == 'W') {
        ++at_;
        return letter == 'B' ? Color::black : Color::white;
      }
    }
    fail_at(at_, "expected B or W for " + what);
  }
  int read_number() {
    const std::size_t start = at_;
    int number = 0;
    while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_])) != 0) {
      number = number * 10 + (text_[at_] - '0');
      if (number > 32) fail_at(start, "square numbers run from 1 to 32");
      ++at_;
    }
    if (at_ == start) fail_at(start, "expected a square number");
    if (number < 1) fail_at(start, "square numbers run from 1 to 32");
    return number - 1;
  }
  void read_squares(Color colour, Bitboard& pieces, Bitboard& kings, Bitboard taken) {
    skip_spaces();
    if (at_ >= text_.size() || text_[at_] == ':' || text_[at_] == '.') return;  // no pieces of this colour
    while (true) {
      skip_spaces();
      const std::size_t item_at = at_;
      bool king = false;
      if (at_ < text_.size() && (text_[at_] == 'K' || text_[at_] == 'k')) {
        king = true;
        ++at_;
      }
      const Square first = read_number();
      Square last = first;
      if (at_ < text_.size() && text_[at_] == '-') {
        ++at_;
        last = read_number();
        if (last < first) fail_at(item_at, "a range must run upwards");
      }
      for (Square square = first; square <= last; ++square) {
        if (((pieces | taken) & bit(square)) != 0) fail_at(item_at, "square " + square_name(square) + " is listed twice");
        if (!king && (crowning_row(colour) & bit(square)) != 0)
          fail_at(item_at, "a " + color_name(colour) + " man cannot stand on " + square_name(square) +
                               " (it would have been crowned)");
        pieces |= bit(square);
        if (king) kings |= bit(square);
      }
      skip_spaces();
      if (at_ < text_.size() && text_[at_] == ',') {
        ++at_;
        continue;
      }
      return;
    }
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

std::string piece_list(const Position& position, Color colour) {
  std::string text(1, colour == Color::black ? 'B' : 'W');
  bool first = true;
  for (Bitboard board = position.pieces(colour); board != 0; board = without_lowest(board)) {
    const Square square = lowest_square(board);
    if (!first) text += ',';
    first = false;
    if ((position.kings & bit(square)) != 0) text += 'K';
    text += square_name(square);
  }
  return text;
}

}  // namespace

Position parse_fen(std::string_view text) { return FenReader(text).read(); }

std::string to_fen(const Position& position) {
  return std::string(position.side_to_move == Color::black ? "B" : "W") + ":" + piece_list(position, Color::white) +
         ":" + piece_list(position, Color::black);
}

}  // namespace newell::checkers
