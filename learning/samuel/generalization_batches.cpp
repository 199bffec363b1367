#include "learning/samuel/generalization_batches.h"

#include "checkers/notation.h"
#include "learning/game_record.h"
#include "learning/parallel_games.h"
#include "store/experiment_games.h"
#include "store/game_records.h"
#include "store/learning_states.h"
#include "store/rule_weights.h"

#include <nlohmann/json.hpp>

#include <map>
#include <mutex>
#include <stdexcept>

namespace newell::learning::samuel {
namespace {

// What a game says it was played with: the state's text's hash.
std::string state_hash(const LearnerState& state) { return store::rule_text_hash(state_text(state)); }

struct BatchGame {
  int number = 0;
  std::string played_with;  // the state's hash
  int alpha_score = 0;
  int plies = 0;
  std::vector<LearningSample> samples;
};

std::map<int, BatchGame> batch_games(const store::Database& database, store::ExperimentId experiment, int batch) {
  std::map<int, BatchGame> games;
  for (const auto& stored : store::experiment_games(database, experiment)) {
    const auto json = nlohmann::json::parse(stored.settings, nullptr, false);
    if (!json.is_object() || json.value("batch", 0) != batch || !json.contains("samples")) continue;
    BatchGame game;
    game.number = json.at("game").get<int>();
    if (games.contains(game.number)) continue;
    game.played_with = json.at("state").get<std::string>();
    game.alpha_score = json.at("alpha_score").get<int>();
    game.plies = json.at("plies").get<int>();
    for (const auto& sample : json.at("samples"))
      game.samples.push_back({checkers::parse_fen(sample.at(0).get<std::string>()), sample.at(1).get<int>(), sample.at(2).get<int>()});
    games.emplace(game.number, std::move(game));
  }
  return games;
}

std::string numbers_text(const std::vector<int>& numbers) {
  std::string text;
  for (int number : numbers) text += (text.empty() ? "" : ", ") + std::to_string(number);
  return text;
}

class GeneralizationBatches {
 public:
  GeneralizationBatches(const store::Database& database, const GeneralizationRun& run,
                        const std::function<void(const std::string&)>& progress)
      : database_(database), run_(run), progress_(progress) {}

  LearnerState run() {
    const bool shard = !run_.snapshot.empty() || !run_.shard.whole();
    if (shard && run_.snapshot.empty())
      throw std::runtime_error("shard " + run_.shard.text() + " needs the learner's store to take Alpha and Beta from (--snapshot)");
    if (shard && run_.update_only) throw std::runtime_error("a shard plays games; the learner updates (--update-only): not both");
    wanted_ = generalization_experiment(run_);
    experiment_ = store::create_or_resume_experiment(database_, wanted_);
    if (!shard) store::set_experiment_status(database_, experiment_.id, "running");
    int learned = 0;
    LearnerState state;
    while (true) {
      state = shard ? snapshot_state() : own_state();
      if (state.games_played >= run_.games) break;
      const int batch = state.games_played / run_.batch + 1;
      const int first = state.games_played + 1;
      const int last = std::min(state.games_played + run_.batch, run_.games);
      if (!run_.update_only) {
        const auto stored = batch_games(database_, experiment_.id, batch);
        std::vector<int> pending;
        for (int number = first; number <= last; ++number)
          if (run_.shard.owns(number - 1) && !stored.contains(number)) pending.push_back(number);
        play(pending, batch, state);
      }
      if (shard) {
        progress_("shard " + run_.shard.text() + " of batch " + std::to_string(batch) + " (games " + std::to_string(first) + "-" +
                  std::to_string(last) + ") played with the learner's state after game " + std::to_string(state.games_played));
        break;
      }
      const auto stored = batch_games(database_, experiment_.id, batch);
      std::vector<int> missing;
      for (int number = first; number <= last; ++number)
        if (!stored.contains(number)) missing.push_back(number);
      if (!missing.empty()) {
        if (learned > 0) break;
        throw std::runtime_error("batch " + std::to_string(batch) + " (games " + std::to_string(first) + "-" + std::to_string(last) +
                                 ") is not complete: game" + (missing.size() == 1 ? " " : "s ") + numbers_text(missing) +
                                 (missing.size() == 1 ? " is" : " are") +
                                 " not in the store; merge the shards' stores into it first (newell db merge)");
      }
      learn(batch, stored, state);
      ++learned;
    }
    if (!shard && state.games_played >= run_.games) store::set_experiment_status(database_, experiment_.id, "finished");
    return state;
  }

 private:
  LearnerState initial_state() const {
    LearnerState state;
    state.alpha = Alpha::initial(run_.alpha);
    state.beta = state.alpha.polynomial();
    return state;
  }

  LearnerState own_state() {
    if (auto stored = latest_state(database_, experiment_.id, run_.alpha)) return std::move(*stored);
    LearnerState state = initial_state();
    if (!started_) measure_agreement(database_, experiment_.id, run_, state, progress_);
    started_ = true;
    return state;
  }

  LearnerState snapshot_state() const {
    std::error_code error;
    if (!std::filesystem::is_regular_file(run_.snapshot, error))
      throw std::runtime_error("the learner's store '" + run_.snapshot.string() + "' (--snapshot) does not exist");
    const auto learner = store::Database::open(run_.snapshot);
    const auto experiment = store::find_experiment(learner, wanted_.name);
    if (!experiment) return initial_state();
    if (experiment->kind != wanted_.kind || experiment->settings != wanted_.settings || experiment->seed != wanted_.seed)
      throw std::runtime_error("the learner's store '" + run_.snapshot.string() + "' holds experiment '" + wanted_.name +
                               "' with other settings (" + experiment->settings + ")");
    if (auto stored = latest_state(learner, experiment->id, run_.alpha)) return std::move(*stored);
    return initial_state();
  }

  void play(const std::vector<int>& numbers, int batch, const LearnerState& state) {
    const std::string played_with = state_hash(state);
    std::mutex mutex;
    play_in_parallel(static_cast<int>(numbers.size()), run_.concurrency, [&](int at) {
      const int number = numbers[static_cast<std::size_t>(at)];
      const checkers::Color alpha_color = number % 2 == 1 ? checkers::Color::white : checkers::Color::black;
      std::vector<LearningSample> samples;
      const GeneralizationGameReport report =
          play_frozen_generalization_game(state.alpha, state.beta, alpha_color, run_.game, game_seed(run_.seed, number), samples);
      nlohmann::json stored_samples = nlohmann::json::array();
      for (const LearningSample& sample : samples)
        stored_samples.push_back({checkers::to_fen(sample.earlier), sample.backed_up_score, sample.current_material});
      const bool alpha_black = alpha_color == checkers::Color::black;
      const auto record = checkers_game_record(report.game, {alpha_black ? "Alpha" : "Beta", alpha_black ? "Beta" : "Alpha"},
                                               report.result, report.termination, experiment_.id,
                                               nlohmann::json{{"game", number},
                                                              {"seed", game_seed(run_.seed, number)},
                                                              {"batch", batch},
                                                              {"state", played_with},
                                                              {"alpha_score", report.alpha_score},
                                                              {"plies", report.game.moves().size()},
                                                              {"samples", stored_samples}}
                                                   .dump());
      std::lock_guard lock(mutex);
      store::save_game(database_, record);
      progress_("batch " + std::to_string(batch) + ", game " + std::to_string(number) + ": Alpha (" + (alpha_black ? "Black" : "White") +
                ") " + (report.alpha_score > 0 ? "won" : report.alpha_score < 0 ? "lost" : "drew") + " in " +
                std::to_string(report.game.moves().size()) + " plies (" + report.termination + "); " +
                std::to_string(samples.size()) + " learning samples");
    });
  }

  // The batch's games in order, as Alpha would have learned from them one after the other: each
  // game's samples through Alpha::learn, then its black mark and Beta's adoption. Stored with the
  // state after the batch in one transaction, so a learner killed in between learns it once.
  void learn(int batch, const std::map<int, BatchGame>& games, LearnerState& state) {
    const std::string expected = state_hash(state);
    for (const auto& [number, game] : games)
      if (game.played_with != expected)
        throw std::runtime_error("game " + std::to_string(number) + " of batch " + std::to_string(batch) +
                                 " was played with another state than the learner's after game " + std::to_string(state.games_played) +
                                 " (a shard that ran before the learner learned the previous batch, or with another learner's store "
                                 "as --snapshot); its store cannot be used");
    struct GameRecords {
      int corrections = 0, replacements = 0, black_marks = 0;
      bool adopted = false;
      std::optional<std::string> dropped;
    };
    std::map<int, GameRecords> records;
    for (const auto& [number, game] : games) {
      GameRecords& record = records[number];
      for (const LearningSample& sample : game.samples) {
        const LearningStep step = state.alpha.learn(state.alpha.remember(sample.earlier), sample.backed_up_score, sample.current_material);
        record.corrections += step.corrected ? 1 : 0;
        record.replacements += step.replaced ? 1 : 0;
      }
      if (game.alpha_score < 0) record.dropped = state.alpha.add_black_mark();
      record.black_marks = state.alpha.black_marks();
      if (state.adoption.record(game.alpha_score > 0)) {
        state.beta = state.alpha.polynomial();
        record.adopted = true;
      }
      state.games_played = number;
    }
    {
      store::Transaction transaction(database_);
      for (const auto& [number, game] : games) {
        const GameRecords& record = records.at(number);
        store::record_result(database_, experiment_.id, "alpha_result", number, game.alpha_score);
        store::record_result(database_, experiment_.id, "corrections", number, record.corrections);
        store::record_result(database_, experiment_.id, "replacements", number, record.replacements);
        store::record_result(database_, experiment_.id, "beta_adopted", number, record.adopted ? 1 : 0);
        store::record_result(database_, experiment_.id, "black_marks", number, record.black_marks);
      }
      store::save_learning_state(database_, experiment_.id, state.games_played, state_text(state));
      transaction.commit();
    }
    int corrections = 0, adopted = 0;
    for (const auto& [number, record] : records) {
      corrections += record.corrections;
      adopted += record.adopted ? 1 : 0;
    }
    progress_("batch " + std::to_string(batch) + " (games " + std::to_string(games.begin()->first) + "-" +
              std::to_string(state.games_played) + ") learned: " + std::to_string(corrections) + " corrections, black marks " +
              std::to_string(state.alpha.black_marks()) + (adopted > 0 ? ", Beta adopts Alpha's polynomial" : ""));
    const int before = games.begin()->first - 1;
    if (run_.agreement_every > 0 && state.games_played / run_.agreement_every > before / run_.agreement_every)
      measure_agreement(database_, experiment_.id, run_, state, progress_);
  }

  const store::Database& database_;
  const GeneralizationRun& run_;
  const std::function<void(const std::string&)>& progress_;
  store::Experiment wanted_, experiment_;
  bool started_ = false;
};

}  // namespace

LearnerState run_generalization_batches(const store::Database& database, const GeneralizationRun& run,
                                        const std::function<void(const std::string&)>& progress) {
  return GeneralizationBatches(database, run, progress).run();
}

}  // namespace newell::learning::samuel
