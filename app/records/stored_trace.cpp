#include "app/records/stored_trace.h"

namespace newell::app::records {
namespace {

using nlohmann::json;

template <typename T>
void read(const json& object, const char* name, T& into) {
  if (!object.is_object()) return;
  const auto found = object.find(name);
  if (found == object.end() || found->is_null()) return;
  try {
    into = found->get<T>();
  } catch (const json::exception&) {
    // Another type than expected: keep the default.
  }
}

template <typename T>
void read_optional(const json& object, const char* name, std::optional<T>& into) {
  T value{};
  if (!object.is_object() || !object.contains(name) || object[name].is_null()) return;
  read(object, name, value);
  into = value;
}

// Each element of an array member through `read_one`; a missing or non-array member adds nothing.
template <typename T, typename ReadOne>
void read_each(const json& object, const char* name, std::vector<T>& into, ReadOne read_one) {
  if (!object.is_object()) return;
  const auto found = object.find(name);
  if (found == object.end() || !found->is_array()) return;
  for (const auto& element : *found) into.push_back(read_one(element));
}

goals::TraceSubgoalEdge read_edge(const json& object) {
  goals::TraceSubgoalEdge edge;
  read(object, "parent", edge.parent);
  read(object, "rule", edge.rule);
  read(object, "weight", edge.weight);
  return edge;
}

goals::TraceTactic read_tactic(const json& object) {
  goals::TraceTactic tactic;
  read(object, "first_move", tactic.first_move);
  read(object, "likelihood", tactic.likelihood);
  read(object, "nodes", tactic.nodes);
  read(object, "depth", tactic.depth);
  read(object, "adequate", tactic.adequate);
  read(object, "stopped", tactic.stopped);
  read(object, "line", tactic.line);
  return tactic;
}

goals::TraceGoal read_goal(const json& object) {
  goals::TraceGoal goal;
  read(object, "id", goal.id);
  read(object, "owner", goal.owner);
  read(object, "type", goal.type);
  read(object, "text", goal.text);
  read(object, "origin", goal.origin);
  read(object, "origin_rule", goal.origin_rule);
  read(object, "achieved", goal.achieved);
  read(object, "likelihood", goal.likelihood);
  read(object, "how", goal.how);
  read(object, "activity", goal.activity);
  read(object, "importance", goal.importance);
  read_each(object, "parents", goal.parents, read_edge);
  if (object.contains("tactic") && object["tactic"].is_object()) goal.tactic = read_tactic(object["tactic"]);
  return goal;
}

goals::TraceIteration read_iteration(const json& object) {
  goals::TraceIteration iteration;
  read(object, "number", iteration.number);
  read(object, "goals_searched", iteration.goals_searched);
  read(object, "subgoals_added", iteration.subgoals_added);
  read(object, "nodes_after", iteration.nodes_after);
  read(object, "best_move", iteration.best_move);
  read(object, "best_likelihood", iteration.best_likelihood);
  read(object, "aspiration", iteration.aspiration);
  read(object, "good_enough", iteration.good_enough);
  read(object, "decision", iteration.decision);
  return iteration;
}

goals::TraceAlternative read_alternative(const json& object) {
  goals::TraceAlternative alternative;
  read(object, "move", alternative.move);
  read(object, "value", alternative.value);
  read(object, "tactics_started", alternative.tactics_started);
  read_optional(object, "verified_score", alternative.verified_score);
  read(object, "rejected", alternative.rejected);
  read(object, "reason", alternative.reason);
  return alternative;
}

}  // namespace

std::optional<goals::Trace> read_stored_trace(const std::string& json_text) {
  const json object = json::parse(json_text, nullptr, false);
  if (!object.is_object()) return std::nullopt;
  goals::Trace trace;
  read(object, "game", trace.game);
  read(object, "position", trace.position);
  read(object, "side", trace.side);
  read(object, "rules", trace.rules);
  read(object, "node_budget", trace.node_budget);
  read(object, "nodes_used", trace.nodes_used);
  read(object, "seed", trace.seed);
  read(object, "aspirations", trace.aspirations);
  read_each(object, "goals", trace.goals, read_goal);
  if (object.contains("classification") && object["classification"].is_object()) {
    goals::TraceClassification classification;
    const json& from = object["classification"];
    read(from, "move", classification.move);
    read(from, "kind", classification.kind);
    read(from, "goal", classification.goal);
    read(from, "line", classification.line);
    trace.classification = classification;
  }
  read_each(object, "iterations", trace.iterations, read_iteration);
  read_each(object, "alternatives", trace.alternatives, read_alternative);
  read_optional(object, "baseline_score", trace.baseline_score);
  read(object, "verification_depth", trace.verification_depth);
  read(object, "move", trace.move);
  read(object, "source", trace.source);
  read(object, "summary", trace.summary);
  read(object, "runtime_errors", trace.runtime_errors);
  return trace;
}

}  // namespace newell::app::records
