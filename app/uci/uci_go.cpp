// `go`: the limits it reads (clock, movetime, depth, nodes, mate, searchmoves, ponder), the search
// that answers it (the goal engine's decision or the core's alpha-beta search), and their info lines.

#include "app/uci/goal_engine_info.h"
#include "app/uci/uci_engine.h"
#include "app/uci/uci_output.h"
#include "chess/notation.h"
#include "chess/score_text.h"
#include "chess/time_manager.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>

namespace newell::uci {
namespace {

// No limit at all: a `go` that thinks until `stop` (UCI's bare `go`, Stockfish's reading too).
bool has_limit(const GoParameters& go, bool white_to_move) {
  return go.depth || go.nodes || go.mate_in_moves || go.movetime_ms || (white_to_move ? go.white_time_ms : go.black_time_ms);
}

// The goal engine's nodes for `go depth N`: enough for its core to look N plies deep in most
// positions (the decision stops once the move it means to play stands at N).
std::uint64_t nodes_for_depth(int depth) {
  std::uint64_t nodes = 2000;
  for (int ply = 1; ply < depth; ++ply) {
    if (nodes >= goals::Budget::unlimited_nodes / 3) return goals::Budget::unlimited_nodes;
    nodes *= 3;
  }
  return nodes;
}

}  // namespace

chess::SearchLimits UciEngine::limits_for(const GoParameters& go, Clock::time_point received) const {
  chess::SearchLimits limits;
  const bool white = position_.side_to_move() == chess::White;
  limits.infinite = go.infinite || go.ponder || !has_limit(go, white);
  if (go.depth) limits.depth = *go.depth;
  if (go.nodes) limits.nodes = *go.nodes;
  if (go.mate_in_moves) {
    limits.mate_in_moves = *go.mate_in_moves;
    if (limits.depth == 0) limits.depth = 2 * *go.mate_in_moves + 1;
  }
  const auto& time_left = white ? go.white_time_ms : go.black_time_ms;
  const auto& increment = white ? go.white_increment_ms : go.black_increment_ms;
  if (time_left && !limits.infinite) {
    chess::ClockState clock;
    clock.time_left = milliseconds(*time_left);
    clock.increment = milliseconds(increment.value_or(0));
    clock.moves_to_go = go.moves_to_go;
    const chess::TimeBudget budget = chess::plan_move_time(clock, move_overhead_);
    limits.soft_deadline = received + budget.soft;
    limits.deadline = received + budget.hard;
  }
  if (go.movetime_ms && !limits.infinite) {
    // The answer must arrive within movetime: leave the overhead, but never less than half of it.
    const long long allowed = std::max(*go.movetime_ms - move_overhead_.count(), *go.movetime_ms / 2);
    const auto deadline = received + milliseconds(std::max(1LL, allowed));
    limits.deadline = limits.deadline ? std::min(*limits.deadline, deadline) : deadline;
  }
  if (settings_.max_nodes_per_search != 0)
    limits.nodes = limits.nodes == 0 ? settings_.max_nodes_per_search : std::min(limits.nodes, settings_.max_nodes_per_search);
  if (settings_.max_depth != 0) limits.depth = limits.depth == 0 ? settings_.max_depth : std::min(limits.depth, settings_.max_depth);
  return limits;
}

void UciEngine::go(const Job& job, const std::vector<std::string_view>& words) {
  const GoParameters parameters = parse_go_command(std::vector<std::string_view>(words.begin() + 1, words.end()));
  chess::SearchLimits limits = limits_for(parameters, job.received);
  for (const std::string& text : parameters.search_moves) {
    try {
      limits.root_moves.push_back(chess::parse_uci_move(position_, text));
    } catch (const chess::NotationError& failure) {
      throw UciCommandError("go searchmoves: " + in_quotes(text) + " is not a legal move here: " + failure.what());
    }
  }
  std::optional<milliseconds> ponder_budget;
  if (parameters.ponder) {
    // The time this move would have had: the clock's plan, or movetime, counted from `ponderhit`.
    GoParameters hit = parameters;
    hit.ponder = false;
    const chess::SearchLimits planned = limits_for(hit, job.received);
    if (!planned.infinite && (planned.soft_deadline || planned.deadline))
      ponder_budget = std::chrono::duration_cast<milliseconds>(
          (planned.soft_deadline ? *planned.soft_deadline : *planned.deadline) - job.received);
  }
  const bool closing = begin_search(job.go_number, limits.infinite, parameters.ponder, ponder_budget);
  struct Ended {
    UciEngine& engine;
    ~Ended() { engine.end_search(); }
  } ended{*this};
  if (closing) {
    // Answered at once by the core, and still kept in the game the store gets at the end.
    try {
      sync_game();
    } catch (const std::exception&) {
      player_.reset();
      player_moves_.clear();
    }
    return go_alphabeta(std::move(limits));
  }
  try {
    sync_game();
  } catch (const std::exception& failure) {
    // `go` must be answered with a legal move: the core's search answers this one.
    error(std::string("go: the ") + settings_.engine + " engine cannot start (" + failure.what() +
          "); the core's alpha-beta search answers instead");
    player_.reset();
    player_moves_.clear();
    return go_alphabeta(std::move(limits));
  }
  // Drawn by rule with moves left, the goal engine hands the move to the core's search, which alone
  // can be held to `searchmoves` then.
  const bool drawn = player_->game().outcome() != Outcome::ongoing;
  if (settings_.engine == "newell" && !(drawn && !limits.root_moves.empty())) return go_newell(parameters, limits);
  go_alphabeta(std::move(limits));
}

void UciEngine::go_alphabeta(chess::SearchLimits limits, bool record) {
  const chess::Position position = position_;
  chess::Search& search = core_search();
  if (pending_table_)
    say("info string Hash: the " + std::to_string(pending_table_->megabytes) + " MB table is still being allocated; this search has the " +
        std::to_string(table_->megabytes()) + " MB one");
  const chess::SearchResult result = search.run(
      position, limits, nodes_, stop_, [this](const chess::SearchIteration& iteration) { say(format_info(iteration)); },
      [this](const chess::RootMoveStart& start) {
        if (start.elapsed >= settings_.currmove_after) say(format_current_move(start.depth, start.move, start.number));
      });
  if (result.depth == 0 && result.best_move) {
    // Stopped before the first iteration finished: still say how far it got.
    say("info depth 0 nodes " + std::to_string(result.nodes) + " time " + std::to_string(result.elapsed.count()));
  }
  if (result.best_move) {
    const std::string summary = chess::to_san(position, result.best_move) + ": the core's alpha-beta search (score " +
                                chess::score_text(result.score) + ", depth " + std::to_string(result.depth) + ")";
    if (player_ && record) {
      player_->record_engine_move(result.best_move.raw(), summary);
      player_moves_.push_back(chess::to_uci(result.best_move));
    }
  }
  say(format_best_move(result));
}

// With a clock the goal engine thinks to a deadline (the time manager's target for this move) and
// divides that time between its tactics and the core itself; without one, in nodes. `stop` ends the
// decision at once, which then plays the best move it has.
void UciEngine::go_newell(const GoParameters& parameters, const chess::SearchLimits& limits) {
  goals::Budget budget;
  budget.stop = &stop_;
  budget.deadline = limits.deadline;
  for (const chess::Move move : limits.root_moves) budget.allowed_moves.push_back(move.raw());
  const bool timed = limits.deadline.has_value();
  if (parameters.nodes) {
    budget.nodes = *parameters.nodes;
  } else if (limits.infinite) {
    budget.nodes = goals::Budget::unlimited_nodes;
  } else if (timed) {
    budget.deadline = limits.soft_deadline ? std::min(*limits.soft_deadline, *limits.deadline) : *limits.deadline;
    budget.nodes = goals::Budget::unlimited_nodes;
  } else if (parameters.depth) {
    budget.nodes = nodes_for_depth(*parameters.depth);
  } else {
    budget.nodes = 20000;  // `go mate N` alone
  }
  if (settings_.max_nodes_per_search != 0) budget.nodes = std::min(budget.nodes, settings_.max_nodes_per_search);
  // `go depth N`: the decision ends once the move it means to play stands at a look N plies deep.
  const std::optional<int> depth_asked = parameters.depth && !parameters.nodes && !timed ? parameters.depth : std::nullopt;
  const chess::Position position = position_;
  const auto started = Clock::now();
  const auto since_start = [&] { return std::chrono::duration_cast<milliseconds>(Clock::now() - started); };
  // Between the refutation search's lines a GUI is told every second that the engine thinks, and
  // how far: the game's node counter may be read while the decision adds to it.
  const goals::Game& game = player_->game();
  const std::uint64_t nodes_before = game.nodes_used();
  std::mutex heartbeat_mutex;
  std::condition_variable heartbeat_wake;
  bool decided = false;
  std::thread heartbeat([&] {
    std::unique_lock lock(heartbeat_mutex);
    while (!heartbeat_wake.wait_for(lock, settings_.heartbeat_every, [&] { return decided; }))
      say(format_progress(game.nodes_used() - nodes_before, since_start()));
  });
  // The core's checks of the candidates: the one being checked (`currmove`, on long searches), and
  // an iteration line each time the move the engine means to play stands at a look, with the core's
  // score and line (the engine reports only that move: a new one when it changes its mind).
  std::vector<std::string> core_line;
  budget.progress = [&](const goals::Progress& progress) {
    const auto elapsed = since_start();
    const std::vector<chess::Move> moves = san_line_moves(position, progress.line.empty() ? std::vector{progress.move} : progress.line);
    if (moves.empty()) return;
    if (!progress.score) {
      if (elapsed >= settings_.currmove_after) say(format_current_move(progress.depth, moves.front(), progress.number));
      return;
    }
    core_line = progress.line;
    chess::SearchIteration iteration;
    iteration.depth = progress.depth;
    iteration.selective_depth = std::max(progress.depth, static_cast<int>(moves.size()));
    iteration.score = *progress.score;
    iteration.nodes = progress.nodes;
    iteration.elapsed = elapsed;
    iteration.principal_variation = moves;
    say(format_goal_engine_info({iteration, true}));
    if (depth_asked && progress.depth >= *depth_asked) stop_ = true;
  };
  std::optional<goals::PlayedMove> played;
  try {
    played = player_->decide_even_when_drawn(budget);
  } catch (const std::exception& failure) {
    error(std::string("the goal engine failed: ") + failure.what());
  }
  {
    std::lock_guard lock(heartbeat_mutex);
    decided = true;
  }
  heartbeat_wake.notify_one();
  heartbeat.join();
  const auto elapsed = std::chrono::duration_cast<milliseconds>(Clock::now() - started);
  chess::SearchResult result;
  if (played) {
    result.best_move = chess::Move::from_raw(static_cast<std::uint16_t>(played->move));
    player_moves_.push_back(chess::to_uci(result.best_move));
    if (played->full_trace) {
      const GoalEngineInfo info = goal_engine_info(*played->full_trace, position, result.best_move, elapsed, core_line);
      say(format_goal_engine_info(info));
      if (multipv_ > 1)
        for (const std::string& line : goal_candidate_lines(*played->full_trace, position, info, static_cast<std::size_t>(multipv_)))
          say(line);
      if (info.iteration.principal_variation.size() > 1) result.ponder_move = info.iteration.principal_variation[1];
    }
    say("info string " + played->summary);
    if (show_reasons_ && played->full_trace) {
      std::istringstream reasons(goals::to_text(*played->full_trace));
      for (std::string line; std::getline(reasons, line);)
        if (!line.empty()) say("info string " + line);
    }
  } else {
    // No decision (the engine failed, or no legal move): the core answers, so bestmove is legal.
    chess::SearchLimits shallow;
    shallow.depth = 1;
    shallow.root_moves = limits.root_moves;
    const std::atomic<bool> go_on{false};
    result = core_search().run(position, shallow, nodes_, go_on);
  }
  if (limits.infinite)
    while (!stop_.load()) std::this_thread::sleep_for(milliseconds(1));
  say(format_best_move(result));
}

}  // namespace newell::uci
