// newell's own players in this process: the goal engine (chess and checkers), the alpha-beta cores,
// a Samuel scoring polynomial and M* with a model. Each keeps its own game, replaying the moves the
// referee hands it, and answers within its node budget, or by a deadline: the same share of its
// clock (or of the fixed move time) for every player here.

#include "checkers/game.h"
#include "checkers/mstar.h"
#include "checkers/notation.h"
#include "checkers/samuel_terms.h"
#include "checkers/score_text.h"
#include "checkers/search.h"
#include "chess/evaluation.h"
#include "chess/mstar.h"
#include "chess/notation.h"
#include "chess/score_text.h"
#include "chess/search.h"
#include "chess/time_manager.h"
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "goals/game_factory.h"
#include "goals/rule_files.h"
#include "learning/opponent_model/goal_predictor.h"
#include "learning/opponent_model/model_file.h"
#include "learning/samuel/named_polynomial.h"
#include "match/board.h"
#include "match/player_spec.h"
#include "store/error.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <mutex>

namespace newell::match {
namespace {

using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

// Rule files are compiled by the ANTLR runtime, whose caches are shared between threads.
std::mutex& rule_loading_mutex() {
  static std::mutex mutex;
  return mutex;
}

// The time to spend on this move: a share of the clock, or a fixed move time less a tenth (at least
// 10 ms) for answering; nullopt when the referee gives no time (node or depth budgets only). Every
// newell player thinks for this long, so that equal time is equal.
std::optional<milliseconds> time_for_move(const Turn& turn) {
  if (turn.clock) return chess::plan_move_time({turn.clock->mine, turn.clock->increment, std::nullopt}).soft;
  if (turn.movetime) return std::max(milliseconds(1), *turn.movetime - std::max(milliseconds(10), *turn.movetime / 10));
  return std::nullopt;
}

// The spec's nodes=N, else the match's --nodes; none: the player goes by its depth or the clock.
std::optional<std::uint64_t> node_budget(const PlayerSpec& spec, const PlayerContext& context) {
  if (auto nodes = spec.option("nodes")) return std::stoull(*nodes);
  return context.nodes;
}

// The spec's depth=D, if any.
std::optional<int> depth_limit(const PlayerSpec& spec) {
  if (auto depth = spec.option("depth")) return std::stoi(*depth);
  return std::nullopt;
}

// --- the goal engine, any game with an adapter -------------------------------------------------

class GoalPlayer final : public Player {
 public:
  GoalPlayer(const PlayerSpec& spec, const PlayerContext& context)
      : spec_(spec), game_kind_(context.game), nodes_(node_budget(spec, context)) {
    seed_ = std::stoull(spec.option("seed").value_or("1955"));
    rules_path_ = spec.option("rules").value_or(goals::default_rule_file(game_name(context.game)).string());
    if (auto model = spec.option("opponent-model")) {
      try {
        opponent_model_ = learning::opponent_model::read_model_file(*model);
        if (opponent_model_->game != game_name(context.game))
          throw std::invalid_argument("a " + opponent_model_->game + " model, not a " + game_name(context.game) + " one");
        opponent_model_weight_ = std::stod(spec.option("opponent-model-weight").value_or("1"));
      } catch (const std::exception& error) {
        throw SpecError("bad player '" + spec.text + "': opponent-model " + *model + ": " + error.what());
      }
      if (!(opponent_model_weight_ >= 0 && opponent_model_weight_ <= 1))
        throw SpecError("bad player '" + spec.text + "': opponent-model-weight must be between 0 and 1");
    }
    games::link_chess_game();
    games::link_checkers_game();
    // Load once now, so that a bad rule file is a bad spec, not a lost game.
    start("");
  }

  std::string name() const override { return spec_.display_name(); }

  void new_game(const Turn& start_turn) override {
    start(start_turn.start_position);
    applied_ = 0;
  }

  Reply play(const Turn& turn, milliseconds /*patience*/) override {
    catch_up(turn);
    goals::Budget budget;
    if (nodes_) {
      budget.nodes = *nodes_;
    } else if (auto time = time_for_move(turn)) {
      // Thinking by the clock: the engine divides the time between its tactics and the core, and
      // every node it can search in that time is its own.
      budget.nodes = goals::Budget::unlimited_nodes;
      budget.deadline = Clock::now() + *time;
    }
    goals::Decision decision = engine_->choose_move(budget);
    if (!decision.move) throw PlayerFault("the goal engine found no move in " + turn.position);
    Reply reply;
    reply.move = game_->move_text(*decision.move);
    reply.score = decision.trace.baseline_score;
    if (reply.score && std::abs(*reply.score) >= game_->decisive_score())
      reply.score = *reply.score > 0 ? decisive_score : -decisive_score;
    reply.summary = decision.trace.summary;
    if (decision.trace.source != "goal") reply.summary = "(the core's choice) " + reply.summary;
    reply.trace = goals::to_json(decision.trace).dump();
    return reply;
  }

 private:
  void start(const std::string& position) {
    const goals::GameMaker maker = goals::find_game(game_name(game_kind_));
    if (maker == nullptr) throw SpecError("no goal-engine adapter for " + game_name(game_kind_) + " is linked");
    engine_.reset();
    std::lock_guard lock(rule_loading_mutex());  // registries and rule files are built one at a time
    game_ = maker(position);
    try {
      rules_ = goals::Rules::load(rules_path_, game_->registry());
    } catch (const std::exception& error) {
      throw SpecError("bad player '" + spec_.text + "': rules " + rules_path_ + ": " + error.what());
    }
    engine_ = std::make_unique<goals::GoalEngine>(*game_, *rules_, seed_);
    if (opponent_model_) {
      opponent_predictor_ = learning::opponent_model::make_predictor(*opponent_model_);
      engine_->set_opponent_predictor(opponent_predictor_.get(), opponent_model_weight_);
    }
  }

  // Plays the moves made since our last turn; the opponent's are first shown to the opponent model.
  void catch_up(const Turn& turn) {
    for (; applied_ < turn.moves.size(); ++applied_) {
      const std::optional<goals::MoveId> move = game_->parse_move(turn.moves[applied_]);
      if (!move) throw PlayerFault("cannot follow the move '" + turn.moves[applied_] + "' in " + game_->position_text());
      if (game_->side_to_move() != turn.side) engine_->observe_opponent_move(*move);
      game_->make(*move);
    }
  }

  PlayerSpec spec_;
  GameKind game_kind_;
  std::optional<std::uint64_t> nodes_;
  std::uint64_t seed_ = 1955;
  std::string rules_path_;
  std::unique_ptr<goals::Game> game_;
  std::unique_ptr<goals::Rules> rules_;
  std::optional<learning::opponent_model::LearnedModel> opponent_model_;
  double opponent_model_weight_ = 1;
  std::unique_ptr<goals::OpponentPredictor> opponent_predictor_;  // declared before the engine that uses it
  std::unique_ptr<goals::GoalEngine> engine_;
  std::size_t applied_ = 0;
};

// The position a turn asks about: its set-up with every move since played.
chess::Position replay_chess(const Turn& turn) {
  chess::Position position = chess::Position::from_fen(turn.start_position);
  for (const std::string& move : turn.moves) position.make_move(chess::parse_uci_move(position, move));
  return position;
}

// --- chess: the alpha-beta core ----------------------------------------------------------------

class ChessAlphaBetaPlayer final : public Player {
 public:
  ChessAlphaBetaPlayer(const PlayerSpec& spec, const PlayerContext& context)
      : spec_(spec),
        nodes_(node_budget(spec, context)),
        depth_(depth_limit(spec)),
        table_(std::stoull(spec.option("hash").value_or("16"))),
        search_(table_) {}

  std::string name() const override { return spec_.display_name(); }

  void new_game(const Turn&) override {
    table_.clear();
    search_.new_game();
  }

  Reply play(const Turn& turn, milliseconds /*patience*/) override {
    chess::Position position = replay_chess(turn);
    chess::SearchLimits limits;
    if (nodes_) limits.nodes = *nodes_;
    if (depth_) limits.depth = *depth_;
    if (!nodes_ && !depth_) {
      if (turn.clock) {
        const chess::TimeBudget budget = chess::plan_move_time({turn.clock->mine, turn.clock->increment, std::nullopt});
        const auto now = chess::SearchLimits::Clock::now();
        limits.soft_deadline = now + budget.soft;
        limits.deadline = now + budget.hard;
      } else if (turn.movetime) {
        limits.movetime = time_for_move(turn);
      } else {
        limits.depth = 6;
      }
    }
    chess::NodeCounter counter;
    const std::atomic<bool> never_stop{false};
    const chess::SearchResult result = search_.run(position, limits, counter, never_stop);
    if (result.best_move.is_none()) throw PlayerFault("the alpha-beta core found no move in " + turn.position);
    Reply reply;
    reply.move = chess::to_uci(result.best_move);
    reply.depth = result.depth;
    int score = result.score;
    const std::string score_text = chess::score_text(score);
    if (chess::is_mate_score(score)) {
      const int moves = chess::mate_in_moves(score);
      score = moves > 0 ? decisive_score - moves : -decisive_score - moves;
    }
    reply.score = score;
    reply.summary = fmt::format("alpha-beta: {} at depth {}, {} nodes", score_text, result.depth, result.nodes);
    return reply;
  }

 private:
  PlayerSpec spec_;
  std::optional<std::uint64_t> nodes_;
  std::optional<int> depth_;
  chess::TranspositionTable table_;
  chess::Search search_;
};

// --- chess: M* with a model of an opponent that searches with the core's evaluation -----------

// The chess M* player: both its own search and its model of the opponent use the core's static
// evaluation; the model is the opponent's search depth (an alpha-beta opponent at that depth is
// modelled perfectly), as in Carmel and Markovitch's experiments with a known opponent.
class ChessMStarPlayer final : public Player {
 public:
  // The spec is checked (depths in range, the model shallower) by check_newell.
  explicit ChessMStarPlayer(const PlayerSpec& spec) : spec_(spec) {
    players_.player_depth = std::stoi(spec.option("depth").value_or(std::to_string(default_mstar_depth(GameKind::chess))));
    players_.model_depth = std::stoi(spec.option("model-depth").value_or(std::to_string(players_.player_depth - 1)));
  }

  std::string name() const override { return spec_.display_name(); }
  void new_game(const Turn&) override {}

  Reply play(const Turn& turn, milliseconds /*patience*/) override {
    chess::Position position = replay_chess(turn);
    const chess::ChessMStarChoice choice = chess::risk_reducing_mstar_choose_move(position, players_);
    if (!choice.has_move) throw PlayerFault("M* found no move in " + turn.position);
    Reply reply;
    reply.move = chess::to_uci(choice.move);
    reply.depth = players_.player_depth;
    reply.score = std::clamp(choice.value, -decisive_score + 1000, decisive_score - 1000);
    reply.summary = fmt::format("M* (depth {}, model depth {}): {}", players_.player_depth, players_.model_depth, chess::score_text(choice.value));
    return reply;
  }

 private:
  struct CoreEvaluation {
    int operator()(const chess::Position& position) const { return chess::evaluate(position); }
  };
  PlayerSpec spec_;
  chess::ChessModelledPlayer<CoreEvaluation, CoreEvaluation> players_;
};

// --- checkers: alpha-beta with material or a Samuel polynomial, and M* -------------------------

// learning/samuel/named_polynomial.h; an experiment:NAME is read from the match's store.
checkers::ScoringPolynomial read_polynomial(const PlayerSpec& spec, const std::string& text, const PlayerContext& context) {
  try {
    return learning::samuel::named_polynomial(text, context.database);
  } catch (const store::StoreError&) {
    throw;
  } catch (const std::runtime_error& error) {
    throw SpecError("bad player '" + spec.text + "': " + error.what());
  }
}

checkers::Game replay_checkers(const Turn& turn) {
  checkers::Game game(checkers::parse_fen(turn.start_position));
  for (const std::string& move : turn.moves) game.play(checkers::parse_move(game.position(), move));
  return game;
}

int checkers_reply_score(int score) {
  if (!checkers::is_win_score(score)) return score;
  const int plies = checkers::win_score - std::abs(score);
  return score > 0 ? decisive_score - plies : -decisive_score + plies;
}

class CheckersSearchPlayer final : public Player {
 public:
  CheckersSearchPlayer(const PlayerSpec& spec, const PlayerContext& context)
      : spec_(spec),
        nodes_(node_budget(spec, context)),
        depth_(depth_limit(spec)),
        table_(std::stoull(spec.option("hash").value_or("8"))) {
    if (spec.engine == "samuel") polynomial_ = read_polynomial(spec, spec.option("polynomial").value_or("initial"), context);
  }

  std::string name() const override { return spec_.display_name(); }
  void new_game(const Turn&) override {}

  Reply play(const Turn& turn, milliseconds /*patience*/) override {
    const checkers::Game game = replay_checkers(turn);
    checkers::SearchLimits limits;
    limits.depth = depth_.value_or(64);
    if (nodes_) limits.nodes = *nodes_;
    if (!depth_ && !nodes_) {
      if (auto time = time_for_move(turn)) {
        limits.time = *time;
      } else {
        limits.depth = 6;
      }
    }
    const auto& keys = game.keys();
    const std::vector<checkers::Key> recent(keys.end() - (game.quiet_plies() + 1), keys.end());
    counter_.reset();
    const checkers::SearchResult result = checkers::search(game.position(), recent, polynomial_, limits, counter_, table_);
    if (!result.has_move) throw PlayerFault("the checkers core found no move in " + turn.position);
    Reply reply;
    reply.move = checkers::move_text(result.best);
    reply.depth = result.depth;
    reply.score = checkers_reply_score(result.score);
    reply.summary = fmt::format("{}: {} at minimum ply {}, {} nodes", spec_.engine == "samuel" ? "Samuel polynomial" : "alpha-beta",
                                checkers::score_text(result.score), result.depth, result.nodes);
    return reply;
  }

 private:
  PlayerSpec spec_;
  checkers::ScoringPolynomial polynomial_;  // no terms: piece advantage alone
  std::optional<std::uint64_t> nodes_;
  std::optional<int> depth_;
  checkers::TranspositionTable table_;
  checkers::NodeCounter counter_;
};

class MStarPlayer final : public Player {
 public:
  MStarPlayer(const PlayerSpec& spec, const PlayerContext& context) : spec_(spec) {
    players_.player_evaluation = read_polynomial(spec, spec.option("polynomial").value_or("initial"), context);
    players_.player_depth = std::stoi(spec.option("depth").value_or(std::to_string(default_mstar_depth(GameKind::checkers))));
    players_.model_evaluation = read_polynomial(spec, spec.option("model-polynomial").value_or("material"), context);
    players_.model_depth = std::stoi(spec.option("model-depth").value_or(std::to_string(players_.player_depth - 1)));
  }

  std::string name() const override { return spec_.display_name(); }
  void new_game(const Turn&) override {}

  Reply play(const Turn& turn, milliseconds /*patience*/) override {
    const checkers::Game game = replay_checkers(turn);
    const checkers::MStarChoice choice = checkers::risk_reducing_mstar_choose_move(game.position(), players_);
    if (!choice.has_move) throw PlayerFault("M* found no move in " + turn.position);
    Reply reply;
    reply.move = checkers::move_text(choice.move);
    reply.depth = players_.player_depth;
    reply.score = checkers_reply_score(choice.value);
    reply.summary = fmt::format("M* (depth {}, model depth {}): {}", players_.player_depth, players_.model_depth,
                                checkers::score_text(choice.value));
    return reply;
  }

 private:
  PlayerSpec spec_;
  checkers::ModelledPlayer<checkers::ScoringPolynomial, checkers::ScoringPolynomial> players_;
};

}  // namespace

std::unique_ptr<Player> make_newell_player(const PlayerSpec& spec, const PlayerContext& context) {
  if (spec.engine == "goal") return std::make_unique<GoalPlayer>(spec, context);
  if (context.game == GameKind::chess && spec.engine == "mstar") return std::make_unique<ChessMStarPlayer>(spec);
  if (context.game == GameKind::chess) return std::make_unique<ChessAlphaBetaPlayer>(spec, context);
  if (spec.engine == "mstar") return std::make_unique<MStarPlayer>(spec, context);
  return std::make_unique<CheckersSearchPlayer>(spec, context);
}

}  // namespace newell::match
