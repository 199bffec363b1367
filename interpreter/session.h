#pragma once
// What `newell eval` and `newell repl` share: a game's registry and a position, the rules loaded so
// far, and expressions evaluated against them (with --explain). Output goes to the streams given,
// so tests can drive it.

#include "interpreter/evaluator.h"
#include "interpreter/game_languages.h"
#include "interpreter/program.h"

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace newell::interpreter {

class Session {
 public:
  // Fails (returns false, message in `error`) for an unknown game or a bad position.
  bool start(std::string_view game, std::string_view position, std::string& error);
  bool set_position(std::string_view position, std::string& error);
  // Replaces the loaded rules by these files; on errors prints them and keeps the previous rules.
  bool load(const std::vector<std::string>& paths, std::ostream& errors, bool json = false);
  // Prints the value (and with `explain` the tree) to `out`, problems to `errors`.
  bool evaluate(const std::string& text, bool explain, std::ostream& out, std::ostream& errors, bool json = false);
  void list_registry(std::ostream& out) const;

  const Registry& registry() const { return *registry_; }
  const std::string& game() const { return game_->name; }

 private:
  const GameLanguage* game_ = nullptr;
  std::unique_ptr<Registry> registry_;
  std::shared_ptr<void> state_;
  SourceFiles files_;
  std::unique_ptr<Program> program_;
  std::unique_ptr<Evaluator> evaluator_;
  int expression_count_ = 0;
};

// The REPL loop: reads lines from `in` (or with line editing and history when `interactive`),
// handles :help :load :fen :predicates :explain :quit, evaluates everything else.
int run_repl(Session& session, std::istream& in, std::ostream& out, std::ostream& errors, bool interactive);

}  // namespace newell::interpreter
