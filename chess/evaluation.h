#pragma once
// The static evaluation the alpha-beta search uses at its leaves: material and piece-square
// tables, blended between a middlegame and an endgame table by the material left on the board
// (a "tapered" evaluation), plus the bishop pair and a push of a bare king to the edge so that
// won endgames get won. Scores are centipawns from the side to move's view.

#include "chess/position.h"

namespace newell::chess {

// Centipawns for the side to move. Allocates nothing.
int evaluate(const Position& position);

// The same from White's view: what a person reading a game record expects.
int evaluate_for_white(const Position& position);

// 24 with every piece on the board, 0 with kings and pawns only.
int game_phase(const Position& position);

}  // namespace newell::chess
