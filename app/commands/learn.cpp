// `newell learn`: Newell's learning of transformation rules (learning/transformation/).
//   newell learn --game checkers --rules FILE --games N [--seed S] [--name EXP] [--nodes N]
//       self-play learning, stored and resumable; writes the learned rule set as a .nwl file
//   newell learn match --game G --rules A --against B --games N   A against B, colours alternated
//   newell learn generate ...      meta-rules propose variants; Alpha/Beta admission test
//   newell learn propose EXP       meta-rules of experience: new rules from a run's failures, Alpha/Beta
//   newell learn candidates EXP    the candidates an experiment admitted and rejected
//   newell learn show EXP          each weight change with its evidence, the likelihoods learned
//   newell learn replies ...       the opponent's replies learned from games; top-3 accuracy before and after
//   newell learn run FILE          an experiment file: learning, admission, confirmation, the tuner (learn_run.cpp)

#include "app/command_registry.h"
#include "app/commands/learn_replies.h"
#include "app/commands/learn_run.h"
#include "app/commands/learn_show.h"
#include "app/common/database_option.h"
#include "app/common/output_file.h"
#include "app/common/seed_option.h"
#include "app/common/text_argument.h"
#include "game_descriptor/game_descriptor.h"
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"
#include "goals/rule_files.h"
#include "learning/transformation/evaluation_match.h"
#include "learning/transformation/learned_from_run.h"
#include "learning/transformation/learning_run.h"
#include "learning/transformation/progress_bar.h"
#include "learning/transformation/rule_generation.h"
#include "learning/transformation/self_play.h"
#include "store/error.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "store/rule_candidates.h"
#include "store/shard.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

namespace newell::app {
namespace {

namespace transformation = newell::learning::transformation;

[[noreturn]] void fail_learn(const std::string& message, int code = 1) { fail_command("learn", message, code); }

// --nodes, --max-plies, --opening-plies: how the games of every learning command are played.
void add_self_play_options(CLI::App* command, transformation::SelfPlaySettings& play) {
  command->add_option("--nodes", play.nodes, "Nodes per move, both sides")->check(CLI::Range(1, 100000000))->capture_default_str();
  command->add_option("--max-plies", play.max_plies, "Plies before the core adjudicates the game")->check(CLI::Range(2, 2000))->capture_default_str();
  command->add_option("--opening-plies", play.opening_plies, "Random plies before the engines take over (seeded)")
      ->check(CLI::Range(0, 40))->capture_default_str();
}

struct LearnRequest {
  std::string database_file, game = std::string(describe(GameKind::chess).name), rules, name, update = std::string(transformation::default_weight_update),
                             output;
  int games = 100;
  std::uint64_t seed = 1955;
  transformation::SelfPlaySettings play;  // --nodes, --max-plies, --opening-plies
  bool no_traces = false;
  bool each_move = false;
  bool learn_likelihoods = false;
  std::string credit = "all";
  int batch = 0, concurrency = 1;
  std::string shard, snapshot;
  bool update_only = false;
};

// Refuses to replace the store (or any SQLite file): learn -o once could overwrite the database.
void check_output(const std::string& path, const std::string& database_file) {
  try {
    refuse_output_over_store(path, database_file);
  } catch (const std::invalid_argument& error) {
    fail_learn(error.what(), 2);
  }
}

void write_file(const std::string& path, const std::string& text, const std::string& database_file) {
  check_output(path, database_file);
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) fail_learn(fmt::format("cannot write '{}'", path));
}

void run_learn(const LearnRequest& request) {
  transformation::LearnSettings settings;
  settings.game = request.game;
  settings.rules = request.rules.empty() ? goals::default_rule_file(request.game) : std::filesystem::path(request.rules);
  settings.games = request.games;
  settings.seed = request.seed;
  settings.name = request.name;
  settings.play = request.play;
  settings.play.keep_traces = !request.no_traces;
  settings.credit_each_move = request.each_move;
  settings.learn_likelihoods = request.learn_likelihoods;
  settings.batch = request.batch;
  settings.concurrency = request.concurrency;
  settings.snapshot = request.snapshot;
  settings.update_only = request.update_only;
  try {
    settings.update = transformation::parse_weight_update(request.update);
    settings.play.credit = transformation::parse_credit_mode(request.credit);
    if (!request.shard.empty()) settings.shard = store::parse_shard(request.shard);
  } catch (const std::invalid_argument& error) {
    fail_learn(error.what(), 2);
  }
  const bool shard = !request.shard.empty() || !request.snapshot.empty();
  if ((shard || request.update_only || request.concurrency > 1) && request.batch == 0)
    fail_learn("--shard, --snapshot, --update-only and --concurrency are for batch learning: give --batch B", 2);
  check_output(request.output, request.database_file);
  const auto database = store::Database::open(request.database_file);
  transformation::ProgressBar bar(request.games);
  transformation::LearnOutcome outcome;
  try {
    outcome = transformation::run_learning(database, settings, [&](const transformation::LearnProgress& progress) {
      bar.update(progress.games_done, progress.games_this_run, progress.seconds,
                 fmt::format("learner score last 20 {:.2f}, all {:.2f}; {}", progress.score_recent, progress.score_all,
                             progress.last_result));
    });
  } catch (const store::StoreError& error) {
    fail_learn(error.what());
  } catch (const std::runtime_error& error) {
    fail_learn(error.what());
  }
  bar.finish();
  if (shard) {
    if (outcome.shard_batch == 0) {
      fmt::print("experiment {}: the learner has updated all {} batches; nothing to play\n", outcome.experiment.name,
                 outcome.batches_total);
      return;
    }
    fmt::print("experiment {}, batch {} of {}, shard {}: {} games played now into {}, with the learner's weights from {}; "
               "merge the shards' stores into the learner's (newell db merge), then update it (--update-only)\n",
               outcome.experiment.name, outcome.shard_batch, outcome.batches_total, settings.shard.text(), outcome.games_played_now,
               request.database_file, request.snapshot);
    return;
  }
  const std::string output = request.output.empty() ? outcome.experiment.name + ".nwl" : request.output;
  write_file(output, transformation::learned_rule_text(database, outcome.experiment), request.database_file);
  if (request.batch > 0)
    fmt::print("experiment {}: {} of {} batches of {} games updated\n", outcome.experiment.name, outcome.batches_done,
               outcome.batches_total, request.batch);
  fmt::print("experiment {}: {} games; weights (start -> learned):\n", outcome.experiment.name, outcome.games_done);
  for (const auto& [rule, weight] : outcome.weights) {
    const auto start = outcome.start_weights.find(rule);
    fmt::print("  {:<14} {:.3f} -> {:.3f}\n", rule, start == outcome.start_weights.end() ? weight : start->second, weight);
  }
  fmt::print("learned rule set written to {}\n", output);
}

struct LearnMatchRequest {
  std::string database_file, game = std::string(describe(GameKind::chess).name), rules, against, name, shard, likelihoods_from, likelihoods_db;
  int games = 100, concurrency = 1;
  std::uint64_t seed = 1;
  transformation::SelfPlaySettings play;  // --nodes, --max-plies, --opening-plies
};

void add_learn_match(CLI::App& parent) {
  auto request = std::make_shared<LearnMatchRequest>();
  auto* command = parent.add_subcommand(
      "match", "Play one rule set against another with the goal engine, colours alternated (stored, resumable)");
  add_database_option(command, request->database_file);
  command->add_option("--game", request->game, "chess or checkers")->check(CLI::IsMember(game_names()))->capture_default_str();
  command->add_option("--rules", request->rules, "The rule set scored")->required();
  command->add_option("--against", request->against, "The opponent's rule set")->required();
  command->add_option("--games", request->games, "Games to play")->check(CLI::Range(1, 100000))->capture_default_str();
  command->add_option("--seed", request->seed, "Seed of the engines' random element")->check(non_negative_seed)->capture_default_str();
  add_self_play_options(command, request->play);
  command->add_option("--name", request->name, "The match's experiment name (default: derived from its settings); resumes under it")->transform(utf8_text("--name"));
  command->add_option("--shard", request->shard,
                      "K/N: play only shard K of N of the games (the same seeds and colours) into this --db; merge with newell db merge");
  command->add_option("--concurrency", request->concurrency, "Games played at once")->check(CLI::Range(1, 256))->capture_default_str();
  command->add_option("--likelihoods-from", request->likelihoods_from,
                      "The --rules side plays with the likelihoods this learning experiment learned (newell learn "
                      "--learn-likelihoods)");
  command->add_option("--likelihoods-db", request->likelihoods_db, "The store of that experiment (default: --db)");
  command->callback([request] {
    transformation::MatchSettings settings;
    settings.game = request->game;
    settings.rules = request->rules;
    settings.against = request->against;
    settings.games = request->games;
    settings.seed = request->seed;
    settings.name = request->name;
    settings.concurrency = request->concurrency;
    settings.play = request->play;
    settings.play.keep_traces = false;
    try {
      if (!request->shard.empty()) settings.shard = store::parse_shard(request->shard);
    } catch (const std::invalid_argument& error) {
      fail_learn(error.what(), 2);
    }
    if (!request->likelihoods_db.empty() && request->likelihoods_from.empty()) fail_learn("--likelihoods-db needs --likelihoods-from", 2);
    if (!request->likelihoods_from.empty()) {
      try {
        settings.likelihoods = transformation::learned_likelihoods(
            request->likelihoods_db.empty() ? request->database_file : request->likelihoods_db, request->likelihoods_from);
      } catch (const std::runtime_error& error) {
        fail_learn(error.what());
      }
      settings.likelihoods_from = request->likelihoods_from;
    }
    const auto database = store::Database::open(request->database_file);
    transformation::ProgressBar bar(request->games);
    transformation::MatchOutcome outcome;
    try {
      outcome = transformation::play_match(database, settings, [&](const transformation::MatchScore& now, double seconds) {
        bar.update(now.games, now.games, seconds, fmt::format("score {:.3f}", now.score()));
      });
    } catch (const store::StoreError& error) {
      fail_learn(error.what());
    } catch (const std::runtime_error& error) {
      fail_learn(error.what());
    }
    bar.finish();
    const transformation::MatchScore& score = outcome.score;
    if (!settings.shard.whole()) {
      fmt::print("shard {} of match '{}': {} of its {} games stored ({} played now), +{} ={} -{}; after newell db merge, this "
                 "command without --shard on the merged store gives the match's score\n",
                 settings.shard.text(), outcome.experiment.name, score.games, outcome.wanted, outcome.played, score.wins,
                 score.draws, score.losses);
      return;
    }
    fmt::print("{} against {}: {} games, +{} ={} -{}, score {:.3f} +- {:.3f} (95%); match '{}'\n", request->rules, request->against,
               score.games, score.wins, score.draws, score.losses, score.score(), score.error_95(), outcome.experiment.name);
  });
}

// What `learn generate` and `learn propose` share: how each candidate is tested (Alpha, the set with
// it, against Beta, the set without it, in seeded self-play) and where the admitted set is written.
struct CandidateTestRequest {
  int games_per_test = 6;
  double sequential_elo1 = 0;  // > 0: the sequential test, H1 this many Elo
  std::uint64_t seed = 1955;
  transformation::SelfPlaySettings play;  // --nodes, --max-plies, --opening-plies
  std::string openings;                   // --openings FILE
  std::string output;
};

// The openings of a candidate test (`--openings FILE`, read as `newell match` reads them): move lists
// from the game's start position; a file whose openings start from a position of their own is refused.
std::vector<transformation::SelfPlayOpening> candidate_test_openings(const std::string& game, const std::string& path) {
  try {
    return self_play_openings(game, path);
  } catch (const std::runtime_error& error) {
    fail_learn(fmt::format("--openings: {}", error.what()));
  }
}

// --seed, --games-per-test, the self-play options and -o.
void add_candidate_test_options(CLI::App* command, CandidateTestRequest& request) {
  command->add_option("--seed", request.seed, "Seed of the test games")->check(non_negative_seed)->capture_default_str();
  command->add_option("--games-per-test", request.games_per_test, "Games of Alpha against Beta per candidate")
      ->check(CLI::Range(1, 10000))->capture_default_str();
  command->add_option("--sequential", request.sequential_elo1,
                      "Test each candidate sequentially (pairs of games, GSPRT, alpha = beta = 0.05): admitted when it is better "
                      "by this many Elo rather than by none; --games-per-test is then the most games")
      ->check(CLI::Range(1.0, 1000.0));
  add_self_play_options(command, request.play);
  command->add_option("--openings", request.openings,
                      "Play the test games from these openings (chess .pgn, checkers .pdn or lines of moves), each once with colours "
                      "swapped from a seeded start (so at most twice as many games as openings), instead of --opening-plies "
                      "random plies");
  command->add_option("-o,--output", request.output, "The rule set with the admitted rules (default EXP.nwl)");
}

// Tests `settings`' candidates as `request` says, telling each on stderr, and writes the rule set with
// the admitted ones; returns the outcome and the file written.
std::pair<transformation::GenerationOutcome, std::string> test_candidates(const store::Database& database,
                                                                          transformation::GenerationSettings settings,
                                                                          const CandidateTestRequest& request,
                                                                          const std::string& database_file) {
  settings.seed = request.seed;
  settings.games_per_test = request.games_per_test;
  if (request.sequential_elo1 > 0) {
    statistics::SequentialTestSettings sequential;
    sequential.elo1 = request.sequential_elo1;
    settings.sequential = sequential;
  }
  settings.play = request.play;
  settings.play.keep_traces = false;
  if (!request.openings.empty()) {
    settings.play.openings = candidate_test_openings(settings.game, request.openings);
    settings.play.openings_source = request.openings;
  }
  transformation::GenerationOutcome outcome;
  try {
    outcome = transformation::run_generation(database, settings, [](const transformation::GenerationStep& step) {
      // A rule proposed from failures (learn propose) varies no rule of the set.
      const std::string varied = step.variant.parent_rule.empty() ? "" : " on " + step.variant.parent_rule;
      fmt::print(stderr, "candidate {}/{} ({}, meta-rule {}{}): {} {}\n", step.candidate, step.candidates,
                 transformation::duration_text(step.seconds), step.variant.meta_rule, varied, step.status, step.evidence);
    });
  } catch (const store::StoreError& error) {
    fail_learn(error.what());
  } catch (const std::runtime_error& error) {
    fail_learn(error.what());
  }
  std::string output = request.output.empty() ? outcome.experiment.name + ".nwl" : request.output;
  write_file(output, outcome.rules_text, database_file);
  return {std::move(outcome), std::move(output)};
}

struct GenerateRequest {
  std::string database_file, game = std::string(describe(GameKind::chess).name), rules, meta, name;
  int black_marks = 3, max_candidates = 0;
  CandidateTestRequest test;
  bool replace = false;
};

void add_generate(CLI::App& parent) {
  auto request = std::make_shared<GenerateRequest>();
  auto* command = parent.add_subcommand(
      "generate", "Meta-rules propose variants of the transformation rules and decision nets; each is admitted only if Alpha (with it) "
                  "beats Beta (without) in a short self-play test");
  add_database_option(command, request->database_file);
  command->add_option("--game", request->game, "chess or checkers")->check(CLI::IsMember(game_names()))->capture_default_str();
  command->add_option("--rules", request->rules, "The rule set to extend (default rules/<game>/newell.nwl)");
  command->add_option("--meta", request->meta, "The meta-rules (`vary` declarations; default rules/<game>/meta.nwl)");
  command->add_option("--name", request->name, "Experiment name (default generate-GAME-HASH-SEED); resumes under it")->transform(utf8_text("--name"));
  add_candidate_test_options(command, request->test);
  command->add_option("--black-marks", request->black_marks, "Rejections after which a meta-rule proposes nothing more")
      ->check(CLI::Range(1, 1000))->capture_default_str();
  command->add_option("--max-candidates", request->max_candidates, "Test at most this many candidates (0: all)")
      ->check(CLI::Range(0, 100000))->capture_default_str();
  command->add_flag("--replace", request->replace,
                    "Test each candidate in place of the rule it varies (a modification), not beside it (an extension); "
                    "a decision net's variant always takes the net's place");
  command->callback([request] {
    transformation::GenerationSettings settings;
    settings.replace = request->replace;
    settings.game = request->game;
    settings.rules = request->rules.empty() ? goals::default_rule_file(request->game) : std::filesystem::path(request->rules);
    settings.meta = request->meta.empty() ? settings.rules.parent_path() / "meta.nwl" : std::filesystem::path(request->meta);
    settings.name = request->name;
    settings.black_marks_allowed = request->black_marks;
    settings.max_candidates = request->max_candidates;
    check_output(request->test.output, request->database_file);
    const auto database = store::Database::open(request->database_file);
    const auto [outcome, output] = test_candidates(database, settings, request->test, request->database_file);
    fmt::print("experiment {}: {} admitted, {} rejected; rule set with the admitted rules written to {}\n",
               outcome.experiment.name, outcome.admitted, outcome.rejected, output);
  });
}

struct ProposeRequest {
  std::string database_file, experiment, rules, name;
  int min_failures = 1;
  CandidateTestRequest test;
  ProposeRequest() { test.games_per_test = 10; }
};

// `learn propose EXP`: new rules from the failures a learning run recorded (issue 15, item 3).
void add_propose(CLI::App& parent) {
  auto request = std::make_shared<ProposeRequest>();
  auto* command = parent.add_subcommand(
      "propose", "Meta-rules of experience read the failures a `--credit tactic` or `--credit pursued` run recorded (threats no goal covered) and "
                 "propose new rules; each is admitted only if the set with it beats the set without it in self-play");
  add_database_option(command, request->database_file);
  command->add_option("experiment", request->experiment, "The learning run whose failures are read")->required();
  command->add_option("--rules", request->rules, "The rule set to extend (default the run's own rule file)");
  command->add_option("--name", request->name, "Experiment name (default propose-EXP-SEED); resumes under it")->transform(utf8_text("--name"));
  command->add_option("--min-failures", request->min_failures, "Failures a meta-rule needs before it proposes")
      ->check(CLI::Range(1, 1000000))->capture_default_str();
  add_candidate_test_options(command, request->test);
  command->callback([request] {
    check_output(request->test.output, request->database_file);
    const auto database = store::Database::open(request->database_file);
    const auto run = store::find_experiment(database, request->experiment);
    if (!run) fail_learn(fmt::format("no experiment named '{}' in {}", request->experiment, request->database_file));
    transformation::RunFailureProposals proposals;
    try {
      proposals = transformation::propose_from_run(database, *run, request->rules, request->min_failures);
    } catch (const std::runtime_error& error) {
      fail_learn(error.what());
    }
    const auto& failures = proposals.failures;
    transformation::GenerationSettings settings;
    settings.game = proposals.game;
    settings.rules = proposals.rules;
    settings.candidates = std::move(proposals.candidates);
    settings.meta = fmt::format("failures of {}", request->experiment);
    settings.name = request->name.empty() ? fmt::format("propose-{}-{}", request->experiment, request->test.seed) : request->name;
    settings.black_marks_allowed = 1000;
    std::map<std::string, int> by_event;
    for (const auto& failure : failures) ++by_event[failure.event];
    fmt::print("experiment {}: {} failures recorded", request->experiment, failures.size());
    for (const auto& [event, count] : by_event) fmt::print(", {} {}", count, event);
    fmt::print("; {} rules proposed\n", settings.candidates->size());
    const auto [outcome, output] = test_candidates(database, settings, request->test, request->database_file);
    fmt::print("experiment {}: {} tried, {} admitted, {} refused; rule set with the admitted rules written to {}\n",
               outcome.experiment.name, outcome.admitted + outcome.rejected, outcome.admitted, outcome.rejected, output);
  });
}

struct CandidatesRequest {
  std::string database_file, experiment;
};

void add_candidates(CLI::App& parent) {
  auto request = std::make_shared<CandidatesRequest>();
  auto* command = parent.add_subcommand("candidates", "List the rule candidates an experiment admitted and rejected, with their evidence");
  add_database_option(command, request->database_file);
  command->add_option("experiment", request->experiment, "The experiment's name")->required();
  command->callback([request] {
    const auto database = store::Database::open(request->database_file, store::Access::read);
    const auto experiment = store::find_experiment(database, request->experiment);
    if (!experiment) fail_learn(fmt::format("no experiment named '{}' in {}", request->experiment, request->database_file));
    const auto candidates = store::rule_candidates(database, experiment->id);
    if (candidates.empty()) {
      fmt::print("experiment {} has no rule candidates\n", request->experiment);
      return;
    }
    for (const auto& candidate : candidates) {
      const auto evidence = nlohmann::json::parse(candidate.evidence, nullptr, false);
      std::string summary;
      if (evidence.is_object() && evidence.contains("games"))
        summary = fmt::format("Alpha +{} ={} -{} in {} games (seed {}), black marks of {}: {}",
                              evidence.value("alpha_wins", 0), evidence.value("draws", 0), evidence.value("alpha_losses", 0),
                              evidence.value("games", 0), evidence.value("seed", std::uint64_t{0}),
                              evidence.value("meta_rule", std::string()), evidence.value("black_marks", 0));
      else if (evidence.is_object() && evidence.contains("reason"))
        summary = evidence.value("reason", std::string());
      if (evidence.is_object() && evidence.value("test", std::string()) == "sequential")
        summary += fmt::format("; sequential test (H1 {} Elo): {}, LLR {:.2f} in [{:.2f}, {:.2f}], pairs 0..1 {}", evidence.value("elo1", 0.0),
                               evidence.value("verdict", std::string()), evidence.value("llr", 0.0),
                               evidence.at("llr_bounds").at(0).get<double>(), evidence.at("llr_bounds").at(1).get<double>(),
                               evidence.at("pentanomial").dump());
      if (evidence.is_object() && evidence.contains("coverage") && evidence.contains("games"))
        summary += fmt::format("; covers {} of the {} failures it came from", evidence.at("coverage").value("covered", 0),
                               evidence.at("coverage").value("failures", 0));
      // A rule proposed from failures (learn propose) varies no rule of the set.
      const std::string what = candidate.parent_rule.empty()
                                   ? fmt::format("new rule from failures (meta-rule {})", evidence.is_object() ? evidence.value("meta_rule", std::string()) : "")
                                   : "variant of " + candidate.parent_rule;
      fmt::print("#{} {:<8} {} ({})\n    {}\n    {}\n", candidate.id, candidate.status, what, candidate.created_at,
                 candidate.candidate, summary);
    }
  });
}

void add_learn(CLI::App& root) {
  games::link_checkers_game();
  games::link_chess_game();
  auto request = std::make_shared<LearnRequest>();
  auto* command = root.add_subcommand(
      "learn", "Self-play learning of transformation-rule weights (stored, resumable); see also: match, generate, candidates");
  add_database_option(command, request->database_file);
  command->add_option("--game", request->game, "chess or checkers")->check(CLI::IsMember(game_names()))->capture_default_str();
  command->add_option("--rules", request->rules, "The rule file to start from (default rules/<game>/newell.nwl)");
  command->add_option("--games", request->games, "Games the experiment should reach")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--seed", request->seed, "Seed of the engines' random element")->check(non_negative_seed)->capture_default_str();
  command->add_option("--name", request->name, "Experiment name (default learn-GAME-HASH-SEED); resumes under it")->transform(utf8_text("--name"));
  add_self_play_options(command, request->play);
  command->add_option("--update", request->update,
                      "Weight update: linear:rate=R or multiplicative:rate=R, with min=,max= (clamp, default 0.01..1)")
      ->capture_default_str();
  command->add_option("-o,--output", request->output, "The learned rule file (default EXP.nwl)");
  command->add_flag("--no-traces", request->no_traces, "Store the games' moves and summaries but not their full traces");
  command->add_flag("--each-move", request->each_move,
                    "Update the weights after each move as subgoals are resolved (the learner uses them at once), "
                    "not once after each game");
  command->add_option("--credit", request->credit,
                      "Which subgoal edges are credited: all (every edge a rule made, once), pursued (each time a "
                      "goal-driven move started the subgoal's tactic, with success when the parent was achieved after it; "
                      "each trial and the failures kept as evidence) or tactic (Newell's: when the tactic of a goal-driven move "
                      "reached its goal or failed, the rule that provided the subgoal wholly and the rules above it by share; a "
                      "fallback that met an uncovered threat weakens the rules whose subgoals offered nothing)")
      ->check(CLI::IsMember({"all", "pursued", "tactic"}))
      ->capture_default_str();
  command->add_flag("--learn-likelihoods", request->learn_likelihoods,
                    "Learn the tactics' and the opponent's likelihoods from play, by goal type and game phase; the learner "
                    "uses them from the next game on (newell learn show EXP prints them)");
  command->add_option("--batch", request->batch,
                      "Batch-synchronous learning: B games with the same weights, then one update from their summed credit "
                      "(the learned weights do not depend on how many processes play a batch)")
      ->check(CLI::Range(1, 1000000));
  command->add_option("--concurrency", request->concurrency, "Games of a batch played at once")->check(CLI::Range(1, 256))->capture_default_str();
  command->add_option("--shard", request->shard,
                      "K/N: play only shard K of N of the learner's next batch into this --db (with --snapshot)");
  command->add_option("--snapshot", request->snapshot, "A shard's weights: the learner's store (read only)");
  command->add_flag("--update-only", request->update_only,
                    "The learner: update from the batches whose games are all stored (merged from the shards); play nothing");
  command->footer(R"(Batches across processes or machines (bench/slurm/README.md), for each batch:
  newell learn SAME-OPTIONS --batch B --shard K/N --snapshot learner.db --db shard-K.db   (each K)
  newell db merge learner.db shard-*.db
  newell learn SAME-OPTIONS --batch B --update-only --db learner.db)");
  add_learn_match(*command);
  add_generate(*command);
  add_propose(*command);
  add_candidates(*command);
  add_learn_show(*command);
  add_learn_replies(*command);
  add_learn_run(*command);
  command->callback([command, request] {
    if (!command->get_subcommands().empty()) return;
    run_learn(*request);
  });
}

const CommandRegistration learn_registration{"learn", add_learn};

}  // namespace
}  // namespace newell::app
