#include "learning/samuel/svg_plot.h"

#include <catch2/catch.hpp>

using namespace newell::learning::samuel;

TEST_CASE("an SVG line chart has axes, one polyline per series, a legend, labels, and escapes text") {
  const std::string svg = svg_line_chart({{"agreement", {{0, 0.1}, {5, 0.2}, {10, 0.25}}}, {"a<b", {{0, -1}, {10, 1}}}},
                                         PlotLabels{"curve & title", "game", "C"});
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  CHECK(svg.find("<polyline") != std::string::npos);
  CHECK(svg.find("<polyline", svg.find("<polyline") + 1) != std::string::npos);
  CHECK(svg.find(">agreement</text>") != std::string::npos);
  CHECK(svg.find("a&lt;b") != std::string::npos);
  CHECK(svg.find("curve &amp; title") != std::string::npos);
  CHECK(svg.find(">game</text>") != std::string::npos);
  // An empty chart is still a valid document.
  CHECK(svg_line_chart({}, PlotLabels{}).find("</svg>") != std::string::npos);
}
