#pragma once
// The interpreter's toy `numbers` game (a line of ten squares) behind the Game interface, with a
// small material negamax as its "core". It lets the goal engine be tested and explained without
// chess or checkers, and is what `newell explain --game numbers` plays (registered with the goal
// engine's game factory as "numbers").

#include "goals/game.h"
#include "interpreter/number_line.h"

#include <memory>
#include <vector>

namespace newell::games {

class NumberLineGame final : public goals::Game {
 public:
  using MoveId = goals::MoveId;
  using Outcome = goals::Outcome;
  using Side = goals::Side;

  // Reads "WWW....BBB w"; throws std::invalid_argument naming the problem.
  explicit NumberLineGame(std::string_view position = interpreter::number_line_start);

  std::string name() const override { return "numbers"; }
  std::string position_text() const override;
  std::uint64_t key() const override;
  Side side_to_move() const override { return state_.side_to_move; }
  Outcome outcome() const override;
  void legal_moves(std::vector<MoveId>& moves) const override;
  void make(MoveId move) override;
  void unmake() override;
  std::string move_text(MoveId move) const override;
  std::optional<MoveId> parse_move(std::string_view text) const override;
  const interpreter::Registry& registry() const override { return *registry_; }
  void* language_state(Side perspective) override;
  std::string describe(interpreter::TypeId type, interpreter::Value value) override;
  interpreter::Value moved_man(MoveId move) const override;
  interpreter::Value target_square(MoveId move) const override;
  std::optional<interpreter::Value> square_of(interpreter::Value man) const override;
  std::optional<interpreter::Value> man_on(interpreter::Value square) const override;
  std::uint64_t nodes_used() const override { return nodes_; }
  void count_nodes(std::uint64_t nodes) override { nodes_ += nodes; }
  int search_score(int depth, std::uint64_t node_limit) override;
  CoreResult core_search(std::uint64_t node_limit) override;
  CoreResult search_to_depth(int depth, std::uint64_t node_limit) override;
  std::optional<CoreResult> standing_still(int depth, std::uint64_t node_limit) override;
  int loss_margin() const override { return 50; }
  int decisive_score() const override { return 9000; }
  std::string score_text(int score) const override;
  std::string side_name(Side side) const override { return side == 0 ? "white" : "black"; }

 private:
  int negamax(int depth, int alpha, int beta, std::uint64_t stop_at);
  int material() const;
  CoreResult best_of(int depth, std::uint64_t node_limit);

  interpreter::NumberLineState state_;
  interpreter::NumberLineState view_;
  std::vector<interpreter::NumberLineState> history_;
  std::unique_ptr<interpreter::Registry> registry_;
  std::uint64_t nodes_ = 0;
};

// Does nothing; calling it links this file and so its goals::GameRegistration ("numbers").
void link_number_line_game();

}  // namespace newell::games
