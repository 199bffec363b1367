#include "learning/transformation/failure_proposals.h"

#include "learning/transformation/credit.h"
#include "learning/transformation/threat_target.h"
#include "learning/transformation/unforeseen_loss.h"
#include "store/game_records.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdint>
#include <map>
#include <regex>
#include <set>

namespace newell::learning::transformation {

namespace {

// What a failure took, as a meta-rule asks it: nothing at once, men, or men while a man of ours stood
// pinned to its king in the position of the decision that failed (chess: the pinned man could neither
// step out of an attack nor guard off its line).
enum class Taken : std::uint8_t { nothing, men, men_while_pinned };

// A meta-rule of experience: when a run recorded failures of one of `events` (for "uncovered threat":
// with a goal of `kept_by` naming the man taken; for the others: one that took what `taken` says),
// propose `statement`, which needs the goal types `needs` in the rule set and is new when the set has
// no line starting with `identity`.
struct ExperienceMetaRule {
  const char* game;
  const char* name;
  std::vector<std::string> events;
  const char* kept_by;
  Taken taken;
  const char* why;
  std::vector<std::string> needs;
  const char* identity;
  const char* statement;
};

const std::vector<ExperienceMetaRule>& experience_meta_rules() {
  static const std::vector<ExperienceMetaRule> rules{
      {"checkers", "hit_back", {"uncovered threat"}, "def", Taken::men,
       "a man in danger the rules for def could not keep is kept by jumping the piece that threatens it",
       {"def", "att"}, "transform for def(M) try att(R, A)",
       "transform for def(M) try att(R, A) where side_of(R) = opponent and side_of(A) = me\n"
       "  and (exists X in attackers(M): X = R) and (exists Y in attackers(R): Y = A) weight 0.5."},
      {"checkers", "fill_the_landing", {"uncovered threat"}, "def", Taken::men,
       "a jump needs the square behind the man empty: a man in danger is kept by filling that square",
       {"def", "ctl"}, "transform for def(M) try ctl(Q)",
       "transform for def(M) try ctl(Q) where side_of(man_at(Q)) != me and distance(square_of(M), Q) = 1\n"
       "  and (exists X in attackers(M): distance(square_of(X), Q) = 2) weight 0.5."},
      {"checkers", "fill_the_landing_at_once", {"uncovered threat"}, "def", Taken::men,
       "a jump needs the square behind the man empty: whenever a man of ours is threatened, hold that square (a seek net: "
       "adopted at once, not only when the net grows under def)",
       {"def", "ctl"}, "net seek_landing_square(",
       "net seek_landing_square(Q: square):\n"
       "  when side_of(man_at(Q)) != me and exists M in mine: threatened(M) and distance(square_of(M), Q) = 1\n"
       "    and (exists X in attackers(M): distance(square_of(X), Q) = 2) then adopt ctl(Q)."},
      {"checkers", "fill_the_landing_when_refuted", {"uncovered threat"}, "def", Taken::men,
       "a jump needs the square behind the man empty: when every move the goals offered was refuted and a man of ours "
       "is threatened, fill the square the jumper would land on (a second-look net: it asks `nothing_stands`, so it "
       "adopts its goal in the decisions that fell back, where a rule under def is never grown, and nowhere else)",
       {"def", "ctl"}, "net seek_landing_when_refuted(",
       "net seek_landing_when_refuted(Q: square):\n"
       "  when nothing_stands and side_of(man_at(Q)) != me and exists M in mine: threatened(M) and distance(square_of(M), Q) = 1\n"
       "    and (exists X in attackers(M): distance(square_of(X), Q) = 2) then adopt ctl(Q)."},
      {"checkers", "close_the_approach", {unforeseen_loss_event}, "", Taken::men,
       "an opponent goal won a man the decision did not see coming: an enemy piece two steps from a man of ours comes up "
       "beside it to jump it, so fill the square between them first",
       {"ctl"}, "net seek_closed_approach(",
       "net seek_closed_approach(Q: square):\n"
       "  when side_of(man_at(Q)) != me and exists M in mine: distance(square_of(M), Q) = 1\n"
       "    and (exists X in theirs: distance(square_of(X), Q) = 1 and distance(square_of(X), square_of(M)) = 2)\n"
       "    then adopt ctl(Q)."},
      {"checkers", "close_the_aimed_approach", {unforeseen_loss_event}, "", Taken::men,
       "an opponent goal won a man the decision did not see coming: for a man an opponent goal names, fill the square an "
       "enemy piece two steps away would come up to beside it",
       {"ctl"}, "net seek_aimed_approach(",
       "net seek_aimed_approach(Q: square):\n"
       "  when side_of(man_at(Q)) != me and exists M in mine: (exists G in goals(opponent): names(G, M))\n"
       "    and distance(square_of(M), Q) = 1\n"
       "    and (exists X in theirs: distance(square_of(X), Q) = 1 and distance(square_of(X), square_of(M)) = 2)\n"
       "    then adopt ctl(Q)."},
      {"chess", "guard_the_aimed_at", {unforeseen_loss_event}, "", Taken::men,
       "an opponent goal won material the decision did not see coming: a man an opponent goal names is guarded at least "
       "as often as it is attacked before the blow falls",
       {"ctl"}, "net seek_guard_aimed(",
       "net seek_guard_aimed(M: man):\n"
       "  when side_of(M) = me and not is_king(M) and exists G in goals(opponent): names(G, M)\n"
       "    and attack_count(me, square_of(M)) <= attack_count(opponent, square_of(M)) then adopt ctl(square_of(M))."},
      {"chess", "win_the_attacker", {"uncovered threat"}, "def", Taken::men,
       "a man in danger the rules for def could not keep is kept by winning the man that attacks it with another",
       {"def", "att"}, "transform for def(M) try att(X, A)",
       "transform for def(M) try att(X, A) where side_of(X) = opponent and attacks(X, M) and side_of(A) = me\n"
       "  and A != M and attacks(A, X) weight 0.5."},
      {"chess", "counter_the_attacker", {"uncovered threat"}, "def", Taken::men,
       "a man in danger the goals could not keep is kept by attacking its attacker with a man it is worth hitting with "
       "(a second-look net: it asks `nothing_stands`, so it adopts its goal in the decisions that fell back, where a rule "
       "under def is never grown, and nowhere else)",
       {"def", "att"}, "net seek_counter_attacker(",
       "net seek_counter_attacker(X: man):\n"
       "  when nothing_stands and side_of(X) = opponent and not is_king(X)\n"
       "    and (exists M in mine: not is_king(M) and wins_exchange(X, M))\n"
       "    and exists A in mine: not is_king(A) and (value(X) > value(A) or not defended(X))\n"
       "    and exists V in moves_of(A): attacks_after(V, X) then adopt att(X, A)."},
      {"chess", "keep_the_attacked", {"threat no goal named"}, "", Taken::men,
       "the threat took a man no goal named: a man attacked by a cheaper one, or attacked and undefended, must be kept",
       {"def"}, "net seek_attacked_defence(",
       "net seek_attacked_defence(M: man):\n"
       "  when side_of(M) = me and not is_king(M) and exists X in theirs: attacks(X, M)\n"
       "    and (value(X) < value(M) or not defended(M)) then adopt def(M)."},
      {"chess", "guard_the_attacked", {"threat no goal named"}, "", Taken::men,
       "the threat took a man no goal named: a man attacked as often as it is guarded is one exchange from being lost, so "
       "guard its square more than the enemy attacks it",
       {"ctl"}, "net seek_guard_attacked(",
       "net seek_guard_attacked(M: man):\n"
       "  when side_of(M) = me and not is_king(M) and attacked(M)\n"
       "    and attack_count(me, square_of(M)) <= attack_count(opponent, square_of(M)) then adopt ctl(square_of(M))."},
      {"chess", "keep_the_pinned", {uncovered_no_goal_event, unforeseen_loss_event}, "", Taken::men_while_pinned,
       "the opponent took a man of ours, unforeseen or with no goal of ours naming it, while a man of ours stood pinned to "
       "its king: a pinned man can neither step out of an attack nor guard a square off its line, so a pinned man is "
       "kept (guarded, its attacker driven off or won, the pin broken) before the blow falls",
       {"def"}, "net seek_pinned_defence(",
       "net seek_pinned_defence(M: man):\n"
       "  when side_of(M) = me and pinned(M) then adopt def(M)."},
  };
  return rules;
}

bool has_goal_type(const std::string& rules_text, const std::string& type) {
  return rules_text.find("goal " + type + "(") != std::string::npos;
}

bool has_statement(const std::string& rules_text, const std::string& identity) {
  std::size_t at = 0;
  while ((at = rules_text.find(identity, at)) != std::string::npos) {
    if (at == 0 || rules_text[at - 1] == '\n') return true;
    ++at;
  }
  return false;
}

std::string game_text(const std::optional<store::GameId>& game) { return game ? fmt::format("game {}", *game) : "a game"; }

// The position a failure's evidence ends with ("... in FEN"), if it does.
std::string_view evidence_position(std::string_view what) {
  const auto at = what.rfind(" in ");
  return at == std::string_view::npos ? std::string_view{} : what.substr(at + 4);
}

bool answers(const std::string& game, const ExperienceMetaRule& meta, const RecordedFailure& failure) {
  if (std::find(meta.events.begin(), meta.events.end(), failure.event) == meta.events.end()) return false;
  if (failure.event == "uncovered threat")
    return std::find(failure.kept_by.begin(), failure.kept_by.end(), meta.kept_by) != failure.kept_by.end();
  switch (meta.taken) {
    case Taken::nothing: return !failure.takes_men;
    case Taken::men: return failure.takes_men;
    case Taken::men_while_pinned:
      return failure.takes_men && side_to_move_has_pinned_man(game, evidence_position(failure.what));
  }
  return false;
}

// Our decision `plies` (even) before the failure's, as a position to replay; none before the game's start.
std::optional<FailurePosition> earlier_decision(const RecordedFailure& failure, int plies) {
  if (!failure.position || static_cast<int>(failure.position->moves.size()) < plies) return std::nullopt;
  FailurePosition earlier = *failure.position;
  earlier.moves.resize(earlier.moves.size() - static_cast<std::size_t>(plies));
  earlier.label = fmt::format("{}, ply {}", game_text(failure.game), failure.decision_ply - plies);
  return earlier;
}

// "threat no goal named", or "threat no goal named, opponent won material unforeseen": the events of
// the failures a proposal answers.
std::string answered_events(const std::vector<const RecordedFailure*>& answered) {
  std::vector<std::string> events;
  for (const auto* failure : answered)
    if (std::find(events.begin(), events.end(), failure->event) == events.end()) events.push_back(failure->event);
  return fmt::format("{}", fmt::join(events, ", "));
}


}  // namespace

std::vector<RecordedFailure> recorded_failures(const std::vector<store::CreditEvidence>& evidence) {
  std::vector<RecordedFailure> failures;
  std::set<std::tuple<std::optional<store::GameId>, int, std::string>> seen;
  static const std::regex kept_by_goal{R"(([a-z_][a-z0-9_]*)\()"};
  for (const auto& item : evidence) {
    if (item.event != "uncovered threat" && item.event != uncovered_no_goal_event && item.event != unforeseen_loss_event &&
        item.event != reached_at_a_cost_event)
      continue;
    if (!seen.insert({item.game, item.ply, item.goal}).second) continue;
    RecordedFailure failure{item.event, item.game, item.ply, item.goal, {}, item.goal.find("takes the man on") != std::string::npos,
                            item.event == unforeseen_loss_event ? item.ply - 1 : item.ply, std::nullopt};
    if (const auto kept = item.goal.find("kept by "); kept != std::string::npos) {
      const std::string goals = item.goal.substr(kept + 8);
      // Each goal's type: a name before "(" at the start or after "; ".
      for (auto match = std::sregex_iterator(goals.begin(), goals.end(), kept_by_goal); match != std::sregex_iterator(); ++match) {
        const auto at = static_cast<std::size_t>(match->position(0));
        if (at == 0 || goals.compare(at >= 2 ? at - 2 : 0, 2, "; ") == 0) failure.kept_by.push_back((*match)[1]);
      }
    }
    failures.push_back(std::move(failure));
  }
  return failures;
}

void add_failure_positions(const store::Database& database, std::vector<RecordedFailure>& failures) {
  std::map<store::GameId, std::optional<store::GameRecord>> games;
  for (auto& failure : failures) {
    if (!failure.game) continue;
    auto [at, added] = games.try_emplace(*failure.game);
    if (added) at->second = store::load_game(database, *failure.game);
    if (!at->second) continue;
    FailurePosition position;
    position.start = at->second->start_position;
    for (const auto& move : at->second->moves)
      if (move.ply < failure.decision_ply) position.moves.push_back(move.notation);
    position.label = fmt::format("game {}, ply {}", *failure.game, failure.decision_ply);
    failure.position = std::move(position);
  }
}

std::vector<Variant> propose_from_failures(const std::string& game, const std::string& rules_text,
                                           const std::vector<RecordedFailure>& failures, int min_failures) {
  std::vector<Variant> proposals;
  for (const auto& meta : experience_meta_rules()) {
    if (meta.game != game) continue;
    std::vector<const RecordedFailure*> answered;
    for (const auto& failure : failures)
      if (answers(game, meta, failure)) answered.push_back(&failure);
    if (answered.empty() || static_cast<int>(answered.size()) < min_failures) continue;
    if (!std::all_of(meta.needs.begin(), meta.needs.end(), [&](const std::string& type) { return has_goal_type(rules_text, type); }))
      continue;
    if (has_statement(rules_text, meta.identity)) continue;
    const RecordedFailure& first = *answered.front();
    Variant variant;
    variant.meta_rule = meta.name;
    variant.parent_rule = "";
    variant.statement = meta.statement;
    variant.origin = fmt::format("{}.\nProposed from {} recorded failure{} ({}), the first {}, ply {}: {}", meta.why,
                                 answered.size(), answered.size() == 1 ? "" : "s", answered_events(answered), game_text(first.game),
                                 first.ply, first.what);
    for (const auto* failure : answered) {
      if (!failure->position) continue;
      variant.failures.push_back(*failure->position);
      // A pin stands a while before the blow falls: a rule that keeps the pinned man acts in the
      // decisions before the failure, while it stood pinned, so those are replayed too.
      if (meta.taken == Taken::men_while_pinned)
        for (const int plies : {2, 4})
          if (auto earlier = earlier_decision(*failure, plies)) variant.failures.push_back(std::move(*earlier));
    }
    proposals.push_back(std::move(variant));
  }
  return proposals;
}

}  // namespace newell::learning::transformation
