#include "app/uci/uci_loop.h"

#include "app/common/score_text.h"
#include "app/records/replay.h"
#include "app/uci/goal_engine_info.h"
#include "app/uci/game_store.h"
#include "app/uci/uci_commands.h"
#include "app/uci/uci_output.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/search.h"
#include "chess/time_manager.h"
#include "chess/transposition_table.h"
#include "game_descriptor/game_descriptor.h"
#include "goals/player.h"
#include "goals/rule_files.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>

namespace newell::uci {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr long long max_move_overhead_ms = 5000;

// UCI is a chess protocol: the game the goal engine plays here.
std::string_view chess_name() { return describe(GameKind::chess).name; }

std::string lowercase(std::string_view text) {
  std::string result(text);
  for (char& character : result)
    if (character >= 'A' && character <= 'Z') character = static_cast<char>(character - 'A' + 'a');
  return result;
}

std::string join(const std::vector<std::string_view>& words, std::size_t from, std::size_t to) {
  std::string text;
  for (std::size_t index = from; index < to && index < words.size(); ++index) {
    if (!text.empty()) text += ' ';
    text += words[index];
  }
  return text;
}

// A board for people typing `d` at the prompt.
std::string draw_board(const chess::Position& position) {
  const std::string squares = app::records::chess_board(position).squares;
  std::string text;
  for (int rank = 7; rank >= 0; --rank) {
    text += std::to_string(rank + 1) + " ";
    for (int file = 0; file < 8; ++file) {
      text += ' ';
      text += squares[static_cast<std::size_t>(rank * 8 + file)];
    }
    text += '\n';
  }
  text += "   a b c d e f g h\n";
  return text;
}

class UciEngine {
 public:
  UciEngine(std::ostream& output, const UciSettings& settings)
      : output_(output), settings_(settings),
        table_(std::min(chess::TranspositionTable::default_megabytes, settings.max_hash_megabytes)),
        search_(std::make_unique<chess::Search>(table_)) {}

  ~UciEngine() {
    finish_search(true);
    save_game();
  }

  // Handles one line; false when the line was `quit`.
  bool handle(std::string_view line);

  // At the end of input: a bounded search may finish, an infinite one is stopped.
  void end_of_input() { finish_search(current_infinite_); }

  // A line too long to be a command was read and not kept.
  void refuse_long_line(std::size_t bytes) {
    error("a line of " + std::to_string(bytes) + " bytes was ignored (a command is at most 1 MB)");
  }

 private:
  void say(const std::string& line) {
    std::lock_guard lock(output_mutex_);
    output_ << line << '\n';
    output_.flush();
  }
  // One `info string` line per line of the message (a rule file's diagnostics have several).
  void error(const std::string& message) {
    std::istringstream lines(message);
    std::string line, prefix = "info string error: ";
    while (std::getline(lines, line)) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      say(prefix + line);
      prefix = "info string ";
    }
  }
  bool is_searching() const { return searching_.load(); }
  // Waits for the search thread; with `stop`, tells it to stop first.
  void finish_search(bool stop);

  void identify();
  // The pondering search goes on for the move's own time (none known: it stops now).
  void ponder_hit();
  void set_option(const std::vector<std::string_view>& words);
  void go(const std::vector<std::string_view>& words);
  chess::SearchLimits limits_for(const GoParameters& go, Clock::time_point received) const;
  void go_alphabeta(chess::SearchLimits limits);
  void go_newell(const GoParameters& parameters, const chess::SearchLimits& limits);
  // The goal engine's rule file: the Rules option, else --rules, else the default.
  std::filesystem::path rule_file() const;
  // The game the engine keeps (both engines: it is stored, and the goal engine reads it) is brought
  // to the last `position`; a position that does not continue it starts another game.
  void sync_game();
  void save_game();

  std::ostream& output_;
  std::mutex output_mutex_;
  UciSettings settings_;
  chess::TranspositionTable table_;
  std::unique_ptr<chess::Search> search_;  // its tables are large: on the heap
  chess::Position position_ = chess::Position::start();
  chess::NodeCounter nodes_;
  milliseconds move_overhead_ = chess::default_move_overhead;
  bool show_reasons_ = false;  // the Show Reasons option: each decision's trace as info string lines

  std::thread worker_;
  // `go ponder`: the search thinks on the opponent's time without limit; `ponderhit` (the expected
  // move was played) gives it the time the same `go` without `ponder` would have had, from then on.
  std::optional<milliseconds> ponder_budget_;
  std::thread ponder_timer_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> searching_{false};
  bool current_infinite_ = false;

  // The last `position`: its start (FEN) and moves (UCI), and the game played so far.
  std::string position_start_ = chess::Position::start().to_fen();
  std::vector<std::string> position_moves_;
  std::unique_ptr<goals::GamePlayer> player_;
  std::vector<std::string> player_moves_;
};

void UciEngine::save_game() {
  if (!player_ || !settings_.database) return;
  try {
    store_game(*settings_.database, *player_, "uci opponent", R"({"protocol":"uci"})");
  } catch (const std::exception& failure) {
    error(std::string("the game could not be stored: ") + failure.what());
  }
}

void UciEngine::sync_game() {
  const bool continues = player_ && position_start_ == player_->start_position() &&
                         position_moves_.size() >= player_moves_.size() &&
                         std::equal(player_moves_.begin(), player_moves_.end(), position_moves_.begin());
  if (!continues) {
    save_game();
    player_.reset();
    player_moves_.clear();
    const auto kind = settings_.engine == "newell" ? goals::EngineKind::newell : goals::EngineKind::alphabeta;
    player_ = std::make_unique<goals::GamePlayer>(chess_name(), position_start_, rule_file(), kind);
  }
  for (std::size_t index = player_moves_.size(); index < position_moves_.size(); ++index) {
    const auto move = player_->game().parse_move(position_moves_[index]);
    if (!move) throw UciCommandError("position: move " + in_quotes(position_moves_[index]) + " cannot be replayed");
    player_->play_opponent(*move);
    player_moves_.push_back(position_moves_[index]);
  }
}

std::filesystem::path UciEngine::rule_file() const {
  return settings_.rules.empty() ? goals::default_rule_file(chess_name()) : settings_.rules;
}

void UciEngine::finish_search(bool stop) {
  if (stop) stop_ = true;
  if (worker_.joinable()) worker_.join();
  if (ponder_timer_.joinable()) ponder_timer_.join();  // it ends when the search has
}

void UciEngine::ponder_hit() {
  if (!is_searching() || !ponder_budget_) {
    stop_ = true;
    return;
  }
  const auto until = Clock::now() + *ponder_budget_;
  ponder_budget_.reset();
  if (ponder_timer_.joinable()) ponder_timer_.join();
  ponder_timer_ = std::thread([this, until] {
    // In short sleeps, so that a search that ends sooner (stop, quit, a mate found) frees it at once.
    while (searching_.load() && !stop_.load() && Clock::now() < until) std::this_thread::sleep_for(milliseconds(2));
    if (searching_.load()) stop_ = true;
  });
}

void UciEngine::identify() {
  say("id name newell " NEWELL_VERSION);
  say("id author the newell developers");
  say("option name Engine type combo default " + settings_.engine + " var newell var alphabeta");
  say("option name Rules type string default " + rule_file().string());
  say(std::string("option name Show Reasons type check default ") + (show_reasons_ ? "true" : "false"));
  // GUIs send `go ponder` only to an engine that declares Ponder; the engine needs nothing set.
  say("option name Ponder type check default false");
  say("option name Hash type spin default " + std::to_string(chess::TranspositionTable::default_megabytes) +
      " min 1 max " + std::to_string(settings_.max_hash_megabytes));
  say("option name Clear Hash type button");
  say("option name Move Overhead type spin default " + std::to_string(chess::default_move_overhead.count()) +
      " min 0 max " + std::to_string(max_move_overhead_ms));
  say("uciok");
}

void UciEngine::set_option(const std::vector<std::string_view>& words) {
  // setoption name <id, may hold spaces> [value <x, may hold spaces>]
  if (words.size() < 3 || words[1] != "name") throw UciCommandError("setoption: expected 'setoption name <id> [value <x>]'");
  std::size_t value_at = 2;
  while (value_at < words.size() && words[value_at] != "value") ++value_at;
  const std::string name = join(words, 2, value_at);
  const std::string value = join(words, value_at + 1, words.size());
  const std::string key = lowercase(name);
  if (name.empty()) throw UciCommandError("setoption: the option name is missing");
  if (is_searching()) throw UciCommandError("setoption " + in_quotes(name) + ": not while searching (send 'stop' first)");

  auto read_spin = [&](long long minimum, long long maximum) {
    long long number = 0;
    const auto [end, failure] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (value.empty() || failure != std::errc() || end != value.data() + value.size() || number < minimum ||
        number > maximum)
      throw UciCommandError("setoption " + name + ": value " + in_quotes(value) + " is not a whole number in " +
                            std::to_string(minimum) + ".." + std::to_string(maximum));
    return number;
  };
  if (key == "hash") {
    table_.resize(static_cast<std::size_t>(read_spin(1, static_cast<long long>(settings_.max_hash_megabytes))));
  } else if (key == "clear hash") {
    table_.clear();
  } else if (key == "move overhead") {
    move_overhead_ = milliseconds(read_spin(0, max_move_overhead_ms));
  } else if (key == "engine") {
    const auto kind = goals::engine_kind(lowercase(value));
    if (!kind) throw UciCommandError("setoption Engine: " + in_quotes(value) + " is not an engine (newell or alphabeta)");
    if (goals::engine_name(*kind) != settings_.engine) {
      save_game();  // the game so far was the other engine's
      player_.reset();
      player_moves_.clear();
      settings_.engine = goals::engine_name(*kind);
    }
  } else if (key == "rules") {
    // Read now, so that a bad file is named here and not at the next `go`, which must answer.
    const std::filesystem::path file = value.empty() || value == "<empty>" ? std::filesystem::path() : std::filesystem::path(value);
    try {
      goals::GamePlayer(chess_name(), position_start_, file.empty() ? goals::default_rule_file(chess_name()) : file,
                        goals::EngineKind::newell);
    } catch (const std::exception& failure) {
      throw UciCommandError("setoption Rules: " + in_quotes(value) + " cannot be used (the rules stay " +
                            in_quotes(rule_file().string()) + "): " + failure.what());
    }
    if (file != settings_.rules) {
      save_game();
      player_.reset();
      player_moves_.clear();
      settings_.rules = file;
    }
  } else if (key == "uci_analysemode" || key == "uci_opponent") {
    // Some GUIs (Scid, cutechess) send these whether or not the engine lists them; nothing to do.
  } else if (key == "ponder") {
    // The GUI says whether it will send `go ponder`: nothing to prepare.
  } else if (key == "show reasons") {
    const std::string flag = lowercase(value);
    if (flag != "true" && flag != "false") throw UciCommandError("setoption Show Reasons: " + in_quotes(value) + " is not true or false");
    show_reasons_ = flag == "true";
  } else {
    throw UciCommandError("setoption: unknown option " + in_quotes(name) +
                          " (known: Engine, Rules, Show Reasons, Hash, Clear Hash, Move Overhead)");
  }
}

chess::SearchLimits UciEngine::limits_for(const GoParameters& go, Clock::time_point received) const {
  chess::SearchLimits limits;
  limits.infinite = go.infinite || go.ponder;
  if (go.depth) limits.depth = *go.depth;
  if (go.nodes) limits.nodes = *go.nodes;
  if (go.mate_in_moves) {
    limits.mate_in_moves = *go.mate_in_moves;
    if (limits.depth == 0) limits.depth = 2 * *go.mate_in_moves + 1;
  }
  const bool white = position_.side_to_move() == chess::White;
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

void UciEngine::go(const std::vector<std::string_view>& words) {
  const auto received = Clock::now();
  // A bounded search ends by itself: the next `go` waits for its bestmove, as Stockfish's does (a
  // script that sends `go depth 3` twice gets two answers however loaded the machine). One that
  // ends only with `stop` must be stopped first.
  if (is_searching() && current_infinite_) throw UciCommandError("go: already searching (send 'stop' first)");
  finish_search(false);
  const GoParameters parameters = parse_go_command(std::vector<std::string_view>(words.begin() + 1, words.end()));
  chess::SearchLimits limits = limits_for(parameters, received);
  for (const std::string& text : parameters.search_moves) {
    try {
      limits.root_moves.push_back(chess::parse_uci_move(position_, text));
    } catch (const chess::NotationError& failure) {
      throw UciCommandError("go searchmoves: " + in_quotes(text) + " is not a legal move here: " + failure.what());
    }
  }
  ponder_budget_.reset();
  if (parameters.ponder) {
    // The time this move would have had: the clock's plan, or movetime, counted from `ponderhit`.
    GoParameters hit = parameters;
    hit.ponder = false;
    const chess::SearchLimits planned = limits_for(hit, received);
    if (planned.soft_deadline || planned.deadline)
      ponder_budget_ = std::chrono::duration_cast<milliseconds>(
          (planned.soft_deadline ? *planned.soft_deadline : *planned.deadline) - received);
  }

  finish_search(false);  // the previous search has ended (searching_ is false): collect its thread
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
  if (settings_.engine == "newell") return go_newell(parameters, limits);
  go_alphabeta(std::move(limits));
}

void UciEngine::go_alphabeta(chess::SearchLimits limits) {
  stop_ = false;
  searching_ = true;
  current_infinite_ = limits.infinite;
  worker_ = std::thread([this, limits = std::move(limits), position = position_]() {
    const chess::SearchResult result = search_->run(
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
                                  app::score_text(result.score) + ", depth " + std::to_string(result.depth) + ")";
      if (player_) {
        player_->record_engine_move(result.best_move.raw(), summary);
        player_moves_.push_back(chess::to_uci(result.best_move));
      }
    }
    // Cleared before `bestmove` goes out: a GUI may send the next `go` the moment it reads it.
    searching_ = false;
    say(format_best_move(result));
  });
}

// With a clock the goal engine thinks to a deadline (the time manager's target for this move) and
// divides that time between its tactics and the core itself; without one, in nodes. `stop` ends the
// decision at once, which then plays the best move it has.
void UciEngine::go_newell(const GoParameters& parameters, const chess::SearchLimits& limits) {
  goals::Budget budget;
  budget.stop = &stop_;
  budget.deadline = limits.deadline;
  const bool timed = limits.deadline.has_value();
  if (parameters.nodes) {
    budget.nodes = *parameters.nodes;
  } else if (limits.infinite) {
    budget.nodes = goals::Budget::unlimited_nodes;
  } else if (timed) {
    budget.deadline = limits.soft_deadline ? std::min(*limits.soft_deadline, *limits.deadline) : *limits.deadline;
    budget.nodes = goals::Budget::unlimited_nodes;
  } else if (parameters.depth) {
    budget.nodes = 2000ULL * static_cast<std::uint64_t>(std::clamp(*parameters.depth, 1, 64));
  } else {
    budget.nodes = 20000;
  }
  if (settings_.max_nodes_per_search != 0) budget.nodes = std::min(budget.nodes, settings_.max_nodes_per_search);
  stop_ = false;
  searching_ = true;
  current_infinite_ = limits.infinite;
  worker_ = std::thread([this, budget, infinite = limits.infinite, position = position_]() mutable {
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
    // The core's checks of the candidates: the one being checked (`currmove`, on long searches) and
    // an iteration line each time one stands at a deeper look, with the core's score and line.
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
      const std::atomic<bool> go_on{false};
      result = search_->run(position, shallow, nodes_, go_on);
    }
    if (infinite)
      while (!stop_.load()) std::this_thread::sleep_for(milliseconds(1));
    searching_ = false;
    say(format_best_move(result));
  });
}

bool UciEngine::handle(std::string_view line) {
  std::vector<std::string_view> words = split_words(line);
  // The protocol asks an engine to skip unknown words and read on from a known command.
  static constexpr std::string_view commands[] = {"uci",      "debug",      "isready", "setoption", "register",
                                                  "ucinewgame", "position", "go",      "stop",      "ponderhit",
                                                  "quit",     "d"};
  std::size_t first = 0;
  while (first < words.size() && std::find(std::begin(commands), std::end(commands), words[first]) == std::end(commands))
    ++first;
  if (first > 0) error("unknown command " + in_quotes(join(words, 0, first)));
  if (first == words.size()) return true;
  words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(first));
  const std::string_view command = words[0];

  try {
    if (command == "uci") {
      identify();
    } else if (command == "isready") {
      // The goal engine reads its rules here (GUIs send isready before the first go), not inside the
      // first move's time. Never while a search runs: then only the answer is due.
      if (!is_searching() && settings_.engine == "newell" && !player_) {
        try {
          sync_game();
        } catch (const std::exception& failure) {
          error(std::string("the goal engine cannot start: ") + failure.what());
          player_.reset();
          player_moves_.clear();
        }
      }
      say("readyok");
    } else if (command == "debug" || command == "register") {
      // Nothing to switch on and nothing to register.
    } else if (command == "setoption") {
      set_option(words);
    } else if (command == "ucinewgame") {
      if (is_searching()) throw UciCommandError("ucinewgame: not while searching (send 'stop' first)");
      finish_search(false);
      table_.clear();
      search_->new_game();
      position_ = chess::Position::start();
      save_game();
      player_.reset();
      player_moves_.clear();
      position_start_ = position_.to_fen();
      position_moves_.clear();
    } else if (command == "position") {
      PositionCommand read = parse_position_command(std::vector<std::string_view>(words.begin() + 1, words.end()));
      position_ = std::move(read.position);
      position_start_ = std::move(read.start_fen);
      position_moves_ = std::move(read.moves);
      if (read.ignored) error(*read.ignored);
    } else if (command == "go") {
      go(words);
    } else if (command == "ponderhit") {
      ponder_hit();
    } else if (command == "stop") {
      stop_ = true;
    } else if (command == "quit") {
      finish_search(true);
      save_game();
      player_.reset();
      return false;
    } else if (command == "d") {
      say(draw_board(position_) + "fen " + position_.to_fen());
    }
  } catch (const UciCommandError& failure) {
    error(failure.what());
  }
  return true;
}

}  // namespace

int run_uci(std::istream& input, std::ostream& output, const UciSettings& settings) {
  // A tied input stream flushes its output before each read, from this thread and without the
  // lock the search thread writes under: a data race that duplicates or loses lines. Every line
  // is flushed when written, so the tie is not needed.
  std::ostream* const previous_tie = input.tie(nullptr);
  struct RestoreTie {
    std::istream& input;
    std::ostream* tie;
    ~RestoreTie() { input.tie(tie); }
  } restore{input, previous_tie};
  UciEngine engine(output, settings);
  // A line is kept up to max_line_bytes (a game of 10,000 plies is 50 KB); a longer one is read to
  // its end but not kept, and refused: a 100 MB line once took 412 MB and was echoed back whole.
  constexpr std::size_t max_line_bytes = 1 << 20;
  std::string line;
  while (true) {
    line.clear();
    std::size_t length = 0;
    bool any = false;
    for (int c = input.rdbuf()->sbumpc(); c != std::char_traits<char>::eof(); c = input.rdbuf()->sbumpc()) {
      any = true;
      if (c == '\n') break;
      if (++length <= max_line_bytes) line += static_cast<char>(c);
    }
    if (!any) break;
    if (length > max_line_bytes) {
      engine.refuse_long_line(length);
      continue;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!engine.handle(line)) return 0;
  }
  engine.end_of_input();
  return 0;
}

}  // namespace newell::uci
