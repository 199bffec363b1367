#include "store/credit_evidence.h"

namespace newell::store {

void write_credit_evidence(const Database& database, RuleSetId rule_set, const std::vector<CreditEvidence>& evidence) {
  auto insert = database.prepare(
      "INSERT INTO rule_credit_evidence(rule_set_id, rule, game_id, ply, goal, event, share, achieved) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  for (const auto& item : evidence) {
    insert.bind(1, rule_set).bind(2, std::string_view(item.rule));
    item.game ? insert.bind(3, *item.game) : insert.bind_null(3);
    insert.bind(4, static_cast<std::int64_t>(item.ply)).bind(5, std::string_view(item.goal)).bind(6, std::string_view(item.event));
    insert.bind(7, item.share).bind(8, static_cast<std::int64_t>(item.achieved ? 1 : 0)).run();
  }
}

std::vector<CreditEvidence> credit_evidence(const Database& database, RuleSetId rule_set, std::string_view rule) {
  auto select = database.prepare(
      "SELECT rule, game_id, ply, goal, event, share, achieved FROM rule_credit_evidence WHERE rule_set_id = ? AND (? = '' OR rule = ?) "
      "ORDER BY id");
  // An empty view may have no data, which SQLite would bind as NULL: bind a real string.
  const std::string wanted(rule);
  select.bind(1, rule_set).bind(2, std::string_view(wanted)).bind(3, std::string_view(wanted));
  std::vector<CreditEvidence> evidence;
  while (select.step()) {
    CreditEvidence item;
    std::int64_t ply = 0, achieved = 0;
    select.read_columns(item.rule, item.game, ply, item.goal, item.event, item.share, achieved);
    item.ply = static_cast<int>(ply);
    item.achieved = achieved != 0;
    evidence.push_back(std::move(item));
  }
  return evidence;
}

}  // namespace newell::store
