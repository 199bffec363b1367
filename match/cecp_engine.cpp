#include "match/cecp_engine.h"

#include "game_descriptor/outcome.h"

#include <fmt/core.h>

#include <cctype>
#include <sstream>

namespace newell::match {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// How long an engine may stay silent about features before `protover 2` is sent once more.
constexpr milliseconds protover_retry{400};
// At most this long is spent reading what an engine said after its last move, before the next `go`:
// an engine that never stops talking must not hold the match.
constexpr milliseconds drain_limit{100};

bool starts_with(const std::string& line, const std::string& prefix) { return line.rfind(prefix, 0) == 0; }

// GNU Chess prints its interactive prompt ("White (1) : ") before the first line it writes in
// xboard mode: "White (1) : feature done=0". The prompt is not part of the line.
std::string without_prompt(std::string line) {
  const auto colon = line.find(" : ");
  if (colon == std::string::npos || colon == 0 || line[colon - 1] != ')') return line;
  const auto open = line.rfind(" (", colon);
  if (open == std::string::npos) return line;
  for (std::size_t i = open + 2; i + 1 < colon; ++i)
    if (!std::isdigit(static_cast<unsigned char>(line[i]))) return line;
  return line.substr(colon + 3);
}

// "feature a=1 b="two words" c=3" -> pairs.
std::vector<std::pair<std::string, std::string>> parse_features(const std::string& line) {
  std::vector<std::pair<std::string, std::string>> features;
  std::size_t at = line.find(' ');
  while (at != std::string::npos && at < line.size()) {
    while (at < line.size() && line[at] == ' ') ++at;
    const auto equals = line.find('=', at);
    if (equals == std::string::npos) break;
    const std::string key = line.substr(at, equals - at);
    std::string value;
    at = equals + 1;
    if (at < line.size() && line[at] == '"') {
      const auto close = line.find('"', at + 1);
      value = line.substr(at + 1, (close == std::string::npos ? line.size() : close) - at - 1);
      at = close == std::string::npos ? line.size() : close + 1;
    } else {
      const auto space = line.find(' ', at);
      value = line.substr(at, (space == std::string::npos ? line.size() : space) - at);
      at = space;
    }
    features.emplace_back(key, value);
  }
  return features;
}

// A thinking line: "ply score time nodes pv..." (the first four are numbers; ply may end in '.').
bool read_thinking(const std::string& line, int& ply, int& score) {
  std::istringstream words(line);
  std::string first;
  if (!(words >> first) || first.empty() || !std::isdigit(static_cast<unsigned char>(first[0]))) return false;
  long long time = 0, nodes = 0;
  try {
    ply = std::stoi(first);
  } catch (const std::logic_error&) {
    return false;
  }
  return static_cast<bool>(words >> score >> time >> nodes);
}

std::string seconds_text(milliseconds value) {
  if (value.count() % 1000 == 0) return std::to_string(value.count() / 1000);
  std::string text = fmt::format("{:.3f}", value.count() / 1000.0);
  while (text.back() == '0') text.pop_back();
  return text;
}

}  // namespace

CecpEngine::CecpEngine(const std::vector<std::string>& command, milliseconds reply_timeout)
    : process_(command), reply_timeout_(reply_timeout), name_(command.front()) {
  send("xboard");
  send("protover 2");
  // Version-2 engines answer with features ending in done=1 (done=0 asks for more time); an engine
  // that says nothing for a while is taken for version 1. GNU Chess drops a `protover` that comes
  // right behind `xboard`: an engine silent about features after a moment is asked once more.
  const auto started = Clock::now();
  auto deadline = started + milliseconds(2000);
  bool asked_again = false;
  bool more_time = false;
  bool any_feature = false;
  while (true) {
    const auto now = Clock::now();
    if (now >= deadline) break;
    if (!any_feature && !asked_again && now - started >= protover_retry) {
      asked_again = true;
      send("protover 2");
    }
    const auto until = any_feature || asked_again ? deadline : std::min(deadline, started + protover_retry);
    const std::optional<std::string> line = receive_until(until, "during the xboard handshake");
    if (!line) {
      if (any_feature || asked_again) break;
      continue;
    }
    if (!starts_with(*line, "feature ")) continue;
    any_feature = true;
    read_features(*line);
    if (auto done = feature("done")) {
      if (*done == "1") break;
      if (*done == "0" && !more_time) {
        more_time = true;
        deadline = Clock::now() + reply_timeout_;
      }
    }
  }
  if (auto myname = feature("myname")) name_ = *myname;
}

CecpEngine::~CecpEngine() { quit(); }

std::optional<std::string> CecpEngine::feature(const std::string& key) const {
  const auto found = features_.find(key);
  if (found == features_.end()) return std::nullopt;
  return found->second;
}

void CecpEngine::read_features(const std::string& line) {
  for (const auto& [key, value] : parse_features(line)) {
    if (key == "option") {
      features_["option " + value.substr(0, value.find(" -"))] = value;
    } else {
      features_[key] = value;
    }
    if (key == "done" || key == "option") continue;
    // Coordinate notation is what we send; everything else we can live with.
    if (key == "san" && value == "1") {
      send("rejected san");
    } else {
      send("accepted " + key);
    }
  }
}

void CecpEngine::set_option(const std::string& option, const std::string& value) {
  send("option " + option + "=" + value);
}

void CecpEngine::new_game(const std::string& fen, bool initial_position) {
  send("new");
  send("force");
  send("easy");  // no pondering: the engine thinks on its own time only
  send("post");  // thinking lines give scores for adjudication
  moves_sent_ = 0;
  if (!initial_position) {
    if (feature("setboard") == "1") {
      send("setboard " + fen);
    } else {
      edit_position(fen);
    }
  }
  wait_ready();
}

void CecpEngine::edit_position(const std::string& fen) {
  // The protocol-1 way: a dummy move first when Black is to move (edit keeps the side to move),
  // then the men of each colour; castling rights follow from kings and rooks on their squares.
  std::istringstream fields(fen);
  std::string placement, side;
  fields >> placement >> side;
  if (side == "b") send("a2a3");
  send("edit");
  send("#");
  std::string white, black;
  int rank = 7, file = 0;
  for (char c : placement) {
    if (c == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      file += c - '0';
    } else {
      std::string& men = std::isupper(static_cast<unsigned char>(c)) ? white : black;
      men.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
      men.push_back(static_cast<char>('a' + file));
      men.push_back(static_cast<char>('1' + rank));
      men.push_back(' ');
      ++file;
    }
  }
  std::istringstream white_men(white), black_men(black);
  for (std::string man; white_men >> man;) send(man);
  send("c");
  for (std::string man; black_men >> man;) send(man);
  send(".");
}

void CecpEngine::set_level(milliseconds initial, milliseconds increment) {
  // Minutes, or minutes:seconds; a fraction of a second is rounded up (the protocol has none).
  const long long seconds = (initial.count() + 999) / 1000;
  const std::string base = seconds % 60 == 0 ? fmt::format("{}", seconds / 60) : fmt::format("{}:{:02}", seconds / 60, seconds % 60);
  send(fmt::format("level 0 {} {}", base, seconds_text(increment)));
}

void CecpEngine::set_movetime(milliseconds movetime) {
  // `st` takes whole seconds; a shorter move time is rounded up to one second.
  send("st " + std::to_string(std::max<long long>(1, (movetime.count() + 999) / 1000)));
}

void CecpEngine::send_move(const std::string& move) {
  send(feature("usermove") == "1" ? "usermove " + move : move);
}

CecpAnswer CecpEngine::go(const std::vector<std::string>& moves, std::optional<milliseconds> own_time,
                          std::optional<milliseconds> opponent_time, milliseconds timeout) {
  // Whatever the engine said after its last move (a result claim of its own counting, thinking
  // lines) belongs to that move, not to this one.
  try {
    const auto drain_until = Clock::now() + drain_limit;
    while (Clock::now() < drain_until && receive(milliseconds(1))) {
    }
  } catch (const ProcessError& error) {
    throw CecpError("engine '" + name_ + "': " + error.what());
  }
  send("force");
  for (; moves_sent_ < moves.size(); ++moves_sent_) send_move(moves[moves_sent_]);
  // Centiseconds, as the protocol counts.
  if (own_time) send("time " + std::to_string(std::max<long long>(0, own_time->count() / 10)));
  if (opponent_time) send("otim " + std::to_string(std::max<long long>(0, opponent_time->count() / 10)));
  CecpAnswer answer;
  const auto started = Clock::now();
  const auto deadline = started + timeout;
  send("go");
  while (true) {
    const std::optional<std::string> line = receive_until(deadline, "while thinking");
    if (!line) throw CecpError("engine '" + name_ + "' sent no move within " + std::to_string(timeout.count()) + " ms", true);
    answer.elapsed = std::chrono::duration_cast<milliseconds>(Clock::now() - started);
    std::istringstream words(*line);
    std::string first;
    words >> first;
    if (first == "move" || (first == "My" && starts_with(*line, "My move is"))) {
      // "move e2e4", "My move is: e2e4", GNU Chess's "My move is : e2e4".
      std::string move;
      if (first == "My") words >> move >> move;  // "move" and "is" (or "is:")
      words >> move;
      if (move == ":") words >> move;
      if (move.empty()) throw CecpError("engine '" + name_ + "' sent '" + *line + "' without a move");
      answer.move = move;
      ++moves_sent_;  // the engine has played it on its own board
      return answer;
    }
    if (first == "resign" || starts_with(*line, "tellics resign")) {
      answer.resigned = true;
      return answer;
    }
    if (const auto claimed = outcome_of_token(first); claimed && *claimed != Outcome::ongoing) {
      answer.claim = *line;
      return answer;
    }
    if (first == "Illegal" && starts_with(*line, "Illegal move")) {
      throw CecpError("engine '" + name_ + "' refused a legal move: " + *line);
    }
    int ply = 0, score = 0;
    if (read_thinking(*line, ply, score)) {
      answer.depth = ply;
      answer.score = score;
    }
  }
}

void CecpEngine::wait_ready() {
  if (feature("ping") != "1") return;
  const std::string pong = "pong " + std::to_string(++ping_number_);
  send("ping " + std::to_string(ping_number_));
  const auto deadline = Clock::now() + reply_timeout_;
  while (true) {
    const std::optional<std::string> line = receive_until(deadline, "while waiting for '" + pong + "'");
    if (!line) throw CecpError("engine '" + name_ + "' did not answer 'ping' within " + std::to_string(reply_timeout_.count()) + " ms", true);
    if (*line == pong) return;
  }
}

void CecpEngine::quit() {
  if (process_.running()) {
    try {
      process_.write_line("quit");
    } catch (const ProcessError&) {
    }
  }
  process_.stop(milliseconds(500));
}

void CecpEngine::send(const std::string& line) {
  if (transcript_.size() < 40) {
    transcript_.push_back("> " + line);
  } else {
    transcript_[transcript_next_++ % 40] = "> " + line;
  }
  try {
    process_.write_line(line);
  } catch (const ProcessError& error) {
    throw CecpError("engine '" + name_ + "': " + error.what());
  }
}

std::optional<std::string> CecpEngine::receive(milliseconds timeout) {
  auto line = process_.read_line(timeout);
  if (line) {
    if (!line->empty() && line->back() == '\r') line->pop_back();
    if (transcript_.size() < 40) {
      transcript_.push_back("< " + *line);
    } else {
      transcript_[transcript_next_++ % 40] = "< " + *line;
    }
    *line = without_prompt(std::move(*line));
  }
  return line;
}

std::optional<std::string> CecpEngine::receive_until(std::chrono::steady_clock::time_point deadline, const std::string& doing) {
  const auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
  try {
    return left.count() > 0 ? receive(left) : std::nullopt;
  } catch (const ProcessError& error) {
    throw CecpError("engine '" + name_ + "' " + doing + ": " + error.what());
  }
}

std::string CecpEngine::recent_transcript() const {
  std::string text;
  const std::size_t size = transcript_.size();
  const std::size_t start = size < 40 ? 0 : transcript_next_ % 40;
  for (std::size_t i = 0; i < size; ++i) text += transcript_[(start + i) % size] + "\n";
  return text;
}

}  // namespace newell::match
