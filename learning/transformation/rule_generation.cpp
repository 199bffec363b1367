#include "learning/transformation/rule_generation.h"

#include "goals/game_factory.h"
#include "goals/rules.h"
#include "interpreter/program.h"
#include "learning/transformation/learned_file.h"
#include "learning/transformation/level_steps.h"
#include "learning/transformation/learning_run.h"
#include "interpreter/expression_text.h"
#include "learning/transformation/rule_text.h"
#include "store/game_records.h"
#include "store/rule_candidates.h"
#include "store/rule_weights.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

namespace newell::learning::transformation {

namespace {

using interpreter::Expression;
using Names = Renaming;

std::string text_of(const Expression& expression, const Names& names = {}) {
  return interpreter::source_text(*renamed(expression, names));
}

std::string pattern_text(const std::string& goal, const std::vector<interpreter::Parameter>& pattern) {
  std::string text = goal + "(";
  for (std::size_t i = 0; i < pattern.size(); ++i) text += fmt::format("{}{}", i > 0 ? ", " : "", pattern[i].name);
  return text + ")";
}

std::string statement_text(const std::string& from, const std::string& to, const std::string& condition, double weight) {
  return fmt::format("transform for {} try {}{} weight {}.", from, to, condition.empty() ? "" : " where " + condition,
                     weight_text(weight));
}

}  // namespace

std::vector<Variant> propose_variants(const std::filesystem::path& meta_file, const std::string& rules_name,
                                      const std::string& rules_text, const interpreter::Registry& registry) {
  interpreter::SourceFiles meta_files;
  interpreter::Diagnostics meta_diagnostics;
  auto meta = interpreter::parse_rule_file(meta_file, meta_files, meta_diagnostics);
  if (!meta_diagnostics.has_errors()) interpreter::check_file(meta.file, registry, meta_diagnostics, meta.unreadable_names);
  if (meta_diagnostics.has_errors()) {
    meta_diagnostics.sort();
    throw std::runtime_error(interpreter::render_all(meta_diagnostics, meta_files));
  }
  if (meta.file.variations.empty())
    throw std::runtime_error(fmt::format("{}: no meta-rule (`vary NAME: for ... try ...: ...`)", meta_file.string()));

  interpreter::SourceFiles files;
  interpreter::Diagnostics diagnostics;
  auto parsed = interpreter::parse_rule_text(rules_name, rules_text, files, diagnostics);
  if (diagnostics.has_errors()) throw std::runtime_error(interpreter::render_all(diagnostics, files));
  const auto sites = rule_weight_sites(rules_name, rules_text);

  // The rule set's own rules, as the variants would be written: a variant equal to one is no news.
  std::set<std::string> existing;
  std::vector<std::string> names;
  std::map<std::pair<std::string, std::string>, int> ordinal;
  for (const auto& rule : parsed.file.transforms) {
    const int n = ++ordinal[{rule.from, rule.to.name}];
    names.push_back(rule.from + "->" + rule.to.name + (n > 1 ? fmt::format("#{}", n) : ""));
    existing.insert(fmt::format("{} try {}{}", pattern_text(rule.from, rule.pattern), goal_call_text(rule.to),
                                rule.condition ? " where " + text_of(*rule.condition) : ""));
  }
  std::map<std::string, double> weights;
  for (const auto& site : sites) weights[site.name] = site.weight;

  std::vector<Variant> variants;
  for (const auto& variation : meta.file.variations) {
    if (!variation.net.empty()) {
      for (const auto& net : parsed.file.nets) {
        if (net.where.file != 0 || net.name != variation.net) continue;
        std::vector<std::unique_ptr<Expression>> specialised;
        std::vector<const Expression*> conditions;
        for (const auto& line : net.lines) {
          specialised.push_back(line.condition ? innermost_conjunction(*line.condition, *variation.condition) : nullptr);
          conditions.push_back(specialised.back().get());
        }
        Variant variant{variation.name, net.name, net_text(net, conditions), "", {}};
        variant.replaces = true;
        variants.push_back(std::move(variant));
      }
      continue;
    }
    for (std::size_t index = 0; index < parsed.file.transforms.size(); ++index) {
      const auto& rule = parsed.file.transforms[index];
      if (rule.where.file != 0 || rule.from != variation.from || rule.to.name != variation.to ||
          rule.pattern.size() != variation.from_pattern.size() || rule.to.arguments.size() != variation.to_pattern.size())
        continue;
      Names rename;
      bool matches = true;
      for (std::size_t i = 0; i < rule.pattern.size(); ++i) rename[variation.from_pattern[i].name] = rule.pattern[i].name;
      for (std::size_t i = 0; i < rule.to.arguments.size() && matches; ++i) {
        const auto& argument = *rule.to.arguments[i];
        if (argument.kind != interpreter::ExpressionKind::name) {
          matches = false;
          break;
        }
        const auto [at, added] = rename.emplace(variation.to_pattern[i].name, argument.name);
        matches = added || at->second == argument.name;
      }
      if (!matches) continue;
      const std::string to = variation.retarget ? goal_call_text(*variation.retarget, rename) : goal_call_text(rule.to);
      std::string condition = rule.condition ? text_of(*rule.condition) : "";
      if (variation.condition) {
        const std::string meta_condition = text_of(*variation.condition, rename);
        if (!variation.adds_condition || !rule.condition)
          condition = meta_condition;
        else
          condition = interpreter::source_text(*conjunction(*rule.condition, *renamed(*variation.condition, rename)));
      }
      if (condition == "true") condition.clear();
      const std::string from = pattern_text(rule.from, rule.pattern);
      if (existing.count(fmt::format("{} try {}{}", from, to, condition.empty() ? "" : " where " + condition))) continue;
      const auto weight = weights.find(names[index]);
      variants.push_back({variation.name, names[index],
                          statement_text(from, to, condition, weight == weights.end() ? 1.0 : weight->second), "", {}});
    }
  }
  return variants;
}

std::string rules_with_variant(const std::string& rules_name, const std::string& rules_text, const Variant& variant,
                               bool replace, const std::string& note) {
  if (!variant.weights.empty()) return with_weights(rules_name, rules_text, variant.weights) + "\n" + note;
  if (replace || variant.replaces) {
    // The parent as it stands now (its name may have moved: look for the original statement's span).
    auto spans = rule_statement_spans(rules_name, rules_text);
    for (auto& span : net_statement_spans(rules_name, rules_text)) spans.push_back(std::move(span));
    for (auto& span : aspiration_statement_spans(rules_text)) spans.push_back(std::move(span));
    for (const auto& span : spans)
      if (span.name == variant.parent_rule)
        return rules_text.substr(0, span.begin) + note + variant.statement + rules_text.substr(span.end);
  }
  return rules_text + "\n" + note + variant.statement + "\n";
}

namespace {
// The admitted candidate's text says how it earned its place, under its note.
std::string with_verdict(const std::string& alpha_text, const std::string& note, const nlohmann::json& evidence, std::uint64_t nodes) {
  if (!evidence.is_object() || !evidence.contains("games")) return alpha_text;
  std::string verdict = fmt::format(
      "// admitted: with it the set scored +{} ={} -{} against the set without it in {} self-play games (seed {}, {} nodes a move)\n",
      evidence.value("alpha_wins", 0), evidence.value("draws", 0), evidence.value("alpha_losses", 0), evidence.value("games", 0),
      evidence.value("seed", std::uint64_t{0}), nodes);
  if (evidence.contains("coverage")) {
    const auto& coverage = evidence.at("coverage");
    const auto& covered = coverage.at("covered_failures");
    verdict += fmt::format("// covers {} of the {} failures it came from ({} another move, {} a goal's move where the set without it "
                           "fell back){}\n",
                           coverage.value("covered", 0), coverage.value("failures", 0), coverage.value("another_move", 0),
                           coverage.value("goal_instead_of_fallback", 0),
                           covered.empty() ? "" : ", the first " + covered.at(0).get<std::string>());
  }
  if (evidence.value("test", std::string{}) == "sequential")
    verdict += fmt::format(
        "// by a sequential test on pairs of games (one opening, colours swapped): LLR {:.2f} reached {:.2f}, H1 {} Elo "
        "against H0 {} Elo (alpha {:.4f}, beta {:.2f}), at most {} games; pairs scoring 0, 1/4, 1/2, 3/4, 1: {}\n",
        evidence.value("llr", 0.0), evidence.at("llr_bounds").at(1).get<double>(), evidence.value("elo1", 0.0),
        evidence.value("elo0", 0.0), evidence.value("alpha", 0.05), evidence.value("beta", 0.05), evidence.value("max_games", 0),
        evidence.at("pentanomial").dump());
  const auto at = alpha_text.find(note);
  if (at == std::string::npos) return alpha_text;
  return alpha_text.substr(0, at + note.size()) + verdict + alpha_text.substr(at + note.size());
}
}  // namespace

GenerationOutcome run_generation(const store::Database& database, const GenerationSettings& settings,
                                 const std::function<void(const GenerationStep&)>& progress) {
  const auto maker = goals::find_game(settings.game);
  if (maker == nullptr) throw std::runtime_error(fmt::format("unknown game '{}'", settings.game));
  const std::string rules_name = settings.rules.string();
  const std::string base = read_rule_text(settings.rules);
  auto probe = maker("");
  goals::Rules::from_text(rules_name, base, probe->registry());  // refuses a broken rule set before anything runs
  std::string meta_text;
  std::vector<Variant> variants;
  if (settings.candidates) {
    variants = *settings.candidates;
    for (const auto& variant : variants) meta_text += variant.statement + "\n";
  } else {
    meta_text = read_rule_text(settings.meta);
    variants = propose_variants(settings.meta, rules_name, base, probe->registry());
  }

  store::Experiment wanted;
  wanted.kind = "rule generation";
  wanted.name = settings.name.empty()
                    ? fmt::format("generate-{}-{}-{}", settings.game, store::rule_text_hash(base + meta_text).substr(0, 8), settings.seed)
                    : settings.name;
  wanted.seed = static_cast<std::int64_t>(settings.seed);
  nlohmann::json settings_json{{"kind", "rule generation"},
                                   {"game", settings.game},
                                   {"rules", rules_name},
                                   {"rules_hash", store::rule_text_hash(base)},
                                   {"meta", settings.meta.string()},
                                   {"meta_hash", store::rule_text_hash(meta_text)},
                                   {"seed", settings.seed},
                                   {"games_per_test", settings.games_per_test},
                                   {"black_marks_allowed", settings.black_marks_allowed},
                                   {"max_candidates", settings.max_candidates},
                                   {"replace", settings.replace},
                                   {"nodes", settings.play.nodes},
                                   {"max_plies", settings.play.max_plies},
                                   {"opening_plies", settings.play.opening_plies}};
  if (!settings.play.openings.empty()) settings_json["openings"] = settings.play.openings_source;
  if (settings.sequential)
    settings_json["sequential"] = {{"elo0", settings.sequential->elo0}, {"elo1", settings.sequential->elo1},
                                   {"alpha", settings.sequential->alpha}, {"beta", settings.sequential->beta},
                                   {"min_pairs", settings.sequential->min_pairs}};
  wanted.settings = settings_json.dump();
  GenerationOutcome outcome;
  outcome.experiment = store::create_or_resume_experiment(database, wanted);
  const auto experiment = outcome.experiment.id;
  const auto rule_set = store::ensure_rule_set(database, rules_name, store::rule_text_hash(base), base);

  std::string current = base;
  std::map<std::string, int> black_marks;
  const auto decided = store::rule_candidates(database, experiment);
  const int count = settings.max_candidates > 0 ? std::min<int>(settings.max_candidates, static_cast<int>(variants.size()))
                                                : static_cast<int>(variants.size());
  const auto started = std::chrono::steady_clock::now();
  for (int index = 0; index < count; ++index) {
    const Variant& variant = variants[static_cast<std::size_t>(index)];
    GenerationStep step;
    step.candidate = index + 1;
    step.candidates = count;
    step.variant = variant;
    nlohmann::json evidence{{"meta_rule", variant.meta_rule}};
    std::string note = variant.origin.empty()
                           ? fmt::format("// candidate {} of experiment {}: meta-rule {} on {}{}\n", index + 1, wanted.name,
                                         variant.meta_rule, variant.parent_rule,
                                         settings.replace || variant.replaces ? ", in its place" : "")
                           : fmt::format("// candidate {} of experiment {}: meta-rule {} ({})\n{}", index + 1, wanted.name,
                                         variant.meta_rule, settings.meta.string(), with_header(variant.origin, ""));
    const std::string alpha_text = rules_with_variant(rules_name, current, variant, settings.replace, note);
    const store::RuleCandidate* stored = nullptr;
    for (const auto& candidate : decided)
      if (candidate.candidate == variant.statement && candidate.parent_rule == variant.parent_rule) stored = &candidate;
    if (stored != nullptr) {
      step.status = stored->status;
      step.evidence = stored->evidence;
      const auto stored_evidence = nlohmann::json::parse(stored->evidence, nullptr, false);
      if (stored->status == "admitted") current = with_verdict(alpha_text, note, stored_evidence, settings.play.nodes);
      if (stored->status == "rejected" && stored_evidence.is_object() && stored_evidence.contains("games"))
        ++black_marks[variant.meta_rule];
    } else if (black_marks[variant.meta_rule] >= settings.black_marks_allowed) {
      continue;  // Samuel: a term with too many black marks is dropped; so is a meta-rule here
    } else {
      std::string compile_error;
      try {
        goals::Rules::from_text(rules_name, alpha_text, probe->registry());
      } catch (const std::runtime_error& error) {
        compile_error = error.what();
      }
      std::optional<FailureCoverage> coverage;
      if (compile_error.empty() && !variant.failures.empty()) {
        coverage = failure_coverage(settings.game, rules_name, current, alpha_text, variant.failures, settings.play.nodes, settings.seed);
        evidence["coverage"] = {{"failures", coverage->positions},
                                {"covered", coverage->covered_count()},
                                {"another_move", coverage->another_move},
                                {"goal_instead_of_fallback", coverage->goal_instead_of_fallback},
                                {"covered_failures", coverage->covered}};
      }
      if (!compile_error.empty()) {
        evidence["reason"] = "the variant does not compile";
        evidence["message"] = compile_error;
        step.status = "rejected";
      } else if (coverage && coverage->covered_count() == 0) {
        evidence["reason"] = fmt::format("covers none of the {} failures it was proposed from", coverage->positions);
        step.status = "rejected";
        ++black_marks[variant.meta_rule];
      } else {
        int wins = 0, losses = 0, draws = 0, played_games = 0;
        nlohmann::json results = nlohmann::json::array(), game_ids = nlohmann::json::array();
        const std::uint64_t seed = game_seed(settings.seed, static_cast<std::uint64_t>(index));
        statistics::PairedSequentialTest sequential(settings.sequential.value_or(statistics::SequentialTestSettings{}));
        double first_of_pair = 0;
        // From a file of openings each is played once (two games, colours swapped), from a seeded start:
        // the engines are nearly deterministic, so an opening played again would count its games twice.
        const bool from_openings = !settings.play.openings.empty();
        const int most_games = from_openings ? std::min(settings.games_per_test, 2 * static_cast<int>(settings.play.openings.size()))
                                             : settings.games_per_test;
        for (int g = 0; g < most_games; ++g) {
          // A sequential test stops between pairs, once it has decided, and plays whole pairs only.
          if (settings.sequential && g % 2 == 0 &&
              (sequential.verdict() != statistics::SequentialVerdict::undecided || g + 2 > most_games))
            break;
          auto game = maker("");
          auto alpha = goals::Rules::from_text(rules_name, alpha_text, game->registry());
          auto beta = goals::Rules::from_text(rules_name, current, game->registry());
          const bool alpha_first = g % 2 == 0;
          const std::uint64_t game_seed_value = game_seed(seed, static_cast<std::uint64_t>(g / 2));
          const std::uint64_t opening_seed = from_openings ? seed % settings.play.openings.size() + static_cast<std::uint64_t>(g / 2)
                                                          : game_seed_value;
          SelfPlayGame played =
              alpha_first ? play_self_play_game(*game, *alpha, *beta, settings.play, game_seed_value, opening_seed)
                          : play_self_play_game(*game, *beta, *alpha, settings.play, game_seed_value, opening_seed);
          const double alpha_score = alpha_first ? played.first_score : 1 - played.first_score;
          wins += alpha_score > 0.75;
          losses += alpha_score < 0.25;
          draws += alpha_score >= 0.25 && alpha_score <= 0.75;
          ++played_games;
          if (g % 2 == 0)
            first_of_pair = alpha_score;
          else
            sequential.add_pair(first_of_pair, alpha_score);
          played.record.kind = settings.game;
          played.record.first_player = alpha_first ? fmt::format("alpha (candidate {})", index + 1) : "beta";
          played.record.second_player = alpha_first ? "beta" : fmt::format("alpha (candidate {})", index + 1);
          played.record.experiment_id = experiment;
          played.record.rule_set_id = rule_set;
          played.record.settings = nlohmann::json{{"experiment", wanted.name}, {"candidate", index + 1},
                                                  {"seed", game_seed_value}, {"nodes", settings.play.nodes}}
                                       .dump();
          results.push_back(played.record.result);
          game_ids.push_back(store::save_game(database, played.record));
        }
        const bool admitted = settings.sequential ? sequential.verdict() == statistics::SequentialVerdict::accept_h1 : wins > losses;
        if (!admitted) ++black_marks[variant.meta_rule];
        evidence["games"] = played_games;
        if (settings.sequential) {
          evidence["test"] = "sequential";
          evidence["verdict"] = statistics::verdict_name(sequential.verdict());
          evidence["llr"] = sequential.llr();
          evidence["llr_bounds"] = {sequential.lower_bound(), sequential.upper_bound()};
          evidence["elo0"] = settings.sequential->elo0;
          evidence["elo1"] = settings.sequential->elo1;
          evidence["alpha"] = settings.sequential->alpha;
          evidence["beta"] = settings.sequential->beta;
          evidence["max_games"] = most_games;
          evidence["pentanomial"] = sequential.pentanomial();
        }
        evidence["alpha_wins"] = wins;
        evidence["alpha_losses"] = losses;
        evidence["draws"] = draws;
        evidence["score"] = wins + 0.5 * draws;
        evidence["seed"] = seed;
        evidence["results"] = results;
        evidence["game_ids"] = game_ids;
        evidence["black_marks"] = black_marks[variant.meta_rule];
        step.status = admitted ? "admitted" : "rejected";
        if (admitted) current = with_verdict(alpha_text, note, evidence, settings.play.nodes);
      }
      step.evidence = evidence.dump();
      store::RuleCandidate candidate;
      candidate.rule_set = rule_set;
      candidate.parent_rule = variant.parent_rule;
      candidate.candidate = variant.statement;
      candidate.status = step.status;
      candidate.evidence = step.evidence;
      candidate.experiment = experiment;
      store::add_rule_candidate(database, candidate);
    }
    (step.status == "admitted" ? outcome.admitted : outcome.rejected) += 1;
    step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (progress) progress(step);
  }
  store::set_experiment_status(database, experiment, "finished");
  outcome.experiment = *store::find_experiment(database, wanted.name);
  outcome.rules_text = current;
  return outcome;
}

}  // namespace newell::learning::transformation
