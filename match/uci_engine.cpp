#include "match/uci_engine.h"

#include <sstream>

namespace newell::match {
namespace {

using Clock = std::chrono::steady_clock;

bool starts_with_word(const std::string& line, const std::string& word) {
  return line.compare(0, word.size(), word) == 0 && (line.size() == word.size() || line[word.size()] == ' ');
}

// Reads depth and score from an `info` line; other fields are kept only as the raw line.
void read_info(const std::string& line, SearchReport& report) {
  std::istringstream words(line);
  std::string word;
  words >> word;  // "info"
  while (words >> word) {
    if (word == "depth") {
      int depth;
      if (words >> depth) report.depth = depth;
    } else if (word == "score") {
      std::string kind;
      int value;
      if (words >> kind >> value) {
        if (kind == "cp") {
          report.score_centipawns = value;
          report.score_mate.reset();
        } else if (kind == "mate") {
          report.score_mate = value;
          report.score_centipawns.reset();
        }
      }
    } else if (word == "pv" || word == "string") {
      return;  // the rest of the line is moves or free text
    }
  }
}

}  // namespace

std::string GoCommand::to_string() const {
  std::string text = "go";
  auto add = [&text](const char* name, auto value) {
    if (value) text += std::string(" ") + name + " " + std::to_string(*value);
  };
  add("wtime", white_time_ms);
  add("btime", black_time_ms);
  add("winc", white_increment_ms);
  add("binc", black_increment_ms);
  add("movestogo", moves_to_go);
  add("movetime", movetime_ms);
  add("depth", depth);
  add("nodes", nodes);
  if (infinite) text += " infinite";
  return text;
}

UciEngine::UciEngine(const std::vector<std::string>& command, std::chrono::milliseconds reply_timeout)
    : process_(command), reply_timeout_(reply_timeout), name_(process_.program()) {
  send("uci");
  wait_for("uciok", reply_timeout_, [this](const std::string& line) {
    if (line.rfind("id name ", 0) == 0) name_ = line.substr(8);
    if (line.rfind("id author ", 0) == 0) author_ = line.substr(10);
    if (starts_with_word(line, "option") && options_.size() < 1000) options_.push_back(line);
  });
}

UciEngine::~UciEngine() {
  try {
    quit();
  } catch (...) {  // a dead engine needs no quit; the process is reaped by its own destructor
  }
}

constexpr std::size_t transcript_lines = 40;

void UciEngine::remember(std::string line) {
  if (transcript_.size() < transcript_lines) {
    transcript_.push_back(std::move(line));
  } else {
    transcript_[transcript_next_] = std::move(line);
    transcript_next_ = (transcript_next_ + 1) % transcript_lines;
  }
}

std::string UciEngine::recent_transcript() const {
  std::string text;
  for (std::size_t index = 0; index < transcript_.size(); ++index) {
    text += transcript_[(transcript_next_ + index) % transcript_.size()];
    text += '\n';
  }
  return text;
}

std::optional<std::string> UciEngine::receive(std::chrono::milliseconds timeout) {
  auto line = process_.read_line(timeout);
  if (line) remember("< " + *line);
  return line;
}

std::optional<std::string> UciEngine::receive_until(std::chrono::steady_clock::time_point deadline, const std::string& doing) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
  try {
    return left.count() > 0 ? receive(left) : std::nullopt;
  } catch (const ProcessError& error) {
    throw UciError("engine '" + name_ + "' " + doing + ": " + error.what());
  }
}

void UciEngine::send(const std::string& line) {
  remember("> " + line);
  try {
    process_.write_line(line);
  } catch (const ProcessError& error) {
    throw UciError("engine '" + name_ + "': " + error.what());
  }
}

std::string UciEngine::wait_for(const std::string& word, std::chrono::milliseconds timeout,
                                const std::function<void(const std::string&)>& on_other_line) {
  const auto deadline = Clock::now() + timeout;
  while (true) {
    std::optional<std::string> line = receive_until(deadline, "while waiting for '" + word + "'");
    if (!line)
      throw UciError("engine '" + name_ + "' did not send '" + word + "' within " + std::to_string(timeout.count()) +
                     " ms");
    if (starts_with_word(*line, word)) return *line;
    if (on_other_line) on_other_line(*line);
  }
}

void UciEngine::set_option(const std::string& option, const std::string& value) {
  send("setoption name " + option + " value " + value);
}

void UciEngine::wait_ready() {
  send("isready");
  wait_for("readyok", reply_timeout_);
}

void UciEngine::new_game() {
  send("ucinewgame");
  wait_ready();
}

void UciEngine::set_position(const std::string& fen, const std::vector<std::string>& moves) {
  std::string command = fen.empty() ? "position startpos" : "position fen " + fen;
  if (!moves.empty()) {
    command += " moves";
    for (const auto& move : moves) command += " " + move;
  }
  send(command);
}

SearchReport UciEngine::go(const GoCommand& command, std::chrono::milliseconds timeout) {
  SearchReport report;
  const auto started = Clock::now();
  const auto deadline = started + timeout;
  send(command.to_string());
  while (true) {
    std::optional<std::string> line = receive_until(deadline, "while searching");
    if (!line) {
      throw UciTimeout("engine '" + name_ + "' sent no bestmove within " + std::to_string(timeout.count()) + " ms");
    }
    if (starts_with_word(*line, "info")) {
      read_info(*line, report);
      // The last few only: an engine may print thousands of lines a move (each one is at most
      // ChildProcess::max_line_bytes), and what is read from them is the last depth and score.
      if (report.info_lines.size() >= SearchReport::kept_info_lines) report.info_lines.erase(report.info_lines.begin());
      report.info_lines.push_back(std::move(*line));
    } else if (starts_with_word(*line, "bestmove")) {
      report.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
      std::istringstream words(*line);
      std::string word;
      words >> word >> report.best_move;
      if (report.best_move.empty()) throw UciError("engine '" + name_ + "' sent 'bestmove' without a move");
      if (words >> word && word == "ponder") {
        std::string ponder;
        if (words >> ponder) report.ponder = ponder;
      }
      return report;
    }
  }
}

void UciEngine::quit() {
  if (process_.running()) {
    try {
      process_.write_line("quit");
    } catch (const ProcessError&) {
    }
  }
  process_.stop(std::chrono::milliseconds(1000));
}

}  // namespace newell::match
