#pragma once
// One piece against one in checkers, solved exactly (retrograde analysis with the core's move
// generator, made once at first use): won or lost for the side to move, or drawn. Not every such
// ending is a draw: a king with the opposition traps a lone king that cannot reach a double corner
// (Lasker, Chess and Checkers, diagram 88: White's king on 32, Black's on 26, White to move wins
// with 32-27), and the textbook win of First Position ends in an exchange into exactly that.

#include "checkers/position.h"

#include <optional>

namespace newell::games {

enum class OneAgainstOne { won, lost, drawn };  // for the side to move

// The exact result with one piece each (nullopt for any other position).
std::optional<OneAgainstOne> one_against_one(const checkers::Position& position);

}  // namespace newell::games
