#include "goals/player.h"

#include "game_descriptor/outcome.h"
#include "goals/game_factory.h"

#include <fmt/core.h>

#include <stdexcept>

namespace newell::goals {

std::optional<EngineKind> engine_kind(std::string_view name) {
  if (name == "newell") return EngineKind::newell;
  if (name == "alphabeta") return EngineKind::alphabeta;
  return std::nullopt;
}

std::string engine_name(EngineKind kind) { return kind == EngineKind::newell ? "newell" : "alphabeta"; }

GamePlayer::GamePlayer(std::string_view game, std::string start_position, const std::filesystem::path& rules_file,
                       EngineKind kind, std::uint64_t seed)
    : start_position_(std::move(start_position)), kind_(kind) {
  const GameMaker maker = find_game(game);
  if (maker == nullptr) throw std::invalid_argument(fmt::format("unknown game '{}'", game));
  game_ = maker(start_position_);
  if (start_position_.empty()) start_position_ = game_->position_text();
  if (kind_ == EngineKind::newell) {
    rules_ = Rules::load(rules_file, game_->registry());
    engine_ = std::make_unique<GoalEngine>(*game_, *rules_, seed);
  }
}

void GamePlayer::play_opponent(MoveId move) {
  PlayedMove played;
  played.move = move;
  played.notation = game_->move_text(move);
  if (engine_) engine_->observe_opponent_move(move);
  game_->make(move);
  moves_.push_back(std::move(played));
}

std::optional<PlayedMove> GamePlayer::decide(Budget budget) {
  if (game_->outcome() != Outcome::ongoing) return std::nullopt;
  if (!engine_) {
    auto played = core_move(budget);
    if (played) play(*played);
    return played;
  }
  PlayedMove played;
  played.by_engine = true;
  Decision decision = engine_->choose_move(budget);
  if (!decision.move) return std::nullopt;
  played.move = *decision.move;
  played.notation = decision.move_text;
  played.summary = decision.trace.summary;
  played.trace = to_json(decision.trace).dump();
  played.full_trace = std::move(decision.trace);
  play(played);
  return played;
}

std::optional<PlayedMove> GamePlayer::decide_even_when_drawn(Budget budget) {
  if (game_->outcome() == Outcome::ongoing) return decide(budget);
  std::vector<MoveId> legal;
  game_->legal_moves(legal);
  if (legal.empty()) return std::nullopt;
  auto played = core_move(budget);
  if (!played) return std::nullopt;
  played->summary = fmt::format("{}: the position is drawn by rule (repetition or the move-count rule) but moves remain; "
                                "the goals play no drawn game, so {}",
                                played->notation, played->summary.substr(played->summary.find(": ") + 2));
  play(*played);
  return played;
}

std::optional<PlayedMove> GamePlayer::core_move(Budget budget) {
  PlayedMove played;
  played.by_engine = true;
  game_->set_search_limits(budget.deadline, budget.stop);
  const std::uint64_t before = game_->nodes_used();
  const Game::CoreResult core = game_->core_search(budget.nodes);
  game_->set_search_limits(std::nullopt, nullptr);
  if (!core.move) return std::nullopt;
  played.move = *core.move;
  played.notation = game_->move_text(*core.move);
  played.summary = fmt::format("{}: the core's alpha-beta search (score {}, depth {}, {} nodes)", played.notation,
                               game_->score_text(core.score), core.depth, game_->nodes_used() - before);
  return played;
}

void GamePlayer::play(const PlayedMove& played) {
  if (!engine_side_) engine_side_ = game_->side_to_move();
  game_->make(played.move);
  moves_.push_back(played);
}

void GamePlayer::record_engine_move(MoveId move, std::string summary) {
  PlayedMove played;
  played.move = move;
  played.by_engine = true;
  played.notation = game_->move_text(move);
  played.summary = std::move(summary);
  if (!engine_side_) engine_side_ = game_->side_to_move();
  game_->make(move);
  moves_.push_back(std::move(played));
}

void GamePlayer::replay_engine_move(const PlayedMove& played) { play(played); }

std::string GamePlayer::result() const { return std::string(result_token(game_->outcome())); }

std::string GamePlayer::termination() const {
  const Outcome outcome = game_->outcome();
  if (outcome == Outcome::ongoing) return "unfinished";
  if (outcome == Outcome::draw) {
    std::vector<MoveId> legal;
    game_->legal_moves(legal);
    return legal.empty() ? "stalemate" : "draw";
  }
  return game_->no_moves_ending();
}

}  // namespace newell::goals
