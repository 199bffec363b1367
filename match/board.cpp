#include "match/board.h"

#include "checkers/evaluation.h"
#include "checkers/game.h"
#include "checkers/notation.h"
#include "chess/evaluation.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "game_descriptor/game_descriptor.h"

#include <stdexcept>

namespace newell::match {
namespace {

class ChessBoard final : public Board {
 public:
  explicit ChessBoard(std::string_view fen) : position_(read(fen)) {}

  std::string position() const override { return position_.to_fen(); }
  int side_to_move() const override { return position_.side_to_move() == chess::White ? 0 : 1; }
  std::string side_name(int side) const override { return std::string(describe(GameKind::chess).side_name(side)); }

  ParsedMove parse(std::string_view text) const override {
    chess::Move move;
    try {
      move = chess::parse_uci_move(position_, text);
    } catch (const chess::NotationError&) {
      try {
        move = chess::parse_san(position_, text);
      } catch (const chess::NotationError& error) {
        throw std::invalid_argument("'" + std::string(text) + "' is not a legal move in " + position_.to_fen() + " (" +
                                    error.what() + ")");
      }
    }
    return {chess::to_uci(move), chess::to_san(position_, move)};
  }

  void play(const ParsedMove& move) override { position_.make_move(chess::parse_uci_move(position_, move.wire)); }

  std::optional<Ending> ending() const override {
    if (!chess::has_legal_move(position_)) {
      if (position_.in_check()) return Ending{1 - side_to_move(), "checkmate"};
      return Ending{std::nullopt, "stalemate"};
    }
    if (position_.is_repetition(3)) return Ending{std::nullopt, "threefold repetition"};
    if (position_.is_fifty_move_draw()) return Ending{std::nullopt, "fifty-move rule"};
    if (position_.has_insufficient_material()) return Ending{std::nullopt, "insufficient material"};
    return std::nullopt;
  }

  int static_score() const override {
    const int white = chess::evaluate_for_white(position_);
    return side_to_move() == 0 ? white : -white;
  }

 private:
  static chess::Position read(std::string_view fen) {
    if (fen.empty()) return chess::Position::start();
    try {
      return chess::Position::from_fen(fen);
    } catch (const chess::NotationError& error) {
      throw std::invalid_argument(std::string("bad chess FEN '") + std::string(fen) + "': " + error.what());
    }
  }

  chess::Position position_;
};

class CheckersBoard final : public Board {
 public:
  explicit CheckersBoard(std::string_view fen) : game_(read(fen)) {}

  std::string position() const override { return checkers::to_fen(game_.position()); }
  int side_to_move() const override { return game_.position().side_to_move == checkers::Color::black ? 0 : 1; }
  std::string side_name(int side) const override { return std::string(describe(GameKind::checkers).side_name(side)); }

  ParsedMove parse(std::string_view text) const override {
    try {
      const checkers::Move move = checkers::parse_move(game_.position(), text);
      const std::string wire = checkers::move_text(move);
      return {wire, wire};
    } catch (const std::runtime_error& error) {
      throw std::invalid_argument("'" + std::string(text) + "' is not a legal move in " + position() + " (" +
                                  error.what() + ")");
    }
  }

  void play(const ParsedMove& move) override { game_.play(checkers::parse_move(game_.position(), move.wire)); }

  std::optional<Ending> ending() const override {
    switch (game_.outcome()) {
      case Outcome::ongoing:
        return std::nullopt;
      case Outcome::first_side_wins:
        return Ending{0, "White has no legal move"};
      case Outcome::second_side_wins:
        return Ending{1, "Black has no legal move"};
      case Outcome::draw:
        break;
    }
    return Ending{std::nullopt, checkers::describe_ending(game_)};
  }

  int static_score() const override { return checkers::material_balance(game_.position()); }

 private:
  static checkers::Position read(std::string_view fen) {
    if (fen.empty()) return checkers::Position::initial();
    try {
      return checkers::parse_fen(fen);
    } catch (const checkers::NotationError& error) {
      throw std::invalid_argument(std::string("bad checkers FEN '") + std::string(fen) + "': " + error.what());
    }
  }

  checkers::Game game_;
};

}  // namespace

std::unique_ptr<Board> make_board(GameKind kind, std::string_view fen) {
  if (kind == GameKind::chess) return std::make_unique<ChessBoard>(fen);
  return std::make_unique<CheckersBoard>(fen);
}

std::string initial_position(GameKind kind) { return std::string(describe(kind).initial_fen); }

std::string game_name(GameKind kind) { return std::string(describe(kind).name); }

}  // namespace newell::match
