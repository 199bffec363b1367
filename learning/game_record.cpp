#include "learning/game_record.h"

#include "checkers/notation.h"

namespace newell::learning {

store::GameRecord checkers_game_record(const checkers::Game& game, const PlayedBy& players, const std::string& result,
                                       const std::string& termination, std::optional<std::int64_t> experiment_id,
                                       const std::string& settings) {
  store::GameRecord record;
  record.kind = "checkers";
  record.first_player = players.black;
  record.second_player = players.white;
  record.start_position = checkers::to_fen(game.start());
  record.result = result;
  record.termination = termination;
  record.experiment_id = experiment_id;
  record.settings = settings;
  for (std::size_t ply = 0; ply < game.moves().size(); ++ply)
    record.moves.push_back(store::MoveRecord{static_cast<int>(ply) + 1, checkers::move_text(game.moves()[ply]), "", std::nullopt});
  return record;
}

}  // namespace newell::learning
