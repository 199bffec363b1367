#include "app/report/game_report.h"

#include "app/records/replay.h"
#include "app/records/stored_trace.h"
#include "app/report/board_svg.h"
#include "app/report/evaluation_graph.h"
#include "app/report/goal_graph.h"
#include "app/report/goal_net_dot.h"
#include "app/report/line_arrows.h"
#include "app/report/html_text.h"
#include "app/report/page_assets.h"
#include "app/report/reasoning_html.h"
#include "checkers/score_text.h"
#include "chess/score_text.h"
#include "game_descriptor/game_descriptor.h"
#include "goals/trace_words.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

namespace newell::app::report {
namespace {

using nlohmann::json;

std::string move_list_html(const store::GameRecord& game, const records::ReplayedGame& replayed) {
  std::string html = "<div class=\"move-list\"><table id=\"moves\"><tbody>\n";
  bool row_open = false;
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const std::string& number = replayed.numbers[ply];
    const bool opens = number.find("...") == std::string::npos;
    if (opens || !row_open) {
      if (row_open) html += "</tr>\n";
      html += fmt::format("<tr><td class=\"number\">{}.</td>", escape_html(number.substr(0, number.find('.'))));
      if (!opens) html += "<td>&hellip;</td>";
      row_open = true;
    }
    html += fmt::format("<td><span class=\"move{}\" data-ply=\"{}\" title=\"{}\">{}</span></td>",
                        game.moves[ply].trace ? " traced" : "", ply + 1, escape_html(game.moves[ply].summary),
                        escape_html(replayed.notation[ply]));
    if (!opens) {
      html += "</tr>\n";
      row_open = false;
    }
  }
  if (row_open) html += "</tr>\n";
  return html + "</tbody></table></div>\n";
}

// The core's score as a player reads it, in the game's own units.
std::string game_score_text(GameKind game, int score) {
  return game == GameKind::checkers ? checkers::score_text(score) : chess::score_text(score);
}

}  // namespace

GameReport build_report(const store::GameRecord& game, const ReportSettings& settings) {
  GameReport report;
  const records::ReplayedGame replayed = records::replay(game);
  const GameDescriptor& described = game_named(game.kind);
  const std::string first_side(described.side_name(0));
  const std::string second_side(described.side_name(1));

  json plies = json::array();
  plies.push_back({{"number", ""}, {"move", ""}, {"summary", ""}, {"player", ""},
                   {"board", board_svg(described, replayed.boards.front(), settings.board_size)}, {"trace", false}});
  std::vector<std::optional<goals::Trace>> traces;
  std::vector<std::string> dot_texts;
  std::vector<std::size_t> graph_of_ply(game.moves.size(), 0);
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const auto& move = game.moves[ply];
    traces.push_back(move.trace ? records::read_stored_trace(*move.trace) : std::nullopt);
    if (!traces.back()) continue;
    graph_of_ply[ply] = dot_texts.size();
    dot_texts.push_back(goal_net_dot(*traces.back()));
  }
  const std::vector<DrawnGraph> graphs = draw_all_with_dot(dot_texts, settings.dot_program);

  int initial = 0;
  std::vector<EvaluationPoint> evaluations;
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const auto& move = game.moves[ply];
    const std::string& mover_side = replayed.boards[ply].side_to_move;
    const std::string player = mover_side == first_side ? game.first_player : game.second_player;
    json entry = {{"number", replayed.numbers[ply]},
                  {"move", replayed.notation[ply]},
                  {"summary", move.summary},
                  {"player", player},
                  {"board", board_svg(described, replayed.boards[ply + 1], settings.board_size)},
                  {"trace", false}};
    if (const auto& trace = traces[ply]) {
      ++report.traced_moves;
      if (!trace->plan.empty())
        entry["board"] = board_svg(described, replayed.boards[ply + 1], settings.board_size,
                                   line_arrows(described, replayed.boards[ply].fen, trace->plan));
      if (trace->baseline_score) {
        const int score = mover_side == first_side ? *trace->baseline_score : -*trace->baseline_score;
        evaluations.push_back({static_cast<int>(ply + 1), score,
                               fmt::format("{} {}: {} for {}", replayed.numbers[ply], replayed.notation[ply],
                                           game_score_text(described.kind, score), first_side)});
      }
      if (initial == 0) initial = static_cast<int>(ply + 1);
      entry["trace"] = true;
      const DrawnGraph& drawn = graphs[graph_of_ply[ply]];
      if (drawn.svg) {
        ++report.graphs_drawn;
        entry["graph"] = *drawn.svg;
      } else {
        entry["graph"] = nullptr;
        entry["graph_problem"] = escape_html(drawn.problem);
        if (report.notes.empty() || report.notes.back() != drawn.problem) report.notes.push_back(drawn.problem);
      }
      entry["goal_list"] = goal_list_html(*trace);
      entry["likelihoods"] = likelihoods_html(*trace);
      entry["tactics"] = tactic_tree_html(*trace);
      entry["alternatives"] = alternatives_html(*trace);
      entry["cycle"] = cycle_html(*trace);
    }
    plies.push_back(std::move(entry));
  }
  const json data = {{"plies", plies},
                     {"initial", initial},
                     {"hint", "Use \u2190 and \u2192 (or click a move) to step through the game."}};

  const std::string title = fmt::format("{} ({}) against {} ({})", game.first_player, first_side, game.second_player, second_side);
  const json settings_json = json::parse(game.settings, nullptr, false);
  const std::string event = settings_json.is_object() && settings_json.contains("event") && settings_json["event"].is_string()
                                ? settings_json["event"].get<std::string>()
                                : "";
  std::string about = fmt::format("{} game {} &middot; result {}{} &middot; {} plies, {} with a decision trace &middot; {}",
                                  game.kind, game.id, escape_html(game.result),
                                  game.termination.empty() ? "" : " (" + escape_html(game.termination) + ")",
                                  game.moves.size(), report.traced_moves, escape_html(game.played_at));
  if (!event.empty()) about += " &middot; " + escape_html(event);
  if (!settings.rule_set.empty()) about += " &middot; rules " + escape_html(settings.rule_set);

  std::string html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  html += fmt::format("<title>newell: {}</title>\n<style>{}</style>\n</head>\n<body>\n", escape_html(title), page_style);
  html += fmt::format("<header><h1>{}</h1><p class=\"meta\">{}</p></header>\n<main>\n", escape_html(title), about);
  html += "<section id=\"left\">\n<div id=\"board\">" + board_svg(described, replayed.boards.front(), settings.board_size) + "</div>\n";
  html += "<nav id=\"controls\"><button id=\"first\" title=\"start (Home)\">|&#x25C0;</button>"
          "<button id=\"previous\" title=\"previous move (&larr;)\">&#x25C0;</button><span id=\"position-label\">start</span>"
          "<button id=\"next\" title=\"next move (&rarr;)\">&#x25B6;</button><button id=\"last\" title=\"end (End)\">&#x25B6;|</button></nav>\n";
  html += "<div id=\"summary\"></div>\n<p class=\"hint\">&larr; &rarr; step through the game, Home and End jump; click a move. "
          "Dotted moves carry a decision trace.</p>\n";
  html += move_list_html(game, replayed);
  if (const std::string graph = evaluation_svg(described, evaluations, static_cast<int>(game.moves.size())); !graph.empty())
    html += fmt::format("<h2>Evaluation</h2><div id=\"evaluation\">{}</div><p class=\"hint\">The core's score of each "
                        "traced decision, for {}; click a point to go to its move.</p>\n",
                        graph, escape_html(first_side));
  html += "</section>\n";
  html += "<section id=\"right\">\n<h2>Goal net</h2><div id=\"goal-graph\"></div>\n<h2>Goal likelihoods</h2><div id=\"likelihoods\"></div>\n"
          "<h2>Tactic tree</h2><div id=\"tactics\"></div>\n<h2>Alternatives</h2><div id=\"alternatives\"></div>\n"
          "<h2>Decision cycle</h2><div id=\"cycle\"></div>\n";
  html += "<details id=\"goal-key\"><summary>Key to the goal types</summary><pre>" + escape_html(goals::goal_type_key()) +
          "</pre></details>\n</section>\n</main>\n";
  html += "<script type=\"application/json\" id=\"report-data\">" + script_safe(data.dump()) + "</script>\n";
  html += fmt::format("<script>{}</script>\n</body>\n</html>\n", page_script);
  report.html = std::move(html);
  return report;
}

}  // namespace newell::app::report
