// `newell learn show EXP [--rule R] [--evidence N]`: every weight change of a learning run with the
// evidence behind it (the game, the ply, the goal whose tactic was judged, what happened, the rule's
// share), and the likelihood calibration the run learned (observed rates against predictions, by
// goal type and game phase). Reads the store only.

#include "app/commands/learn_show.h"

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "learning/plot/svg_plot.h"
#include "learning/transformation/credit.h"
#include "learning/transformation/learning_run.h"
#include "learning/transformation/likelihood_learning.h"
#include "learning/transformation/unforeseen_loss.h"
#include "store/credit_evidence.h"
#include "store/database.h"
#include "store/experiments.h"
#include "store/likelihood_observations.h"
#include "store/rule_weights.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>

namespace newell::app {
namespace {

struct LearnShowRequest {
  std::string database_file, experiment, rule, reliability_svg;
  int evidence_lines = 5;
};

[[noreturn]] void fail_learn_show(const std::string& message, int code = 1) { fail_command("learn show", message, code); }

std::string game_text(const std::optional<store::GameId>& game) { return game ? fmt::format("game {}", *game) : "no game"; }

void print_weight_changes(const store::Database& database, store::RuleSetId rule_set, const std::string& rule, int lines) {
  const auto history = store::weight_history(database, rule_set, rule);
  const auto evidence = store::credit_evidence(database, rule_set, rule);
  std::map<std::optional<store::GameId>, std::vector<const store::CreditEvidence*>> by_game;
  for (const auto& item : evidence) by_game[item.game].push_back(&item);
  const double start = history.empty() ? 0 : history.front().new_weight;
  fmt::print("{}: {:.3f} -> {:.3f} in {} changes\n", rule, start, history.empty() ? 0 : history.back().new_weight,
             history.empty() ? 0 : history.size() - 1);
  // Each game's changes (one after a game; one per credited move with --each-move), then the
  // evidence the game gave the rule.
  auto print_evidence = [&](const std::optional<store::GameId>& game) {
    const auto found = by_game.find(game);
    if (found == by_game.end()) return;
    int shown = 0;
    for (const auto* item : found->second) {
      if (shown++ == lines) {
        fmt::print("      ... and {} more\n", found->second.size() - static_cast<std::size_t>(lines));
        break;
      }
      fmt::print("      ply {}: {} {} (share {:.3f})\n", item->ply, item->goal, item->event, item->share);
    }
    by_game.erase(found);
  };
  for (std::size_t i = 0; i < history.size(); ++i) {
    const auto& change = history[i];
    if (!change.old_weight) continue;  // the file's weight, where the run started
    fmt::print("  {}: {:.3f} -> {:.3f}, {}\n", game_text(change.game), *change.old_weight, change.new_weight, change.reason);
    if (i + 1 == history.size() || history[i + 1].game != change.game) print_evidence(change.game);
  }
}

void print_calibration(const store::Database& database, store::RuleSetId rule_set) {
  const auto bins = store::likelihood_observations(database, rule_set);
  if (bins.empty()) {
    fmt::print("no likelihood observations\n");
    return;
  }
  const auto table = learning::transformation::fit_calibration(bins);
  fmt::print("likelihoods: observed against predicted, and the corrected likelihood the engine would use\n");
  std::string last;
  for (const auto& bin : bins) {
    const std::string key = bin.kind + ", " + bin.phase;
    if (key != last) fmt::print("  {}\n", key);
    last = key;
    const double predicted = bin.predicted_sum / bin.count;
    const auto phase = goals::parse_phase(bin.phase).value_or(goals::GamePhase::middlegame);
    const double corrected = bin.kind == "reply" ? table->reply(phase, predicted)
                                                 : table->tactic(bin.kind.substr(bin.kind.find(' ') + 1), phase, predicted);
    fmt::print("    predicted {:.3f}: {:>7.0f} seen, came true {:5.1f}%, corrected {:.3f}\n", predicted, bin.count,
               100 * bin.observed_sum / bin.count, corrected);
  }
}

// The table fitted on all but the last quarter of the run's games, scored on that quarter: does what
// was learned carry over to games it was not fitted on?
void print_held_out(const store::Database& database, store::RuleSetId rule_set, const std::string& reliability_svg) {
  const auto rows = store::likelihood_observations_by_game(database, rule_set);
  std::set<store::GameId> games;
  for (const auto& row : rows)
    if (row.game) games.insert(*row.game);
  if (games.size() < 4) return;
  const store::GameId first_held_out = *std::next(games.begin(), static_cast<std::ptrdiff_t>(games.size() - games.size() / 4));
  std::vector<store::LikelihoodBin> fitted, held_out;
  for (const auto& row : rows) (row.game && *row.game >= first_held_out ? held_out : fitted).push_back(row.bin);
  const auto table = learning::transformation::fit_calibration(fitted);
  fmt::print("held out: fitted on the first {} games, scored on the last {} (Brier, each bin at its mean)\n",
             games.size() - games.size() / 4, games.size() / 4);
  for (const bool replies : {false, true}) {
    const auto brier = learning::transformation::binned_brier(held_out, *table, replies);
    fmt::print("  {:<8} {:>8.0f} predictions: rules {:.4f}, learned {:.4f}\n", replies ? "replies" : "tactics", brier.count,
               brier.rules, brier.corrected);
  }
  if (reliability_svg.empty()) return;
  // The held-out tactics' reliability before learning (the rules' likelihoods) and after (the table's).
  const auto brier = learning::transformation::binned_brier(held_out, *table, false);
  learning::plot::Chart chart;
  chart.title = fmt::format("Tactic likelihoods on the last {} games, held out ({:.0f} tactics)", games.size() / 4, brier.count);
  chart.x_label = "likelihood predicted (tenths)";
  chart.y_label = "goal reached";
  chart.series = {{"perfect", {{0, 0}, {1, 1}}},
                  {fmt::format("before learning: the rules' (Brier {:.4f})", brier.rules),
                   learning::transformation::reliability_points(held_out, *table, false, false)},
                  {fmt::format("after: the learned table's (Brier {:.4f})", brier.corrected),
                   learning::transformation::reliability_points(held_out, *table, false, true)}};
  learning::plot::write_text_file(learning::plot::svg_line_chart(chart), reliability_svg);
  fmt::print("reliability chart of the held-out tactics written to {}\n", reliability_svg);
}

// The failures no weight moved for (`newell learn propose` reads them): the threats that took a man
// no goal named, or nothing at once, and the replies that won material the decision did not foresee:
// what the rules lack.
void print_unblamed_failures(const store::Database& database, store::RuleSetId rule_set, int lines, std::string_view event,
                             std::string_view title) {
  std::vector<store::CreditEvidence> failures;
  for (auto& item : store::credit_evidence(database, rule_set))
    if (item.event == event) failures.push_back(std::move(item));
  if (failures.empty()) return;
  fmt::print("{} (no rule blamed): {}\n", title, failures.size());
  for (std::size_t i = 0; i < failures.size() && i < static_cast<std::size_t>(lines); ++i)
    fmt::print("  {}, ply {}: {}\n", game_text(failures[i].game), failures[i].ply, failures[i].goal);
}

void show_learning(const LearnShowRequest& request) {
  const auto database = store::Database::open(request.database_file, store::Access::read);
  const auto experiment = store::find_experiment(database, request.experiment);
  if (!experiment) fail_learn_show(fmt::format("no experiment named '{}' in {}", request.experiment, request.database_file));
  store::RuleSetId rule_set = 0;
  try {
    rule_set = learning::transformation::learned_rule_set_of(database, *experiment);
  } catch (const std::runtime_error& error) {
    fail_learn_show(error.what());
  }
  const auto settings = nlohmann::json::parse(experiment->settings);
  const auto weights = store::current_weights(database, rule_set);
  if (!request.rule.empty() && !weights.contains(request.rule))
    fail_learn_show(fmt::format("experiment '{}' has no rule '{}'", request.experiment, request.rule), 2);
  fmt::print("experiment {}: credit {}, {}\n", experiment->name, settings.value("credited_edges", std::string("all")),
             settings.value("likelihoods", std::string("likelihoods not learned")) == "learned" ? "likelihoods learned"
                                                                                                 : "likelihoods not learned");
  for (const auto& [rule, weight] : weights)
    if (request.rule.empty() || rule == request.rule) print_weight_changes(database, rule_set, rule, request.evidence_lines);
  if (request.rule.empty()) {
    print_unblamed_failures(database, rule_set, request.evidence_lines, learning::transformation::uncovered_no_goal_event,
                            "threats no goal named");
    print_unblamed_failures(database, rule_set, request.evidence_lines, learning::transformation::unforeseen_loss_event,
                            "replies that won material unforeseen");
    print_calibration(database, rule_set);
    print_held_out(database, rule_set, request.reliability_svg);
  }
}

}  // namespace

void add_learn_show(CLI::App& learn) {
  auto request = std::make_shared<LearnShowRequest>();
  auto* command = learn.add_subcommand(
      "show", "What a learning run changed and why: each weight change with its evidence (game, ply, goal, share), and the "
              "likelihoods learned");
  add_database_option(command, request->database_file);
  command->add_option("experiment", request->experiment, "The experiment's name")->required();
  command->add_option("--rule", request->rule, "Only this rule (e.g. att->def)");
  command->add_option("--evidence", request->evidence_lines, "Evidence lines shown under each change")
      ->check(CLI::Range(0, 1000000))
      ->capture_default_str();
  command->add_option("--reliability-svg", request->reliability_svg,
                      "Write the reliability chart of the held-out tactics (the last quarter of the games) before and after the "
                      "learned likelihoods here");
  command->callback([request] { show_learning(*request); });
}

}  // namespace newell::app
