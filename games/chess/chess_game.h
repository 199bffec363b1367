#pragma once
// Chess behind the goal engine's Game interface (goals/game.h): the ChessState of games/chess (the
// position with its man record, which the rule language's chess built-ins read) for the rules, and
// the alpha-beta core of chess/search.h for verification and the fallback, both counting on one
// chess::NodeCounter.

#include "chess/search.h"
#include "chess/transposition_table.h"
#include "games/chess/chess_state.h"
#include "goals/game.h"

#include <memory>
#include <string_view>
#include <vector>

namespace newell::games {

class ChessGame final : public goals::Game {
 public:
  // From a FEN ("" = the initial position); throws std::invalid_argument naming the bad field.
  explicit ChessGame(std::string_view fen);

  std::string name() const override { return "chess"; }
  std::string no_moves_ending() const override { return "checkmate"; }
  std::string position_text() const override { return state_->position().to_fen(); }
  std::uint64_t key() const override { return state_->position().key(); }
  goals::Side side_to_move() const override { return state_->position().side_to_move(); }
  goals::Outcome outcome() const override;
  void legal_moves(std::vector<goals::MoveId>& moves) const override;
  void make(goals::MoveId move) override;
  void unmake() override;
  std::string move_text(goals::MoveId move) const override;
  std::optional<goals::MoveId> parse_move(std::string_view text) const override;
  const interpreter::Registry& registry() const override { return *registry_; }
  void* language_state(goals::Side perspective) override;
  std::string describe(interpreter::TypeId type, interpreter::Value value) override;
  interpreter::Value moved_man(goals::MoveId move) const override;
  interpreter::Value target_square(goals::MoveId move) const override;
  std::optional<interpreter::Value> square_of(interpreter::Value man) const override;
  std::optional<interpreter::Value> man_on(interpreter::Value square) const override;
  std::uint64_t nodes_used() const override { return counter_.count(); }
  void count_nodes(std::uint64_t nodes) override { counter_.add(nodes); }
  int search_score(int depth, std::uint64_t node_limit) override;
  CoreResult core_search(std::uint64_t node_limit) override;
  CoreResult search_to_depth(int depth, std::uint64_t node_limit) override;
  std::optional<CoreResult> search_other_moves(int depth, std::uint64_t node_limit, goals::MoveId excluded) override;
  std::optional<CoreResult> standing_still(int depth, std::uint64_t node_limit) override;
  void set_search_limits(std::optional<std::chrono::steady_clock::time_point> deadline,
                         const std::atomic<bool>* stop) override {
    deadline_ = deadline;
    stop_ = stop;
  }
  int loss_margin() const override { return 150; }
  int decisive_score() const override { return chess::mate_bound; }
  std::string score_text(int score) const override;
  std::string side_name(goals::Side side) const override { return side == 0 ? "white" : "black"; }
  void mark_decision_root() override { state_->mark_decision_root(); }
  void set_search_table_megabytes(std::size_t megabytes) override;
  std::size_t search_table_megabytes_held() const { return table_->megabytes(); }
  void set_settling_by_exchange(bool by_exchange) override { state_->set_settling_by_exchange(by_exchange); }

  const ChessState& state() const { return *state_; }

 private:
  std::unique_ptr<ChessState> state_;
  std::unique_ptr<interpreter::Registry> registry_;
  chess::NodeCounter counter_;
  // A small table: verification searches are short, and a decision must not pay to clear 64 MB.
  // Made with the game, so that no decision pays for it (in play a game makes it once).
  std::unique_ptr<chess::TranspositionTable> table_;
  std::unique_ptr<chess::Search> search_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  const std::atomic<bool>* stop_ = nullptr;
  // The limits every search of the core obeys (nodes, and the caller's deadline).
  chess::SearchLimits limits(std::uint64_t node_limit) const;
  // The core's search of `position`, its best move as a move id.
  CoreResult run(const chess::Position& position, const chess::SearchLimits& limits);
  // The search's move, score and depth, with its line in the players' notation.
  static CoreResult result_of(const chess::Position& position, const chess::SearchResult& result);
};

// Makes a ChessGame; goals::find_game("chess") finds it once this file is linked, which calling
// link_chess_game() (it does nothing) makes sure of.
std::unique_ptr<goals::Game> make_chess_game(std::string_view fen);
void link_chess_game();

}  // namespace newell::games
