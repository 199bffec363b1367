#include "app/report/evaluation_graph.h"

#include "app/report/html_text.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::app::report {

std::string evaluation_svg(const GameDescriptor& game, const std::vector<EvaluationPoint>& points, int plies) {
  if (points.empty()) return "";
  constexpr double width = 420, height = 120, edge = 500;  // edge: five pawns (or men), in hundredths
  const double step = width / std::max(plies, 1);
  const auto x_of = [&](int ply) { return step * ply; };
  const auto y_of = [&](int score) {
    return height / 2 - std::clamp(static_cast<double>(score), -edge, edge) / edge * (height / 2 - 4);
  };
  const std::string side(game.side_name(0));
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"evaluation-graph\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" "
      "role=\"img\" aria-label=\"the core's score of each decision, for {2}\">\n"
      "<rect width=\"{0}\" height=\"{3}\" fill=\"#ffffff\"/><rect y=\"{3}\" width=\"{0}\" height=\"{3}\" fill=\"#e8e8e8\"/>\n"
      "<line x1=\"0\" y1=\"{3}\" x2=\"{0}\" y2=\"{3}\" stroke=\"#999\" stroke-width=\"0.5\"/>\n"
      "<text x=\"4\" y=\"12\" font-size=\"10\" fill=\"#666\" font-family=\"sans-serif\">{2} better</text>\n"
      "<text x=\"4\" y=\"{4}\" font-size=\"10\" fill=\"#666\" font-family=\"sans-serif\">{5} better</text>\n",
      width, height, escape_html(side), height / 2, height - 4, escape_html(game.side_name(1)));
  std::string line;
  for (const auto& point : points) line += fmt::format("{:.1f},{:.1f} ", x_of(point.ply), y_of(point.score));
  svg += fmt::format("<polyline class=\"evaluation-line\" points=\"{}\" fill=\"none\" stroke=\"#2b6cb0\" stroke-width=\"1.5\"/>\n", line);
  for (const auto& point : points)
    svg += fmt::format("<circle class=\"evaluation-point\" data-ply=\"{}\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3\" fill=\"#2b6cb0\">"
                       "<title>{}</title></circle>\n",
                       point.ply, x_of(point.ply), y_of(point.score), escape_html(point.label));
  return svg + "</svg>\n";
}

}  // namespace newell::app::report
