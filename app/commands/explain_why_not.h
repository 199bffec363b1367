#pragma once
// `newell explain --why-not MOVE`: what became of a move the engine did not play, from the trace and,
// where no goal proposed it, a look by the core: refuted by a reply (with the score after it), stood
// but valued lower than the move played, or never a candidate.

#include "goals/game.h"
#include "goals/trace.h"

#include <cstdint>
#include <string>

namespace newell::app {

// `game` stands in the position of the decision `trace` describes; `move` is legal there.
std::string why_not_text(goals::Game& game, const goals::Trace& trace, goals::MoveId move, std::uint64_t nodes);

}  // namespace newell::app
