#include "learning/transformation/learning_run.h"

#include "goals/game_factory.h"
#include "goals/likelihood_calibration_text.h"
#include "interpreter/rule_set_text.h"
#include "learning/transformation/batch_learning.h"
#include "learning/transformation/credit_to_weights.h"
#include "learning/transformation/learned_file.h"
#include "learning/transformation/likelihood_learning.h"
#include "store/credit_evidence.h"
#include "store/likelihood_observations.h"
#include "store/experiment_games.h"
#include "store/game_records.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <stdexcept>

namespace newell::learning::transformation {

// The set as one text: the tools below rewrite and compile it as such (a set of concept files,
// rules/chess/newell.nwl, would otherwise lose its includes, read from the working directory).
std::string read_rule_text(const std::filesystem::path& path) { return interpreter::rule_set_text(path); }

namespace {

nlohmann::json settings_json(const LearnSettings& settings, const std::string& hash) {
  nlohmann::json json = {{"kind", "transformation learning"},
          {"game", settings.game},
          {"rules", settings.rules.string()},
          {"rules_hash", hash},
          {"seed", settings.seed},
          {"nodes", settings.play.nodes},
          {"max_plies", settings.play.max_plies},
          {"adjudication_margin", settings.play.adjudication_margin},
          {"adjudication_depth", settings.play.adjudication_depth},
          {"traces", settings.play.keep_traces},
          {"opening_plies", settings.play.opening_plies},
          {"update", settings.update.text()},
          {"credit", settings.credit_each_move ? "each move" : "each game"}};
  // Only a setting other than the first default joins the identity, so older experiments resume.
  if (settings.play.credit != CreditMode::all) json["credited_edges"] = credit_mode_name(settings.play.credit);
  if (settings.batch > 0) json["batch"] = settings.batch;
  if (settings.learn_likelihoods) json["likelihoods"] = "learned";
  return json;
}

// A game saved but not finished (its series not written: the run was killed in between) is taken
// back: its weight changes undone, the game deleted, so that it is played again.
void take_back_unfinished_games(const store::Database& database, store::ExperimentId experiment,
                                store::RuleSetId rule_set) {
  for (const auto game : store::games_missing_from_series(database, experiment, "game id")) store::take_back_game(database, game, rule_set);
}

double learner_score(const SelfPlayGame& game, bool learner_first) {
  return learner_first ? game.first_score : 1 - game.first_score;
}

}  // namespace

LearnerGame learner_game(std::uint64_t run_seed, int index) {
  return {index % 2 == 0, game_seed(run_seed, static_cast<std::uint64_t>(index)),
          game_seed(run_seed ^ 0x6f70656e696e67ULL, static_cast<std::uint64_t>(index / 2))};
}

void name_learner_game_players(store::GameRecord& record, bool learner_first) {
  record.first_player = learner_first ? "newell learner" : "newell baseline";
  record.second_player = learner_first ? "newell baseline" : "newell learner";
}

std::string learning_settings_json(const LearnSettings& settings, const std::string& rules_hash) {
  return settings_json(settings, rules_hash).dump();
}

std::string learning_experiment_name(const LearnSettings& settings, const std::string& rules_hash) {
  return settings.name.empty() ? fmt::format("learn-{}-{}-{}", settings.game, rules_hash.substr(0, 8), settings.seed) : settings.name;
}

std::string learner_rule_set_name(const LearnSettings& settings, const std::string& experiment_name) {
  return fmt::format("{} learned in {}", settings.rules.string(), experiment_name);
}

void record_game_series(const store::Database& database, store::ExperimentId experiment, std::int64_t step, const GameSeries& game) {
  for (const auto& [rule, weight] : game.weights) store::record_result(database, experiment, "weight " + rule, step, weight);
  for (const auto& [goal, tally] : game.credit.tactics) {
    store::record_result(database, experiment, "tactics tried " + goal, step, tally.trials);
    store::record_result(database, experiment, "tactics achieved " + goal, step, tally.successes);
  }
  double trials = 0, successes = 0;
  for (const auto& [rule, tally] : game.credit.transforms) {
    trials += tally.trials;
    successes += tally.successes;
    store::record_result(database, experiment, "subgoals " + rule, step, tally.trials);
    store::record_result(database, experiment, "subgoals achieved " + rule, step, tally.successes);
  }
  store::record_result(database, experiment, "subgoal success", step, trials == 0 ? 0 : successes / trials);
  store::record_result(database, experiment, "goal achievement", step,
                       game.learner_goals == 0 ? 0 : double(game.learner_goals_achieved) / game.learner_goals);
  store::record_result(database, experiment, "predictions", step, game.credit.predictions);
  store::record_result(database, experiment, "predicted", step, game.credit.predicted);
  store::record_result(database, experiment, "plies", step, game.plies);
  store::record_result(database, experiment, "game id", step, static_cast<double>(game.id));
  store::record_result(database, experiment, "score", step, game.score);
}

std::string learner_rule_set_hash(const std::string& rule_text, const std::string& experiment_name) {
  return store::rule_text_hash(rule_text + "\nlearned in experiment " + experiment_name);
}

LearnOutcome run_learning(const store::Database& database, const LearnSettings& settings,
                          const std::function<void(const LearnProgress&)>& progress) {
  const auto maker = goals::find_game(settings.game);
  if (maker == nullptr) throw std::runtime_error(fmt::format("unknown game '{}'", settings.game));
  if (settings.batch > 0 && settings.learn_likelihoods)
    throw std::runtime_error("likelihoods are learned game by game: not with batch learning (--batch)");
  if (settings.batch > 0) return run_batch_learning(database, settings, progress);
  const std::string text = read_rule_text(settings.rules);
  const std::string hash = store::rule_text_hash(text);
  const std::string rules_name = settings.rules.string();

  store::Experiment wanted;
  wanted.kind = "transformation";
  wanted.name = learning_experiment_name(settings, hash);
  wanted.settings = learning_settings_json(settings, hash);
  wanted.seed = static_cast<std::int64_t>(settings.seed);
  LearnOutcome outcome;
  outcome.experiment = store::create_or_resume_experiment(database, wanted);
  const auto experiment = outcome.experiment.id;
  if (outcome.experiment.status != "running") store::set_experiment_status(database, experiment, "running");

  auto probe_game = maker("");
  auto baseline = goals::Rules::from_text(rules_name, text, probe_game->registry());
  for (std::uint32_t i = 0; i < baseline->program().transforms().size(); ++i)
    outcome.start_weights[baseline->transform_name(i)] = baseline->transform_weight(i);

  // The learner's weights belong to its own rule set, one per experiment.
  outcome.rule_set = store::ensure_rule_set(database, learner_rule_set_name(settings, wanted.name),
                                            learner_rule_set_hash(text, wanted.name), text);
  take_back_unfinished_games(database, experiment, outcome.rule_set);
  if (store::current_weights(database, outcome.rule_set).empty()) {
    std::vector<store::WeightChange> start;
    for (const auto& [rule, weight] : outcome.start_weights) start.push_back({rule, weight, std::nullopt, "the file's weight"});
    store::update_weights(database, outcome.rule_set, start);
  }
  store::record_result(database, experiment, "games wanted", 0, settings.games);

  std::vector<double> scores;
  for (const auto& point : store::result_series(database, experiment, "score")) scores.push_back(point.value);
  const auto started = std::chrono::steady_clock::now();
  LearnProgress report;
  report.games_total = settings.games;
  for (int index = static_cast<int>(scores.size()); index < settings.games; ++index) {
    auto weights = store::current_weights(database, outcome.rule_set);
    auto game = maker("");
    auto learner = goals::Rules::from_text(rules_name, text, game->registry());
    auto frozen = goals::Rules::from_text(rules_name, text, game->registry());
    learner->override_transform_weights(weights);
    if (settings.learn_likelihoods)
      learner->set_likelihood_calibration(fit_calibration(store::likelihood_observations(database, outcome.rule_set)));
    const auto [learner_first, seed, opening] = learner_game(settings.seed, index);
    std::vector<store::WeightChange> changes;  // their game id is set once the game is saved
    auto apply = [&](const std::map<std::string, Tally>& transforms, const std::string& when) {
      const auto counted = settings.play.credit == CreditMode::tactic ? tactic_shares_reached : parents_achieved;
      for (auto& change : credit_to_weights(weights, transforms, settings.update, when, counted)) {
        if (settings.credit_each_move) learner->override_transform_weights({{change.rule, change.new_weight}});
        changes.push_back(std::move(change));
      }
    };
    SelfPlaySettings play = settings.play;
    int credited_moves = 0;
    if (settings.credit_each_move)
      play.on_move_credit = [&](goals::Side, const std::map<std::string, Tally>& transforms) {
        apply(transforms, fmt::format("credit {}: ", ++credited_moves));
      };
    SelfPlayGame played = learner_first ? play_self_play_game(*game, *learner, *frozen, play, seed, opening)
                                        : play_self_play_game(*game, *frozen, *learner, play, seed, opening);
    const int learner_side = learner_first ? 0 : 1;

    played.record.kind = settings.game;
    name_learner_game_players(played.record, learner_first);
    played.record.rule_set_id = outcome.rule_set;
    played.record.experiment_id = experiment;
    played.record.settings = nlohmann::json{{"experiment", wanted.name}, {"game", index + 1}, {"seed", seed},
                                            {"nodes", settings.play.nodes}, {"learner", learner_first ? "first" : "second"}}
                                 .dump();
    const store::GameId game_id = store::save_game(database, played.record);

    GameCredit credit = played.credit[0];
    credit.add(played.credit[1]);
    if (!settings.credit_each_move) apply(credit.transforms, "");
    for (auto& change : changes) change.game = game_id;
    if (!changes.empty()) store::update_weights(database, outcome.rule_set, changes);

    const std::int64_t step = index + 1;
    const double score = learner_score(played, learner_first);
    const GameCredit& mine = played.credit[learner_side];
    {
      store::Transaction transaction(database);
      record_game_series(database, experiment, step,
                         {weights, credit, mine.goals, mine.goals_achieved, static_cast<int>(played.record.moves.size()), game_id, score});
      for (auto& item : credit.evidence) item.game = game_id;
      store::write_credit_evidence(database, outcome.rule_set, credit.evidence);
      store::write_likelihood_observations(database, outcome.rule_set, game_id, credit.likelihoods.bins());
      transaction.commit();
    }
    scores.push_back(score);

    report.games_done = index + 1;
    ++report.games_this_run;
    double recent = 0, all = 0;
    const std::size_t window = std::min<std::size_t>(20, scores.size());
    for (std::size_t i = scores.size() - window; i < scores.size(); ++i) recent += scores[i];
    for (const double s : scores) all += s;
    report.score_recent = recent / static_cast<double>(window);
    report.score_all = all / static_cast<double>(scores.size());
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    report.last_result = fmt::format("{} {} ({}, {} plies)", played.record.result,
                                     learner_first ? "learner first" : "learner second", played.record.termination,
                                     played.record.moves.size());
    if (progress) progress(report);
  }
  if (static_cast<int>(scores.size()) >= settings.games) store::set_experiment_status(database, experiment, "finished");
  outcome.experiment = *store::find_experiment(database, wanted.name);
  outcome.games_done = static_cast<int>(scores.size());
  outcome.weights = store::current_weights(database, outcome.rule_set);
  return outcome;
}

namespace {
double series_sum(const store::Database& database, store::ExperimentId experiment, const std::string& series) {
  double sum = 0;
  for (const auto& point : store::result_series(database, experiment, series)) sum += point.value;
  return sum;
}
}  // namespace

store::RuleSetId learned_rule_set_of(const store::Database& database, const store::Experiment& experiment) {
  const auto settings = nlohmann::json::parse(experiment.settings, nullptr, false);
  if (!settings.is_object() || !settings.contains("rules") || !settings.at("rules").is_string())
    throw std::runtime_error(fmt::format("experiment '{}' is not a learning run (kind {})", experiment.name, experiment.kind));
  const auto learned = store::find_rule_set_by_name(
      database, fmt::format("{} learned in {}", settings.at("rules").get<std::string>(), experiment.name));
  if (!learned) throw std::runtime_error(fmt::format("experiment '{}' has no learned rule set", experiment.name));
  return learned->id;
}

std::string learned_rule_text(const store::Database& database, const store::Experiment& experiment) {
  const auto settings = nlohmann::json::parse(experiment.settings);
  const std::string rules_name = settings.at("rules").get<std::string>();
  const auto learned = store::find_rule_set_by_name(database, fmt::format("{} learned in {}", rules_name, experiment.name));
  if (!learned) throw std::runtime_error(fmt::format("experiment '{}' has no learned rule set", experiment.name));
  const store::RuleSetId rule_set = learned->id;
  const std::string& text = learned->text;
  const auto weights = store::current_weights(database, rule_set);
  const auto games = store::result_series(database, experiment.id, "score");

  std::string header = fmt::format(
      "Learned by `newell learn` in experiment '{}': {} games of {} self-play (learner against the frozen start),\n"
      "{} nodes a move, seed {}, update {}{}, from {} (hash {}).\n"
      "Only the weights of the transformation rules{} differ from that file. What the games recorded:\n",
      experiment.name, games.size(), settings.at("game").get<std::string>(), settings.at("nodes").get<std::uint64_t>(),
      settings.at("seed").get<std::uint64_t>(), settings.at("update").get<std::string>(),
      settings.contains("batch") ? fmt::format(" once a batch of {} games", settings.at("batch").get<int>()) : std::string(), rules_name,
      settings.at("rules_hash").get<std::string>(),
      settings.value("likelihoods", std::string()) == "learned" ? " and the likelihood lines (calibrate) below" : "");
  // With pursued credit a trial is a move that started the subgoal's tactic, not a subgoal made.
  const bool pursued = settings.value("credited_edges", std::string("all")) == "pursued";
  if (pursued) header += "Credit: each goal-driven move that started a subgoal's tactic is one trial of the rule that made it.\n";
  for (const auto& site : rule_weight_sites(rules_name, text)) {
    const auto found = weights.find(site.name);
    const double trials = series_sum(database, experiment.id, "subgoals " + site.name);
    const double successes = series_sum(database, experiment.id, "subgoals achieved " + site.name);
    header += fmt::format("  transform {:<12} weight {} -> {}  {} {:.0f}, parent achieved {:.0f}%\n", site.name,
                          weight_text(site.weight), weight_text(found == weights.end() ? site.weight : found->second),
                          pursued ? "moves pursuing its subgoals" : "subgoals", trials,
                          trials == 0 ? 0.0 : 100 * successes / trials);
  }
  for (const auto& series : store::result_series_names(database, experiment.id)) {
    if (series.rfind("tactics tried ", 0) != 0) continue;
    const std::string goal = series.substr(14);
    const double tried = series_sum(database, experiment.id, series);
    const double achieved = series_sum(database, experiment.id, "tactics achieved " + goal);
    header += fmt::format("  tactic search for {}: {:.0f} adequate tactics, {:.0f}% achieved\n", goal, tried,
                          tried == 0 ? 0.0 : 100 * achieved / tried);
  }
  const double predictions = series_sum(database, experiment.id, "predictions");
  const double predicted = series_sum(database, experiment.id, "predicted");
  header += fmt::format("  likelihood inferences: the opponent's move was the likeliest in {:.1f}% of {:.0f} moves\n",
                        predictions == 0 ? 0.0 : 100 * predicted / predictions, predictions);
  // The likelihoods learned (--learn-likelihoods): the table fitted on every observation of the run,
  // as the lines the engine reads back (goals/likelihood_calibration_text.h).
  if (settings.value("likelihoods", std::string()) == "learned") {
    const auto table = fit_calibration(store::likelihood_observations(database, rule_set));
    if (!table->empty())
      header += "Likelihoods learned from the run's games: predicted -> how often it came true, by goal type and phase\n"
                "(the engine that loads this file corrects its likelihoods by these curves):\n";
    const std::string lines = table->empty() ? std::string() : goals::calibration_text(*table);
    return with_header(header, lines + with_weights(rules_name, text, weights));
  }
  return with_header(header, with_weights(rules_name, text, weights));
}

}  // namespace newell::learning::transformation
