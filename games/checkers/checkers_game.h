#pragma once
// Checkers behind the goal engine's Game interface (goals/game.h): the CheckersState of
// games/checkers for the rules, and the alpha-beta core of checkers/search.h (Samuel's
// jump-dependent ply, material evaluation; for refutation also the drawn ending of drawn_ending.h)
// for verification and the fallback, all counting on one checkers::NodeCounter.

#include "checkers/search.h"
#include "checkers/transposition_table.h"
#include "games/checkers/checkers_state.h"
#include "goals/game.h"

#include <array>
#include <memory>
#include <string_view>
#include <vector>

namespace newell::games {

class CheckersGame final : public goals::Game {
 public:
  // From a checkers FEN ("" = the initial position); throws std::invalid_argument naming the field.
  explicit CheckersGame(std::string_view fen);

  std::string name() const override { return "checkers"; }
  std::string position_text() const override;
  std::uint64_t key() const override { return position().key; }
  goals::Side side_to_move() const override { return position().side_to_move == checkers::Color::black ? 0 : 1; }
  goals::Outcome outcome() const override;
  void legal_moves(std::vector<goals::MoveId>& moves) const override;
  void make(goals::MoveId move) override;
  void unmake() override;
  std::string move_text(goals::MoveId move) const override;
  std::optional<goals::MoveId> parse_move(std::string_view text) const override;
  const interpreter::Registry& registry() const override { return *registry_; }
  void* language_state(goals::Side perspective) override { return states_[perspective & 1].get(); }
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
  std::optional<CoreResult> standing_still(int depth, std::uint64_t node_limit) override;
  std::string score_text(int score) const override;
  // Black moves first in checkers.
  std::string side_name(goals::Side side) const override { return side == 0 ? "black" : "white"; }
  // Checkers' core has a time limit but no stop flag: only the deadline is obeyed.
  void set_search_limits(std::optional<std::chrono::steady_clock::time_point> deadline,
                         const std::atomic<bool>*) override {
    deadline_ = deadline;
  }
  // A man less a little: a candidate the core's reply leaves a man down is refuted.
  int loss_margin() const override { return 90; }
  int decisive_score() const override { return checkers::won_score_bound; }
  // A decision starts: the refutation table is emptied (checkers_game.cpp says why).
  void mark_decision_root() override;
  void set_search_table_megabytes(std::size_t megabytes) override;
  // The megabytes of search tables this game holds now (the refutations' counts once made).
  std::size_t search_table_megabytes_held() const;

  const checkers::Position& position() const { return states_[0]->position(); }
  // The move id of a core move (the registry's packing: from, to, the squares taken).
  static goals::MoveId id_of(const checkers::Move& move);

 private:
  const checkers::Move* find(goals::MoveId move, checkers::MoveList& list) const;

  // One state per point of view: the checkers state fixes `me` at set-up, so each side's goals
  // are judged in a state made with that side as `me`; every move is played on both.
  std::array<std::unique_ptr<CheckersState>, 2> states_;
  std::unique_ptr<interpreter::Registry> registry_;
  std::vector<checkers::Key> keys_;
  // Per entry of keys_: where the run of quiet moves (king moves without a capture) leading to it
  // began. Only those positions can repeat; the search scans them at every node, so a whole game's
  // history made the core slower as the game went on.
  std::vector<std::size_t> quiet_from_;
  std::vector<checkers::Key> recent_keys_;
  const std::vector<checkers::Key>& repeatable_keys();
  checkers::NodeCounter counter_;
  // The core's own move (the fallback, and the alpha-beta player) counts material only; the
  // refutation searches also know the drawn ending (drawn_ending.h). Their scores differ, so they
  // do not share a table.
  // At the alpha-beta player's default size (at a move time both cores search the same way); the
  // refutations' table is made at the first refutation, as the alpha-beta player never needs it.
  std::size_t table_megabytes_ = 8;
  std::unique_ptr<checkers::TranspositionTable> table_;
  std::unique_ptr<checkers::TranspositionTable> refutation_table_;
  checkers::TranspositionTable& refutation_table();
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  void apply_deadline(checkers::SearchLimits& limits) const;
};

std::unique_ptr<goals::Game> make_checkers_game(std::string_view fen);
// Does nothing; calling it links this file and so its goals::GameRegistration.
void link_checkers_game();

}  // namespace newell::games
