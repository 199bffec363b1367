#include "game_descriptor/outcome.h"

namespace newell {

std::string_view result_token(Outcome outcome) {
  switch (outcome) {
    case Outcome::first_side_wins: return "1-0";
    case Outcome::second_side_wins: return "0-1";
    case Outcome::draw: return "1/2-1/2";
    case Outcome::ongoing: return "*";
  }
  return "*";
}

std::optional<Outcome> outcome_of_token(std::string_view token) {
  for (const Outcome outcome : {Outcome::first_side_wins, Outcome::second_side_wins, Outcome::draw, Outcome::ongoing})
    if (result_token(outcome) == token) return outcome;
  return std::nullopt;
}

Outcome stored_outcome(std::string_view token) { return outcome_of_token(token).value_or(Outcome::ongoing); }

Outcome win_for(int side) { return side == 0 ? Outcome::first_side_wins : Outcome::second_side_wins; }

double first_side_points(Outcome outcome) {
  return outcome == Outcome::first_side_wins ? 1.0 : outcome == Outcome::second_side_wins ? 0.0 : 0.5;
}

int first_side_sign(Outcome outcome) {
  return outcome == Outcome::first_side_wins ? 1 : outcome == Outcome::second_side_wins ? -1 : 0;
}

}  // namespace newell
