#pragma once
// What `newell eval` and `newell repl` share: a game's registry and a position, the rules loaded so
// far, and expressions evaluated against them (with --explain). Output goes to the streams given,
// so tests can drive it.

#include "interpreter/evaluator.h"
#include "interpreter/game_languages.h"
#include "interpreter/program.h"

#include <functional>
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

// Where the REPL's lines come from: false at the end of input. app/commands/repl.cpp gives one with
// line editing and history (libedit) when stdin is a terminal.
using LineReader = std::function<bool(std::string& line)>;

// The REPL loop: reads lines from `read_line`, handles :help :load :fen :predicates :explain :quit,
// evaluates everything else. `greet` prints the one-line greeting first (for a person at a terminal).
int run_repl(Session& session, const LineReader& read_line, std::ostream& out, std::ostream& errors, bool greet);
// The same on plain lines from `in` (scripts, pipes, tests), without the greeting.
int run_repl(Session& session, std::istream& in, std::ostream& out, std::ostream& errors);

}  // namespace newell::interpreter
