// FEN reading with full validation, and writing. Every error names the field and its text.

#include <charconv>
#include <string>
#include <vector>

#include "chess/notation_error.h"
#include "chess/position.h"

namespace newell::chess {

namespace {

[[noreturn]] void fail_fen(std::string_view field, std::string_view text, std::string_view why) {
  throw NotationError("FEN " + std::string(field) + " \"" + std::string(text) + "\": " + std::string(why));
}

std::vector<std::string_view> split_fields(std::string_view fen) {
  std::vector<std::string_view> fields;
  std::size_t at = 0;
  while (at < fen.size()) {
    while (at < fen.size() && (fen[at] == ' ' || fen[at] == '\t' || fen[at] == '\r' || fen[at] == '\n')) ++at;
    const std::size_t start = at;
    while (at < fen.size() && !(fen[at] == ' ' || fen[at] == '\t' || fen[at] == '\r' || fen[at] == '\n')) ++at;
    if (at > start) fields.push_back(fen.substr(start, at - start));
  }
  return fields;
}

Piece piece_from_letter(char letter) {
  switch (letter) {
    case 'P':
      return WhitePawn;
    case 'N':
      return WhiteKnight;
    case 'B':
      return WhiteBishop;
    case 'R':
      return WhiteRook;
    case 'Q':
      return WhiteQueen;
    case 'K':
      return WhiteKing;
    case 'p':
      return BlackPawn;
    case 'n':
      return BlackKnight;
    case 'b':
      return BlackBishop;
    case 'r':
      return BlackRook;
    case 'q':
      return BlackQueen;
    case 'k':
      return BlackKing;
    default:
      return NoPiece;
  }
}

constexpr char piece_letters[] = "PNBRQK??pnbrqk";

int parse_clock(std::string_view field, std::string_view text, int minimum, int maximum) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty() || text[0] == '-' || text[0] == '+')
    fail_fen(field, text, "expected a whole number");
  if (value < minimum || value > maximum)
    fail_fen(field, text, "must be between " + std::to_string(minimum) + " and " + std::to_string(maximum));
  return value;
}

}  // namespace

// Builds a Position field by field; a friend so that it can fill the private state directly.
class FenReader {
 public:
  static Position read(std::string_view fen);
};

Position FenReader::read(std::string_view fen) {
  const auto fields = split_fields(fen);
  if (fields.size() < 4 || fields.size() > 6)
    fail_fen("text", fen,
         "expected 6 fields (placement, side, castling, en passant, halfmove clock, fullmove number), found " +
             std::to_string(fields.size()));
  Position position;

  // 1. Piece placement, from rank 8 down to rank 1.
  const std::string_view placement = fields[0];
  int rank = 7;
  std::size_t rank_start = 0;
  for (std::size_t at = 0; at <= placement.size(); ++at) {
    if (at < placement.size() && placement[at] != '/') continue;
    const std::string_view rank_text = placement.substr(rank_start, at - rank_start);
    if (rank < 0) fail_fen("piece placement", placement, "more than 8 ranks");
    int file = 0;
    for (const char c : rank_text) {
      if (c >= '1' && c <= '8') {
        file += c - '0';
      } else {
        const Piece piece = piece_from_letter(c);
        if (piece == NoPiece)
          fail_fen("piece placement", placement,
               std::string("'") + c + "' is neither a piece letter (PNBRQKpnbrqk) nor a count of empty squares (1-8)");
        if (file < 8) position.put_piece(piece, make_square(file, rank));
        ++file;
      }
      if (file > 8) break;
    }
    if (file != 8)
      fail_fen("piece placement", placement,
           "rank " + std::to_string(rank + 1) + " \"" + std::string(rank_text) + "\" covers " +
               (file > 8 ? "more than" : std::to_string(file) + " files, not") + " 8 files");
    --rank;
    rank_start = at + 1;
  }
  if (rank >= 0) fail_fen("piece placement", placement, "has " + std::to_string(7 - rank) + " ranks, expected 8");
  for (const Color color : {White, Black}) {
    const char* name = color == White ? "white" : "black";
    const int kings = popcount(position.pieces(color, King));
    if (kings != 1)
      fail_fen("piece placement", placement,
           std::string(name) + " has " + std::to_string(kings) + " kings, expected exactly 1");
    const int pawns = popcount(position.pieces(color, Pawn));
    if (pawns > 8)
      fail_fen("piece placement", placement, std::string(name) + " has " + std::to_string(pawns) + " pawns, at most 8");
    if (popcount(position.pieces(color)) > 16)
      fail_fen("piece placement", placement, std::string(name) + " has more than 16 men");
    // Every piece beyond the initial set must be a promoted pawn.
    const int extra = std::max(0, popcount(position.pieces(color, Queen)) - 1) +
                      std::max(0, popcount(position.pieces(color, Rook)) - 2) +
                      std::max(0, popcount(position.pieces(color, Bishop)) - 2) +
                      std::max(0, popcount(position.pieces(color, Knight)) - 2);
    if (extra > 8 - pawns)
      fail_fen("piece placement", placement, std::string(name) + " has more promoted pieces than missing pawns");
  }
  if (position.pieces(Pawn) & (Rank1 | Rank8))
    fail_fen("piece placement", placement, "a pawn stands on the first or last rank");

  // 2. Side to move.
  if (fields[1] == "w") position.side_ = White;
  else if (fields[1] == "b") position.side_ = Black;
  else fail_fen("side to move", fields[1], "expected w or b");

  // 3. Castling rights: each needs its king and rook on their original squares.
  const std::string_view castling = fields[2];
  if (castling != "-") {
    for (const char c : castling) {
      std::uint8_t right = NoCastling;
      Square king_at = E1;
      Square rook_at = H1;
      Piece king = WhiteKing;
      switch (c) {
        case 'K':
          right = WhiteKingside;
          break;
        case 'Q':
          right = WhiteQueenside;
          rook_at = A1;
          break;
        case 'k':
          right = BlackKingside;
          king_at = E8;
          rook_at = H8;
          king = BlackKing;
          break;
        case 'q':
          right = BlackQueenside;
          king_at = E8;
          rook_at = A8;
          king = BlackKing;
          break;
        default:
          fail_fen("castling rights", castling, std::string("'") + c + "' is not one of K, Q, k, q (or - for none)");
      }
      if (position.state_.castling & right)
        fail_fen("castling rights", castling, std::string("'") + c + "' is given twice");
      if (position.board_[king_at] != king)
        fail_fen("castling rights", castling, std::string("'") + c + "' needs the king on its original square");
      if (position.board_[rook_at] != make_piece(piece_color(king), Rook))
        fail_fen("castling rights", castling,
             std::string("'") + c + "' needs a rook on " + char('a' + file_of(rook_at)) + char('1' + rank_of(rook_at)));
      position.state_.castling |= right;
    }
  }

  // 4. En passant square: behind a pawn that has just made a double push.
  const std::string_view en_passant = fields[3];
  if (en_passant != "-") {
    if (en_passant.size() != 2 || en_passant[0] < 'a' || en_passant[0] > 'h' || en_passant[1] < '1' ||
        en_passant[1] > '8')
      fail_fen("en passant square", en_passant, "expected a square such as e3, or -");
    const Square square = make_square(en_passant[0] - 'a', en_passant[1] - '1');
    const Color mover = position.side_;
    if (rank_of(square) != relative_rank(mover, 5))
      fail_fen("en passant square", en_passant,
           std::string("must be on rank ") + (mover == White ? "6" : "3") + " when " +
               (mover == White ? "white" : "black") + " is to move");
    const Square pawn_at = Square(square - pawn_push(mover));
    const Square origin = Square(square + pawn_push(mover));
    if (position.board_[pawn_at] != make_piece(~mover, Pawn))
      fail_fen("en passant square", en_passant, "no pawn stands in front of it that could just have moved two squares");
    if (position.board_[square] != NoPiece || position.board_[origin] != NoPiece)
      fail_fen("en passant square", en_passant, "the square passed over and the pawn's starting square must be empty");
    position.state_.en_passant = square;
  }

  // 5, 6. Clocks (optional in EPD-style input).
  if (fields.size() >= 5)
    position.state_.halfmove_clock = std::uint16_t(parse_clock("halfmove clock", fields[4], 0, 9999));
  int fullmove = 1;
  if (fields.size() >= 6) fullmove = parse_clock("fullmove number", fields[5], 1, 99999);
  position.game_ply_ = 2 * (fullmove - 1) + (position.side_ == Black ? 1 : 0);

  const Color mover = position.side_;
  if (position.attackers_to(position.king_square(~mover), position.occupied()) & position.pieces(mover))
    fail_fen("side to move", fields[1],
         std::string("the side not to move (") + (mover == White ? "black" : "white") + ") is in check");
  if (popcount(position.checkers()) > 2)
    fail_fen("piece placement", placement, "the king to move is in check by more than two pieces");

  position.state_.plies_from_null = 0;
  position.state_.key = position.compute_key();
  return position;
}

Position Position::from_fen(std::string_view fen) { return FenReader::read(fen); }

std::string Position::to_fen() const {
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece piece = board_[make_square(file, rank)];
      if (piece == NoPiece) {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      empty = 0;
      fen += piece_letters[piece];
    }
    if (empty) fen += char('0' + empty);
    if (rank) fen += '/';
  }
  fen += side_ == White ? " w " : " b ";
  if (state_.castling == NoCastling) fen += '-';
  if (state_.castling & WhiteKingside) fen += 'K';
  if (state_.castling & WhiteQueenside) fen += 'Q';
  if (state_.castling & BlackKingside) fen += 'k';
  if (state_.castling & BlackQueenside) fen += 'q';
  fen += ' ';
  if (state_.en_passant == NoSquare) {
    fen += '-';
  } else {
    fen += char('a' + file_of(state_.en_passant));
    fen += char('1' + rank_of(state_.en_passant));
  }
  fen += ' ' + std::to_string(state_.halfmove_clock) + ' ' + std::to_string(fullmove_number());
  return fen;
}

}  // namespace newell::chess
