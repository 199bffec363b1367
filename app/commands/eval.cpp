// `newell eval --game G [--fen F] [--rules FILE] [--explain] 'EXPR'`: the value of one expression
// on one position, with the tree of values under --explain.

#include "app/command_registry.h"
#include "app/common/rule_session.h"
#include "interpreter/session.h"

#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace newell::app {
namespace {

struct EvalRequest {
  std::string game{"chess"};
  std::string fen;
  std::vector<std::string> rules;
  std::string expression;
  bool explain = false;
  bool json = false;
};

void add_eval(CLI::App& root) {
  auto request = std::make_shared<EvalRequest>();
  auto* command = root.add_subcommand("eval", "Evaluate a rule-language expression on a position");
  command->add_option("expression", request->expression, "The expression, e.g. 'count M in mine: attacked(M)'")->required();
  command->add_option("--game", request->game, "The game whose predicates to use")->capture_default_str();
  command->add_option("--fen", request->fen, "The position (default: the initial one)");
  command->add_option("--rules", request->rules, "Rule files whose definitions the expression may use");
  command->add_flag("--explain", request->explain, "Show the value of every part of the expression");
  command->add_flag("--json", request->json, "Print the answer or the diagnostics as JSON");
  command->callback([request] {
    interpreter::Session session;
    start_rule_session(session, "eval", request->game, request->fen);
    if (!request->rules.empty() && !session.load(request->rules, request->json ? std::cout : std::cerr, request->json))
      throw CommandFailed{1};
    if (!session.evaluate(request->expression, request->explain, std::cout, request->json ? std::cout : std::cerr,
                          request->json))
      throw CommandFailed{1};
  });
}

const CommandRegistration eval_registration{"eval", add_eval};

}  // namespace
}  // namespace newell::app
