#pragma once
// A game in progress with one engine in it, for the front ends (`newell uci`, `newell play`): the
// game from its start position, the engine that decides (the goal engine, or the core's alpha-beta
// search alone), every move played with the summary and trace of the decision that chose it, and
// the result. The opponent's moves go through `play_opponent`, so the goal engine's opponent model
// reads each of them in the position before it is made.
//
//   GamePlayer player("chess", "", default_rule_file("chess"), EngineKind::newell);
//   player.play_opponent(*player.game().parse_move("e2e4"));
//   const PlayedMove& reply = player.decide({.nodes = 20000});

#include "goals/engine.h"
#include "goals/game.h"
#include "goals/rules.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

enum class EngineKind { newell, alphabeta };

// "newell" or "alphabeta"; nullopt for anything else.
std::optional<EngineKind> engine_kind(std::string_view name);
std::string engine_name(EngineKind kind);

struct PlayedMove {
  std::string notation;                // the game's notation, in the position before the move
  MoveId move = 0;
  bool by_engine = false;
  std::string summary;                 // the decision's one line (engine moves only)
  std::optional<std::string> trace;    // the goal engine's trace, JSON (goal engine moves only)
  std::optional<Trace> full_trace;     // the same, for `why`
};

class GamePlayer {
 public:
  // Throws std::invalid_argument for an unknown game or a bad start position, std::runtime_error
  // for a rule file with errors (goal engine only; the alpha-beta engine reads no rules).
  GamePlayer(std::string_view game, std::string start_position, const std::filesystem::path& rules_file,
             EngineKind kind, std::uint64_t seed = 1955);

  Game& game() { return *game_; }
  const Game& game() const { return *game_; }
  EngineKind kind() const { return kind_; }
  const std::string& start_position() const { return start_position_; }
  const std::vector<PlayedMove>& moves() const { return moves_; }

  // The other side plays `move` (legal in the current position).
  void play_opponent(MoveId move);
  // The engine chooses a move within `budget` and plays it; nullopt when the game is over.
  std::optional<PlayedMove> decide(Budget budget);
  // The same, but where the game is drawn by rule while moves remain (threefold repetition, the
  // move-count rule) the core's move: a UCI GUI decides whether to claim the draw, and until it does
  // the engine must answer a legal move, never `bestmove 0000`. Nullopt only without legal moves.
  std::optional<PlayedMove> decide_even_when_drawn(Budget budget);
  // The engine's move chosen elsewhere (the UCI loop's own alpha-beta thread), with its summary.
  void record_engine_move(MoveId move, std::string summary);
  // An engine move decided before, with its summary and trace: a game replayed after a take-back
  // keeps the traces of the moves it did not take back.
  void replay_engine_move(const PlayedMove& played);
  // The side the engine played (the side to move at its first decision); none before it moved.
  std::optional<Side> engine_side() const { return engine_side_; }

  // "1-0" (the first side won: White in chess, Black in checkers), "0-1", "1/2-1/2", or "*" while
  // the game goes on; and how it ended ("checkmate", "stalemate", "no moves", "draw", "unfinished").
  std::string result() const;
  std::string termination() const;

 private:
  std::unique_ptr<Game> game_;
  std::string start_position_;
  EngineKind kind_;
  std::unique_ptr<Rules> rules_;
  std::unique_ptr<GoalEngine> engine_;
  std::vector<PlayedMove> moves_;
  std::optional<Side> engine_side_;

  // The core's alpha-beta move within `budget` (nullopt when it has none), not yet played.
  std::optional<PlayedMove> core_move(Budget budget);
  void play(const PlayedMove& played);
};

}  // namespace newell::goals
