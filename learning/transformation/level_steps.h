#pragma once
// Levels searched, not written: for a level (`aspire NAME EXPRESSION.`) an experiment names with a
// step, one candidate for each number in its expression moved one step down and one step up
// (a number never below 0: a minus sign before it stays), every other number kept. The values come
// from the rule set as it stands, so the search starts where the hand-written set is.

#include "learning/transformation/learned_file.h"
#include "learning/transformation/rule_generation.h"

#include <map>
#include <string>
#include <vector>

namespace newell::learning::transformation {

// Each `aspire NAME ... .` statement of the text (outside comments), named "aspire NAME".
std::vector<RuleStatementSpan> aspiration_statement_spans(const std::string& text);

// The candidates for `levels` (name -> step), each a Variant that takes the level's place (meta-rule
// "step NAME", parent "aspire NAME"). Throws std::runtime_error naming a level the text does not
// set, a step not above 0, or a level with no number to step.
std::vector<Variant> level_step_variants(const std::string& text, const std::map<std::string, double>& levels);

// "30", "0.35": a stepped number as the rule files write numbers.
std::string level_number_text(double value);

}  // namespace newell::learning::transformation
