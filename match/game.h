#pragma once
// One game between two UCI engines, refereed by our chess core: every move is checked for
// legality, the game ends on mate, stalemate, repetition, the fifty-move rule, insufficient
// material, a move limit, or a side's fault (illegal move, loss on time, a dead engine).

#include "game_descriptor/outcome.h"
#include "match/uci_engine.h"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace newell::match {

struct GameClock {
  std::chrono::milliseconds initial{10000};
  std::chrono::milliseconds increment{100};
};

struct GameSettings {
  std::string start_fen;                            // empty: the initial position
  std::optional<GameClock> clock;                   // a chess clock per side, or
  std::optional<std::chrono::milliseconds> movetime;  // a fixed time per move
  int max_plies = 200;                              // then adjudicated a draw
  // How long past its time an engine may stay silent before it is given up for hung.
  std::chrono::milliseconds grace{2000};
};


struct PlayedMove {
  std::string uci;
  std::string san;
  std::chrono::milliseconds elapsed{0};
  std::optional<int> score_centipawns;  // as the mover's engine reported it
  std::optional<int> score_mate;
  std::optional<int> depth;
};

struct GameRecord {
  std::string white_name;
  std::string black_name;
  std::vector<PlayedMove> moves;
  Outcome outcome = Outcome::draw;  // game_descriptor/outcome.h: the first side is White
  std::string reason;        // "checkmate", "threefold repetition", "White lost on time", ...
  bool fault = false;        // the game ended by an illegal move, a loss on time or a dead engine
  std::chrono::milliseconds white_time_left{0};
  std::chrono::milliseconds black_time_left{0};

  std::string result() const;       // "1-0", "0-1" or "1/2-1/2"
  std::string movetext() const;     // "1. e4 e5 2. Nf3 ..." in SAN
};

// Called after each move, for progress output.
using MoveObserver = std::function<void(const GameRecord&, const PlayedMove&)>;

GameRecord play_game(UciEngine& white, UciEngine& black, const GameSettings& settings,
                     const MoveObserver& observer = {});

}  // namespace newell::match
