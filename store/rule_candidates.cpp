#include "store/rule_candidates.h"

#include "store/error.h"

namespace newell::store {

CandidateId add_rule_candidate(const Database& database, const RuleCandidate& candidate) {
  auto insert = database.prepare(
      "INSERT INTO rule_candidates(rule_set_id, parent_rule, candidate, status, evidence, experiment_id) "
      "VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, candidate.rule_set).bind(2, std::string_view(candidate.parent_rule));
  insert.bind(3, std::string_view(candidate.candidate)).bind(4, std::string_view(candidate.status));
  insert.bind(5, std::string_view(candidate.evidence));
  candidate.experiment ? insert.bind(6, *candidate.experiment) : insert.bind_null(6);
  insert.run();
  return database.last_insert_id();
}

void set_candidate_status(const Database& database, CandidateId id, std::string_view status, std::string_view evidence) {
  if (status != "proposed" && status != "admitted" && status != "rejected")
    throw StoreError("rule candidate status must be proposed, admitted or rejected, not '" + std::string(status) + "'");
  auto update = database.prepare("UPDATE rule_candidates SET status = ?, evidence = ? WHERE id = ?");
  update.bind(1, status).bind(2, evidence).bind(3, id).run();
  auto check = database.prepare("SELECT count(*) FROM rule_candidates WHERE id = ?");
  check.bind(1, id);
  check.step();
  if (check.column_integer(0) == 0) throw StoreError("no rule candidate with id " + std::to_string(id));
}

std::vector<RuleCandidate> rule_candidates(const Database& database, std::optional<ExperimentId> experiment) {
  auto select = database.prepare(
      "SELECT id, rule_set_id, parent_rule, candidate, status, evidence, experiment_id, created_at FROM rule_candidates "
      "WHERE ?1 IS NULL OR experiment_id = ?1 ORDER BY id");
  experiment ? select.bind(1, *experiment) : select.bind_null(1);
  std::vector<RuleCandidate> candidates;
  while (select.step()) {
    RuleCandidate candidate;
    select.read_columns(candidate.id, candidate.rule_set, candidate.parent_rule, candidate.candidate, candidate.status,
                        candidate.evidence, candidate.experiment, candidate.created_at);
    candidates.push_back(std::move(candidate));
  }
  return candidates;
}

}  // namespace newell::store
