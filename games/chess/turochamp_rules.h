#pragma once
// Turochamp's rule file (rules/chess/turochamp.nwl) loaded, checked and compiled against the chess
// registry, with the three entries Turing's search asks about: the material ratio, the
// position-play value and whether a move is "considerable". Evaluations allocate nothing.

#include "games/chess/chess_state.h"
#include "interpreter/evaluator.h"
#include "interpreter/program.h"

#include <filesystem>
#include <memory>
#include <string>

namespace newell::games {

class TurochampRules {
 public:
  // Reads and compiles the rule file; null and the diagnostics (file:line:col) in `error` on failure,
  // also when the file lacks one of the definitions below.
  static std::unique_ptr<TurochampRules> load(const std::filesystem::path& path, std::string& error);
  // The rule file in the source tree (rules/chess/turochamp.nwl).
  static std::filesystem::path default_path();

  // W/B for the state's "me" (Turing's white).
  double material_ratio(ChessState& state);
  // The position-play value of the position as it stands, for "me".
  double position_play(ChessState& state);
  bool considerable(ChessState& state, chess::Move move);
  // Evaluations that stopped with a runtime error (answered 0 / false); the last message.
  int runtime_errors() const { return runtime_errors_; }
  const std::string& last_error() const { return last_error_; }

 private:
  TurochampRules() = default;
  double number(const interpreter::Callable& callable, ChessState& state, std::span<const interpreter::Value> arguments);

  std::unique_ptr<interpreter::Registry> registry_;
  interpreter::SourceFiles files_;
  std::unique_ptr<interpreter::Program> program_;
  std::unique_ptr<interpreter::Evaluator> evaluator_;
  const interpreter::Callable* material_ratio_ = nullptr;
  const interpreter::Callable* position_play_ = nullptr;
  const interpreter::Callable* considerable_ = nullptr;
  int runtime_errors_ = 0;
  std::string last_error_;
};

}  // namespace newell::games
