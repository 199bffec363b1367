#pragma once
// The opponent's replies learned from games (issue 15, item 2): which kinds of move the opponent
// plays, fitted on the moves it played, so that the likelihood rule ranks its legal moves better.
//
// The calibration table (likelihood_learning.h) corrects the rules' likelihood through an
// increasing curve, so it never changes which replies the model ranks first. This does: the
// likelihood becomes a sum of readable terms, each a one-move definition of the rules language
// (`define reply_goal(M: move) := max G in goals(opponent): contributes(M, G) * activity(G).`,
// `reply_check`, `reply_crowns`, ...: a table per game, reply_model.cpp), weighted as a conditional
// logit fitted on the positions (P(move) proportional to exp(sum b_k f_k), the legal moves the
// choices; Newton's method with a small ridge), then written back as a linear likelihood rule that
// ranks the moves as the fit does:
//
//   likelihood M := 0.1 + 0.8 * (b . f(M) - lo) / (hi - lo)     (lo, hi: the fitted scores' range)
//
//   auto terms = reply_terms(game_kind);
//   auto rules = goals::Rules::from_text(name, with_reply_terms(text, terms), registry);
//   ... replay_opponent_moves(..., [&](engine, legal, played) { positions.push_back(reply_position(engine, terms, legal, played)); });
//   ReplyModel model = fit_reply_model(terms, positions);
//   std::string learned = with_learned_likelihood(with_reply_terms(text, terms), model, "how it was learned");

#include "goals/engine.h"

#include <span>
#include <string>
#include <vector>

namespace newell::learning::transformation {

// One term: a one-move definition, its name and its body (the text after `:=`, without the dot).
struct ReplyTerm {
  std::string name;
  std::string body;
  std::string why;  // a comment: what a player would say of it
};

// The terms of a game ("chess", "checkers"); throws std::invalid_argument for another.
std::vector<ReplyTerm> reply_terms(const std::string& game);

// The rule text with each term's definition added (those it does not define already), before its
// likelihood rule, so that an engine on it can evaluate them (GoalEngine::opponent_move_term).
std::string with_reply_terms(const std::string& rule_text, std::span<const ReplyTerm> terms);

// One position of the modelled side: each legal move's terms, and which was played.
struct ReplyPosition {
  std::vector<std::vector<double>> terms;  // [legal move][term]
  std::size_t played = 0;
};
// Throws std::runtime_error when the rules do not define a term.
ReplyPosition reply_position(goals::GoalEngine& engine, std::span<const ReplyTerm> terms,
                             const std::vector<goals::MoveId>& legal, goals::MoveId played);

struct ReplyModel {
  std::vector<ReplyTerm> terms;
  std::vector<double> weights;     // the conditional logit's b_k
  double low = 0, high = 1;        // the scores b . f mapped to 0.1 and 0.9
  std::size_t positions = 0;
  double log_likelihood = 0;       // of the fitted positions, per position
  // The likelihood rule's constant and each term's coefficient.
  double constant() const;
  double coefficient(std::size_t term) const;
  double score(std::span<const double> terms) const;
};

// `ridge`: the penalty ridge * |b|^2 / 2, which keeps a term that always or never marks the move
// played from running off to infinity.
ReplyModel fit_reply_model(std::span<const ReplyTerm> terms, std::span<const ReplyPosition> positions, double ridge = 1.0,
                           int iterations = 25);

// "likelihood M := 0.1 + 0.31 * reply_goal(M) - 0.05 * reply_exposed(M)."
std::string likelihood_rule(const ReplyModel& model);

// The rule text (with its terms defined) with its likelihood rule replaced by the model's, under a
// comment (`how`, one or more lines, each written as a comment) saying how it was learned; the
// replies' calibration lines (`// calibrate reply ...`, fitted on the old likelihood) are dropped.
// Throws std::runtime_error when the text has no likelihood rule.
std::string with_learned_likelihood(const std::string& rule_text, const ReplyModel& model, const std::string& how);

}  // namespace newell::learning::transformation
