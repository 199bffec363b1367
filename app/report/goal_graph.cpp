#include "app/report/goal_graph.h"

#include "match/child_process.h"

#include <fmt/core.h>

#include <algorithm>
#include <future>

namespace newell::app::report {
namespace {

std::string not_found(const std::string& dot_program) {
  return fmt::format("Graphviz '{}' was not found, so the goal net is listed instead of drawn "
                     "(install the Debian package graphviz)", dot_program);
}

}  // namespace

bool dot_available(const std::string& dot_program) {
  try {
    return match::run_program({dot_program, "-V"}, "").succeeded();
  } catch (const match::ProcessError&) {
    return false;
  }
}

DrawnGraph draw_with_dot(const std::string& dot_text, const std::string& dot_program) {
  DrawnGraph drawn;
  match::ProgramRun run;
  try {
    run = match::run_program({dot_program, "-Tsvg"}, dot_text);
  } catch (const match::ProcessError&) {
    drawn.problem = not_found(dot_program);
    return drawn;
  }
  // Standard error is merged into the output: dot's warnings, if any, stand before the drawing.
  const auto start = run.output.find("<svg");
  if (!run.succeeded() || start == std::string::npos) {
    std::string reason = run.output;
    while (!reason.empty() && (reason.back() == '\n' || reason.back() == '\r')) reason.pop_back();
    drawn.problem = fmt::format("'{} -Tsvg' failed ({}){}", dot_program, run.exit_description, reason.empty() ? "" : ": " + reason);
    return drawn;
  }
  // dot's comments (one per node and edge) only weigh the page down.
  std::string svg;
  const std::string drawing = run.output.substr(start);
  std::size_t at = 0;
  for (auto open = drawing.find("<!--"); open != std::string::npos; open = drawing.find("<!--", at)) {
    const auto close = drawing.find("-->", open);
    if (close == std::string::npos) break;
    svg.append(drawing, at, open - at);
    at = close + 3;
    while (at < drawing.size() && drawing[at] == '\n') ++at;
  }
  svg.append(drawing, at);
  drawn.svg = std::move(svg);
  return drawn;
}

std::vector<DrawnGraph> draw_all_with_dot(const std::vector<std::string>& dot_texts, const std::string& dot_program) {
  std::vector<DrawnGraph> drawn(dot_texts.size());
  if (dot_texts.empty()) return drawn;
  if (!dot_available(dot_program)) {
    for (auto& graph : drawn) graph.problem = not_found(dot_program);
    return drawn;
  }
  // Starting dot costs more than drawing a small net: a few at a time hide most of that.
  constexpr std::size_t at_once = 4;
  for (std::size_t first = 0; first < dot_texts.size(); first += at_once) {
    std::vector<std::future<DrawnGraph>> running;
    for (std::size_t i = first; i < std::min(first + at_once, dot_texts.size()); ++i)
      running.push_back(std::async(std::launch::async, [&, i] { return draw_with_dot(dot_texts[i], dot_program); }));
    for (std::size_t i = 0; i < running.size(); ++i) drawn[first + i] = running[i].get();
  }
  return drawn;
}

}  // namespace newell::app::report
