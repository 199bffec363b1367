// A report of a real game, as a reader's browser shows it: `newell demo` plays and stores a short
// game (the goal engine against the alpha-beta core), `newell report` writes its page, and headless
// Chromium renders it. The DOM must hold the board, the goal graph with its edges and the evaluation
// graph; the screenshot's pixels must show the board's squares and the graph's nodes, which an empty
// page's screenshot does not.

#include "store/database.h"
#include "store/game_records.h"
#include "png_pixels.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <fmt/core.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <string>

namespace {

int run(const std::string& command) {
  const int status = std::system(command.c_str());
  return status == -1 ? -1 : WEXITSTATUS(status);
}

// Chromium with a private profile in the scratch folder, a generous time limit, no sandbox (tests
// may run as root or in a container).
std::string chromium(const newell::testing::ScratchFolder& folder, const std::string& arguments) {
  return fmt::format("HOME='{0}' timeout 180 chromium --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage "
                     "--no-first-run --no-default-browser-check --hide-scrollbars --user-data-dir='{0}/profile' "
                     "--window-size=1400,1000 {1}",
                     folder.file("").string(), arguments);
}

// The share of the picture's pixels that have exactly this colour.
double share_of(const newell::testing::Pixels& pixels, std::uint32_t colour) {
  std::size_t count = 0;
  for (std::uint32_t pixel : pixels.rgb) count += pixel == colour ? 1 : 0;
  return static_cast<double>(count) / static_cast<double>(pixels.rgb.size());
}

std::size_t colour_count(const newell::testing::Pixels& pixels) {
  return std::set<std::uint32_t>(pixels.rgb.begin(), pixels.rgb.end()).size();
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}

}  // namespace

TEST_CASE("a report of a game played by the goal engine shows its board and goal net in headless Chromium",
          "[report][browser]") {
  newell::testing::ScratchFolder folder;
  const std::string database_file = folder.file("games.db").string();
  const std::string newell = NEWELL_BINARY;

  // A real game, stored with its traces by the demo.
  REQUIRE(run(fmt::format("'{}' demo --plies 4 --nodes 20000 --db '{}' --report '{}' > '{}' 2>&1", newell, database_file,
                          folder.file("demo.html").string(), folder.file("demo.log").string())) == 0);
  const std::string demo_output = newell::testing::read_bytes(folder.file("demo.log"));
  CHECK(demo_output.find("Stored as game 1 in " + database_file) != std::string::npos);
  CHECK(demo_output.find("Report: " + folder.file("demo.html").string()) != std::string::npos);
  {
    const auto database = newell::store::Database::open(database_file);
    const auto game = newell::store::load_game(database, 1);
    REQUIRE(game);
    REQUIRE(game->moves.size() == 4);
    CHECK(game->moves[0].trace);
    CHECK_FALSE(game->moves[0].summary.empty());
  }

  const std::string page = folder.file("game.html").string();
  REQUIRE(run(fmt::format("'{}' report last --db '{}' -o '{}' > '{}' 2>&1", newell, database_file, page,
                          folder.file("report.log").string())) == 0);
  CHECK(newell::testing::read_bytes(folder.file("report.log")).find("2 decision traces, 2 goal nets drawn") != std::string::npos);

  // The DOM after the page's script ran: the selected move's board and goal graph are in place.
  const std::string dom_file = folder.file("dom.html").string();
  REQUIRE(run(chromium(folder, fmt::format("--dump-dom 'file://{}' > '{}' 2>'{}'", page, dom_file,
                                           folder.file("chromium.log").string()))) == 0);
  const std::string dom = newell::testing::read_bytes(dom_file);
  INFO(newell::testing::read_bytes(folder.file("chromium.log")));
  REQUIRE(dom.find("<div id=\"board\"><svg") != std::string::npos);
  const std::size_t board = dom.find("<div id=\"board\">");
  const std::string board_svg = dom.substr(board, dom.find("</svg>", board) - board);
  CHECK(board_svg.find("class=\"board chess\"") != std::string::npos);
  CHECK(occurrences(board_svg, "class=\"piece\"") == 32);  // four plies: nothing can be taken yet
  const std::size_t graph = dom.find("<div id=\"goal-graph\">");
  REQUIRE(graph != std::string::npos);
  CHECK(dom.compare(graph + 21, 4, "<svg") == 0);
  const std::string net = dom.substr(graph, dom.find("</svg>", graph) - graph);
  CHECK(occurrences(net, "class=\"node\"") >= 1);
  // The net's edges: subgoals under their goals (with the rule's label), candidates under the goals
  // whose tactics start them.
  CHECK(occurrences(net, "class=\"edge\"") >= 1);
  // The evaluation graph: a line and a point per traced decision (two of the four plies).
  const std::size_t evaluation = dom.find("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"evaluation-graph\"");
  REQUIRE(evaluation != std::string::npos);
  const std::string evaluation_svg = dom.substr(evaluation, dom.find("</svg>", evaluation) - evaluation);
  CHECK(occurrences(evaluation_svg, "class=\"evaluation-line\"") == 1);
  CHECK(occurrences(evaluation_svg, "class=\"evaluation-point\"") == 2);
  CHECK(std::regex_search(dom, std::regex("class=\"move traced selected\" data-ply=\"1\"")));
  CHECK(dom.find("<span id=\"position-label\">1. ") != std::string::npos);

  // The screenshot, decoded: the board's two square colours and the goal graph's node colour must
  // be on screen. The same judgement of an empty page's screenshot must fail.
  const std::string shot = folder.file("report.png").string();
  const std::string blank_page = folder.file("blank.html").string();
  std::ofstream(blank_page) << "<!DOCTYPE html><html><body></body></html>\n";
  const std::string blank_shot = folder.file("blank.png").string();
  REQUIRE(run(chromium(folder, fmt::format("--screenshot='{}' 'file://{}' >/dev/null 2>&1", shot, page))) == 0);
  REQUIRE(run(chromium(folder, fmt::format("--screenshot='{}' 'file://{}' >/dev/null 2>&1", blank_shot, blank_page))) == 0);
  const std::string png = newell::testing::read_bytes(shot);
  const auto pixels = newell::testing::decode_png(png);
  const auto blank = newell::testing::decode_png(newell::testing::read_bytes(blank_shot));
  CHECK(pixels.width == 1400);
  CHECK(pixels.height == 1000);
  CHECK(blank.width == 1400);
  const std::uint32_t light_square = 0xf0d9b5, dark_square = 0xb58863, machine_goal = 0xadd8e6;  // dot's lightblue
  CHECK(share_of(pixels, light_square) > 0.02);
  CHECK(share_of(pixels, dark_square) > 0.02);
  CHECK(share_of(pixels, machine_goal) > 0.001);
  CHECK(colour_count(pixels) > 100);
  CHECK(share_of(blank, light_square) == 0);
  CHECK(share_of(blank, machine_goal) == 0);
  CHECK(colour_count(blank) <= 2);
  if (const char* keep = std::getenv("NEWELL_KEEP_REPORT_SCREENSHOT")) {
    std::ofstream(keep, std::ios::binary) << png;
  }
}
