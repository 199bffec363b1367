#include "learning/samuel/generalization_game.h"

#include "checkers/movegen.h"
#include "checkers/search.h"
#include "game_descriptor/outcome.h"
#include "learning/samuel/rote_play.h"
#include "learning/samuel/side_difference.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <random>

namespace newell::learning::samuel {
namespace {

std::vector<checkers::Key> recent_keys(const checkers::Game& game) {
  const auto& keys = game.keys();
  return {keys.end() - (game.quiet_plies() + 1), keys.end()};
}

void play_random_opening(checkers::Game& game, int plies, std::uint64_t seed) {
  std::mt19937_64 generator(seed);
  for (int ply = 0; ply < plies && game.outcome() == Outcome::ongoing; ++ply) {
    const checkers::MoveList moves = game.legal_moves();
    std::uniform_int_distribution<int> pick(0, moves.size() - 1);
    game.play(moves[pick(generator)]);
  }
}

// A game scored for `scored_color`, its random opening played.
GeneralizationGameReport opened_game(checkers::Color scored_color, const GeneralizationSettings& settings, std::uint64_t seed) {
  GeneralizationGameReport report;
  report.alpha_color = scored_color;
  play_random_opening(report.game, settings.random_opening_plies, seed);
  return report;
}

// Whether the game goes on: not ended, and under the move limit.
bool goes_on(const checkers::Game& game, const GeneralizationSettings& settings) {
  return game.outcome() == Outcome::ongoing && static_cast<int>(game.moves().size()) < settings.move_limit;
}

// The side to move's search with `polynomial`, within the settings' depth and nodes.
checkers::SearchResult search_move(const checkers::Game& game, const checkers::ScoringPolynomial& polynomial,
                                   const GeneralizationSettings& settings, checkers::NodeCounter& counter,
                                   checkers::TranspositionTable& table) {
  checkers::SearchLimits limits;
  limits.depth = settings.depth;
  limits.nodes = settings.nodes;
  counter.reset();
  return checkers::search(game.position(), recent_keys(game), SidesEvaluator(polynomial), limits, counter, table);
}

void finish(GeneralizationGameReport& report, checkers::Color scored_color) {
  const Outcome outcome = report.game.outcome();
  if (outcome != Outcome::ongoing) {
    report.result = result_token(outcome);
    report.termination = checkers::describe_ending(report.game);
  } else {
    report.result = adjudicate(report.game.position());
    report.termination = "adjudicated by piece count at the move limit";
  }
  const int black = first_side_sign(stored_outcome(report.result));
  report.alpha_score = scored_color == checkers::Color::black ? black : -black;
}

// The game with Alpha learning after each of its moves, or (with `samples`) with Alpha frozen and
// each learning step kept as a sample.
GeneralizationGameReport play_learning_game(Alpha& alpha, const checkers::ScoringPolynomial& beta, checkers::Color alpha_color,
                                            const GeneralizationSettings& settings, std::uint64_t seed,
                                            std::vector<LearningSample>* samples) {
  GeneralizationGameReport report = opened_game(alpha_color, settings, seed);
  checkers::Game& game = report.game;
  checkers::TranspositionTable alpha_table(4), beta_table(4);
  checkers::NodeCounter counter;
  std::optional<Remembered> earlier;
  std::size_t span = 1;  // Alpha moves since the remembered position
  while (goes_on(game, settings)) {
    const checkers::Position root = game.position();
    const bool alpha_to_move = root.side_to_move == alpha_color;
    checkers::SearchResult result;
    if (alpha_to_move) {
      result = search_move(game, alpha.polynomial(), settings, counter, alpha_table);
      bool restart_span = !earlier;
      if (earlier) {
        const int material = jump_resolved_score(root, alpha.polynomial()).material;
        bool corrected = false;
        if (samples != nullptr) {
          samples->push_back({*earlier->position, result.score, material});
          corrected = std::abs(alpha.delta(*earlier, result.score)) >= alpha.minimum_delta();
        } else {
          const LearningStep step = alpha.learn(*earlier, result.score, material);
          corrected = step.corrected;
          report.replacements += step.replaced ? 1 : 0;
          // Scores stored under the old polynomial would mislead the next search.
          if (step.corrected || step.replaced) alpha_table.clear();
        }
        report.corrections += corrected ? 1 : 0;
        if (corrected) ++report.span_moves[std::min<std::size_t>(span, report.span_moves.size()) - 1];
        restart_span = corrected;
      }
      // Samuel's second series: "allow the span of remembered moves, over which delta is computed, to
      // increase until delta exceeded the arbitrary minimum value ... whenever delta does exceed the
      // minimum value the program must then recompute the initial scoring polynomial for the then
      // current board position and so restart the procedure with a span of a single remembered
      // move-pair." The initial score is recomputed with the polynomial as corrected (Instabilities).
      if (restart_span && result.has_move) {
        earlier = alpha.remember(root.after(result.best));
        span = 1;
      } else {
        ++span;
      }
    } else {
      result = search_move(game, beta, settings, counter, beta_table);
    }
    if (!result.has_move) break;
    game.play(result.best);
  }
  finish(report, alpha_color);
  return report;
}

}  // namespace

GeneralizationGameReport play_generalization_game(Alpha& alpha, const checkers::ScoringPolynomial& beta,
                                                  checkers::Color alpha_color, const GeneralizationSettings& settings,
                                                  std::uint64_t seed) {
  return play_learning_game(alpha, beta, alpha_color, settings, seed, nullptr);
}

GeneralizationGameReport play_frozen_generalization_game(const Alpha& alpha, const checkers::ScoringPolynomial& beta,
                                                         checkers::Color alpha_color, const GeneralizationSettings& settings,
                                                         std::uint64_t seed, std::vector<LearningSample>& samples) {
  Alpha frozen = alpha;  // never learns: only its const members are used with samples
  return play_learning_game(frozen, beta, alpha_color, settings, seed, &samples);
}

GeneralizationGameReport play_fixed_game(const checkers::ScoringPolynomial& first, const checkers::ScoringPolynomial& second,
                                         checkers::Color first_color, const GeneralizationSettings& settings, std::uint64_t seed) {
  GeneralizationGameReport report = opened_game(first_color, settings, seed);
  checkers::Game& game = report.game;
  checkers::TranspositionTable first_table(4), second_table(4);
  checkers::NodeCounter counter;
  while (goes_on(game, settings)) {
    const bool first_to_move = game.position().side_to_move == first_color;
    const checkers::SearchResult result = first_to_move ? search_move(game, first, settings, counter, first_table)
                                                        : search_move(game, second, settings, counter, second_table);
    if (!result.has_move) break;
    game.play(result.best);
  }
  finish(report, first_color);
  return report;
}

}  // namespace newell::learning::samuel
