#pragma once
// Samuel's charts, drawn by the shared SVG plotting unit (learning/plot/).

#include "learning/plot/svg_plot.h"

#include <string>
#include <vector>

namespace newell::learning::samuel {

using PlotSeries = plot::Series;

struct PlotLabels {
  std::string title;
  std::string x_axis = "game";
  std::string y_axis;
};

inline std::string svg_line_chart(const std::vector<PlotSeries>& series, const PlotLabels& labels) {
  return plot::svg_line_chart({labels.title, labels.x_axis, labels.y_axis, series});
}

}  // namespace newell::learning::samuel
