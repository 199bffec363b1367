#pragma once
// Line charts as SVG text, drawn by our own code (no plotting program, no Python): axes with "nice"
// ticks and numbers, one polyline per series with a legend, a title and axis labels; several
// charts stacked in one picture for an experiment's learning curves. Shared by every learning
// scheme (samuel/, opponent_model/, transformation/).

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace newell::learning::plot {

struct Series {
  std::string name;
  std::vector<std::pair<double, double>> points;  // (x, y), drawn in this order
};

struct Chart {
  std::string title;
  std::string x_label = "game";
  std::string y_label;
  std::vector<Series> series;
};

std::string svg_line_chart(const Chart& chart);
// The charts one under the other, in one SVG.
std::string svg_stacked_charts(const std::vector<Chart>& charts);
// Throws std::runtime_error naming the file when it cannot be written.
void write_text_file(const std::string& text, const std::filesystem::path& path);

}  // namespace newell::learning::plot
