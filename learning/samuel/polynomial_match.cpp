#include "learning/samuel/polynomial_match.h"

#include "learning/game_record.h"
#include "learning/samuel/generalization_alpha.h"
#include "learning/samuel/generalization_run.h"
#include "store/experiment_games.h"
#include "store/game_records.h"
#include "store/rule_weights.h"

#include <nlohmann/json.hpp>

#include <map>

namespace newell::learning::samuel {

namespace {

store::Experiment polynomial_match_experiment(const PolynomialMatchSettings& settings) {
  store::Experiment wanted;
  wanted.kind = "samuel-match";
  wanted.settings = nlohmann::json{{"first", settings.first},
                                   {"second", settings.second},
                                   {"first_polynomial", polynomial_text(settings.first_polynomial)},
                                   {"second_polynomial", polynomial_text(settings.second_polynomial)},
                                   {"depth", settings.game.depth},
                                   {"nodes", settings.game.nodes},
                                   {"move_limit", settings.game.move_limit}}
                        .dump();
  wanted.seed = static_cast<std::int64_t>(settings.seed);
  wanted.name = settings.name.empty()
                    ? "samuel-match-" + store::rule_text_hash(wanted.settings + " seed " + std::to_string(settings.seed)).substr(0, 10)
                    : settings.name;
  return wanted;
}

// The first polynomial's score of each stored game, by game number.
std::map<int, double> stored_first_scores(const store::Database& database, store::ExperimentId experiment) {
  std::map<int, double> scores;
  for (const auto& game : store::experiment_games(database, experiment)) {
    const auto json = nlohmann::json::parse(game.settings, nullptr, false);
    if (json.is_object() && json.contains("game") && json.contains("first_score"))
      scores.emplace(json["game"].get<int>(), json["first_score"].get<double>());
  }
  return scores;
}

}  // namespace

PolynomialMatchOutcome play_polynomial_match(const store::Database& database, const PolynomialMatchSettings& settings,
                                             const std::function<void(const PolynomialMatchGame&)>& on_game) {
  PolynomialMatchOutcome outcome;
  outcome.experiment = store::create_or_resume_experiment(database, polynomial_match_experiment(settings));
  std::map<int, double> scores = stored_first_scores(database, outcome.experiment.id);
  for (int game = 1; game <= settings.games; ++game) {
    if (!settings.shard.owns(game - 1)) continue;
    if (scores.contains(game)) {
      ++outcome.resumed;
      continue;
    }
    // Pairs share their opening, colours reversed.
    const auto color = game % 2 == 1 ? checkers::Color::black : checkers::Color::white;
    const auto report = play_fixed_game(settings.first_polynomial, settings.second_polynomial, color, settings.game,
                                        game_seed(settings.seed, (game + 1) / 2));
    const PlayedBy players = color == checkers::Color::black ? PlayedBy{settings.first, settings.second}
                                                             : PlayedBy{settings.second, settings.first};
    const double score = report.alpha_score > 0 ? 1.0 : report.alpha_score < 0 ? 0.0 : 0.5;
    store::save_game(database, checkers_game_record(report.game, players, report.result, report.termination, outcome.experiment.id,
                                                    nlohmann::json{{"event", "samuel match"}, {"game", game}, {"seed", settings.seed},
                                                                   {"depth", settings.game.depth}, {"nodes", settings.game.nodes},
                                                                   {"first_score", score}}
                                                        .dump()));
    scores[game] = score;
    on_game({game, color, report});
  }
  for (int game = 1; game <= settings.games; ++game) {
    if (!settings.shard.owns(game - 1)) continue;
    ++outcome.wanted;
    const auto found = scores.find(game);
    if (found == scores.end()) continue;
    outcome.played.add(found->second);
    (found->second == 1 ? outcome.wins : found->second == 0 ? outcome.losses : outcome.draws) += 1;
  }
  if (settings.shard.whole() && outcome.played.count == settings.games)
    store::set_experiment_status(database, outcome.experiment.id, "finished");
  return outcome;
}

}  // namespace newell::learning::samuel
