// Every fork, pin, skewer or discovered attack a summary names stands on the board where it says:
// a 20-game match of the goal engine against our alpha-beta (fixed nodes and seeds, ten openings
// with either colour), each summary's blows checked by the tests' own chess geometry
// (chess_tactic_geometry.h), not by the rule file. A blow is checked after the move played, or,
// where the summary says its line aims at it, after that move of the line.

#include "chess_tactic_geometry.h"
#include "games/chess/chess_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>
#include <fmt/core.h>

#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

using namespace newell;
using namespace newell::goals;
using namespace newell::goals::testing;

namespace {

const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";
const std::string start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A blow the summary names: its kind and men (as the trace names them, before the move played), the
// line it is named for (the plan; a vetoed candidate's move) and the ply after which it stands.
struct NamedBlow {
  std::string kind;
  std::vector<std::string> men;
  std::size_t ply = 0;
  std::vector<std::string> line;
};

// The boards before the move and after each ply of its line, to `last`; and whether the machine has
// mated after `last`.
struct Replay {
  std::vector<GeometryBoard> boards;
  bool mated = false;
};

Replay replay(const Trace& trace, const std::vector<std::string>& line, std::size_t last) {
  games::ChessGame game(trace.position);
  Replay result;
  result.boards.push_back(GeometryBoard::from_fen(game.position_text()));
  for (std::size_t ply = 0; ply <= last && ply < line.size(); ++ply) {
    const auto move = game.parse_move(line[ply]);
    REQUIRE(move);
    game.make(*move);
    result.boards.push_back(GeometryBoard::from_fen(game.position_text()));
  }
  const Side machine = trace.side == "white" ? 0 : 1;
  result.mated = game.outcome() == win_for(machine);
  return result;
}

// Why the blow does not stand where it is named; empty when it does.
std::string untrue(const Trace& trace, const NamedBlow& blow) {
  const Replay boards = replay(trace, blow.line, blow.ply);
  if (boards.boards.size() < blow.ply + 2) return "its line is shorter than the ply named";
  if (blow.kind == "mate") return boards.mated ? "" : "no checkmate there";
  // Each man followed to the ply named, and to the ply before it (a discovery's moving man).
  std::vector<GeometryMan> now, before;
  for (const auto& words : blow.men) {
    auto man = read_man(words);
    if (!man) return "a man it names is no man: " + words;
    std::optional<GeometryMan> followed = man;
    for (std::size_t ply = 0; ply <= blow.ply && followed; ++ply) {
      if (ply == blow.ply) before.push_back(*followed);
      followed = follow_man(boards.boards[ply], boards.boards[ply + 1], *followed);
    }
    if (!followed && blow.kind != "discover") return words + " is gone";
    now.push_back(followed.value_or(GeometryMan{}));
  }
  const GeometryBoard& after = boards.boards[blow.ply + 1];
  if (blow.kind == "pin" && now.size() == 2) return pinned_on_board(after, now[1].square) ? "" : "nothing pins " + blow.men[1];
  if (blow.kind == "fork" && now.size() == 3)
    return forked_on_board(after, now[0].square, now[1].square, now[2].square) ? "" : "no fork";
  if (blow.kind == "skewer" && now.size() == 3)
    return skewered_on_board(after, now[0].square, now[1].square, now[2].square) ? "" : "no skewer";
  if (blow.kind == "discover" && now.size() == 3)
    return discovered_on_board(boards.boards[blow.ply], after, before[0].square, now[1].square, now[2].square)
               ? ""
               : "no discovered attack";
  return "a blow of an unknown shape";
}

// The machine's goal whose short form is `text`.
const TraceGoal* goal_of_text(const Trace& trace, const std::string& text) {
  for (const auto& goal : trace.goals)
    if (goal.owner == "machine" && goal.text == text) return &goal;
  return nullptr;
}

// The blows the summary names: the goal the move is played for where the trace says it stands, and
// every other blow by its short form (named only where it stands after the move played). A word of
// a blow's kind anywhere else in the summary is a name nothing checks: returned as `unchecked`.
std::vector<NamedBlow> named_blows(const Trace& trace, std::vector<std::string>& unchecked) {
  static const std::regex short_form(R"(\b(fork|pin|skewer|discover|mate)\([^()]*\))");
  static const std::regex kind_word(R"(\b(fork|forks|pin|pins|pinned|skewer|skewers|discover|discovers|discovered)\b)");
  std::vector<NamedBlow> blows;
  std::string rest = trace.summary;
  if (trace.tactic && trace.tactic->named && trace.tactic->stands_after) {
    blows.push_back({trace.tactic->kind, trace.tactic->arguments, static_cast<std::size_t>(*trace.tactic->stands_after),
                     trace.plan});
    // The words of the blow the move is played for: "): it pins ...", "): it aims at a pin of ... by Bg4".
    const auto words = rest.find("): it ");
    if (words != std::string::npos) rest.erase(words, rest.find("; ", words) - words);
  }
  // A vetoed candidate's blow stands after its own move: "vetoed before it: Nb1 for discover(...)".
  const auto vetoed = trace.summary.find("; vetoed before it: ");
  for (std::sregex_iterator match(trace.summary.begin(), trace.summary.end(), short_form), done; match != done; ++match) {
    const std::string text = match->str();
    std::vector<std::string> line{trace.move};
    const auto at = static_cast<std::size_t>(match->position());
    if (vetoed != std::string::npos && at > vetoed) {
      const auto before = trace.summary.rfind(" for ", at);
      const auto start = trace.summary.rfind(' ', before - 1) + 1;
      line = {trace.summary.substr(start, before - start)};
    }
    if (trace.tactic && text == trace.tactic->goal) {
      if (!trace.tactic->named) unchecked.push_back(text + " (not standing, yet named)");
      continue;
    }
    const TraceGoal* goal = goal_of_text(trace, text);
    if (goal == nullptr) {
      unchecked.push_back(text + " (no goal of the trace)");
      continue;
    }
    blows.push_back({goal->type, goal->arguments, 0, line});
  }
  rest = std::regex_replace(rest, short_form, "");
  for (std::sregex_iterator match(rest.begin(), rest.end(), kind_word), done; match != done; ++match)
    unchecked.push_back(match->str());
  return blows;
}

std::vector<std::vector<std::string>> read_openings() {
  std::ifstream file(std::string(NEWELL_TEST_DATA_DIR) + "/chess/named_tactics_openings.txt");
  REQUIRE(file);
  std::vector<std::vector<std::string>> openings;
  for (std::string line; std::getline(file, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    openings.emplace_back(std::istream_iterator<std::string>(words), std::istream_iterator<std::string>());
  }
  return openings;
}

// The goal engine's traces of one game from `opening`, the engine playing `engine_side`, to `plies` at most.
std::vector<Trace> play_game(const std::vector<std::string>& opening, Side engine_side, int plies) {
  games::link_chess_game();
  GamePlayer newell_player("chess", start_position, chess_rules, EngineKind::newell, 1);
  GamePlayer alphabeta("chess", start_position, chess_rules, EngineKind::alphabeta, 1);
  for (const auto& san : opening) {
    const auto move = newell_player.game().parse_move(san);
    REQUIRE(move);
    newell_player.play_opponent(*move);
    alphabeta.play_opponent(*move);
  }
  std::vector<Trace> traces;
  for (int ply = 0; ply < plies; ++ply) {
    const bool ours = newell_player.game().side_to_move() == engine_side;
    GamePlayer& mover = ours ? newell_player : alphabeta;
    GamePlayer& other = ours ? alphabeta : newell_player;
    const auto played = mover.decide({.nodes = 2000});
    if (!played) break;
    if (ours && played->full_trace) traces.push_back(*played->full_trace);
    other.play_opponent(played->move);
  }
  return traces;
}

// Today's main named the kind of every blow the move was played for, whether it stood or not: of
// those, the ones that stand at none of our moves of the line.
bool stands_nowhere(const Trace& trace) {
  for (std::size_t ply = 0; ply < std::max<std::size_t>(trace.plan.size(), 1); ply += 2)
    if (untrue(trace, {trace.tactic->kind, trace.tactic->arguments, ply, trace.plan}).empty()) return false;
  return true;
}

}  // namespace

TEST_CASE("every blow the summaries of a 20-game chess match name stands on the board where they say") {
  const auto openings = read_openings();
  REQUIRE(openings.size() == 10);
  int decisions = 0, named = 0, blows_played_for = 0, would_be_untrue = 0;
  std::vector<std::string> failures;
  for (Side side : {0, 1})
    for (const auto& opening : openings)
      for (const Trace& trace : play_game(opening, side, 60)) {
        ++decisions;
        std::vector<std::string> unchecked;
        for (const auto& blow : named_blows(trace, unchecked)) {
          ++named;
          if (const auto why = untrue(trace, blow); !why.empty())
            failures.push_back(fmt::format("{} {}: {} named after ply {}: {}", trace.position, trace.summary, blow.kind,
                                           blow.ply, why));
        }
        for (const auto& word : unchecked)
          failures.push_back(fmt::format("{} {}: '{}' names a blow nothing checks", trace.position, trace.summary, word));
        const bool blow = trace.tactic && (trace.tactic->kind == "fork" || trace.tactic->kind == "pin" ||
                                           trace.tactic->kind == "skewer" || trace.tactic->kind == "discover");
        blows_played_for += blow;
        would_be_untrue += blow && stands_nowhere(trace);
      }
  INFO(fmt::format("{} decisions, {} blows named; of {} moves played for a fork, pin, skewer or discovery, {} stand "
                   "nowhere in their line (a summary naming every kind would name them untrue)",
                   decisions, named, blows_played_for, would_be_untrue));
  for (const auto& failure : failures) UNSCOPED_INFO(failure);
  CHECK(failures.empty());
  CHECK(decisions > 400);
  CHECK(named > 0);  // the check checks something
  WARN(fmt::format("{} decisions, {} blows named, {} of {} blows played for stand nowhere", decisions, named,
                   would_be_untrue, blows_played_for));
}
