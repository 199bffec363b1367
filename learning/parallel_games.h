#pragma once
// Independent games of an experiment played on threads: each thread takes the next game index
// until none is left; the first failure stops the others from starting new games and is rethrown.
// What a game does with the store is the caller's to serialise (one connection, one mutex).

#include <functional>

namespace newell::learning {

void play_in_parallel(int games, int threads, const std::function<void(int game)>& play);

}  // namespace newell::learning
