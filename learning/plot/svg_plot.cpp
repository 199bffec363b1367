#include "learning/plot/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace newell::learning::plot {
namespace {

constexpr double width = 720, height = 440, left = 70, right = 170, top = 40, bottom = 60;
constexpr const char* colours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"};

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

// A "nice" tick step covering the range in about five steps.
double tick_step(double range) {
  if (range <= 0) return 1;
  const double raw = range / 5;
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  for (double factor : {1.0, 2.0, 5.0, 10.0})
    if (raw <= factor * magnitude) return factor * magnitude;
  return 10 * magnitude;
}

// One chart's elements, drawn `offset` pixels down.
std::string chart_body(const Chart& chart, double offset) {
  const auto& series = chart.series;
  double x_min = 0, x_max = 1, y_min = 0, y_max = 1;
  bool first = true;
  for (const auto& line : series)
    for (const auto& [x, y] : line.points) {
      if (first) {
        x_min = x_max = x;
        y_min = y_max = y;
        first = false;
      }
      x_min = std::min(x_min, x), x_max = std::max(x_max, x), y_min = std::min(y_min, y), y_max = std::max(y_max, y);
    }
  if (x_max == x_min) x_max = x_min + 1;
  if (y_max == y_min) y_max = y_min + 1, y_min -= 1;
  const double y_step = tick_step(y_max - y_min);
  y_min = std::floor(y_min / y_step) * y_step;
  y_max = std::ceil(y_max / y_step) * y_step;
  const double x_step = tick_step(x_max - x_min);
  const double plot_width = width - left - right, plot_height = height - top - bottom;
  const double chart_top = top + offset;
  const auto sx = [&](double x) { return left + (x - x_min) / (x_max - x_min) * plot_width; };
  const auto sy = [&](double y) { return chart_top + (y_max - y) / (y_max - y_min) * plot_height; };

  std::string svg = "<text x=\"" + number(width / 2) + "\" y=\"" + number(offset + 22) +
                    "\" text-anchor=\"middle\" font-size=\"15\">" + escaped(chart.title) + "</text>\n";
  // Grid and ticks.
  for (double y = y_min; y <= y_max + y_step / 2; y += y_step) {
    const std::string at = number(sy(y));
    svg += "<line x1=\"" + number(left) + "\" y1=\"" + at + "\" x2=\"" + number(left + plot_width) + "\" y2=\"" + at +
           "\" stroke=\"#e0e0e0\"/>\n<text x=\"" + number(left - 6) + "\" y=\"" + at + "\" dy=\"4\" text-anchor=\"end\">" +
           number(std::abs(y) < y_step / 1e6 ? 0 : y) + "</text>\n";
  }
  for (double x = std::ceil(x_min / x_step) * x_step; x <= x_max + x_step / 1e6; x += x_step) {
    const std::string at = number(sx(x));
    svg += "<line x1=\"" + at + "\" y1=\"" + number(chart_top + plot_height) + "\" x2=\"" + at + "\" y2=\"" +
           number(chart_top + plot_height + 5) + "\" stroke=\"black\"/>\n<text x=\"" + at + "\" y=\"" +
           number(chart_top + plot_height + 18) + "\" text-anchor=\"middle\">" + number(x) + "</text>\n";
  }
  // Axes and their labels.
  svg += "<line x1=\"" + number(left) + "\" y1=\"" + number(chart_top) + "\" x2=\"" + number(left) + "\" y2=\"" +
         number(chart_top + plot_height) + "\" stroke=\"black\"/>\n<line x1=\"" + number(left) + "\" y1=\"" +
         number(chart_top + plot_height) + "\" x2=\"" + number(left + plot_width) + "\" y2=\"" +
         number(chart_top + plot_height) + "\" stroke=\"black\"/>\n";
  svg += "<text x=\"" + number(left + plot_width / 2) + "\" y=\"" + number(offset + height - 15) +
         "\" text-anchor=\"middle\">" + escaped(chart.x_label) + "</text>\n";
  svg += "<text transform=\"translate(18," + number(chart_top + plot_height / 2) +
         ") rotate(-90)\" text-anchor=\"middle\">" + escaped(chart.y_label) + "</text>\n";
  // Lines and legend.
  for (std::size_t index = 0; index < series.size(); ++index) {
    const std::string colour = colours[index % std::size(colours)];
    std::string points;
    for (const auto& [x, y] : series[index].points) points += number(sx(x)) + "," + number(sy(y)) + " ";
    svg += "<polyline fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"2\" points=\"" + points + "\"/>\n";
    for (const auto& [x, y] : series[index].points)
      if (series[index].points.size() <= 60)
        svg += "<circle cx=\"" + number(sx(x)) + "\" cy=\"" + number(sy(y)) + "\" r=\"2.5\" fill=\"" + colour + "\"/>\n";
    const double legend_y = chart_top + 10 + 20 * static_cast<double>(index);
    svg += "<line x1=\"" + number(width - right + 15) + "\" y1=\"" + number(legend_y) + "\" x2=\"" +
           number(width - right + 40) + "\" y2=\"" + number(legend_y) + "\" stroke=\"" + colour +
           "\" stroke-width=\"2\"/>\n<text x=\"" + number(width - right + 46) + "\" y=\"" + number(legend_y) +
           "\" dy=\"4\">" + escaped(series[index].name) + "</text>\n";
  }
  return svg;
}

std::string frame(double total_height, const std::string& body) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" + number(total_height) +
         "\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body +
         "</svg>\n";
}

}  // namespace

std::string svg_line_chart(const Chart& chart) { return frame(height, chart_body(chart, 0)); }

std::string svg_stacked_charts(const std::vector<Chart>& charts) {
  std::string body;
  for (std::size_t i = 0; i < charts.size(); ++i) body += chart_body(charts[i], height * static_cast<double>(i));
  return frame(height * static_cast<double>(std::max<std::size_t>(1, charts.size())), body);
}

void write_text_file(const std::string& text, const std::filesystem::path& path) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw std::runtime_error("cannot write the plot to " + path.string());
  out << text;
  if (!out) throw std::runtime_error("cannot write the plot to " + path.string());
}

}  // namespace newell::learning::plot
