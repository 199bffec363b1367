#include "learning/samuel/generalization_run.h"

#include "checkers/notation.h"
#include "learning/game_record.h"
#include "learning/samuel/book_agreement.h"
#include "learning/samuel/generalization_batches.h"
#include "store/experiment_games.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "store/learning_states.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace newell::learning::samuel {

std::uint64_t game_seed(std::uint64_t seed, int number) {
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(number) + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::string state_text(const LearnerState& state) {
  std::string text = "games\t" + std::to_string(state.games_played) + "\n";
  text += "recent\t";
  for (bool won : state.adoption.recent()) text += won ? '1' : '0';
  text += "\n[alpha]\n" + state.alpha.to_text() + "[beta]\n" + polynomial_text(state.beta);
  return text;
}

LearnerState state_from_text(const std::string& text, const AlphaSettings& settings) {
  LearnerState state;
  const auto alpha_at = text.find("[alpha]\n");
  const auto beta_at = text.find("[beta]\n");
  if (alpha_at == std::string::npos || beta_at == std::string::npos || beta_at < alpha_at)
    throw std::runtime_error("stored learner state lacks its [alpha] or [beta] section");
  std::istringstream head(text.substr(0, alpha_at));
  std::string line;
  while (std::getline(head, line)) {
    if (line.rfind("games\t", 0) == 0) state.games_played = std::stoi(line.substr(6));
    if (line.rfind("recent\t", 0) == 0) {
      std::vector<bool> recent;
      for (char c : line.substr(7)) recent.push_back(c == '1');
      state.adoption.restore(recent);
    }
  }
  state.alpha = Alpha::from_text(text.substr(alpha_at + 8, beta_at - alpha_at - 8), settings);
  state.beta = polynomial_from_text(text.substr(beta_at + 7));
  return state;
}

std::string settings_json(const GeneralizationRun& run) {
  std::ostringstream json;
  // The number of games is not part of it: a run may be extended under the same name.
  json << R"({"depth":)" << run.game.depth << R"(,"nodes":)" << run.game.nodes
       << R"(,"move_limit":)" << run.game.move_limit << R"(,"random_opening_plies":)" << run.game.random_opening_plies
       << R"(,"term_count":)" << run.alpha.term_count << R"(,"maximum_coefficient":)" << run.alpha.maximum_coefficient
       << R"(,"low_tally_limit":)" << run.alpha.low_tally_limit << R"(,"black_mark_limit":)" << run.alpha.black_mark_limit
       << R"(,"agreement_every":)" << run.agreement_every << R"(,"agreement_depth":)" << run.agreement_depth
       << R"(,"book_games":)" << run.book.size();
  if (run.batch > 0) json << R"(,"batch":)" << run.batch;
  json << "}";
  return json.str();
}

std::optional<LearnerState> latest_state(const store::Database& database, std::int64_t experiment_id, const AlphaSettings& settings) {
  const auto latest = store::latest_learning_state(database, experiment_id);
  if (!latest) return std::nullopt;
  return state_from_text(latest->state, settings);
}

store::Experiment generalization_experiment(const GeneralizationRun& run) {
  store::Experiment wanted;
  wanted.kind = "samuel-generalize";
  wanted.name = run.name;
  wanted.settings = settings_json(run);
  wanted.seed = static_cast<std::int64_t>(run.seed);
  return wanted;
}

void measure_agreement(const store::Database& database, std::int64_t id, const GeneralizationRun& run, const LearnerState& state,
                       const std::function<void(const std::string&)>& progress) {
  if (run.agreement_every <= 0 || run.book.empty()) return;
  AgreementSettings settings;
  settings.depth = run.agreement_depth;
  const AgreementReport report = book_agreement(run.book, state.alpha.polynomial(), settings);
  store::record_result(database, id, "agreement", state.games_played, report.total.coefficient());
  char coefficient[32];
  std::snprintf(coefficient, sizeof coefficient, "%+.3f", report.total.coefficient());
  progress("after game " + std::to_string(state.games_played) + ": agreement with " + std::to_string(run.book.size()) +
           " book games C = " + coefficient + " (L " + std::to_string(report.total.lower) + ", H " +
           std::to_string(report.total.higher) + ", depth " + std::to_string(settings.depth) + ")");
}

LearnerState run_generalization(const store::Database& database, const GeneralizationRun& run,
                                const std::function<void(const std::string&)>& progress) {
  if (run.batch > 0) return run_generalization_batches(database, run, progress);
  const store::Experiment experiment = store::create_or_resume_experiment(database, generalization_experiment(run));
  LearnerState state;
  state.alpha = Alpha::initial(run.alpha);
  state.beta = state.alpha.polynomial();
  if (auto stored = latest_state(database, experiment.id, run.alpha)) {
    state = std::move(*stored);
    progress("resuming experiment '" + run.name + "' after game " + std::to_string(state.games_played));
  } else {
    progress("experiment '" + run.name + "' (id " + std::to_string(experiment.id) + "), seed " + std::to_string(run.seed) + ", " +
             std::to_string(run.games) + " games");
    measure_agreement(database, experiment.id, run, state, progress);
  }
  // A game saved by a run killed before it stored the state after it is played again.
  store::delete_games_numbered_after(database, experiment.id, state.games_played);
  store::set_experiment_status(database, experiment.id, "running");
  while (state.games_played < run.games) {
    const int number = state.games_played + 1;
    const checkers::Color alpha_color = number % 2 == 1 ? checkers::Color::white : checkers::Color::black;
    const GeneralizationGameReport report =
        play_generalization_game(state.alpha, state.beta, alpha_color, run.game, game_seed(run.seed, number));
    std::optional<std::string> dropped;
    bool adopted = false;
    if (report.alpha_score < 0) dropped = state.alpha.add_black_mark();
    if (state.adoption.record(report.alpha_score > 0)) {
      state.beta = state.alpha.polynomial();
      adopted = true;
    }
    state.games_played = number;

    const auto record = checkers_game_record(
        report.game, {alpha_color == checkers::Color::black ? "Alpha" : "Beta", alpha_color == checkers::Color::black ? "Beta" : "Alpha"},
        report.result, report.termination, experiment.id,
        nlohmann::json{{"game", number}, {"seed", game_seed(run.seed, number)}}.dump());
    store::save_game(database, record);  // its own transaction; a game without a state is removed on resuming
    {
      store::Transaction transaction(database);
      store::save_learning_state(database, experiment.id, number, state_text(state));
      store::record_result(database, experiment.id, "alpha_result", number, report.alpha_score);
      store::record_result(database, experiment.id, "black_marks", number, state.alpha.black_marks());
      store::record_result(database, experiment.id, "corrections", number, report.corrections);
      store::record_result(database, experiment.id, "replacements", number, report.replacements);
      store::record_result(database, experiment.id, "beta_adopted", number, adopted ? 1 : 0);
      transaction.commit();
    }
    const auto& leading = state.alpha.polynomial();
    std::string top;
    int shown = 0;
    for (const auto& entry : leading) {
      if (std::abs(entry.weight) != run.alpha.maximum_coefficient || shown >= 3) continue;
      top.append(" ").append(entry.term->name).append("=").append(std::to_string(entry.weight));
      ++shown;
    }
    progress("game " + std::to_string(number) + "/" + std::to_string(run.games) + ": Alpha (" +
             (alpha_color == checkers::Color::black ? "Black" : "White") + ") " +
             (report.alpha_score > 0 ? "won" : report.alpha_score < 0 ? "lost" : "drew") + " in " +
             std::to_string(report.game.moves().size()) + " plies (" + report.termination + "); " +
             std::to_string(report.corrections) + " corrections, " + std::to_string(report.replacements) +
             " replacements, black marks " + std::to_string(state.alpha.black_marks()) +
             (dropped ? ", dropped " + *dropped : std::string()) + (adopted ? ", Beta adopts Alpha's polynomial" : std::string()) +
             "; leading:" + top);
    if (run.agreement_every > 0 && number % run.agreement_every == 0) measure_agreement(database, experiment.id, run, state, progress);
  }
  store::set_experiment_status(database, experiment.id, "finished");
  return state;
}

}  // namespace newell::learning::samuel
