#pragma once
// The one door through which the goal engine sees a game. goals/ never includes a chess or checkers
// header: a game offers its position, its moves as opaque ids, the rule language's registry and
// state for its built-ins, and the minimax core's answers (a short full-width verification search
// and its own best move), all counting on one shared node counter so that a budget in nodes covers
// every position the engine touches.

#include "game_descriptor/outcome.h"
#include "interpreter/registry.h"
#include "interpreter/value.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::goals {

// A move of the game, opaque to the engine. It is the same 64-bit identity the game's registry uses
// for values of type `move`, so a move can be handed to a rule as interpreter::Value::entity(id).
using MoveId = std::uint64_t;

// Sides are 0 (white / the side that starts: Black in checkers) and 1.
using Side = int;

// How the game stands (ongoing, or who won): the one outcome type, newell::Outcome, which the referee
// and the store use too; named here so that goals::Outcome reads as part of this interface.
using newell::Outcome;

class Game {
 public:
  virtual ~Game() = default;

  // "chess", "checkers": the name rule files use in their `game` header.
  virtual std::string name() const = 0;
  // How a game ends when the side to move has no move and is not drawn: "checkmate" in chess.
  virtual std::string no_moves_ending() const { return "no moves"; }
  // The position in the game's notation (FEN for chess and checkers).
  virtual std::string position_text() const = 0;
  virtual std::uint64_t key() const = 0;
  virtual Side side_to_move() const = 0;
  virtual Outcome outcome() const = 0;

  // Fills `moves` with the legal moves of the side to move (cleared first).
  virtual void legal_moves(std::vector<MoveId>& moves) const = 0;
  virtual void make(MoveId move) = 0;
  // Takes back the last move made with make().
  virtual void unmake() = 0;

  // The move in the game's usual notation (SAN for chess, "11-15" for checkers) in the current
  // position, and back; nullopt for text that names no legal move.
  virtual std::string move_text(MoveId move) const = 0;
  virtual std::optional<MoveId> parse_move(std::string_view text) const = 0;

  // The registry the rules are checked against (the game's with every RegistryExtension applied).
  virtual const interpreter::Registry& registry() const = 0;
  // The state the game's built-ins receive, seen from `perspective`: `me`, `mine` and the like
  // answer for that side whichever side is to move, because a goal is judged by its owner.
  virtual void* language_state(Side perspective) = 0;
  // A value of a registered type as a person reads it ("white knight on f3", "e4", "Nf3").
  virtual std::string describe(interpreter::TypeId type, interpreter::Value value) = 0;
  // Man identity: the man a move moves and the square it goes to (values of types man / square),
  // and where a man stands now (no value when it has been taken).
  virtual interpreter::Value moved_man(MoveId move) const = 0;
  virtual interpreter::Value target_square(MoveId move) const = 0;
  virtual std::optional<interpreter::Value> square_of(interpreter::Value man) const = 0;
  // The man standing on a square now, if any: the inverse of square_of, so that a question asked
  // of every goal at every reply ("does this move go to one of the goal's men?") asks the board once.
  virtual std::optional<interpreter::Value> man_on(interpreter::Value square) const = 0;

  // The shared node counter: the minimax core's searches add to it, and so does the engine for
  // every position its tactic search makes.
  virtual std::uint64_t nodes_used() const = 0;
  virtual void count_nodes(std::uint64_t nodes) = 0;
  // A full-width search of the current position to `depth` plies (the core's quiescence or
  // jump rules beyond), from the side to move's point of view, in the core's units (centipawns,
  // centi-men); it stops early when `node_limit` more nodes have been counted.
  virtual int search_score(int depth, std::uint64_t node_limit) = 0;
  // The core's own search of the current position within `node_limit` nodes: its move (no value
  // only when there is no legal move), its score for the side to move and the depth it completed.
  // The engine's verification standard and its fallback.
  struct CoreResult {
    std::optional<MoveId> move;
    int score = 0;
    int depth = 0;
    std::string move_text;  // the move as a player writes it, where it is not a move of the current position
    std::vector<std::string> line;  // the core's principal variation from `move` on, where the game knows it
    // standing_still only: the men of the side that stood still which the threat's line wins (the
    // other side takes them and comes out ahead), where the game can tell; empty otherwise.
    std::vector<interpreter::Value> men_won;
  };
  virtual CoreResult core_search(std::uint64_t node_limit) = 0;
  // search_score with the depth it completed: a search the clock cut short says so (its depth is
  // below `depth`), so a verification is not taken for deeper than it went. A game whose search
  // cannot stop early keeps this default.
  virtual CoreResult search_to_depth(int depth, std::uint64_t node_limit) {
    return CoreResult{std::nullopt, search_score(depth, node_limit), depth, {}, {}, {}};
  }
  std::optional<MoveId> core_best_move(std::uint64_t node_limit) { return core_search(node_limit).move; }
  // search_to_depth over every legal move but `excluded`: the best of the other replies. No value
  // when there is no other move, or when the game's core cannot leave a move out.
  virtual std::optional<CoreResult> search_other_moves(int depth, std::uint64_t node_limit, MoveId excluded) {
    (void)depth;
    (void)node_limit;
    (void)excluded;
    return std::nullopt;
  }
  // "What if we did nothing?": the position searched to `depth` plies with the other side to move
  // (a pass), scored for the side to move now; `move` is the other side's best move there (the
  // threat). No value when the side to move may not pass (in check).
  virtual std::optional<CoreResult> standing_still(int depth, std::uint64_t node_limit) = 0;
  // A clock and a stop flag every later search of the core must also obey (UCI time, `stop`): the
  // core's searches end at `deadline` or when `*stop` becomes true, whatever their node limit.
  virtual void set_search_limits(std::optional<std::chrono::steady_clock::time_point> deadline,
                                 const std::atomic<bool>* stop) {
    (void)deadline;
    (void)stop;
  }
  // How much worse than the core's best a verified alternative may score before it is refused as
  // walking into a loss (a minor piece less a little in chess, a man less a little in checkers).
  virtual int loss_margin() const = 0;
  // Scores at or beyond this (either sign) are won or lost games (mates): no margin applies there.
  virtual int decisive_score() const = 0;
  // A score of the core as a player reads it: "#3" (the side it is scored for mates in 3 moves),
  // "-#2", "+0.35".
  virtual std::string score_text(int score) const = 0;
  // A side as the game's players name it ("white"; in checkers "black" moves first).
  virtual std::string side_name(Side side) const = 0;
  // A decision starts in the current position: what the rules count as won or lost since then
  // (chess's material_gain) is counted from here.
  virtual void mark_decision_root() {}
  // The megabytes the core's search tables may take (emptied). A server playing many games at once
  // asks for less; a game without tables has nothing to do.
  virtual void set_search_table_megabytes(std::size_t megabytes) { (void)megabytes; }
  // How what a line has won is settled when the rules ask: the pending captures played out (false),
  // or by static exchanges (true: a position is made only in check, less exact). A game with one way
  // keeps this default.
  virtual void set_settling_by_exchange(bool by_exchange) { (void)by_exchange; }
};

// Makes a move and takes it back when the scope ends.
class MoveScope {
 public:
  MoveScope(Game& game, MoveId move) : game_(game) { game_.make(move); }
  ~MoveScope() { game_.unmake(); }
  MoveScope(const MoveScope&) = delete;
  MoveScope& operator=(const MoveScope&) = delete;

 private:
  Game& game_;
};

}  // namespace newell::goals
