#pragma once
// Stage 1: text -> AST. Runs the ANTLR lexer and parser with newell's own error listener (every
// syntax error is reported, with recovery, as `file:line:col` and what was expected), then builds
// the AST. Statements that hold a syntax error are left out, so the checker that runs next does
// not pile follow-on errors on them. Text nested deeper than the language allows (more than 64
// parentheses, 200 levels of expression) is refused with a message instead of exhausting the stack.

#include "interpreter/ast.h"
#include "interpreter/diagnostics.h"

#include <memory>
#include <set>
#include <string>

namespace newell::interpreter {

// Parses file `file` of `files` and appends its statements to `into`. Names of statements left out
// after a syntax error go to `unreadable_names`, so that their uses are not reported again.
void parse_file(const SourceFiles& files, std::uint32_t file, File& into, Diagnostics& diagnostics,
                std::set<std::string>& unreadable_names);

// Parses a lone expression (`newell eval`, the REPL); null after a syntax error.
std::unique_ptr<Expression> parse_expression(const SourceFiles& files, std::uint32_t file, Diagnostics& diagnostics);

// How deep an expression may nest; deeper text gets a diagnostic, not a stack overflow.
inline constexpr int max_expression_depth = 200;
inline constexpr int max_parenthesis_depth = 64;

}  // namespace newell::interpreter
