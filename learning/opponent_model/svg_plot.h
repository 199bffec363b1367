#pragma once
// The opponent-model experiments' charts, drawn by the shared SVG plotting unit (learning/plot/).

#include "learning/plot/svg_plot.h"

#include <filesystem>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

using PlotSeries = plot::Series;

struct LinePlot {
  std::string title, x_label, y_label;
  std::vector<PlotSeries> series;
};

inline std::string svg_text(const LinePlot& plot) {
  return plot::svg_line_chart({plot.title, plot.x_label, plot.y_label, plot.series});
}
// Throws std::runtime_error naming the file when it cannot be written.
inline void write_svg(const LinePlot& plot, const std::filesystem::path& path) {
  plot::write_text_file(svg_text(plot), path);
}

}  // namespace newell::learning::opponent_model
