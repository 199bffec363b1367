// `newell repl`: try expressions on a position, load rule files, list the registry. Line editing
// and history when stdin is a terminal; plain lines otherwise (so scripts and tests can pipe in).

#include "app/command_registry.h"
#include "app/common/rule_session.h"
#include "game_descriptor/game_descriptor.h"
#include "interpreter/session.h"

#include <editline/readline.h>

#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace newell::app {
namespace {

// A line typed at the terminal, with line editing and history (libedit); false at end of input.
bool read_edited_line(std::string& line) {
  char* read = readline("newell> ");
  if (read == nullptr) return false;
  line = read;
  if (!line.empty()) add_history(read);
  std::free(read);
  return true;
}

struct ReplRequest {
  std::string game{describe(GameKind::chess).name};
  std::string fen;
  std::vector<std::string> rules;
};

void add_repl(CLI::App& root) {
  auto request = std::make_shared<ReplRequest>();
  auto* command = root.add_subcommand("repl", "Interactive rule-language session on a position");
  command->add_option("--game", request->game, "The game whose predicates to use")->capture_default_str();
  command->add_option("--fen", request->fen, "The starting position (default: the initial one)");
  command->add_option("rules", request->rules, "Rule files to load first");
  command->callback([request] {
    interpreter::Session session;
    start_rule_session(session, "repl", request->game, request->fen);
    if (!request->rules.empty() && !session.load(request->rules, std::cerr)) throw CommandFailed{1};
    if (isatty(STDIN_FILENO) != 0)
      interpreter::run_repl(session, read_edited_line, std::cout, std::cerr, true);
    else
      interpreter::run_repl(session, std::cin, std::cout, std::cerr);
  });
}

const CommandRegistration repl_registration{"repl", add_repl};

}  // namespace
}  // namespace newell::app
