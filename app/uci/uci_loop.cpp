#include "app/uci/uci_loop.h"

#include "app/common/score_text.h"
#include "app/records/replay.h"
#include "app/uci/goal_engine_info.h"
#include "app/uci/game_store.h"
#include "app/uci/hash_memory.h"
#include "app/uci/uci_commands.h"
#include "app/uci/uci_output.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/search.h"
#include "chess/time_manager.h"
#include "chess/transposition_table.h"
#include "game_descriptor/game_descriptor.h"
#include "game_descriptor/outcome.h"
#include "goals/player.h"
#include "goals/rule_files.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <deque>
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


// The commands the protocol knows; words before the first of them are skipped (and named).
constexpr std::string_view known_commands[] = {"uci",        "debug",    "isready", "setoption", "register", "ucinewgame",
                                               "position",   "go",       "stop",    "ponderhit", "quit",     "d"};

std::size_t first_command(const std::vector<std::string_view>& words) {
  std::size_t first = 0;
  while (first < words.size() &&
         std::find(std::begin(known_commands), std::end(known_commands), words[first]) == std::end(known_commands))
    ++first;
  return first;
}

// A command waiting its turn on the engine's thread: the line as read, when it came (a clock runs
// from then), and for a `go` its number among the `go`s read (what `stop` stops is counted in them).
struct Job {
  std::string line;
  Clock::time_point received;
  std::uint64_t go_number = 0;
  bool ready = false;  // an `isready`
};

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

class UciEngine {
 public:
  UciEngine(std::ostream& output, const UciSettings& settings)
      : output_(output), settings_(settings), store_games_(settings.database.has_value()),
        table_(std::make_unique<chess::TranspositionTable>(
            std::min(chess::TranspositionTable::default_megabytes, settings.max_hash_megabytes))),
        search_(std::make_unique<chess::Search>(*table_)), worker_([this] { work(); }) {}

  ~UciEngine() {
    close();
    save_game();
  }

  // The reader's side, called for each line as it is read: false when the line was `quit`.
  bool receive(std::string_view line, Clock::time_point received);

  // At the end of input: the searches with a bound get end_of_input_grace to finish, a search
  // until `stop` is stopped at once; then every search is stopped and the engine's thread ends.
  void end_of_input();

  // A line too long to be a command was read and not kept.
  // The goal engine's game with the start position, made before the first command: reading the
  // rules is the dearest part of a game's start, and a `go movetime 100` that paid for it had no
  // time left to think (a later game's rules come from the parse cache). A file that cannot be
  // read is reported at `go`, as before.
  void prepare() {
    if (settings_.engine != "newell") return;
    try {
      sync_game();
    } catch (const std::exception&) {
      player_.reset();
      player_moves_.clear();
    }
  }

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

  // The reader's side.
  void stop_received();
  void ponder_hit();
  // No more commands: the engine's thread runs what is queued and ends.
  void close();

  // The engine's thread.
  void work();
  void handle(const Job& job);
  void identify();
  void set_option(const std::vector<std::string_view>& words);
  void go(const Job& job, const std::vector<std::string_view>& words);
  chess::SearchLimits limits_for(const GoParameters& go, Clock::time_point received) const;
  // The search numbered `go_number` begins: its stop flag as `stop` and the end of input left it;
  // a pondering one (`ponders`) gets `ponder_budget` at `ponderhit` (none: it stops then).
  // True when it is stopped already and no more input will come (quit, the end of input): then the
  // core answers at once, without reading rules or bringing the game up to date.
  bool begin_search(std::uint64_t go_number, bool infinite, bool ponders, std::optional<milliseconds> ponder_budget);
  void end_search();
  // `record`: the move goes into the game kept (false: the game was not brought up to date).
  void go_alphabeta(chess::SearchLimits limits, bool record = true);
  void go_newell(const GoParameters& parameters, const chess::SearchLimits& limits);
  // The core's search, on the table Hash asked for once its allocation (on a thread of its own, so
  // that neither `isready`, `go` nor `quit` waits for it) has finished, else on the one there was.
  chess::Search& core_search();
  void resize_hash(std::size_t megabytes);
  // The goal engine's rule file: the Rules option, else --rules, else the default.
  std::filesystem::path rule_file() const;
  // The game the engine keeps (both engines: it is stored, and the goal engine reads it) is brought
  // to the last `position`; a position that does not continue it starts another game.
  void sync_game();
  void save_game();

  std::ostream& output_;
  std::mutex output_mutex_;

  // Shared by the reader and the engine's thread, under control_mutex_.
  std::mutex control_mutex_;
  std::condition_variable jobs_wake_;  // a job came, or the input closed
  std::condition_variable idle_wake_;  // the engine's thread ended
  std::deque<Job> jobs_;
  bool closed_ = false;            // no more jobs will come
  bool ended_ = false;             // the engine's thread has ended
  bool end_of_input_ = false;      // a search until `stop` is stopped as it starts
  std::uint64_t gos_received_ = 0;
  std::uint64_t stopped_through_ = 0;  // the `go`s numbered up to this are stopped (`stop`, `quit`)
  std::uint64_t ponderhit_through_ = 0;  // a `ponderhit` read before its pondering search began
  std::uint64_t current_go_ = 0;       // the search running (0: none)
  bool current_infinite_ = false;
  // `go ponder`: the search thinks on the opponent's time without limit; `ponderhit` (the expected
  // move was played) gives it the time the same `go` without `ponder` would have had, from then on.
  bool current_ponders_ = false;
  std::optional<milliseconds> ponder_budget_;
  std::thread ponder_timer_;
  std::atomic<bool> stop_{false};       // the running search's
  std::atomic<bool> searching_{false};  // for the ponder timer

  // The engine's thread alone.
  UciSettings settings_;
  bool store_games_;
  std::unique_ptr<chess::TranspositionTable> table_;
  // A Hash being allocated (resize_hash): taken by the first search after it is done.
  struct PendingTable {
    std::mutex mutex;
    std::size_t megabytes = 0;
    std::unique_ptr<chess::TranspositionTable> table;  // none when done: the allocation failed
    bool done = false;
  };
  std::shared_ptr<PendingTable> pending_table_;
  std::unique_ptr<chess::Search> search_;  // its tables are large: on the heap
  chess::Position position_ = chess::Position::start();
  chess::NodeCounter nodes_;
  milliseconds move_overhead_ = chess::default_move_overhead;
  bool show_reasons_ = false;  // the Show Reasons option: each decision's trace as info string lines
  int multipv_ = 1;            // the MultiPV option: the goal engine's candidates listed per decision
  // The last `position`: its start (FEN) and moves (UCI), and the game played so far.
  std::string position_start_ = chess::Position::start().to_fen();
  std::vector<std::string> position_moves_;
  std::unique_ptr<goals::GamePlayer> player_;
  std::vector<std::string> player_moves_;

  std::thread worker_;  // last: it starts once everything above is built
};

bool UciEngine::receive(std::string_view line, Clock::time_point received) {
  const std::vector<std::string_view> words = split_words(line);
  const std::size_t first = first_command(words);
  const std::string_view command = first < words.size() ? words[first] : std::string_view();
  const bool at_once = command == "stop" || command == "ponderhit" || command == "quit" || command == "isready";
  {
    std::lock_guard lock(control_mutex_);
    // `isready` with no search running is answered in turn, after what was sent before it (its
    // errors first, the rules read), or as soon as a search queued before it starts; during a
    // search, at once.
    if (!at_once || (command == "isready" && current_go_ == 0)) {
      Job job{std::string(line), received, 0, command == "isready"};
      if (command == "go") job.go_number = ++gos_received_;
      jobs_.push_back(std::move(job));
      jobs_wake_.notify_one();
      return true;
    }
  }
  if (first > 0) error("unknown command " + in_quotes(join(words, 0, first)));
  if (command == "isready") say("readyok");
  if (command == "stop") stop_received();
  if (command == "ponderhit") ponder_hit();
  if (command == "quit") {
    stop_received();
    close();
    return false;
  }
  return true;
}

void UciEngine::stop_received() {
  std::lock_guard lock(control_mutex_);
  stopped_through_ = gos_received_;
  if (current_go_ != 0 && current_go_ <= stopped_through_) stop_ = true;
}

void UciEngine::end_of_input() {
  std::unique_lock lock(control_mutex_);
  closed_ = true;
  end_of_input_ = true;
  if (current_go_ != 0 && current_infinite_) stop_ = true;
  jobs_wake_.notify_one();
  if (!idle_wake_.wait_for(lock, settings_.end_of_input_grace, [this] { return ended_; })) {
    lock.unlock();
    stop_received();
  }
}

void UciEngine::close() {
  {
    std::lock_guard lock(control_mutex_);
    closed_ = true;
    jobs_wake_.notify_one();
  }
  if (worker_.joinable()) worker_.join();
}

void UciEngine::work() {
  while (true) {
    Job job;
    {
      std::unique_lock lock(control_mutex_);
      jobs_wake_.wait(lock, [this] { return !jobs_.empty() || closed_; });
      if (jobs_.empty()) {
        ended_ = true;
        idle_wake_.notify_all();
        return;
      }
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    handle(job);
  }
}

void UciEngine::ponder_hit() {
  std::lock_guard lock(control_mutex_);
  if (current_go_ == 0 || !current_ponders_) {
    // For a pondering search still waiting its turn: it starts as if the hit came as it began.
    ponderhit_through_ = gos_received_;
    return;
  }
  current_ponders_ = false;
  if (!ponder_budget_) {
    stop_ = true;  // no time known for the move: it is played now
    return;
  }
  const auto until = Clock::now() + *ponder_budget_;
  ponder_budget_.reset();
  ponder_timer_ = std::thread([this, until] {
    // In short sleeps, so that a search that ends sooner (stop, quit, a mate found) frees it at once.
    while (searching_.load() && !stop_.load() && Clock::now() < until) std::this_thread::sleep_for(milliseconds(2));
    if (searching_.load()) stop_ = true;
  });
}

bool UciEngine::begin_search(std::uint64_t go_number, bool infinite, bool ponders, std::optional<milliseconds> ponder_budget) {
  bool hit = false;
  bool closing = false;
  int waiting_ready = 0;
  {
    std::lock_guard lock(control_mutex_);
    current_go_ = go_number;
    current_infinite_ = infinite;
    current_ponders_ = ponders;
    ponder_budget_ = ponder_budget;
    stop_ = go_number <= stopped_through_ || (end_of_input_ && infinite);
    searching_ = true;
    hit = ponders && go_number <= ponderhit_through_;
    // Those waiting behind this search are answered now, as during any search.
    waiting_ready = static_cast<int>(std::erase_if(jobs_, [](const Job& job) { return job.ready; }));
    closing = closed_ && stop_.load();
  }
  for (; waiting_ready > 0; --waiting_ready) say("readyok");
  if (hit) ponder_hit();
  return closing;
}

void UciEngine::end_search() {
  std::thread timer;
  {
    std::lock_guard lock(control_mutex_);
    searching_ = false;
    current_go_ = 0;
    current_ponders_ = false;
    ponder_budget_.reset();
    timer = std::move(ponder_timer_);
  }
  if (timer.joinable()) timer.join();  // it ends when the search has
}

chess::Search& UciEngine::core_search() {
  if (!pending_table_) return *search_;
  std::unique_lock lock(pending_table_->mutex);
  if (!pending_table_->done) return *search_;
  if (pending_table_->table) {
    search_.reset();
    table_ = std::move(pending_table_->table);
    search_ = std::make_unique<chess::Search>(*table_);
  } else {
    error("setoption Hash: " + std::to_string(pending_table_->megabytes) + " MB could not be allocated; the table keeps " +
          std::to_string(table_->megabytes()) + " MB");
  }
  lock.unlock();
  pending_table_.reset();
  return *search_;
}

void UciEngine::resize_hash(std::size_t megabytes) {
  const HashSize size =
      hash_size_for(megabytes, settings_.free_memory_megabytes ? settings_.free_memory_megabytes : free_memory_megabytes());
  if (size.message) say("info string " + *size.message);
  // Gigabytes take seconds to clear (a minute on a loaded machine): on a thread of its own, which
  // nothing waits for. Until it is done the searches use the table there was; quit does not wait.
  auto pending = std::make_shared<PendingTable>();
  pending->megabytes = size.megabytes;
  pending_table_ = pending;
  std::thread([pending] {
    std::unique_ptr<chess::TranspositionTable> table;
    try {
      table = std::make_unique<chess::TranspositionTable>(pending->megabytes);
    } catch (const std::bad_alloc&) {
      // Said when a search would have taken it: the table there was stays.
    }
    std::lock_guard lock(pending->mutex);
    pending->table = std::move(table);
    pending->done = true;
  }).detach();
}

void UciEngine::save_game() {
  if (!player_ || !store_games_) return;
  std::optional<std::filesystem::path> file = settings_.database ? settings_.database : user_game_store();
  if (!file) {
    error("the game could not be stored: no data folder (XDG_DATA_HOME and HOME are unset); give one with --db");
    return;
  }
  try {
    if (!settings_.database) std::filesystem::create_directories(file->parent_path());
    store_game(*file, *player_, "uci opponent", R"({"protocol":"uci"})");
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

void UciEngine::identify() {
  say("id name newell " NEWELL_VERSION);
  say("id author the newell developers");
  say("option name Engine type combo default " + settings_.engine + " var newell var alphabeta");
  say("option name Rules type string default " + rule_file().string());
  say(std::string("option name Show Reasons type check default ") + (show_reasons_ ? "true" : "false"));
  say(std::string("option name Store Games type check default ") + (store_games_ ? "true" : "false"));
  // GUIs send `go ponder` only to an engine that declares Ponder; the engine needs nothing set.
  say("option name Ponder type check default false");
  say("option name MultiPV type spin default 1 min 1 max 64");
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

  auto read_spin = [&](long long minimum, long long maximum) {
    long long number = 0;
    const auto [end, failure] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (value.empty() || failure != std::errc() || end != value.data() + value.size() || number < minimum ||
        number > maximum)
      throw UciCommandError("setoption " + name + ": value " + in_quotes(value) + " is not a whole number in " +
                            std::to_string(minimum) + ".." + std::to_string(maximum));
    return number;
  };
  auto read_check = [&] {
    const std::string flag = lowercase(value);
    if (flag != "true" && flag != "false") throw UciCommandError("setoption " + name + ": " + in_quotes(value) + " is not true or false");
    return flag == "true";
  };
  if (key == "hash") {
    resize_hash(static_cast<std::size_t>(read_spin(1, static_cast<long long>(settings_.max_hash_megabytes))));
  } else if (key == "clear hash") {
    core_search();
    table_->clear();
  } else if (key == "move overhead") {
    move_overhead_ = milliseconds(read_spin(0, max_move_overhead_ms));
  } else if (key == "multipv") {
    multipv_ = static_cast<int>(read_spin(1, 64));
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
    show_reasons_ = read_check();
  } else if (key == "store games") {
    const bool store = read_check();
    if (store && !settings_.database && !user_game_store())
      throw UciCommandError("setoption Store Games: no data folder to store in (XDG_DATA_HOME and HOME are unset); "
                            "start the engine with --db FILE");
    store_games_ = store;
  } else {
    throw UciCommandError("setoption: unknown option " + in_quotes(name) +
                          " (known: Engine, Rules, Show Reasons, Store Games, MultiPV, Hash, Clear Hash, Move Overhead)");
  }
}

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
                                app::score_text(result.score) + ", depth " + std::to_string(result.depth) + ")";
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

void UciEngine::handle(const Job& job) {
  std::vector<std::string_view> words = split_words(job.line);
  // The protocol asks an engine to skip unknown words and read on from a known command.
  const std::size_t first = first_command(words);
  if (first > 0) error("unknown command " + in_quotes(join(words, 0, first)));
  if (first == words.size()) return;
  words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(first));
  const std::string_view command = words[0];

  try {
    if (command == "uci") {
      identify();
    } else if (command == "isready") {
      // The goal engine reads its rules now (GUIs send isready before the first go and wait for its
      // answer), not inside the first move's time. Only here, with no search running: during one
      // the reader answers at once.
      if (settings_.engine == "newell" && !player_) {
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
      core_search();
      table_->clear();
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
      go(job, words);
    } else if (command == "d") {
      say(draw_board(position_) + "fen " + position_.to_fen());
    }
  } catch (const UciCommandError& failure) {
    error(failure.what());
  } catch (const std::exception& failure) {
    // On the engine's thread nothing may escape: the command failed, the engine goes on.
    error(std::string(words[0]) + ": " + failure.what());
  }
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
  engine.prepare();
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
    if (!engine.receive(line, Clock::now())) return 0;
  }
  engine.end_of_input();
  return 0;
}

}  // namespace newell::uci
