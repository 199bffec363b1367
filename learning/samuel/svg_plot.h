#pragma once
// A line chart as SVG text, written by hand (no plotting tool): axes with ticks and numbers, one
// polyline per series with a legend, a title and axis labels.

#include <string>
#include <utility>
#include <vector>

namespace newell::learning::samuel {

struct PlotSeries {
  std::string name;
  std::vector<std::pair<double, double>> points;  // (x, y)
};

struct PlotLabels {
  std::string title;
  std::string x_axis = "game";
  std::string y_axis;
};

std::string svg_line_chart(const std::vector<PlotSeries>& series, const PlotLabels& labels);

}  // namespace newell::learning::samuel
