#include "learning/opponent_model/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <stdexcept>

namespace newell::learning::opponent_model {
namespace {

constexpr double width = 640, height = 420, left = 70, right = 170, top = 40, bottom = 60;
constexpr const char* colours[] = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"};

std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

// A tick label: up to three significant digits.
std::string tick(double value) {
  std::ostringstream text;
  text << std::setprecision(3) << value;
  return text.str();
}

}  // namespace

std::string svg_text(const LinePlot& plot) {
  double x_min = 0, x_max = 1, y_min = 0, y_max = 1;
  bool first = true;
  for (const PlotSeries& series : plot.series)
    for (const auto& [x, y] : series.points) {
      if (first) x_min = x_max = x, y_min = y_max = y, first = false;
      x_min = std::min(x_min, x), x_max = std::max(x_max, x), y_min = std::min(y_min, y), y_max = std::max(y_max, y);
    }
  if (x_max == x_min) x_min -= 1, x_max += 1;
  if (y_max == y_min) y_min -= 1, y_max += 1;
  const double y_pad = (y_max - y_min) * 0.05;
  y_min -= y_pad, y_max += y_pad;
  const double plot_width = width - left - right, plot_height = height - top - bottom;
  const auto sx = [&](double x) { return left + (x - x_min) / (x_max - x_min) * plot_width; };
  const auto sy = [&](double y) { return top + (y_max - y) / (y_max - y_min) * plot_height; };

  std::ostringstream svg;
  svg << std::fixed << std::setprecision(1);
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height << "\" viewBox=\"0 0 " << width
      << ' ' << height << "\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  svg << "<text x=\"" << left + plot_width / 2 << "\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">" << escaped(plot.title) << "</text>\n";
  svg << "<line x1=\"" << left << "\" y1=\"" << top + plot_height << "\" x2=\"" << left + plot_width << "\" y2=\"" << top + plot_height
      << "\" stroke=\"black\"/>\n";
  svg << "<line x1=\"" << left << "\" y1=\"" << top << "\" x2=\"" << left << "\" y2=\"" << top + plot_height << "\" stroke=\"black\"/>\n";
  for (int i = 0; i <= 5; ++i) {
    const double x = x_min + (x_max - x_min) * i / 5, y = y_min + (y_max - y_min) * i / 5;
    svg << "<line x1=\"" << sx(x) << "\" y1=\"" << top + plot_height << "\" x2=\"" << sx(x) << "\" y2=\"" << top + plot_height + 5
        << "\" stroke=\"black\"/><text x=\"" << sx(x) << "\" y=\"" << top + plot_height + 20 << "\" text-anchor=\"middle\">" << tick(x)
        << "</text>\n";
    svg << "<line x1=\"" << left << "\" y1=\"" << sy(y) << "\" x2=\"" << left + plot_width << "\" y2=\"" << sy(y)
        << "\" stroke=\"#ddd\"/><text x=\"" << left - 6 << "\" y=\"" << sy(y) + 4 << "\" text-anchor=\"end\">" << tick(y) << "</text>\n";
  }
  svg << "<text x=\"" << left + plot_width / 2 << "\" y=\"" << height - 15 << "\" text-anchor=\"middle\">" << escaped(plot.x_label) << "</text>\n";
  svg << "<text x=\"18\" y=\"" << top + plot_height / 2 << "\" text-anchor=\"middle\" transform=\"rotate(-90 18 " << top + plot_height / 2
      << ")\">" << escaped(plot.y_label) << "</text>\n";
  for (std::size_t s = 0; s < plot.series.size(); ++s) {
    const PlotSeries& series = plot.series[s];
    const char* colour = colours[s % std::size(colours)];
    svg << "<polyline fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"2\" points=\"";
    for (const auto& [x, y] : series.points) svg << sx(x) << ',' << sy(y) << ' ';
    svg << "\"/>\n";
    for (const auto& [x, y] : series.points)
      svg << "<circle cx=\"" << sx(x) << "\" cy=\"" << sy(y) << "\" r=\"3\" fill=\"" << colour << "\"/>\n";
    const double legend_y = top + 10 + 20.0 * static_cast<double>(s);
    svg << "<line x1=\"" << width - right + 15 << "\" y1=\"" << legend_y << "\" x2=\"" << width - right + 40 << "\" y2=\"" << legend_y
        << "\" stroke=\"" << colour << "\" stroke-width=\"2\"/><text x=\"" << width - right + 45 << "\" y=\"" << legend_y + 4 << "\">"
        << escaped(series.name) << "</text>\n";
  }
  svg << "</svg>\n";
  return svg.str();
}

void write_svg(const LinePlot& plot, const std::filesystem::path& path) {
  std::ofstream out(path);
  if (!out) throw std::runtime_error("cannot write the plot to " + path.string());
  out << svg_text(plot);
  if (!out) throw std::runtime_error("cannot write the plot to " + path.string());
}

}  // namespace newell::learning::opponent_model
