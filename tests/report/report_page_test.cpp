// The report's parts, without a browser: boards, the page's structure, the fallback without dot, the
// goal net's edges, the evaluation graph, the tactic's arrows and the page's weight.

#include "app/records/replay.h"
#include "app/records/stored_trace.h"
#include "app/report/board_svg.h"
#include "app/report/game_report.h"
#include "app/report/goal_net_dot.h"
#include "app/report/html_text.h"
#include "app/report/line_arrows.h"
#include "game_descriptor/game_descriptor.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <fmt/core.h>

#include <cstdlib>
#include <string>

using namespace newell::app;

namespace {

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}

// A small decision trace as the goal engine stores it (docs/trace.schema.json).
const char* const trace_json = R"json({"game":"chess","position":"start","side":"white","rules":"newell.nwl","node_budget":100,
"nodes_used":50,"seed":1955,"aspirations":{"adequate":0.6},"goals":[
{"id":0,"owner":"machine","type":"ctl","text":"ctl(e4) </script>","arguments":["e4"],"origin":"seek","origin_rule":"","achieved":false,
 "likelihood":0.7,"how":"tactic","activity":0,"importance":1,"parents":[],
 "tactic":{"first_move":"e4","likelihood":0.7,"nodes":12,"depth":1,"adequate":true,"stopped":false,"line":["e4"]}},
{"id":1,"owner":"machine","type":"def","text":"def(pawn on e4)","arguments":["white pawn on e4"],"origin":"transform","origin_rule":"x","achieved":false,
 "likelihood":0.4,"how":"none","activity":0,"importance":1,"parents":[{"parent":0,"rule":"transform at x:3","weight":0.5}],"tactic":null}],
"classification":null,"iterations":[{"number":1,"goals_searched":[0],"subgoals_added":[],"nodes_after":50,"best_move":"e4",
"best_likelihood":0.7,"aspiration":0.6,"good_enough":true,"decision":"play"}],"alternatives":[{"move":"e4","value":0.7,
"tactics_started":[0],"verified_score":20,"rejected":false,"reason":""}],"baseline_score":20,"verification_depth":2,
"plan":["e4","e5","Nf3"],
"move":"e4","source":"goal","summary":"ctl(e4) by tactic e4","runtime_errors":[]})json";

newell::store::GameRecord traced_game() {
  newell::store::GameRecord game;
  game.id = 3;
  game.kind = "chess";
  game.first_player = "newell <goal engine>";
  game.second_player = "core";
  game.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  game.moves = {{1, "e4", "ctl(e4) by tactic e4", std::string(trace_json)}, {2, "e5", "", std::nullopt}};
  return game;
}

}  // namespace

TEST_CASE("the chess board SVG holds 32 men at the start and tints the last move's squares", "[report]") {
  const auto replayed = records::replay_chess("", {"e4"});
  const std::string start = report::board_svg(newell::describe(newell::GameKind::chess), replayed.boards[0]);
  CHECK(occurrences(start, "class=\"piece\"") == 32);
  CHECK(occurrences(start, "data-piece=\"P\"") == 8);
  CHECK(occurrences(start, "#f2dc74") + occurrences(start, "#c9a43a") == 0);
  const std::string after = report::board_svg(newell::describe(newell::GameKind::chess), replayed.boards[1]);
  CHECK(occurrences(after, "#f2dc74") + occurrences(after, "#c9a43a") == 2);
}

TEST_CASE("the checkers board SVG draws 24 men at the start and crowns kings", "[report]") {
  const auto start = records::replay_checkers("", {});
  CHECK(occurrences(report::board_svg(newell::describe(newell::GameKind::checkers), start.boards[0]), "class=\"piece\"") == 24);
  const auto kings = records::replay_checkers("W:WK10:BK22", {});
  const std::string svg = report::board_svg(newell::describe(newell::GameKind::checkers), kings.boards[0]);
  CHECK(occurrences(svg, "data-piece=\"W\"") == 1);
  CHECK(occurrences(svg, "data-piece=\"B\"") == 1);
  CHECK(occurrences(svg, "\u265A") == 2);
}

TEST_CASE("the report is one page with no outside resources and the goal net drawn by dot", "[report]") {
  const auto built = report::build_report(traced_game());
  CHECK(built.traced_moves == 1);
  CHECK(built.graphs_drawn == 1);
  CHECK(built.notes.empty());
  CHECK(built.html.find("<!DOCTYPE html>") == 0);
  CHECK(built.html.find("http://") == built.html.find("http://www.w3.org/2000/svg"));  // only SVG's namespace
  CHECK(built.html.find("https://") == std::string::npos);
  CHECK(built.html.find("<link") == std::string::npos);
  CHECK(built.html.find("src=") == std::string::npos);
  CHECK(built.html.find("newell &lt;goal engine&gt;") != std::string::npos);
  // A goal's text cannot end the data block early.
  CHECK(occurrences(built.html, "</script>") == 2);
  CHECK(built.html.find("class=\\\"graph\\\"") != std::string::npos);
  CHECK(built.html.find("\"initial\":1") != std::string::npos);
}

TEST_CASE("without Graphviz the report says so and lists the goals instead", "[report]") {
  report::ReportSettings settings;
  settings.dot_program = "/nonexistent/dot";
  const auto built = report::build_report(traced_game(), settings);
  CHECK(built.graphs_drawn == 0);
  REQUIRE(built.notes.size() == 1);
  CHECK(built.notes[0] == "Graphviz '/nonexistent/dot' was not found, so the goal net is listed instead of drawn "
                          "(install the Debian package graphviz)");
  CHECK(built.html.find("goal-list") != std::string::npos);
}

TEST_CASE("text for HTML and for a script block is escaped", "[report]") {
  CHECK(report::escape_html("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;");
  CHECK(report::script_safe("{\"x\":\"</script>\"}") == "{\"x\":\"<\\/script>\"}");
}

TEST_CASE("the report's goal net has the subgoal edge with its rule and the candidate under the goal its tactic starts", "[report]") {
  const auto trace = records::read_stored_trace(trace_json);
  REQUIRE(trace);
  const std::string dot = report::goal_net_dot(*trace);
  CHECK(dot.find("g0 -> g1 [label=\"transform at x:3 w=0.50\"]") != std::string::npos);
  CHECK(dot.find("g0 -> m0 [style=dashed, label=\"tactic\"]") != std::string::npos);
  CHECK(dot.find("control e4") != std::string::npos);
  CHECK(dot.find("defend the white pawn on\\ne4") != std::string::npos);  // wrapped to keep boxes narrow
  const auto built = report::build_report(traced_game());
  CHECK(occurrences(built.html, "class=\\\"edge\\\"") >= 2);  // dot's edges, inside the JSON block
}

TEST_CASE("the report draws the evaluation graph, a point per traced decision, and the key to the goal types", "[report]") {
  const auto built = report::build_report(traced_game());
  CHECK(built.html.find("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"evaluation-graph\"") != std::string::npos);
  CHECK(occurrences(built.html, "class=\"evaluation-point\"") == 1);
  CHECK(built.html.find("data-ply=\"1\" cx=\"210.0\"") != std::string::npos);
  CHECK(built.html.find("<title>1. e4: +0.20 for White</title>") != std::string::npos);
  CHECK(built.html.find("Key to the goal types") != std::string::npos);
  CHECK(built.html.find("att(T, A)") != std::string::npos);
}

TEST_CASE("the board of a traced move carries arrows for its tactic's line", "[report]") {
  const auto built = report::build_report(traced_game());
  // e4, e5, Nf3: three arrows on the board after e4, none on the start's or e5's.
  CHECK(occurrences(built.html, "class=\\\"arrow\\\"") == 3);
  const auto arrows = report::line_arrows(newell::describe(newell::GameKind::chess),
                                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"e4", "e5", "Nf3", "Qxf9"});
  REQUIRE(arrows.size() == 3);
  CHECK(arrows[0].from == 12);  // e2
  CHECK(arrows[0].to == 28);    // e4
  CHECK(arrows[2].from == 6);   // g1
  CHECK(arrows[2].to == 21);    // f3
}

TEST_CASE("a report of a game the goal engine played weighs less than 150 KB a ply", "[report]") {
  newell::testing::ScratchFolder folder;
  const std::string database = folder.file("games.db").string();
  const std::string page = folder.file("game.html").string();
  REQUIRE(std::system(fmt::format("'{}' demo --plies 12 --nodes 20000 --db '{}' --report '{}' >/dev/null 2>&1", NEWELL_BINARY,
                                  database, page).c_str()) == 0);
  const std::string html = newell::testing::read_bytes(page);
  REQUIRE_FALSE(html.empty());
  INFO(html.size() << " bytes");
  CHECK(html.size() / 12 < 150 * 1024);
  CHECK(html.find("id=\"evaluation-graph\"") != std::string::npos);
}
