#pragma once
// Finding statements in rule text without parsing it: the words of the text outside comments and
// strings, as the lexer (grammar/Newell.g4) sees them. For the learner's edits of a rule set read
// through its includes (rule_set_text.h) and of its levels (level_steps.h).

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace newell::learning::transformation {

std::size_t skip_space_and_comments(const std::string& text, std::size_t at);

bool identifier_character(char c);

// Calls `visit(at)` for each place `keyword` stands as a word of the text outside comments and
// strings; `visit` returns where to go on scanning (at least `at` + 1; past a statement it replaced).
void for_each_keyword(const std::string& text, std::string_view keyword, const std::function<std::size_t(std::size_t)>& visit);

}  // namespace newell::learning::transformation
