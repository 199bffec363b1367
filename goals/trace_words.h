#pragma once
// The goal trace in a player's words: each goal as a phrase that names its men ("attack the black
// queen on d6 with the white knight on f5" for att(black queen on d6, white knight on f5)), the
// sides as players write them, and a key to the goal types with their short forms, which the JSON
// keeps. The phrases name exactly the men and squares the goal names, in full.

#include "goals/trace.h"

#include <string>
#include <string_view>
#include <vector>

namespace newell::goals {

// The goal in words; a type without a phrase (a rule author's own), or a stored goal without its
// arguments, reads as its short form.
std::string goal_words(const TraceGoal& goal);
// The words of the trace's goal whose short form is `text`; the text itself when none is.
std::string goal_words_of_text(const Trace& trace, const std::string& text);
// "White" for "white": a side as a sentence names it.
std::string side_words(std::string_view side);
// A score as a player reads it ("+1.20", "#3") with the side it is for: "+1.20 for White".
std::string score_words(const std::string& score_text, std::string_view side);
// The named blows (fork, pin, skewer, discover, mate): a summary names their kind only where the
// blow stands on the board, and otherwise the goal in plain words.
bool is_named_blow(std::string_view type);
// The blow standing after the move played: "pins the white knight on f3".
std::string blow_standing_words(const std::string& type, const std::vector<std::string>& arguments);
// The blow a line aims at: "a pin of the white knight on f3" (the summary adds "by Bg4").
std::string blow_aimed_words(const std::string& type, const std::vector<std::string>& arguments);
// The goal of a blow that stands nowhere, without its kind: "an attack on the white knight on f3
// with the black bishop on c8".
std::string blow_plain_words(const std::string& type, const std::vector<std::string>& arguments);
// The goal types, each with its short form (JSON, rule files) and what it asks, one a line.
std::string goal_type_key();

}  // namespace newell::goals
