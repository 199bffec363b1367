#pragma once
// Rule sets and the learned weights of their transformation rules, with every change kept:
// Newell's "records" of which rules worked, per rule set (identified by the hash of its text).

#include "store/database.h"
#include "store/game_records.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace newell::store {

using RuleSetId = std::int64_t;

// The id of the rule set with this text's hash, adding it when new.
RuleSetId ensure_rule_set(const Database& database, std::string_view name, std::string_view hash, std::string_view text);
// The id of the rule set with this hash, when the store has it (nothing is added).
std::optional<RuleSetId> find_rule_set(const Database& database, std::string_view hash);

struct NamedRuleSet {
  RuleSetId id = 0;
  std::string text;
};
// The first rule set stored under this name (a learner's rule set is named for its experiment).
std::optional<NamedRuleSet> find_rule_set_by_name(const Database& database, std::string_view name);
// The hash ensure_rule_set expects of a rule file's text: 64-bit FNV-1a, 16 hex digits.
std::string rule_text_hash(std::string_view text);
// "rules/chess/newell.nwl (hash 3f2a...)" of a stored rule set, or nullopt when there is none.
std::optional<std::string> rule_set_label(const Database& database, RuleSetId rule_set);

struct WeightChange {
  std::string rule;
  double new_weight = 0;
  std::optional<GameId> game;  // the game whose outcome caused the change
  std::string reason;
};

// Applies all changes in one transaction and records each in the history.
void update_weights(const Database& database, RuleSetId rule_set, const std::vector<WeightChange>& changes);
// The same inside the caller's transaction (a learner that stores a batch's update together with
// its records).
void write_weight_changes(const Database& database, RuleSetId rule_set, const std::vector<WeightChange>& changes);

std::map<std::string, double> current_weights(const Database& database, RuleSetId rule_set);

struct WeightHistoryEntry {
  std::optional<GameId> game;
  std::optional<double> old_weight;
  double new_weight = 0;
  std::string reason, recorded_at;
};

std::vector<WeightHistoryEntry> weight_history(const Database& database, RuleSetId rule_set, std::string_view rule);

// Takes a game back as if it had never been played, in one transaction: the weights it changed in
// `rule_set` return to their values before it, its weight history, moves and the game itself are
// deleted (a learner resuming after a kill plays that game again).
void take_back_game(const Database& database, GameId game, RuleSetId rule_set);

}  // namespace newell::store
