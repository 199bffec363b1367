#include "store/rule_weights.h"

namespace newell::store {

RuleSetId ensure_rule_set(const Database& database, std::string_view name, std::string_view hash, std::string_view text) {
  auto insert = database.prepare("INSERT INTO rule_sets(name, hash, text) VALUES (?, ?, ?) ON CONFLICT(hash) DO NOTHING");
  insert.bind(1, name).bind(2, hash).bind(3, text).run();
  auto select = database.prepare("SELECT id FROM rule_sets WHERE hash = ?");
  select.bind(1, hash);
  select.step();
  return select.column_integer(0);
}

std::optional<RuleSetId> find_rule_set(const Database& database, std::string_view hash) {
  auto select = database.prepare("SELECT id FROM rule_sets WHERE hash = ?");
  select.bind(1, hash);
  if (!select.step()) return std::nullopt;
  return select.column_integer(0);
}

std::optional<NamedRuleSet> find_rule_set_by_name(const Database& database, std::string_view name) {
  auto select = database.prepare("SELECT id, text FROM rule_sets WHERE name = ?");
  select.bind(1, name);
  if (!select.step()) return std::nullopt;
  NamedRuleSet found;
  select.read_columns(found.id, found.text);
  return found;
}

void update_weights(const Database& database, RuleSetId rule_set, const std::vector<WeightChange>& changes) {
  Transaction transaction(database);
  write_weight_changes(database, rule_set, changes);
  transaction.commit();
}

void write_weight_changes(const Database& database, RuleSetId rule_set, const std::vector<WeightChange>& changes) {
  auto select_old = database.prepare("SELECT weight FROM rule_weights WHERE rule_set_id = ? AND rule = ?");
  auto upsert = database.prepare(
      "INSERT INTO rule_weights(rule_set_id, rule, weight) VALUES (?, ?, ?) "
      "ON CONFLICT(rule_set_id, rule) DO UPDATE SET weight = excluded.weight");
  auto record = database.prepare(
      "INSERT INTO rule_weight_history(rule_set_id, rule, game_id, old_weight, new_weight, reason) VALUES (?, ?, ?, ?, ?, ?)");
  for (const auto& change : changes) {
    select_old.bind(1, rule_set).bind(2, std::string_view(change.rule));
    std::optional<double> old_weight;
    if (select_old.step()) old_weight = select_old.column_real(0);
    select_old.reset();

    upsert.bind(1, rule_set).bind(2, std::string_view(change.rule)).bind(3, change.new_weight).run();
    record.bind(1, rule_set).bind(2, std::string_view(change.rule));
    change.game ? record.bind(3, *change.game) : record.bind_null(3);
    old_weight ? record.bind(4, *old_weight) : record.bind_null(4);
    record.bind(5, change.new_weight).bind(6, std::string_view(change.reason)).run();
  }
}

std::map<std::string, double> current_weights(const Database& database, RuleSetId rule_set) {
  auto select = database.prepare("SELECT rule, weight FROM rule_weights WHERE rule_set_id = ?");
  select.bind(1, rule_set);
  std::map<std::string, double> weights;
  while (select.step()) weights.emplace(select.column_text(0), select.column_real(1));
  return weights;
}

std::vector<WeightHistoryEntry> weight_history(const Database& database, RuleSetId rule_set, std::string_view rule) {
  auto select = database.prepare(
      "SELECT game_id, old_weight, new_weight, reason, recorded_at FROM rule_weight_history "
      "WHERE rule_set_id = ? AND rule = ? ORDER BY id");
  select.bind(1, rule_set).bind(2, rule);
  std::vector<WeightHistoryEntry> history;
  while (select.step()) {
    WeightHistoryEntry entry;
    select.read_columns(entry.game, entry.old_weight, entry.new_weight, entry.reason, entry.recorded_at);
    history.push_back(std::move(entry));
  }
  return history;
}

std::string rule_text_hash(std::string_view text) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  static constexpr char digits[] = "0123456789abcdef";
  std::string hex(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) hex[static_cast<std::size_t>(i)] = digits[hash & 15];
  return hex;
}

std::optional<std::string> rule_set_label(const Database& database, RuleSetId rule_set) {
  auto select = database.prepare("SELECT name, hash FROM rule_sets WHERE id = ?");
  select.bind(1, rule_set);
  if (!select.step()) return std::nullopt;
  return select.column_text(0) + " (hash " + select.column_text(1) + ")";
}

void take_back_game(const Database& database, GameId game, RuleSetId rule_set) {
  Transaction transaction(database);
  auto undo = database.prepare(
      "UPDATE rule_weights SET weight = (SELECT h.old_weight FROM rule_weight_history h WHERE h.game_id = ? AND "
      "h.rule_set_id = rule_weights.rule_set_id AND h.rule = rule_weights.rule ORDER BY h.id LIMIT 1) "
      "WHERE rule_set_id = ? AND rule IN (SELECT rule FROM rule_weight_history WHERE game_id = ? AND rule_set_id = ?)");
  undo.bind(1, game).bind(2, rule_set).bind(3, game).bind(4, rule_set).run();
  database.prepare("DELETE FROM rule_weight_history WHERE game_id = ?").bind(1, game).run();
  database.prepare("DELETE FROM moves WHERE game_id = ?").bind(1, game).run();
  database.prepare("DELETE FROM games WHERE id = ?").bind(1, game).run();
  transaction.commit();
}

}  // namespace newell::store
