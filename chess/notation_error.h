#pragma once
// The one exception type of chess notation: FEN, EPD, SAN and UCI moves. Its message names the
// field (or line) and the offending text, ready to show to a user.

#include <stdexcept>
#include <string>

namespace newell::chess {

class NotationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace newell::chess
