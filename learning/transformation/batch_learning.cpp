#include "learning/transformation/batch_learning.h"

#include "goals/game_factory.h"
#include "learning/parallel_games.h"
#include "learning/transformation/credit_to_weights.h"
#include "store/experiment_games.h"
#include "store/game_records.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <mutex>
#include <stdexcept>

namespace newell::learning::transformation {
namespace {

using Weights = std::map<std::string, double>;

nlohmann::json tallies_json(const std::map<std::string, Tally>& tallies) {
  nlohmann::json json = nlohmann::json::object();
  for (const auto& [name, tally] : tallies) json[name] = {tally.successes, tally.trials};
  return json;
}

std::map<std::string, Tally> tallies_from(const nlohmann::json& json) {
  std::map<std::string, Tally> tallies;
  for (const auto& [name, pair] : json.items()) tallies[name] = {pair.at(1).get<double>(), pair.at(0).get<double>()};
  return tallies;
}

// A stored game of a batch, as the learner reads it back.
struct BatchGame {
  store::GameId id = 0;
  int number = 0;  // from 1
  double score = 0.5;
  Weights weights;  // the snapshot it was played with
  GameCredit credit;  // both engines' (what the update uses, as in run_learning)
  int learner_goals = 0, learner_goals_achieved = 0;
  int plies = 0;
};

std::map<int, BatchGame> batch_games(const store::Database& database, store::ExperimentId experiment, int batch) {
  std::map<int, BatchGame> games;
  for (const auto& stored : store::experiment_games(database, experiment)) {
    const auto json = nlohmann::json::parse(stored.settings, nullptr, false);
    if (!json.is_object() || json.value("batch", 0) != batch || !json.contains("credit")) continue;
    BatchGame game;
    game.id = stored.id;
    game.number = json.at("game").get<int>();
    if (games.contains(game.number)) continue;
    game.score = json.at("score").get<double>();
    game.weights = json.at("weights").get<Weights>();
    const auto& credit = json.at("credit");
    game.credit.transforms = tallies_from(credit.at("transforms"));
    game.credit.tactics = tallies_from(credit.at("tactics"));
    game.credit.predictions = credit.at("predictions").get<double>();
    game.credit.predicted = credit.at("predicted").get<double>();
    game.learner_goals_achieved = json.at("learner_goals").at(0).get<int>();
    game.learner_goals = json.at("learner_goals").at(1).get<int>();
    game.plies = json.at("plies").get<int>();
    games.emplace(game.number, std::move(game));
  }
  return games;
}

// What a game of a batch is played with: the learner's weights and how many batches it has updated.
struct Snapshot {
  int batches_done = 0;
  Weights weights;
};

Snapshot own_snapshot(const store::Database& database, store::ExperimentId experiment, store::RuleSetId rule_set) {
  return {static_cast<int>(store::result_series(database, experiment, "batch").size()), store::current_weights(database, rule_set)};
}

// A shard reads the learner's store; before the learner's first update it has no experiment yet,
// and the first batch is played with the file's weights.
Snapshot learner_snapshot(const std::filesystem::path& path, const store::Experiment& wanted, const std::string& rule_set_hash,
                          const Weights& start) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error))
    throw std::runtime_error(fmt::format("the learner's store '{}' (--snapshot) does not exist", path.string()));
  const auto learner = store::Database::open(path);
  const auto experiment = store::find_experiment(learner, wanted.name);
  if (!experiment) return {0, start};
  if (experiment->kind != wanted.kind || experiment->settings != wanted.settings || experiment->seed != wanted.seed)
    throw std::runtime_error(fmt::format("the learner's store '{}' holds experiment '{}' with other settings ({})", path.string(),
                                         wanted.name, experiment->settings));
  const auto rule_set = store::find_rule_set(learner, rule_set_hash);
  Snapshot snapshot{0, start};
  if (rule_set) {
    const auto weights = store::current_weights(learner, *rule_set);
    if (!weights.empty()) snapshot.weights = weights;
  }
  snapshot.batches_done = static_cast<int>(store::result_series(learner, experiment->id, "batch").size());
  return snapshot;
}

std::string game_list(const std::vector<int>& numbers) {
  std::vector<std::string> parts;
  for (int number : numbers) parts.push_back(std::to_string(number));
  return fmt::format("{}", fmt::join(parts, ", "));
}

class BatchRunner {
 public:
  BatchRunner(const store::Database& database, const LearnSettings& settings, const std::function<void(const LearnProgress&)>& progress)
      : database_(database), settings_(settings), progress_(progress) {}

  LearnOutcome run() {
    maker_ = goals::find_game(settings_.game);
    if (maker_ == nullptr) throw std::runtime_error(fmt::format("unknown game '{}'", settings_.game));
    if (settings_.credit_each_move)
      throw std::runtime_error("--each-move updates the weights within a game, --batch once a batch: choose one");
    const bool shard = !settings_.snapshot.empty() || !settings_.shard.whole();
    if (shard && settings_.snapshot.empty())
      throw std::runtime_error(fmt::format("shard {} needs the learner's store to take its weights from (--snapshot)", settings_.shard.text()));
    if (shard && settings_.update_only) throw std::runtime_error("a shard plays games; the learner updates (--update-only): not both");
    text_ = read_rule_text(settings_.rules);
    rules_name_ = settings_.rules.string();
    const std::string hash = store::rule_text_hash(text_);

    wanted_.kind = "transformation";
    wanted_.name = learning_experiment_name(settings_, hash);
    wanted_.settings = learning_settings_json(settings_, hash);
    wanted_.seed = static_cast<std::int64_t>(settings_.seed);
    outcome_.experiment = store::create_or_resume_experiment(database_, wanted_);
    if (!shard && outcome_.experiment.status != "running") store::set_experiment_status(database_, outcome_.experiment.id, "running");

    auto probe = maker_("");
    const auto baseline = goals::Rules::from_text(rules_name_, text_, probe->registry());
    for (std::uint32_t i = 0; i < baseline->program().transforms().size(); ++i)
      outcome_.start_weights[baseline->transform_name(i)] = baseline->transform_weight(i);
    const std::string rule_set_hash = learner_rule_set_hash(text_, wanted_.name);
    outcome_.rule_set = store::ensure_rule_set(database_, learner_rule_set_name(settings_, wanted_.name), rule_set_hash, text_);
    if (!shard && store::current_weights(database_, outcome_.rule_set).empty()) {
      std::vector<store::WeightChange> start;
      for (const auto& [rule, weight] : outcome_.start_weights) start.push_back({rule, weight, std::nullopt, "the file's weight"});
      store::update_weights(database_, outcome_.rule_set, start);
    }

    const int batch_size = settings_.batch;
    outcome_.batches_total = (settings_.games + batch_size - 1) / batch_size;
    started_ = std::chrono::steady_clock::now();
    int updated = 0;
    while (true) {
      const Snapshot snapshot = shard ? learner_snapshot(settings_.snapshot, wanted_, rule_set_hash, outcome_.start_weights)
                                      : own_snapshot(database_, outcome_.experiment.id, outcome_.rule_set);
      outcome_.batches_done = snapshot.batches_done;
      outcome_.weights = snapshot.weights;
      const int batch = snapshot.batches_done + 1;
      if (batch > outcome_.batches_total) break;
      const int first = (batch - 1) * batch_size;
      const int end = std::min(batch * batch_size, settings_.games);
      if (!settings_.update_only) {
        const auto stored = batch_games(database_, outcome_.experiment.id, batch);
        std::vector<int> pending;
        for (int index = first; index < end; ++index)
          if (settings_.shard.owns(index) && !stored.contains(index + 1)) pending.push_back(index);
        play(pending, batch, snapshot.weights);
      }
      if (shard) {
        outcome_.shard_batch = batch;
        break;
      }
      const auto stored = batch_games(database_, outcome_.experiment.id, batch);
      std::vector<int> missing;
      for (int index = first; index < end; ++index)
        if (!stored.contains(index + 1)) missing.push_back(index + 1);
      if (!missing.empty()) {
        // Updating only: the shards of this batch have not all been merged.
        if (updated > 0) break;
        throw std::runtime_error(fmt::format("batch {} (games {}-{}) is not complete: game{} {} {} not in the store; merge the "
                                             "shards' stores into it first (newell db merge)",
                                             batch, first + 1, end, missing.size() == 1 ? "" : "s", game_list(missing),
                                             missing.size() == 1 ? "is" : "are"));
      }
      update(batch, stored, snapshot.weights);
      ++updated;
    }
    outcome_.games_done = static_cast<int>(store::result_series(database_, outcome_.experiment.id, "score").size());
    if (!shard && outcome_.batches_done >= outcome_.batches_total)
      store::set_experiment_status(database_, outcome_.experiment.id, "finished");
    outcome_.experiment = *store::find_experiment(database_, wanted_.name);
    return outcome_;
  }

 private:
  // Game `index` (from 0) with the learner at `weights`: run_learning's game (learner_game).
  store::GameRecord play_game(int index, int batch, const Weights& weights) const {
    auto game = maker_("");
    auto learner = goals::Rules::from_text(rules_name_, text_, game->registry());
    auto frozen = goals::Rules::from_text(rules_name_, text_, game->registry());
    learner->override_transform_weights(weights);
    const auto [learner_first, seed, opening] = learner_game(settings_.seed, index);
    SelfPlayGame played = learner_first ? play_self_play_game(*game, *learner, *frozen, settings_.play, seed, opening)
                                        : play_self_play_game(*game, *frozen, *learner, settings_.play, seed, opening);
    GameCredit credit = played.credit[0];
    credit.add(played.credit[1]);
    const GameCredit& mine = played.credit[learner_first ? 0 : 1];
    store::GameRecord& record = played.record;
    record.kind = settings_.game;
    name_learner_game_players(record, learner_first);
    record.rule_set_id = outcome_.rule_set;
    record.experiment_id = outcome_.experiment.id;
    record.settings = nlohmann::json{{"experiment", wanted_.name},
                                     {"game", index + 1},
                                     {"seed", seed},
                                     {"nodes", settings_.play.nodes},
                                     {"learner", learner_first ? "first" : "second"},
                                     {"batch", batch},
                                     {"weights", weights},
                                     {"credit",
                                      {{"transforms", tallies_json(credit.transforms)},
                                       {"tactics", tallies_json(credit.tactics)},
                                       {"predictions", credit.predictions},
                                       {"predicted", credit.predicted}}},
                                     {"learner_goals", {mine.goals_achieved, mine.goals}},
                                     {"score", learner_first ? played.first_score : 1 - played.first_score},
                                     {"plies", record.moves.size()}}
                          .dump();
    return std::move(record);
  }

  void play(const std::vector<int>& pending, int batch, const Weights& weights) {
    std::mutex mutex;
    play_in_parallel(static_cast<int>(pending.size()), settings_.concurrency, [&](int at) {
      const int index = pending[static_cast<std::size_t>(at)];
      const store::GameRecord record = play_game(index, batch, weights);
      std::lock_guard lock(mutex);
      store::save_game(database_, record);
      ++outcome_.games_played_now;
      report(fmt::format("batch {}, game {}: {} ({}, {} plies)", batch, index + 1, record.result, record.termination,
                         record.moves.size()));
    });
  }

  // One update from the batch's summed credit, stored with the batch's per-game records in one
  // transaction, so that a run killed in between updates the batch exactly once when it resumes.
  void update(int batch, const std::map<int, BatchGame>& games, const Weights& weights) {
    for (const auto& [number, game] : games) {
      if (game.weights != weights)
        throw std::runtime_error(fmt::format(
            "game {} of batch {} was played with other weights than the learner's before the batch (a shard that ran before "
            "the learner's update of batch {}, or with another learner's store as --snapshot); its store cannot be used",
            number, batch, batch - 1));
    }
    std::map<std::string, Tally> summed;
    for (const auto& [number, game] : games)
      for (const auto& [rule, tally] : game.credit.transforms) summed[rule].add(tally);
    Weights updated = weights;
    const int first = games.begin()->first, last = games.rbegin()->first;
    const auto changes =
        credit_to_weights(updated, summed, settings_.update, fmt::format("batch {} (games {}-{}): ", batch, first, last),
                          settings_.play.credit == CreditMode::tactic ? tactic_shares_reached : parents_achieved);
    const store::ExperimentId experiment = outcome_.experiment.id;
    store::Transaction transaction(database_);
    store::write_weight_changes(database_, outcome_.rule_set, changes);
    for (const auto& [number, game] : games)
      record_game_series(database_, experiment, number,
                         {updated, game.credit, game.learner_goals, game.learner_goals_achieved, game.plies, game.id, game.score});
    store::record_result(database_, experiment, "batch", batch, last);
    transaction.commit();
    double total = 0;
    for (const auto& [number, game] : games) total += game.score;
    report(fmt::format("batch {} (games {}-{}) updated: learner scored {:.2f}; {} weight{} changed", batch, first, last,
                       total / static_cast<double>(games.size()), changes.size(), changes.size() == 1 ? "" : "s"));
  }

  void report(const std::string& line) {
    if (!progress_) return;
    LearnProgress progress;
    progress.games_total = settings_.games;
    progress.games_done = static_cast<int>(store::count_experiment_games(database_, outcome_.experiment.id));
    progress.games_this_run = outcome_.games_played_now;
    progress.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    progress.last_result = line;
    progress_(progress);
  }

  const store::Database& database_;
  const LearnSettings& settings_;
  const std::function<void(const LearnProgress&)>& progress_;
  goals::GameMaker maker_ = nullptr;
  std::string text_, rules_name_;
  store::Experiment wanted_;
  LearnOutcome outcome_;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace

LearnOutcome run_batch_learning(const store::Database& database, const LearnSettings& settings,
                                const std::function<void(const LearnProgress&)>& progress) {
  return BatchRunner(database, settings, progress).run();
}

}  // namespace newell::learning::transformation
