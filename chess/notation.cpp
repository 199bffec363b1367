// UCI and SAN move notation.

#include "chess/notation.h"

#include <string>
#include <vector>

#include "chess/movegen.h"

namespace newell::chess {

namespace {

constexpr char piece_letter_upper[] = "PNBRQK";

[[noreturn]] void fail(std::string_view kind, std::string_view text, std::string_view why) {
  throw NotationError(std::string(kind) + " move \"" + std::string(text) + "\": " + std::string(why));
}

PieceType piece_type_from_letter(char letter) {
  switch (letter) {
    case 'N':
    case 'n':
      return Knight;
    case 'B':
    case 'b':
      return Bishop;
    case 'R':
    case 'r':
      return Rook;
    case 'Q':
    case 'q':
      return Queen;
    case 'K':
    case 'k':
      return King;
    case 'P':
    case 'p':
      return Pawn;
    default:
      return NoPieceType;
  }
}

std::string join(const std::vector<std::string>& words) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i)
    text += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return text;
}

}  // namespace

std::string square_name(Square square) {
  if (!is_valid(square)) return "-";
  return {char('a' + file_of(square)), char('1' + rank_of(square))};
}

Square parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return NoSquare;
  return make_square(text[0] - 'a', text[1] - '1');
}

std::string to_uci(Move move) {
  if (move.is_none()) return "0000";
  std::string text = square_name(move.from()) + square_name(move.to());
  if (move.is_promotion()) text += "nbrq"[move.promotion() - Knight];
  return text;
}

Move parse_uci_move(const Position& position, std::string_view text) {
  if (text.size() != 4 && text.size() != 5)
    fail("UCI", text, "expected from and to squares and an optional promotion piece, e.g. e2e4 or e7e8q");
  const Square from = parse_square(text.substr(0, 2));
  Square to = parse_square(text.substr(2, 2));
  if (from == NoSquare || to == NoSquare) fail("UCI", text, "expected from and to squares such as e2e4");
  PieceType promotion = NoPieceType;
  if (text.size() == 5) {
    promotion = piece_type_from_letter(text[4]);
    if (promotion < Knight || promotion > Queen) fail("UCI", text, "the promotion piece must be one of n, b, r, q");
  }
  // Accept the king-takes-own-rook spelling of castling (e1h1) too.
  const Piece mover = position.piece_on(from);
  if (mover != NoPiece && piece_type(mover) == King && position.piece_on(to) == make_piece(piece_color(mover), Rook) &&
      rank_of(from) == rank_of(to) && file_of(from) == 4)
    to = file_of(to) == 7 ? Square(from + 2) : Square(from - 2);

  MoveList moves;
  generate_legal(position, moves);
  for (const Move move : moves) {
    if (move.from() != from || move.to() != to) continue;
    if (move.is_promotion() ? move.promotion() == promotion : promotion == NoPieceType) return move;
  }
  if (mover == NoPiece) fail("UCI", text, "there is no piece on " + square_name(from));
  if (piece_color(mover) != position.side_to_move())
    fail("UCI", text, "the piece on " + square_name(from) + " belongs to the side not to move");
  for (const Move move : moves)
    if (move.from() == from && move.to() == to)
      fail("UCI", text,
           promotion == NoPieceType ? "a promotion needs its piece, e.g. " + to_uci(move) : "not a legal promotion");
  fail("UCI", text, "not a legal move in this position");
}

std::string to_san(const Position& position, Move move) {
  std::string san;
  if (move.is_castling()) {
    san = file_of(move.to()) == 6 ? "O-O" : "O-O-O";
  } else {
    const PieceType moved = piece_type(position.piece_on(move.from()));
    const bool capture = position.is_capture(move);
    if (moved == Pawn) {
      if (capture) san += char('a' + file_of(move.from()));
    } else {
      san += piece_letter_upper[moved];
      MoveList moves;
      generate_legal(position, moves);
      bool ambiguous = false, same_file = false, same_rank = false;
      for (const Move other : moves) {
        if (other.to() != move.to() || other.from() == move.from() ||
            piece_type(position.piece_on(other.from())) != moved)
          continue;
        ambiguous = true;
        same_file |= file_of(other.from()) == file_of(move.from());
        same_rank |= rank_of(other.from()) == rank_of(move.from());
      }
      if (ambiguous) {
        if (!same_file) san += char('a' + file_of(move.from()));
        else if (!same_rank) san += char('1' + rank_of(move.from()));
        else san += square_name(move.from());
      }
    }
    if (capture) san += 'x';
    san += square_name(move.to());
    if (move.is_promotion()) {
      san += '=';
      san += piece_letter_upper[move.promotion()];
    }
  }
  if (position.gives_check(move)) {
    Position after = position;
    after.make_move(move);
    san += has_legal_move(after) ? '+' : '#';
  }
  return san;
}

Move parse_san(const Position& position, std::string_view text) {
  std::string_view body = text;
  while (!body.empty() && (body.back() == '+' || body.back() == '#' || body.back() == '!' || body.back() == '?'))
    body.remove_suffix(1);
  if (body.size() > 4 && body.substr(body.size() - 4) == "e.p.") body.remove_suffix(4);
  while (!body.empty() && body.back() == ' ') body.remove_suffix(1);
  if (body.empty()) fail("SAN", text, "empty");

  MoveList moves;
  generate_legal(position, moves);

  if (body == "O-O" || body == "0-0" || body == "O-O-O" || body == "0-0-0") {
    const bool kingside = body.size() == 3;
    for (const Move move : moves)
      if (move.is_castling() && (file_of(move.to()) == 6) == kingside) return move;
    fail("SAN", text, std::string("castling ") + (kingside ? "kingside" : "queenside") + " is not legal here");
  }

  // Promotion suffix: =Q, (Q), Q or q after the destination square.
  PieceType promotion = NoPieceType;
  if (body.size() >= 3 && body.back() == ')') {
    promotion = piece_type_from_letter(body[body.size() - 2]);
    if (body[body.size() - 3] != '(' || promotion < Knight || promotion > Queen)
      fail("SAN", text, "unreadable promotion");
    body.remove_suffix(3);
  } else if (body.size() >= 3 && !(body.back() >= '1' && body.back() <= '8')) {
    promotion = piece_type_from_letter(body.back());
    if (promotion < Knight || promotion > Queen)
      fail("SAN", text, "expected it to end with a destination square or a promotion piece");
    body.remove_suffix(1);
    if (!body.empty() && body.back() == '=') body.remove_suffix(1);
  }
  if (body.size() < 2) fail("SAN", text, "expected a destination square");
  const Square to = parse_square(body.substr(body.size() - 2));
  if (to == NoSquare) fail("SAN", text, "expected a destination square such as e4");
  body.remove_suffix(2);

  PieceType moved = Pawn;
  if (!body.empty() && body[0] >= 'A' && body[0] <= 'Z') {
    moved = piece_type_from_letter(body[0]);
    if (moved == NoPieceType || moved == Pawn)
      fail("SAN", text, std::string("'") + body[0] + "' is not a piece letter (N, B, R, Q, K)");
    body.remove_prefix(1);
  }
  int from_file = -1, from_rank = -1;
  for (const char c : body) {
    if (c >= 'a' && c <= 'h' && from_file < 0) from_file = c - 'a';
    else if (c >= '1' && c <= '8' && from_rank < 0) from_rank = c - '1';
    else if (c == 'x' || c == ':' || c == '-') continue;
    else fail("SAN", text, std::string("unexpected '") + c + "'");
  }

  std::vector<Move> candidates;
  for (const Move move : moves) {
    if (move.to() != to || move.is_castling() || piece_type(position.piece_on(move.from())) != moved) continue;
    if (from_file >= 0 && file_of(move.from()) != from_file) continue;
    if (from_rank >= 0 && rank_of(move.from()) != from_rank) continue;
    if (move.is_promotion() ? move.promotion() != promotion : promotion != NoPieceType) {
      if (move.is_promotion() && promotion == NoPieceType)
        fail("SAN", text, "a pawn reaching the last rank must name its promotion, e.g. " + to_san(position, move));
      continue;
    }
    candidates.push_back(move);
  }
  // A king move written from e1 to g1 is castling in some sources.
  if (candidates.empty() && moved == King)
    for (const Move move : moves)
      if (move.is_castling() && move.to() == to) return move;
  if (candidates.size() == 1) return candidates.front();
  if (candidates.empty()) {
    const char* names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    fail("SAN", text,
         std::string("no legal ") + names[moved] + " move " + (promotion != NoPieceType ? "with that promotion " : "") +
             "to " + square_name(to) + " in this position");
  }
  std::vector<std::string> choices;
  for (const Move move : candidates) choices.push_back(to_san(position, move));
  fail("SAN", text, "ambiguous, could be " + join(choices));
}

}  // namespace newell::chess
