#pragma once
// The state the chess built-ins of the rule language see: a position, the man record that gives
// its men their identity, and the side the machine plays ("me"; by default the side to move at
// set-up). play/undo keep position and record together; the legal move lists of both sides are
// cached per position, so that a rule asking about many men's moves generates them once.
// Nothing here allocates after construction (the position and the record reserve their stacks).

#include "chess/movegen.h"
#include "chess/position.h"
#include "chess/settled_material.h"
#include "chess/search_limits.h"
#include "games/chess/man_record.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>

namespace newell::games {

class ChessState {
 public:
  explicit ChessState(const chess::Position& position);
  ChessState(const chess::Position& position, chess::Color me);
  // From a FEN ("" = the initial position); null and a message naming the field on bad input.
  static std::unique_ptr<ChessState> from_fen(std::string_view fen, std::string& error);

  const chess::Position& position() const { return position_; }
  const ChessManRecord& men() const { return men_; }
  chess::Color me() const { return me_; }
  void set_me(chess::Color me) { me_ = me; }

  // Plays a legal move / takes back the last one played here.
  void play(chess::Move move);
  void undo();
  int moves_played() const { return men_.moves_made(); }

  // The legal moves `side` would have if it were to move (for the side not to move: after a null
  // move, without the moves that would take the king). Cached until the position changes.
  const chess::MoveList& legal_moves(chess::Color side);
  // Forgets the cached move lists (benchmarks measuring a first evaluation of a position).
  void forget_cached_moves() { cache_[0].valid = cache_[1].valid = false; }
  // Per square of `side`'s men: how many of those legal moves start there, and how many of them capture.
  int move_count(chess::Color side, chess::Square square) { return cached(side).move_count[square]; }
  int capture_count(chess::Color side, chess::Square square) { return cached(side).capture_count[square]; }
  int castling_move_count(chess::Color side) { return cached(side).castling_moves; }
  // `move` is legal for the side to move here.
  bool is_legal(chess::Move move);

  // For built-ins that look at the position after a move and come back (gives_check, mate, ...):
  // the same position object, so nothing is copied.
  chess::Position& scratch_position() { return position_; }
  // Such a built-in makes a position: it counts on this counter when one is set (the goal engine's,
  // so that a budget in nodes covers the positions the rules look at too).
  void set_node_counter(chess::NodeCounter* counter) { counter_ = counter; }
  void count_position() {
    if (counter_ != nullptr) counter_->add();
  }

  // The goal engine's decision starts in this position: material_gain counts from here.
  void mark_decision_root() { root_balance_for_white_ = chess::material_balance(position_, chess::White); }
  // From now on material_gain settles by static exchanges (chess::Settling::static_exchange), or
  // plays the captures out.
  void set_settling_by_exchange(bool by_exchange) {
    settling_ = by_exchange ? chess::Settling::static_exchange : chess::Settling::quiescence;
  }
  // What `side` has won since the decision's root once the pending captures are over (centipawns;
  // a mate counts as more than all the material).
  int material_gain(chess::Color side);
  // After the quiet legal move `move` of the side to move, were that side to move again, one of its
  // moves would mate (a check is no such threat). Remembered by position and move: every cycle of
  // a decision asks it again of the same first moves, and an answer remembered makes no position.
  bool threatens_mate_after(chess::Move move);
  // What the legal move `move` wins or loses (centipawns) once the exchange it starts on its target
  // is over; 0 for a move not legal here. Remembered by position and move: the rules ask it of one
  // move several times in one evaluation (a reply's likelihood asks whether it wins and whether it
  // loses) and of the same replies in the tactics of several goals.
  int exchange_value(chess::Move move);

 private:
  chess::Position position_;
  ChessManRecord men_;
  chess::Color me_;
  chess::NodeCounter* counter_ = nullptr;
  int root_balance_for_white_ = 0;
  chess::Settling settling_ = chess::Settling::quiescence;
  // Settled material by position key, one table for each way of settling: the rules ask it of one
  // position for many goals (and the tactics of several goals reach the same positions), and a
  // position answered from here makes none.
  struct SettledEntry {
    std::uint64_t key = 0;
    int balance_for_white = 0;
    bool valid = false;
  };
  std::array<std::array<SettledEntry, 4096>, 2> settled_{};
  struct MateThreatEntry {
    std::uint64_t key = 0;
    std::uint16_t move = 0;
    bool threat = false;
    bool valid = false;
  };
  std::array<MateThreatEntry, 1024> mate_threats_{};
  struct ExchangeEntry {
    std::uint64_t key = 0;
    std::uint16_t move = 0;
    bool valid = false;
    int value = 0;
  };
  std::array<ExchangeEntry, 4096> exchanges_{};
  struct Cache {
    std::uint64_t key = 0;
    bool valid = false;
    chess::MoveList moves;
    std::array<std::uint8_t, 64> move_count{};
    std::array<std::uint8_t, 64> capture_count{};
    int castling_moves = 0;
    // is_legal without a scan of the list (the rules ask it of every move they look at): the
    // destinations of the moves from each square, and the one move from a square to a square
    // (`several_moves` for a pawn's promotions). An entry whose destination bit is not set is stale.
    std::array<chess::Bitboard, 64> destinations{};
    std::array<std::uint16_t, 64 * 64> move_from_to{};
  };
  static constexpr std::uint16_t several_moves = 0xFFFF;
  Cache& cached(chess::Color side) {
    Cache& cache = cache_[side];
    return cache.valid && cache.key == position_.key() ? cache : refill(side);
  }
  Cache& refill(chess::Color side);
  Cache cache_[2];
};

}  // namespace newell::games
