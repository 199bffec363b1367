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

// A member that may be absent: set only when the JSON has it (null counts as absent).
template <typename T>
void read(const json& object, const char* name, std::optional<T>& into) {
  T value{};
  if (!object.is_object() || !object.contains(name) || object[name].is_null()) return;
  read(object, name, value);
  into = value;
}

// One member of a trace's struct and its name in the JSON.
template <typename Struct, typename Member>
struct Field {
  const char* name;
  Member Struct::*member;
};

template <typename Struct, typename Member>
Field<Struct, Member> field(const char* name, Member Struct::*member) {
  return {name, member};
}

// A struct from the members named, each read as `read` reads it; the others keep their defaults.
template <typename Struct, typename... Members>
Struct read_fields(const json& object, Field<Struct, Members>... fields) {
  Struct value{};
  (read(object, fields.name, value.*(fields.member)), ...);
  return value;
}

// Each element of an array member through `read_one`; a missing or non-array member adds nothing.
template <typename T, typename ReadOne>
void read_each(const json& object, const char* name, std::vector<T>& into, ReadOne read_one) {
  if (!object.is_object()) return;
  const auto found = object.find(name);
  if (found == object.end() || !found->is_array()) return;
  for (const auto& element : *found) into.push_back(read_one(element));
}

// The member `name` when it is a JSON object, else nullptr.
const json* member_object(const json& object, const char* name) {
  const auto found = object.find(name);
  return found != object.end() && found->is_object() ? &*found : nullptr;
}

goals::TraceSubgoalEdge read_edge(const json& object) {
  using Edge = goals::TraceSubgoalEdge;
  return read_fields<Edge>(object, field("parent", &Edge::parent), field("rule", &Edge::rule), field("weight", &Edge::weight));
}

goals::TraceTactic read_tactic(const json& object) {
  using Tactic = goals::TraceTactic;
  return read_fields<Tactic>(object, field("first_move", &Tactic::first_move), field("likelihood", &Tactic::likelihood),
                             field("nodes", &Tactic::nodes), field("depth", &Tactic::depth),
                             field("adequate", &Tactic::adequate), field("stopped", &Tactic::stopped), field("line", &Tactic::line));
}

goals::TraceGoal read_goal(const json& object) {
  using Goal = goals::TraceGoal;
  Goal goal = read_fields<Goal>(
      object, field("id", &Goal::id), field("owner", &Goal::owner), field("type", &Goal::type), field("text", &Goal::text),
      field("arguments", &Goal::arguments), field("origin", &Goal::origin), field("origin_rule", &Goal::origin_rule),
      field("achieved", &Goal::achieved),
      field("likelihood", &Goal::likelihood), field("how", &Goal::how), field("activity", &Goal::activity),
      field("importance", &Goal::importance));
  read_each(object, "parents", goal.parents, read_edge);
  if (const json* tactic = member_object(object, "tactic")) goal.tactic = read_tactic(*tactic);
  return goal;
}

goals::TraceIteration read_iteration(const json& object) {
  using Iteration = goals::TraceIteration;
  return read_fields<Iteration>(
      object, field("number", &Iteration::number), field("goals_searched", &Iteration::goals_searched),
      field("subgoals_added", &Iteration::subgoals_added), field("nodes_after", &Iteration::nodes_after),
      field("best_move", &Iteration::best_move), field("best_likelihood", &Iteration::best_likelihood),
      field("aspiration", &Iteration::aspiration), field("good_enough", &Iteration::good_enough),
      field("decision", &Iteration::decision));
}

goals::TraceAlternative read_alternative(const json& object) {
  using Alternative = goals::TraceAlternative;
  return read_fields<Alternative>(object, field("move", &Alternative::move), field("value", &Alternative::value),
                                  field("goal", &Alternative::goal), field("likelihood", &Alternative::likelihood),
                                  field("tactics_started", &Alternative::tactics_started),
                                  field("verified_score", &Alternative::verified_score),
                                  field("score_text", &Alternative::score_text), field("reply", &Alternative::reply),
                                  field("checked_depth", &Alternative::checked_depth),
                                  field("verdict", &Alternative::verdict),
                                  field("rejected", &Alternative::rejected), field("reason", &Alternative::reason));
}

}  // namespace

std::optional<goals::Trace> read_stored_trace(const std::string& json_text) {
  const json object = json::parse(json_text, nullptr, false);
  if (!object.is_object()) return std::nullopt;
  using Trace = goals::Trace;
  Trace trace = read_fields<Trace>(
      object, field("game", &Trace::game), field("position", &Trace::position), field("side", &Trace::side),
      field("rules", &Trace::rules), field("node_budget", &Trace::node_budget), field("nodes_used", &Trace::nodes_used),
      field("seed", &Trace::seed), field("aspirations", &Trace::aspirations), field("baseline_score", &Trace::baseline_score),
      field("baseline_text", &Trace::baseline_text), field("standing_still_score", &Trace::standing_still_score),
      field("threat", &Trace::threat),
      field("verification_depth", &Trace::verification_depth), field("plan", &Trace::plan), field("move", &Trace::move),
      field("source", &Trace::source), field("summary", &Trace::summary), field("runtime_errors", &Trace::runtime_errors));
  read_each(object, "goals", trace.goals, read_goal);
  if (const json* from = member_object(object, "classification")) {
    using Classification = goals::TraceClassification;
    trace.classification = read_fields<Classification>(*from, field("move", &Classification::move),
                                                       field("kind", &Classification::kind),
                                                       field("goal", &Classification::goal), field("line", &Classification::line));
  }
  read_each(object, "iterations", trace.iterations, read_iteration);
  read_each(object, "alternatives", trace.alternatives, read_alternative);
  read_each(object, "outcomes", trace.outcomes, [](const json& entry) {
    using Outcome = goals::TraceOutcome;
    return read_fields<Outcome>(entry, field("goal", &Outcome::goal), field("kind", &Outcome::kind),
                                field("likelihood", &Outcome::likelihood), field("achieved", &Outcome::achieved),
                                field("moves", &Outcome::moves));
  });
  return trace;
}

}  // namespace newell::app::records
