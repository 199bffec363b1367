#include "learning/experiment/experiment_run.h"

#include "goals/game_factory.h"
#include "goals/rules.h"
#include "learning/experiment/parameter_tuner.h"
#include "learning/experiment/stage_match.h"
#include "learning/experiment/weight_stage.h"
#include "learning/transformation/failure_proposals.h"
#include "learning/transformation/learned_file.h"
#include "learning/transformation/level_steps.h"
#include "learning/transformation/rule_generation.h"
#include "learning/transformation/rule_set_text.h"
#include "store/credit_evidence.h"
#include "store/rule_weights.h"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <cmath>
#include <fstream>
#include <stdexcept>

namespace newell::learning::experiment {

namespace transformation = newell::learning::transformation;

namespace {

// The learned weights as one candidate: the set with every weight the stage moved.
std::optional<transformation::Variant> weights_candidate(const transformation::LearnOutcome& learned) {
  transformation::Variant variant;
  std::vector<std::string> changes;
  for (const auto& [rule, weight] : learned.weights) {
    const auto start = learned.start_weights.find(rule);
    if (start != learned.start_weights.end() && transformation::weight_text(start->second) == transformation::weight_text(weight)) continue;
    variant.weights[rule] = weight;
    changes.push_back(fmt::format("{} {}", rule, transformation::weight_text(weight)));
  }
  if (variant.weights.empty()) return std::nullopt;
  variant.meta_rule = "learned weights";
  variant.parent_rule = "weights";
  variant.statement = fmt::format("weights learned in {}: {}", learned.experiment.name, fmt::join(changes, ", "));
  variant.origin = fmt::format("the weights {} games of self-play learned ({}): {}", learned.games_done, learned.experiment.name,
                               fmt::join(changes, ", "));
  return variant;
}

std::vector<transformation::Variant> candidates(const store::Database& database, const ExperimentPlan& plan,
                                                const std::optional<transformation::LearnOutcome>& learned,
                                                const std::filesystem::path& start_file, const std::string& start_text,
                                                const RunContext& context, std::uint64_t seed) {
  std::vector<transformation::Variant> all;
  if (learned) {
    if (auto weights = weights_candidate(*learned)) all.push_back(std::move(*weights));
    if (plan.proposals.failures) {
      auto failures = transformation::recorded_failures(
          store::credit_evidence(database, transformation::learned_rule_set_of(database, learned->experiment)));
      transformation::add_failure_positions(database, failures);
      for (auto& proposal : transformation::propose_from_failures(plan.game, start_text, failures, plan.proposals.min_failures))
        all.push_back(std::move(proposal));
      if (context.report) context.report(fmt::format("seed {}: {} failures recorded", seed, failures.size()));
    }
  }
  for (auto& variant : transformation::level_step_variants(start_text, plan.proposals.levels)) all.push_back(std::move(variant));
  if (plan.proposals.vary) {
    auto probe = goals::find_game(plan.game)("");
    for (auto& variant : transformation::propose_variants(plan.meta, start_file.string(), start_text, probe->registry()))
      all.push_back(std::move(variant));
  }
  if (plan.proposals.max_candidates > 0 && static_cast<int>(all.size()) > plan.proposals.max_candidates)
    all.resize(static_cast<std::size_t>(plan.proposals.max_candidates));
  return all;
}

// Confirmation against the start and the outside check, for a set kept at `file`.
Verdict judge(const store::Database& database, const ExperimentPlan& plan, const RunContext& context, std::uint64_t seed,
              const std::string& label, const std::filesystem::path& file, const std::filesystem::path& start_file) {
  Verdict verdict;
  const std::string hash = store::rule_text_hash(transformation::read_rule_text(file)).substr(0, 8);
  if (plan.confirmation.games > 0) {
    verdict.confirmation = stage_match(database, plan, stage_name(plan, seed, fmt::format("{}-confirmation-{}", label, hash)), file,
                                       start_file, 0, plan.confirmation.games, plan.confirmation.seed,
                                       stage_play(plan, context, plan.confirmation.openings));
    verdict.confirmed = verdict.confirmation->score() - verdict.confirmation->error_95() > 0.5;
  }
  if (plan.opponent.games > 0) {
    const auto play = stage_play(plan, context, plan.confirmation.openings);
    verdict.learned_against_core = stage_match(database, plan, stage_name(plan, seed, fmt::format("{}-core-{}", label, hash)), file, {},
                                               plan.opponent.core_nodes, plan.opponent.games, plan.opponent.seed, play);
    verdict.start_against_core = stage_match(database, plan, stage_name(plan, seed, "start-core"), start_file, {},
                                             plan.opponent.core_nodes, plan.opponent.games, plan.opponent.seed, play);
    verdict.refused_by_opponent = verdict.learned_against_core->score() < verdict.start_against_core->score();
  }
  return verdict;
}

std::string score_text(const transformation::MatchScore& score) {
  return fmt::format("+{} ={} -{} in {} games, {:.3f} +- {:.3f}", score.wins, score.draws, score.losses, score.games, score.score(),
                     score.error_95());
}

// The header of a learned set: where it came from and every verdict, so the file explains itself.
std::string learned_header(const ExperimentPlan& plan, const RunContext& context, const SeedOutcome& outcome, const std::string& start_text,
                           const std::string& shipped_to) {
  const auto& test = plan.admission.test;
  std::string header = fmt::format(
      "Learned by `newell learn run {}` (experiment {}, seed {}) at commit {}, from {} as it stood then (read through its includes, "
      "text hash {}){}.\n",
      plan.file.generic_string(), plan.name, outcome.seed, context.commit, plan.start.generic_string(),
      store::rule_text_hash(start_text).substr(0, 12),
      plan.proposals.vary ? ", with the meta-rules of " + plan.meta.generic_string() : "");
  header += fmt::format(
      "Admission: {} candidates, each by a sequential test on pairs of games against the set without it (H0 {} Elo, H1 {} Elo, "
      "alpha {} / {} = {:.4f} each (Bonferroni), beta {}, at most {} games, openings {}, {} nodes a move): {} admitted, each with its "
      "evidence below.\n",
      outcome.candidates, test.elo0, test.elo1, test.alpha, outcome.candidates, outcome.alpha_each, test.beta, plan.admission.max_games,
      plan.admission.openings.empty() ? "random plies" : plan.admission.openings, plan.play.nodes, outcome.admitted);
  header += "Verdict: " + outcome.learned.text() + "\n";
  header += shipped_to.empty() ? "Not shipped: only a set that passes both checks is written to the experiment's output.\n"
                               : fmt::format("Shipped to {}. Regenerate it with the command above; do not edit it by hand.\n", shipped_to);
  return header;
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::error_code ignored;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ignored);
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error(fmt::format("cannot write '{}'", path.string()));
}

SeedOutcome run_seed(const store::Database& database, const ExperimentPlan& plan, const RunContext& context, std::uint64_t seed) {
  SeedOutcome outcome;
  outcome.seed = seed;
  const auto folder = context.work / fmt::format("seed-{}", seed);
  const std::string start_text = transformation::rule_set_text(plan.start);
  const auto start_file = folder / "start.nwl";
  keep_rule_file(start_file, start_text);
  {
    auto probe = goals::find_game(plan.game)("");
    goals::Rules::from_text(start_file.string(), start_text, probe->registry());  // a start with errors stops here
  }
  std::optional<transformation::LearnOutcome> learned;
  if (plan.weights.games > 0) learned = learn_weights(database, plan, seed, start_file, start_text, folder, context);

  transformation::GenerationSettings admission;
  admission.game = plan.game;
  admission.rules = start_file;
  admission.meta = plan.proposals.vary ? plan.meta : plan.file;  // where the candidates came from, in their notes
  admission.name = stage_name(plan, seed, "admission");
  admission.seed = seed;
  admission.games_per_test = plan.admission.max_games;
  admission.black_marks_allowed = 1'000'000;  // every candidate is tested: the correction counts them all
  admission.replace = plan.proposals.replace;
  admission.play = stage_play(plan, context, plan.admission.openings);
  admission.candidates = candidates(database, plan, learned, start_file, start_text, context, seed);
  outcome.candidates = static_cast<int>(admission.candidates->size());
  if (outcome.candidates == 0) {
    if (context.report) context.report(fmt::format("seed {}: no candidate proposed; nothing to admit", seed));
    return outcome;
  }
  admission.sequential = plan.admission.test;
  outcome.alpha_each = plan.admission.test.alpha / outcome.candidates;
  admission.sequential->alpha = outcome.alpha_each;
  const auto admitted = transformation::run_generation(database, admission, [&](const transformation::GenerationStep& step) {
    if (context.report)
      context.report(fmt::format("seed {}: candidate {}/{} ({} on {}): {}", seed, step.candidate, step.candidates, step.variant.meta_rule,
                                 step.variant.parent_rule.empty() ? "failures" : step.variant.parent_rule, step.status));
  });
  outcome.admitted = admitted.admitted;
  if (outcome.admitted > 0) {
    outcome.learned_file = folder / "learned.nwl";
    keep_rule_file(outcome.learned_file, admitted.rules_text);
    outcome.learned = judge(database, plan, context, seed, "learned", outcome.learned_file, start_file);
    const std::string output = output_of(plan, seed);
    const bool ship = outcome.learned.passed() && !output.empty();
    const std::string text = transformation::with_header(learned_header(plan, context, outcome, start_text, ship ? output : ""),
                                                         admitted.rules_text);
    write_file(folder / "learned-with-header.nwl", text);
    if (ship) {
      write_file(output, text);
      outcome.output = output;
    }
  }
  if (plan.tuner.games > 0) {
    outcome.tuned_file = folder / "tuned.nwl";
    const std::string tuned = tune_parameters(database, plan, seed, start_file, start_text, folder, context);
    keep_rule_file(outcome.tuned_file, tuned);
    // A tuner that kept no move has the start: nothing to judge.
    if (tuned != start_text) outcome.tuned = judge(database, plan, context, seed, "tuned", outcome.tuned_file, start_file);
  }
  return outcome;
}

}  // namespace

std::string Verdict::text() const {
  std::string text;
  if (confirmation)
    text += fmt::format("confirmation against the start {}: {}", score_text(*confirmation),
                        confirmed ? "confirmed (above 50% by its 95% interval)" : "not confirmed");
  else
    text += "no confirmation match: not confirmed";
  if (learned_against_core && start_against_core)
    text += fmt::format("; against the core: {} (the start {}){}", score_text(*learned_against_core), score_text(*start_against_core),
                        refused_by_opponent ? ", lower than the start: refused" : "");
  return text;
}

std::vector<SeedOutcome> run_experiment(const store::Database& database, const ExperimentPlan& plan, const RunContext& context) {
  if (goals::find_game(plan.game) == nullptr) throw std::runtime_error(fmt::format("{}: unknown game '{}'", plan.file.string(), plan.game));
  std::vector<SeedOutcome> outcomes;
  for (const auto seed : plan.seeds) outcomes.push_back(run_seed(database, plan, context, seed));
  return outcomes;
}

}  // namespace newell::learning::experiment
