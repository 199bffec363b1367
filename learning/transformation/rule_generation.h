#pragma once
// New transformation rules from meta-rules (`vary` declarations, docs/language.md), admitted only
// when they earn their place, as Newell asks ("incorporated if their use provides an improvement"):
//
//   auto candidates = propose_variants(meta_file, rule_name, rule_text, registry);
//   run_generation(database, settings, progress);   // Samuel's Alpha/Beta test for each
//
// A meta-rule `vary NAME: for att(T, A) try def(A): ...` matches each transformation rule joining
// att to def whose tried goal's arguments are the pattern's variables (a variable met twice must be
// the same); the variant keeps the rule's pattern and weight and takes the meta-rule's new subgoal
// (`try`), its condition in place of the rule's (`where`), or in addition to it (`and`), with the
// meta-rule's variables renamed to the rule's. A variant that does not compile is rejected unplayed.
//
// The test: Alpha (the current rule set plus the candidate, or with the candidate in place of its
// parent rule when `replace` is set) plays Beta (the current rule set)
// `games_per_test` games, colours alternated; a majority of wins admits the candidate, and Beta
// becomes Alpha (or, with `sequential`, pairs of games until a sequential test decides). Otherwise the candidate is rejected and its meta-rule gets a black mark; after
// `black_marks_allowed` black marks a meta-rule proposes nothing more (Samuel dropped a term after
// three). A candidate proposed from failures (failure_proposals.h) is first replayed on their
// decisions (failure_coverage.h) and refused unplayed when it covers none. Every decision is stored (rule_candidates) with its evidence: games, wins, losses,
// draws, score, seed, black marks.

#include "interpreter/registry.h"
#include "learning/transformation/failure_coverage.h"
#include "learning/transformation/self_play.h"
#include "statistics/sequential_test.h"
#include "store/database.h"
#include "store/experiments.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace newell::learning::transformation {

struct Variant {
  std::string meta_rule;    // the `vary` declaration's name
  std::string parent_rule;  // "def->blk"
  std::string statement;    // "transform for def(M) try blk(R, M) where ... weight 0.5."
  // Where a candidate proposed from failures came from (failure_proposals.h), lines without "//";
  // written above it in the rule set. Empty for a `vary` variant.
  std::string origin;
  // The decisions of the failures it answers (failure_coverage.h): when there are any, the candidate
  // must cover at least one of them before it plays a game.
  std::vector<FailurePosition> failures;
  // The variant takes its parent's place in the test whatever GenerationSettings::replace says (a
  // net's variant: two nets of one name do not compile, and a copy beside the net would only adopt
  // the goals the net already adopts).
  bool replaces = false;
  // Learned weights (learning_run.h) instead of a statement: the variant is the set with these
  // weights (`statement` then only names them, for the store).
  std::map<std::string, double> weights{};
};

// Throws std::runtime_error with the diagnostics when the meta file or the rules have errors.
std::vector<Variant> propose_variants(const std::filesystem::path& meta_file, const std::string& rules_name,
                                      const std::string& rules_text, const interpreter::Registry& registry);

// The rule set with the variant: in the place of the rule or net it varies when `replace` is set or
// the variant always takes its parent's place (Variant::replaces), else after the set; `note`
// (comment lines, each ending in a newline) above it.
std::string rules_with_variant(const std::string& rules_name, const std::string& rules_text, const Variant& variant,
                               bool replace, const std::string& note = "");

struct GenerationSettings {
  std::string game = "checkers";
  std::filesystem::path rules, meta;
  std::string name;
  std::uint64_t seed = 1955;
  int games_per_test = 6;
  int black_marks_allowed = 3;
  int max_candidates = 0;  // 0: all
  // Test each candidate as a modification (Alpha has it in place of the rule it varies) rather
  // than as an extension (Alpha has both).
  bool replace = false;
  SelfPlaySettings play;
  // Candidates the caller proposed (from a run's failures: failure_proposals.h) in place of the
  // meta file's variants; `meta` then only names where they came from ("failures of EXP").
  std::optional<std::vector<Variant>> candidates;
  // When set, the test is sequential (statistics/sequential_test.h): pairs of games (one opening,
  // colours swapped) until the LLR admits the candidate (H1: better by elo1) or refuses it (H0), at
  // most `games_per_test` games; undecided at the end is refused. Unset: the fixed test above.
  std::optional<statistics::SequentialTestSettings> sequential;
};

struct GenerationStep {
  int candidate = 0, candidates = 0;
  Variant variant;
  std::string status;      // "admitted", "rejected"
  std::string evidence;    // JSON
  double seconds = 0;
};

struct GenerationOutcome {
  store::Experiment experiment;
  std::string rules_text;  // the rule set with every admitted candidate
  int admitted = 0, rejected = 0;
};

GenerationOutcome run_generation(const store::Database& database, const GenerationSettings& settings,
                                 const std::function<void(const GenerationStep&)>& progress);

}  // namespace newell::learning::transformation
