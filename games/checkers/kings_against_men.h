#pragma once
// Two kings against two men in checkers, solved exactly (retrograde analysis with the core's move
// generator over one or two kings against one or two pieces, all that such an ending can come to;
// made once, some seconds, on a thread of its own: prepare_kings_against_men()). The Second Position is
// won by exchanging the lone king for one of ours (Lasker, Chess and Checkers, diagram 95: 22-17
// 5x14 17x10), which leaves two kings against the two men it held; whether that ending is won
// depends on where the kings stand (a king on 27 behind the man on 20 wins, one on 19 in front of it
// does not), and the material count, a crowning behind, sees neither.

#include "checkers/position.h"

#include "games/checkers/one_against_one.h"

#include <optional>

namespace newell::games {

// The exact result for the side to move where one side has two kings and no man and the other two
// men and no king; nullopt for any other position, and while the table is not made yet (a search
// then counts material there, as before the table: nothing waits for it during a move).
std::optional<OneAgainstOne> kings_against_men(const checkers::Position& position);

// Begins making the table on a thread of its own (once; some seconds).
void prepare_kings_against_men();

// Makes the table now, or waits for the thread making it: for tests and tools that must get the
// same answer on every run.
void solve_kings_against_men();

}  // namespace newell::games
