#pragma once
// The start of `newell eval` and `newell repl`: a rule-language session on the game and position
// the command was given.

#include <string_view>

namespace newell::interpreter {
class Session;
}  // namespace newell::interpreter

namespace newell::app {

// Starts `session`; on an unknown game (exit code 2, as for a bad option value) or a bad position
// (exit code 1) ends the command with "newell <command>: <message>".
void start_rule_session(interpreter::Session& session, std::string_view command, std::string_view game,
                        std::string_view position);

}  // namespace newell::app
