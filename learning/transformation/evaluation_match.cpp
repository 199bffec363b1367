#include "learning/transformation/evaluation_match.h"

#include "goals/game_factory.h"
#include "learning/parallel_games.h"
#include "learning/transformation/learning_run.h"
#include "learning/transformation/likelihood_learning.h"
#include "store/experiment_games.h"
#include "store/game_records.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <mutex>
#include <stdexcept>

namespace newell::learning::transformation {

void MatchScore::add(double game_score) {
  ++games;
  if (game_score > 0.75)
    ++wins;
  else if (game_score < 0.25)
    ++losses;
  else
    ++draws;
  sums.add(game_score);
}

namespace {

// What makes two runs the same match (not the number of games, so that a match can be extended).
std::string match_identity(const MatchSettings& settings) {
  nlohmann::json identity{{"game", settings.game},
                        {"rules", settings.rules.string()},
                        {"rules_hash", store::rule_text_hash(read_rule_text(settings.rules))},
                        {"nodes", settings.play.nodes},
                        {"max_plies", settings.play.max_plies},
                        {"opening_plies", settings.play.opening_plies},
                        {"adjudication_margin", settings.play.adjudication_margin},
                        {"adjudication_depth", settings.play.adjudication_depth},
                        {"credited_edges", credit_mode_name(settings.play.credit)}};
  if (settings.core_nodes > 0) {
    identity["against"] = "core";
    identity["core_nodes"] = settings.core_nodes;
  } else {
    identity["against"] = settings.against.string();
    identity["against_hash"] = store::rule_text_hash(read_rule_text(settings.against));
  }
  // Only when set, so that the matches stored before resume.
  if (!settings.play.openings.empty()) identity["openings"] = settings.play.openings_source;
  if (!settings.likelihoods_from.empty()) identity["likelihoods_from"] = settings.likelihoods_from;
  return identity.dump();
}

}  // namespace

MatchOutcome play_match(const store::Database& database, const MatchSettings& settings,
                        const std::function<void(const MatchScore&, double)>& progress) {
  const auto maker = goals::find_game(settings.game);
  if (maker == nullptr) throw std::runtime_error(fmt::format("unknown game '{}'", settings.game));
  {
    auto probe = maker("");
    goals::Rules::load(settings.rules, probe->registry());  // a rule file with errors stops the match before it starts
    if (settings.core_nodes == 0) goals::Rules::load(settings.against, probe->registry());
  }
  store::Experiment wanted;
  wanted.kind = "rule match";
  wanted.settings = match_identity(settings);
  wanted.seed = static_cast<std::int64_t>(settings.seed);
  wanted.name = settings.name.empty()
                    ? "rule-match-" + store::rule_text_hash(wanted.settings + " seed " + std::to_string(settings.seed)).substr(0, 10)
                    : settings.name;
  MatchOutcome outcome;
  outcome.experiment = store::create_or_resume_experiment(database, wanted);

  std::map<int, double> scores;  // of `rules`, by game number
  for (const auto& game : store::experiment_games(database, outcome.experiment.id)) {
    const auto json = nlohmann::json::parse(game.settings, nullptr, false);
    if (json.is_object() && json.contains("game") && json.contains("score")) scores.emplace(json["game"].get<int>(), json["score"].get<double>());
  }
  std::vector<int> pending;
  for (int index = 0; index < settings.games; ++index) {
    if (!settings.shard.owns(index)) continue;
    ++outcome.wanted;
    if (!scores.contains(index + 1)) pending.push_back(index);
  }

  const auto calibration = settings.likelihoods.empty() ? nullptr : fit_calibration(settings.likelihoods);
  std::mutex mutex;
  MatchScore running;
  for (const auto& [number, score] : scores)
    if (number <= settings.games && settings.shard.owns(number - 1)) running.add(score);
  const auto started = std::chrono::steady_clock::now();
  play_in_parallel(static_cast<int>(pending.size()), settings.concurrency, [&](int at) {
    const int index = pending[static_cast<std::size_t>(at)];
    auto game = maker("");
    auto ours = goals::Rules::load(settings.rules, game->registry());
    auto theirs = settings.core_nodes > 0 ? goals::Rules::load(settings.rules, game->registry())
                                          : goals::Rules::load(settings.against, game->registry());
    if (calibration) ours->set_likelihood_calibration(calibration);  // read only: shared by the threads
    const bool first = index % 2 == 0;
    const std::uint64_t seed = game_seed(settings.seed, static_cast<std::uint64_t>(index / 2));  // a pair of games per seed, colours swapped
    SelfPlaySettings play = settings.play;
    if (settings.core_nodes > 0) {
      play.core_side = first ? 1 : 0;
      play.core_nodes = settings.core_nodes;
    }
    SelfPlayGame played = first ? play_self_play_game(*game, *ours, *theirs, play, seed, seed)
                                : play_self_play_game(*game, *theirs, *ours, play, seed, seed);
    const double score = first ? played.first_score : 1 - played.first_score;
    store::GameRecord& record = played.record;
    record.kind = settings.game;
    const std::string against = settings.core_nodes > 0 ? fmt::format("core:nodes={}", settings.core_nodes) : settings.against.string();
    record.first_player = first ? settings.rules.string() : against;
    record.second_player = first ? against : settings.rules.string();
    record.experiment_id = outcome.experiment.id;
    record.settings = nlohmann::json{{"experiment", wanted.name}, {"game", index + 1},   {"seed", seed},
                                     {"nodes", settings.play.nodes}, {"rules", first ? "first" : "second"}, {"score", score}}
                          .dump();
    std::lock_guard lock(mutex);
    store::save_game(database, record);
    ++outcome.played;
    running.add(score);
    if (progress) progress(running, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  });
  outcome.score = running;
  if (settings.shard.whole() && outcome.score.games == settings.games)
    store::set_experiment_status(database, outcome.experiment.id, "finished");
  outcome.experiment = *store::find_experiment(database, wanted.name);
  return outcome;
}

}  // namespace newell::learning::transformation
