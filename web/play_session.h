#pragma once
// One game played through the page: a person (or nobody) against an engine, from its start
// position, with every ply's decision kept (summary, trace, goal net) for the page to show. One
// request at a time works on a session (its mutex); while the engine thinks, its progress (nodes,
// the candidate the core is checking) is readable without waiting.

#include "goals/player.h"
#include "store/game_records.h"
#include "web/board_moves.h"
#include "web/rule_folder.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace newell::web {

struct PlaySettings {
  std::string game = "chess";
  goals::EngineKind engine = goals::EngineKind::newell;
  std::string person_side = "first";  // "first" (White in chess, Black in checkers), "second", "none"
  std::string start_position;          // "" for the initial one
  std::uint64_t nodes = 20000;         // the engine's budget a move
  int movetime_ms = 1000;              // and its clock a move
  std::filesystem::path rules_file;    // the goal engine's rules
  std::string rules_name;              // as the page names them ("chess/newell.nwl", "edited chess/newell.nwl")
  std::shared_ptr<EditedRuleFile> edited_rules;  // an unsaved edit the rules_file lives in, if any
  std::size_t table_megabytes = 2;     // the game's search tables (goals::Game::set_search_table_megabytes)
};

class PlaySession {
 public:
  // Throws RequestError (400) for a bad position or rules with errors.
  PlaySession(std::int64_t id, PlaySettings settings);

  std::mutex& mutex() { return mutex_; }

  // The state the page draws: position, legal moves, moves played with their summaries, result.
  nlohmann::json state() const;
  // The person plays `text` (RequestError 400 illegal, 409 not the person's turn or game over).
  void play_person_move(std::string_view text);
  // The engine plays the side to move (409 when the game is over or it is the person's turn).
  void play_engine_move();
  // Back to the person's last turn (their move and the engine's replies after it); one ply when
  // nobody plays against the engine. 409 when there is nothing to take back or the game is stored.
  void undo();
  // The person (the side to move when nobody plays) resigns; the game ends.
  void resign();
  // {"thinking", "nodes", "candidate", "number", "depth", "elapsed_ms"}: read while the engine thinks.
  nlohmann::json progress() const;
  // The decision at `ply` (1-based): summary, trace, candidates, the tactic line's squares (404 none).
  nlohmann::json decision(int ply) const;
  // The goal net of the decision at `ply` as Graphviz DOT (404 for a ply without a goal trace).
  std::string decision_dot(int ply) const;

  bool finished() const { return finished_; }
  bool stored() const { return stored_as_.has_value(); }
  // Once stored, a finished game keeps only what the page shows: its engine (the game's tables
  // and rules, megabytes) is let go.
  void mark_stored(std::int64_t id);
  // The game for the store; worth storing once a move was played.
  bool worth_storing() const { return !plies_.empty(); }
  store::GameRecord record() const;
  std::chrono::steady_clock::time_point last_used() const { return last_used_; }

 private:
  // What the page needs of a ply beside the move itself, which (with its summary and trace) the
  // player keeps (the session copies no trace).
  struct Ply {
    std::string position_before;
    MoveSquares squares;
  };

  bool person_plays(goals::Side side) const;
  void replay();
  void play(const std::string& position_before, MoveSquares squares);
  // The move of the ply at `index` (0-based) with its summary and trace: the player's, or once it is
  // let go, the copy kept.
  const goals::PlayedMove& played(std::size_t index) const;
  // The index of `ply` (1-based); RequestError 404 for a ply the game does not have.
  std::size_t index_of(int ply) const;
  void touch() { last_used_ = std::chrono::steady_clock::now(); }

  std::int64_t id_;
  PlaySettings settings_;
  std::unique_ptr<goals::GamePlayer> player_;
  std::vector<Ply> plies_;
  std::string start_position_;
  bool finished_ = false;
  std::optional<std::int64_t> stored_as_;
  nlohmann::json final_state_;  // once the player is let go
  std::vector<goals::PlayedMove> moves_let_go_;  // the player's moves, once it is let go
  std::string result_, termination_;  // kept from the player when the game ends
  std::chrono::steady_clock::time_point last_used_;
  std::mutex mutex_;

  mutable std::mutex progress_mutex_;
  bool thinking_ = false;
  goals::Progress progress_;
  std::chrono::steady_clock::time_point thinking_since_;
};

}  // namespace newell::web
