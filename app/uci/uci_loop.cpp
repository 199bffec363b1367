// The two threads of `run_uci`: the reader's (receive, at once: isready, stop, ponderhit, quit) and
// the engine's (work: every other command in turn, dispatched by handle).

#include "app/uci/uci_loop.h"

#include "app/uci/uci_engine.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>

namespace newell::uci {
namespace {

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

}  // namespace

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
  if (first > 0) error("unknown command " + in_quotes(join_words(words, 0, first)));
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

void UciEngine::handle(const Job& job) {
  std::vector<std::string_view> words = split_words(job.line);
  // The protocol asks an engine to skip unknown words and read on from a known command.
  const std::size_t first = first_command(words);
  if (first > 0) error("unknown command " + in_quotes(join_words(words, 0, first)));
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
      new_game();
    } else if (command == "position") {
      set_position(words);
    } else if (command == "go") {
      go(job, words);
    } else if (command == "d") {
      show_board();
    }
  } catch (const UciCommandError& failure) {
    error(failure.what());
  } catch (const std::exception& failure) {
    // On the engine's thread nothing may escape: the command failed, the engine goes on.
    error(std::string(words[0]) + ": " + failure.what());
  }
}

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
  engine.set_up_game();
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
