#include "goals/trace_words.h"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cctype>

namespace newell::goals {
namespace {

// A phrase per goal type and number of arguments; {0}, {1}, {2} are the arguments as described by
// the game ("black queen on d8", "e4"). `meaning` is the key's line.
struct GoalPhrase {
  std::string_view type;
  std::size_t arguments;
  std::string_view phrase;
  std::string_view short_form;
  std::string_view meaning;
};

constexpr std::array phrases{
    GoalPhrase{"mate", 1, "checkmate the {0}", "mate(K)", "checkmate the king K"},
    GoalPhrase{"att", 2, "attack the {0} with the {1}", "att(T, A)", "attack the enemy man T with our man A, to win it"},
    GoalPhrase{"def", 1, "defend the {0}", "def(M)", "defend our man M: keep it where nothing wins it"},
    GoalPhrase{"blk", 2, "cut off the {0} from the {1}", "blk(R, T)", "stop the enemy man R from taking back on, or jumping, our target T"},
    GoalPhrase{"ctl", 1, "control {0}", "ctl(S)", "control the square S"},
    GoalPhrase{"promote", 1, "promote the {0}", "promote(P)", "make a queen of our pawn P"},
    GoalPhrase{"safe", 1, "keep the {0} safe", "safe(K)", "keep our king K out of check and mating threats"},
    GoalPhrase{"develop", 1, "develop the {0}", "develop(N)", "bring our minor piece N off its first rank"},
    GoalPhrase{"castle", 1, "castle the {0}", "castle(K)", "castle our king K"},
    GoalPhrase{"activate", 1, "bring the {0} into play", "activate(M)", "give our man M four moves or more"},
    GoalPhrase{"open_file", 1, "put the {0} on an open file", "open_file(R)", "our rook R on a file free of our pawns"},
    GoalPhrase{"fork", 3, "fork the {1} and the {2} with the {0}", "fork(A, T1, T2)", "our man A attacks T1 and T2 at once"},
    GoalPhrase{"pin", 2, "pin the {1} with the {0}", "pin(A, P)", "our man A pins the enemy piece P to a man worth more"},
    GoalPhrase{"skewer", 3, "skewer the {1} and the {2} behind it with the {0}", "skewer(A, V, B)",
               "our rook, bishop or queen A drives off V and takes B behind it"},
    GoalPhrase{"skewer", 2, "skewer the {1} with the {0}", "skewer(A, V)", "our rook, bishop or queen A drives off V and takes the man behind it"},
    GoalPhrase{"discover", 3, "move the {0} to uncover the {1} onto the {2}", "discover(D, A, T)",
               "our man D moves out of the line of A, which then attacks T"},
    GoalPhrase{"press", 1, "threaten mate against the {0}", "press(K)", "a quiet move threatens mate on the enemy king K"},
    GoalPhrase{"centralise", 1, "centralise the {0}", "centralise(K)", "bring our king K near the centre in the ending"},
    GoalPhrase{"stop", 1, "stop the {0}", "stop(P)", "stop the enemy's passed pawn P"},
    GoalPhrase{"gain", 2, "win the {0} with the {1}", "gain(T, A)", "win the enemy man T with our man A"},
    GoalPhrase{"keep", 1, "keep the {0}", "keep(M)", "keep our man M"},
    GoalPhrase{"crown", 1, "crown the {0}", "crown(P)", "make a king of our man P"},
    GoalPhrase{"guard", 1, "keep the {0} on the back row", "guard(M)", "our man M guards our king row"},
    GoalPhrase{"take", 1, "take the {0}", "take(T)", "jump the enemy piece T"},
    GoalPhrase{"run", 2, "run the {0} to {1}", "run(P, Q)", "our man P steps forward to the square Q, safe"},
    GoalPhrase{"win", 1, "leave {0} without a move", "win(S)", "side S has no piece, or cannot move"},
    GoalPhrase{"approach", 2, "bring the {0} to {1}", "approach(A, Q)", "our king A steps to Q, nearer its post against the lone king"},
    GoalPhrase{"shut_corner", 2, "shut the corner with the {0} on {1}", "shut_corner(A, Q)", "our king A takes the corner square Q the lone king left"},
    GoalPhrase{"refuge", 2, "take the {0} to refuge on {1}", "refuge(A, Q)", "our king A steps to Q, nearer a double corner, safe"},
    GoalPhrase{"squeeze", 1, "squeeze the {0}", "squeeze(T)", "the lone king T has no safe square"},
    GoalPhrase{"hold_corner", 1, "hold the double corner against the {0}", "hold_corner(T)", "a king of ours holds the double corner, the lone king T out of it"},
    GoalPhrase{"take_corner", 2, "take the corner with the {0} on {1}", "take_corner(A, Q)", "our king A steps into the double-corner square Q"},
};

// A named blow's words: standing on the board after the move played, aimed at by a line, and its
// goal in plain words when it stands nowhere (no word of its kind: "pinned" would name it too).
struct BlowPhrase {
  std::string_view type;
  std::size_t arguments;
  std::string_view standing;
  std::string_view aimed;
  std::string_view plain;
};

constexpr std::array blows{
    BlowPhrase{"fork", 3, "forks the {1} and the {2} with the {0}", "a fork of the {1} and the {2}",
               "an attack on the {1} and the {2} with the {0}"},
    BlowPhrase{"pin", 2, "pins the {1}", "a pin of the {1}", "an attack on the {1} with the {0}"},
    BlowPhrase{"skewer", 3, "skewers the {1} and the {2} behind it with the {0}", "a skewer of the {1} and the {2}",
               "an attack on the {1} with the {0}, to win the {2}"},
    BlowPhrase{"skewer", 2, "skewers the {1} with the {0}", "a skewer of the {1}", "an attack on the {1} with the {0}"},
    BlowPhrase{"discover", 3, "discovers an attack on the {2} by the {1}, moving the {0}",
               "a discovered attack on the {2} by the {1}", "an attack on the {2} with the {1} and the {0}"},
    BlowPhrase{"mate", 1, "checkmates the {0}", "mate of the {0}", "an attack on the {0}"},
};

// `phrase` with {N} replaced by the Nth argument.
std::string filled(std::string_view phrase, const std::vector<std::string>& arguments) {
  std::string words;
  for (std::size_t i = 0; i < phrase.size(); ++i) {
    const bool argument = phrase[i] == '{' && i + 2 < phrase.size() && phrase[i + 2] == '}';
    const auto index = argument ? static_cast<std::size_t>(phrase[i + 1] - '0') : 0;
    if (argument && index < arguments.size()) {
      words += arguments[index];
      i += 2;
    } else {
      words += phrase[i];
    }
  }
  return words;
}

// The blow's phrase for these arguments; a blow of another arity reads as its type and arguments.
std::string blow_words(const std::string& type, const std::vector<std::string>& arguments,
                       std::string_view BlowPhrase::*form) {
  for (const auto& blow : blows)
    if (blow.type == type && blow.arguments == arguments.size()) return filled(blow.*form, arguments);
  std::string words = "an attack";
  for (std::size_t i = 0; i < arguments.size(); ++i) words += (i == 0 ? " by the " : " and the ") + arguments[i];
  return words;
}

}  // namespace

bool is_named_blow(std::string_view type) {
  return std::any_of(blows.begin(), blows.end(), [&](const BlowPhrase& blow) { return blow.type == type; });
}

std::string blow_standing_words(const std::string& type, const std::vector<std::string>& arguments) {
  return blow_words(type, arguments, &BlowPhrase::standing);
}

std::string blow_aimed_words(const std::string& type, const std::vector<std::string>& arguments) {
  return blow_words(type, arguments, &BlowPhrase::aimed);
}

std::string blow_plain_words(const std::string& type, const std::vector<std::string>& arguments) {
  return blow_words(type, arguments, &BlowPhrase::plain);
}

std::string goal_words(const TraceGoal& goal) {
  for (const auto& phrase : phrases) {
    if (phrase.type == goal.type && phrase.arguments == goal.arguments.size()) return filled(phrase.phrase, goal.arguments);
  }
  // A type of the author's own (or a stored trace without the arguments): its short form, as the
  // rule file writes it.
  if (!goal.text.empty()) return goal.text;
  std::string words = goal.type + ":";
  for (std::size_t i = 0; i < goal.arguments.size(); ++i) words += (i == 0 ? " " : ", ") + goal.arguments[i];
  return words;
}

std::string goal_words_of_text(const Trace& trace, const std::string& text) {
  for (const auto& goal : trace.goals)
    if (goal.text == text) return goal_words(goal);
  return text;
}

std::string side_words(std::string_view side) {
  std::string words(side);
  if (!words.empty()) words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
  return words;
}

std::string score_words(const std::string& score_text, std::string_view side) {
  return fmt::format("{} for {}", score_text, side_words(side));
}

std::string goal_type_key() {
  std::string key = "Goal types (short form as in --json and the rule files: what it asks):\n";
  for (const auto& phrase : phrases) key += fmt::format("  {:<18} {}\n", phrase.short_form, phrase.meaning);
  return key;
}

}  // namespace newell::goals
