#pragma once
// The legal moves of a position as text (move_text), in the order they are generated.

#include "checkers/movegen.h"
#include "checkers/notation.h"

#include <string>
#include <vector>

namespace newell::checkers::testing {

inline std::vector<std::string> legal_move_texts(const Position& position) {
  MoveList list;
  generate_moves(position, list);
  std::vector<std::string> texts;
  for (const Move& move : list) texts.push_back(move_text(move));
  return texts;
}

}  // namespace newell::checkers::testing
