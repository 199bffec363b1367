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
  if (object.contains("parents") && object["parents"].is_array())
    for (const auto& edge : object["parents"]) {
      goals::TraceSubgoalEdge parent;
      read(edge, "parent", parent.parent);
      read(edge, "rule", parent.rule);
      read(edge, "weight", parent.weight);
      goal.parents.push_back(parent);
    }
  if (object.contains("tactic") && object["tactic"].is_object()) goal.tactic = read_tactic(object["tactic"]);
  return goal;
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
  if (object.contains("goals") && object["goals"].is_array())
    for (const auto& goal : object["goals"]) trace.goals.push_back(read_goal(goal));
  if (object.contains("classification") && object["classification"].is_object()) {
    goals::TraceClassification classification;
    const json& from = object["classification"];
    read(from, "move", classification.move);
    read(from, "kind", classification.kind);
    read(from, "goal", classification.goal);
    read(from, "line", classification.line);
    trace.classification = classification;
  }
  if (object.contains("iterations") && object["iterations"].is_array())
    for (const auto& from : object["iterations"]) {
      goals::TraceIteration iteration;
      read(from, "number", iteration.number);
      read(from, "goals_searched", iteration.goals_searched);
      read(from, "subgoals_added", iteration.subgoals_added);
      read(from, "nodes_after", iteration.nodes_after);
      read(from, "best_move", iteration.best_move);
      read(from, "best_likelihood", iteration.best_likelihood);
      read(from, "aspiration", iteration.aspiration);
      read(from, "good_enough", iteration.good_enough);
      read(from, "decision", iteration.decision);
      trace.iterations.push_back(iteration);
    }
  if (object.contains("alternatives") && object["alternatives"].is_array())
    for (const auto& from : object["alternatives"]) {
      goals::TraceAlternative alternative;
      read(from, "move", alternative.move);
      read(from, "value", alternative.value);
      read(from, "tactics_started", alternative.tactics_started);
      read_optional(from, "verified_score", alternative.verified_score);
      read(from, "rejected", alternative.rejected);
      read(from, "reason", alternative.reason);
      trace.alternatives.push_back(alternative);
    }
  read_optional(object, "baseline_score", trace.baseline_score);
  read(object, "verification_depth", trace.verification_depth);
  read(object, "move", trace.move);
  read(object, "source", trace.source);
  read(object, "summary", trace.summary);
  read(object, "runtime_errors", trace.runtime_errors);
  return trace;
}

}  // namespace newell::app::records
