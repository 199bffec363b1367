#include "app/report/line_arrows.h"

#include <stdexcept>

namespace newell::app::report {

std::vector<Arrow> line_arrows(const GameDescriptor& game, const std::string& start, const std::vector<std::string>& line) {
  std::vector<std::string> legal = line;
  records::ReplayedGame replayed;
  while (!legal.empty()) {
    try {
      replayed = records::replay(game, start, legal);
      break;
    } catch (const records::MoveFailure& failure) {
      legal.resize(static_cast<std::size_t>(failure.ply - 1));
    } catch (const std::invalid_argument&) {
      return {};
    }
  }
  std::vector<Arrow> arrows;
  for (std::size_t ply = 0; ply < legal.size(); ++ply) {
    const auto& squares = replayed.boards[ply + 1].highlighted;
    if (squares.size() >= 2) arrows.push_back({squares.front(), squares.back()});
  }
  return arrows;
}

}  // namespace newell::app::report
