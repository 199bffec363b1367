#pragma once
// How a game ended, as the referee decides it and the store keeps it: the result tokens "1-0",
// "0-1", "1/2-1/2" and "*" of PGN and PDN are written and read only here (and by the notation
// readers, which normalise other dialects' tokens to these).

#include <cstdint>
#include <optional>
#include <string_view>

namespace newell {

// The first side is the one that moves first: White in chess, Black in checkers. `ongoing`: the
// game has not ended (stored as "*" when it stopped there). One type from the game being played
// (goals::Game::outcome) through the referee to the store.
enum class Outcome : std::uint8_t { ongoing, first_side_wins, second_side_wins, draw };

// "1-0", "0-1", "1/2-1/2", "*".
std::string_view result_token(Outcome outcome);
// The outcome a standard token names; nullopt for any other text.
std::optional<Outcome> outcome_of_token(std::string_view token);
// The same, reading any other text as ongoing (a stored result is always a standard token).
Outcome stored_outcome(std::string_view token);
// The win of side 0 or 1.
Outcome win_for(int side);
// The first side's points: 1, 0, 1/2 for a draw, and 1/2 for a game not ended.
double first_side_points(Outcome outcome);
// +1 when the first side won, -1 when it lost, 0 otherwise.
int first_side_sign(Outcome outcome);

}  // namespace newell
