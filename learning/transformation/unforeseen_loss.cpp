#include "learning/transformation/unforeseen_loss.h"

#include "checkers/evaluation.h"
#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "chess/notation.h"
#include "chess/settled_material.h"
#include "game_descriptor/game_descriptor.h"

#include <algorithm>
#include <stdexcept>

namespace newell::learning::transformation {

namespace {

// The jumps only, each side taking the best for itself; a position without a jump is counted as it
// stands. Jump chains are short and few: `budget` bounds the positions made all the same.
int unforeseen_settled_checkers(checkers::Position& position, int& budget) {
  checkers::MoveList moves;
  checkers::generate_moves(position, moves);
  if (moves.empty() || !moves[0].is_capture() || budget <= 0) return checkers::material_balance(position);
  int best = -1'000'000;
  for (const auto& move : moves) {
    --budget;
    checkers::Undo undo{};
    position.make(move, undo);
    best = std::max(best, -unforeseen_settled_checkers(position, budget));
    position.unmake(move, undo);
  }
  return best;
}

std::optional<GameKind> unforeseen_game_kind(std::string_view game) {
  if (const GameDescriptor* descriptor = find_game_descriptor(game)) return descriptor->kind;
  return std::nullopt;
}

}  // namespace

std::optional<int> settled_material_for_side_to_move(std::string_view game, std::string_view position) {
  const auto kind = unforeseen_game_kind(game);
  if (!kind) return std::nullopt;
  try {
    if (*kind == GameKind::checkers) {
      checkers::Position board = checkers::parse_fen(position);
      int budget = 4096;
      return unforeseen_settled_checkers(board, budget);
    }
    chess::Position board = chess::Position::from_fen(position);
    return chess::settled_material(board, board.side_to_move(), 256);
  } catch (const std::exception&) {
    // A position that cannot be read counts nothing.
  }
  return std::nullopt;
}

std::vector<std::string> squares_taken_by(std::string_view game, std::string_view position, std::string_view move) {
  try {
    const auto kind = unforeseen_game_kind(game);
    if (kind == GameKind::checkers) {
      const checkers::Position board = checkers::parse_fen(position);
      const checkers::Move played = checkers::parse_move(board, move);
      std::vector<std::string> squares;
      for (checkers::Square square = 0; square < 32; ++square)
        if (played.captured & checkers::bit(square)) squares.push_back(checkers::square_name(square));
      return squares;
    }
    if (kind == GameKind::chess) {
      const chess::Position board = chess::Position::from_fen(position);
      const chess::Move played = chess::parse_san(board, move);
      if (board.captured_piece(played) == chess::NoPiece || played.is_en_passant()) return {};
      return {chess::square_name(played.to())};
    }
  } catch (const std::exception&) {
    // A move that cannot be read takes nothing the learner can name.
  }
  return {};
}

std::optional<int> settled_material_after_reply(std::string_view game, std::string_view after_our_move, std::string_view reply) {
  const auto kind = unforeseen_game_kind(game);
  if (!kind) return std::nullopt;
  try {
    if (*kind == GameKind::checkers) {
      checkers::Position board = checkers::parse_fen(after_our_move);
      const checkers::Move move = checkers::parse_move(board, reply);
      checkers::Undo undo{};
      board.make(move, undo);
      int budget = 4096;
      return unforeseen_settled_checkers(board, budget);
    }
    chess::Position board = chess::Position::from_fen(after_our_move);
    board.make_move(chess::parse_san(board, reply));
    return chess::settled_material(board, board.side_to_move(), 256);
  } catch (const std::exception&) {
    // A reply that cannot be read counts nothing.
  }
  return std::nullopt;
}

std::optional<int> material_lost_between(std::string_view game, std::string_view decided_in, std::string_view replied_to) {
  const auto before = settled_material_for_side_to_move(game, decided_in);
  const auto after = settled_material_for_side_to_move(game, replied_to);
  if (!before || !after) return std::nullopt;
  return *before - *after;
}

std::optional<int> unforeseen_part_of_loss(std::string_view game, std::string_view decided_in, std::string_view after_our_move,
                                           std::string_view reply, const std::vector<std::string>& expected) {
  const auto before = settled_material_for_side_to_move(game, decided_in);
  const auto after = settled_material_after_reply(game, after_our_move, reply);
  if (!before || !after) return std::nullopt;
  int foreseen = 0;
  for (const auto& move : expected)
    if (const auto after_expected = settled_material_after_reply(game, after_our_move, move))
      foreseen = std::max(foreseen, *before - *after_expected);
  return *before - *after - foreseen;
}

bool reply_foreseen(const std::vector<std::string>& expected, std::string_view reply) {
  return std::find(expected.begin(), expected.end(), reply) != expected.end();
}

}  // namespace newell::learning::transformation
