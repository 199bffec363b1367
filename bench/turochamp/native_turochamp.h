#pragma once
// Turochamp's evaluation written directly in C++ over the chess core, as a programmer would: the
// twin of rules/chess/turochamp.nwl that the benchmark compares the interpreter against.

#include "chess/position.h"

namespace newell::bench {

struct NativeTurochampValue {
  double material_ratio = 0;
  double position_play = 0;
};

// For side `me`; `position` is changed and restored (null moves, trial moves). `castled`: whether
// `me` has castled (unknown from a FEN: false).
NativeTurochampValue native_turochamp(chess::Position& position, chess::Color me, bool castled);

}  // namespace newell::bench
