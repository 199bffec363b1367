#pragma once
// A line chart as SVG, written by hand (axes, ticks, one polyline and legend entry per series), so
// an experiment's figure needs no plotting program.

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace newell::learning::opponent_model {

struct PlotSeries {
  std::string name;
  std::vector<std::pair<double, double>> points;  // (x, y), drawn in this order
};

struct LinePlot {
  std::string title, x_label, y_label;
  std::vector<PlotSeries> series;
};

std::string svg_text(const LinePlot& plot);
// Throws std::runtime_error naming the file when it cannot be written.
void write_svg(const LinePlot& plot, const std::filesystem::path& path);

}  // namespace newell::learning::opponent_model
