#include "web/play_session.h"

#include "goals/trace.h"
#include "web/board_moves.h"
#include "web/request_error.h"

#include <fmt/core.h>

namespace newell::web {

PlaySession::PlaySession(std::int64_t id, PlaySettings settings) : id_(id), settings_(std::move(settings)) {
  replay();
  start_position_ = player_->game().position_text();
  touch();
}

bool PlaySession::person_plays(goals::Side side) const {
  if (settings_.person_side == "none") return false;
  return (side == 0) == (settings_.person_side == "first");
}

// A new player from the start, the kept plies played again (the engine's with their traces): how a
// move is taken back.
void PlaySession::replay() {
  std::vector<goals::PlayedMove> kept;
  if (player_) kept.assign(player_->moves().begin(), player_->moves().begin() + static_cast<std::ptrdiff_t>(plies_.size()));
  try {
    player_ = std::make_unique<goals::GamePlayer>(settings_.game, settings_.start_position, settings_.rules_file,
                                                  settings_.engine);
    player_->game().set_search_table_megabytes(settings_.table_megabytes);
  } catch (const RequestError&) {
    throw;
  } catch (const std::exception& error) {
    throw RequestError(400, error.what());
  }
  for (const auto& played : kept) {
    if (played.by_engine) player_->replay_engine_move(played);
    else player_->play_opponent(played.move);
  }
}

const goals::PlayedMove& PlaySession::played(std::size_t index) const {
  return player_ ? player_->moves()[index] : moves_let_go_[index];
}

void PlaySession::play(const std::string& position_before, MoveSquares squares) {
  plies_.push_back({position_before, std::move(squares)});
  if (player_->game().outcome() != goals::Outcome::ongoing) {
    finished_ = true;
    result_ = player_->result();
    termination_ = player_->termination();
  }
}

void PlaySession::mark_stored(std::int64_t id) {
  stored_as_ = id;
  if (!finished_) return;
  final_state_ = state();
  // The page still shows the decisions: their traces are kept once, as the structure (the goal net
  // is drawn from it), without the JSON text the store has now.
  moves_let_go_ = player_->moves();
  for (auto& move : moves_let_go_) move.trace.reset();
  player_.reset();
}

nlohmann::json PlaySession::state() const {
  if (!player_) return final_state_;
  auto& game = player_->game();
  auto moves = nlohmann::json::array();
  int number = 0;
  for (const auto& move : player_->moves())
    moves.push_back({{"ply", ++number}, {"move", move.notation}, {"by_engine", move.by_engine},
                     {"summary", move.summary}, {"traced", move.full_trace.has_value()}});
  const goals::Side mover = game.side_to_move();
  nlohmann::json last_squares = nullptr;
  if (!plies_.empty()) last_squares = {{"from", plies_.back().squares.from}, {"to", plies_.back().squares.to}};
  return {{"id", id_},
          {"game", settings_.game},
          {"engine", goals::engine_name(settings_.engine)},
          {"person_side", settings_.person_side},
          {"rules", settings_.rules_name},
          {"nodes", settings_.nodes},
          {"movetime_ms", settings_.movetime_ms},
          {"start_fen", start_position_},
          {"fen", game.position_text()},
          {"side_to_move", game.side_name(mover)},
          {"person_to_move", !finished_ && person_plays(mover)},
          {"legal_moves", finished_ ? nlohmann::json::array() : legal_moves_json(game)},
          {"moves", moves},
          {"last_move", last_squares},
          {"over", finished_},
          {"result", finished_ ? result_ : player_->result()},
          {"termination", finished_ ? termination_ : player_->termination()},
          {"stored_as", stored_as_ ? nlohmann::json(*stored_as_) : nlohmann::json(nullptr)}};
}

void PlaySession::play_person_move(std::string_view text) {
  touch();
  auto& game = player_->game();
  if (finished_) throw RequestError(409, "the game is over");
  if (!person_plays(game.side_to_move()))
    throw RequestError(409, "it is the engine's turn: ask it to move (POST .../engine)");
  const auto move = legal_move(game, text);
  const std::string before = game.position_text();
  auto squares = move_squares(game, move);
  player_->play_opponent(move);
  play(before, std::move(squares));
}

void PlaySession::play_engine_move() {
  touch();
  auto& game = player_->game();
  if (finished_) throw RequestError(409, "the game is over");
  if (person_plays(game.side_to_move())) throw RequestError(409, "it is the person's turn, not the engine's");
  {
    const std::lock_guard lock(progress_mutex_);
    thinking_ = true;
    progress_ = {};
    thinking_since_ = std::chrono::steady_clock::now();
  }
  goals::Budget budget;
  budget.nodes = settings_.nodes;
  budget.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(settings_.movetime_ms);
  budget.progress = [this](const goals::Progress& progress) {
    const std::lock_guard lock(progress_mutex_);
    progress_ = progress;
  };
  const std::string before = game.position_text();
  const goals::Side mover = game.side_to_move();
  std::optional<goals::PlayedMove> played;
  try {
    played = player_->decide(budget);
  } catch (...) {
    const std::lock_guard lock(progress_mutex_);
    thinking_ = false;
    throw;
  }
  {
    const std::lock_guard lock(progress_mutex_);
    thinking_ = false;
  }
  if (!played) {
    finished_ = true;
    result_ = player_->result();
    termination_ = player_->termination();
    return;
  }
  play(before, played_squares(settings_.game, before, game.position_text(), mover, played->notation));
}

void PlaySession::undo() {
  touch();
  if (stored_as_) throw RequestError(409, "the game is over and stored: start a new one");
  std::size_t kept = plies_.size();
  if (settings_.person_side == "none") {
    if (kept > 0) --kept;
  } else {
    while (kept > 0 && played(kept - 1).by_engine) --kept;
    if (kept > 0) --kept;
  }
  if (kept == plies_.size()) throw RequestError(409, "there is no move of yours to take back");
  plies_.resize(kept);
  finished_ = false;
  replay();
}

void PlaySession::resign() {
  touch();
  if (finished_) throw RequestError(409, "the game is over");
  auto& game = player_->game();
  goals::Side resigning = game.side_to_move();
  if (settings_.person_side == "first") resigning = 0;
  if (settings_.person_side == "second") resigning = 1;
  result_ = resigning == 0 ? "0-1" : "1-0";
  termination_ = "resignation";
  finished_ = true;
}

nlohmann::json PlaySession::progress() const {
  const std::lock_guard lock(progress_mutex_);
  const auto elapsed = thinking_ ? std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                                         thinking_since_).count()
                                 : 0;
  return {{"thinking", thinking_},    {"nodes", progress_.nodes}, {"candidate", progress_.move},
          {"number", progress_.number}, {"depth", progress_.depth}, {"elapsed_ms", elapsed}};
}

std::size_t PlaySession::index_of(int ply) const {
  if (ply < 1 || static_cast<std::size_t>(ply) > plies_.size())
    throw RequestError(404, fmt::format("there is no ply {} (the game has {})", ply, plies_.size()));
  return static_cast<std::size_t>(ply - 1);
}

nlohmann::json PlaySession::decision(int ply) const {
  const std::size_t index = index_of(ply);
  const auto& move = played(index);
  const std::string& position_before = plies_[index].position_before;
  nlohmann::json answer{{"ply", ply},
                        {"move", move.notation},
                        {"by_engine", move.by_engine},
                        {"summary", move.summary},
                        {"fen_before", position_before}};
  if (!move.full_trace) {
    answer["trace"] = nullptr;
    answer["candidates"] = nlohmann::json::array();
    answer["plan"] = nlohmann::json::array();
    return answer;
  }
  const auto& trace = *move.full_trace;
  const auto json = goals::to_json(trace);
  answer["trace"] = json;
  answer["candidates"] = json.value("alternatives", nlohmann::json::array());
  auto before = make_game(settings_.game, position_before);
  answer["plan"] = line_squares(*before, trace.plan.empty() ? std::vector<std::string>{move.notation} : trace.plan);
  return answer;
}

std::string PlaySession::decision_dot(int ply) const {
  const auto& move = played(index_of(ply));
  if (!move.full_trace)
    throw RequestError(404, fmt::format("ply {} has no goal trace (a person's move, or the alpha-beta engine's)", ply));
  return goals::to_dot(*move.full_trace);
}

store::GameRecord PlaySession::record() const {
  store::GameRecord record;
  record.kind = settings_.game;
  const std::string engine = goals::engine_name(settings_.engine);
  record.first_player = person_plays(0) ? "person" : engine;
  record.second_player = person_plays(1) ? "person" : engine;
  record.settings = nlohmann::json{{"event", "newell serve"}, {"nodes", settings_.nodes},
                                   {"movetime_ms", settings_.movetime_ms}, {"rules", settings_.rules_name}}
                        .dump();
  record.start_position = start_position_;
  record.result = finished_ ? result_ : player_->result();
  record.termination = finished_ ? termination_ : player_->termination();
  for (std::size_t index = 0; index < plies_.size(); ++index) {
    const auto& played_move = played(index);
    store::MoveRecord move;
    move.ply = static_cast<int>(index + 1);
    move.notation = played_move.notation;
    move.summary = played_move.summary;
    // The player keeps each decision's JSON text: stored as it is, not made again.
    if (played_move.trace) move.trace = *played_move.trace;
    else if (played_move.full_trace) move.trace = goals::to_json(*played_move.full_trace).dump();
    record.moves.push_back(std::move(move));
  }
  return record;
}

}  // namespace newell::web
