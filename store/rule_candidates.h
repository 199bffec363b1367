#pragma once
// Candidate transformation rules that meta-rules proposed for a rule set, and what the self-play
// admission test made of them: admitted or rejected, with the evidence (JSON: games, score, seed,
// black marks) and the experiment that tested them.

#include "store/database.h"
#include "store/experiments.h"
#include "store/rule_weights.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace newell::store {

using CandidateId = std::int64_t;

struct RuleCandidate {
  CandidateId id = 0;          // set by add_rule_candidate
  RuleSetId rule_set = 0;
  std::string parent_rule;     // the rule it is a variant of ("def->blk")
  std::string candidate;       // the candidate's text, a `transform` statement
  std::string status = "proposed";  // "proposed", "admitted" or "rejected"
  std::string evidence = "{}";      // JSON
  std::optional<ExperimentId> experiment;
  std::string created_at;      // set by the database
};

CandidateId add_rule_candidate(const Database& database, const RuleCandidate& candidate);
// Throws StoreError for an unknown id or a status other than the three.
void set_candidate_status(const Database& database, CandidateId id, std::string_view status, std::string_view evidence);
// In the order they were added.
std::vector<RuleCandidate> rule_candidates(const Database& database, std::optional<ExperimentId> experiment = std::nullopt);

}  // namespace newell::store
