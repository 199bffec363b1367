#include "learning/samuel/rote_experiment.h"

#include "checkers/game.h"
#include "game_descriptor/outcome.h"
#include "learning/game_record.h"
#include "learning/samuel/generalization_run.h"
#include "learning/samuel/rote_store.h"
#include "store/experiments.h"
#include "store/game_records.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
#include <random>

namespace newell::learning::samuel {

namespace {

std::optional<store::Experiment> rote_experiment(const store::Database& database, const RoteRunSettings& settings) {
  if (settings.experiment.empty()) return std::nullopt;
  store::Experiment wanted;
  wanted.kind = "samuel-rote";
  wanted.name = settings.experiment;
  wanted.seed = static_cast<std::int64_t>(settings.seed);
  const RoteGameSettings& game = settings.game;
  wanted.settings = fmt::format(R"({{"polynomial":"{}","memory":"{}","fen":"{}","depth":{},"nodes":{},"move_limit":{},"opening_plies":{},"learn":{},"use_memory":{},"learner":"{}"}})",
                                settings.polynomial, settings.memory, settings.fen, game.depth, game.nodes, game.move_limit,
                                settings.opening_plies, game.learn, game.use_memory, settings.learner);
  return store::create_or_resume_experiment(database, wanted);
}

}  // namespace

RoteStatistics run_rote_games(const store::Database& database, RoteMemory& memory, const RoteRunSettings& settings,
                              const checkers::ScoringPolynomial& evaluation,
                              const std::function<void(const RoteGamePlayed&)>& on_game) {
  const std::optional<store::Experiment> experiment = rote_experiment(database, settings);
  const std::int64_t first_game =
      experiment ? static_cast<std::int64_t>(store::result_series(database, experiment->id, "hit_rate").size()) + 1 : 1;
  RoteGameSettings game_settings = settings.game;
  if (settings.learner != "both")
    game_settings.memory_side = settings.learner == "black" ? checkers::Color::black : checkers::Color::white;
  RoteStatistics total;
  for (std::int64_t number = first_game; number < first_game + settings.games; ++number) {
    checkers::Game opening(settings.start);
    std::mt19937_64 generator(game_seed(settings.seed, static_cast<int>(number)));
    for (int ply = 0; ply < settings.opening_plies && opening.outcome() == Outcome::ongoing; ++ply) {
      const auto moves = opening.legal_moves();
      opening.play(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(generator)]);
    }
    const auto began = std::chrono::steady_clock::now();
    const RoteGameReport report = play_rote_game(memory, opening.position(), evaluation, game_settings);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    total.lookups += report.statistics.lookups;
    total.hits += report.statistics.hits;
    if (game_settings.learn && game_settings.use_memory) save_rote_memory(database, settings.memory, memory);
    store::save_game(database, checkers_game_record(
                                   report.game, {"rote", "rote"}, report.result, report.termination,
                                   experiment ? std::optional<std::int64_t>{experiment->id} : std::nullopt,
                                   nlohmann::json{{"event", "samuel rote"}, {"memory", settings.memory}, {"game", number},
                                                  {"opening_plies", settings.opening_plies}}
                                       .dump()));
    const int plies = settings.opening_plies + report.plies;
    on_game({number, report, plies, memory.size(), seconds});
    if (experiment) {
      store::record_result(database, experiment->id, "hit_rate", number, report.statistics.hit_rate());
      store::record_result(database, experiment->id, "memory_size", number, static_cast<double>(memory.size()));
      store::record_result(database, experiment->id, "plies", number, plies);
      store::record_result(database, experiment->id, "black_score", number, first_side_sign(stored_outcome(report.result)));
    }
  }
  return total;
}

}  // namespace newell::learning::samuel
