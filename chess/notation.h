#pragma once
// Move notation: UCI long algebraic (e2e4, e7e8q, e1g1) and Standard Algebraic Notation.

#include <string>
#include <string_view>

#include "chess/move.h"
#include "chess/notation_error.h"
#include "chess/position.h"

namespace newell::chess {

std::string square_name(Square square);  // "e4"
// Reads "e4"; NoSquare when the text is not a square name.
Square parse_square(std::string_view text);

// "e2e4", "e7e8q", castling as the king's move "e1g1"; Move::none() is "0000".
std::string to_uci(Move move);
// The legal move of `position` the text names; throws NotationError naming the text and why not.
Move parse_uci_move(const Position& position, std::string_view text);

// SAN of a legal move: piece letter, the least disambiguation that suffices, x for captures,
// =Q for promotions, O-O / O-O-O, and + or # when it checks or mates.
std::string to_san(const Position& position, Move move);
// Reads SAN, accepting the usual variants: missing or extra +/#, annotations (!, ?, !!, ?!),
// 0-0 for O-O, e8Q / e8=Q / e8(Q), and a redundant disambiguation. Throws NotationError naming the
// text and either the candidate moves (ambiguous) or why no legal move matches.
Move parse_san(const Position& position, std::string_view text);

}  // namespace newell::chess
