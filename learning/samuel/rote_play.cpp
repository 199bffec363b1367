#include "learning/samuel/rote_play.h"

#include "checkers/search.h"
#include "game_descriptor/outcome.h"
#include "learning/samuel/rote_search.h"
#include "learning/samuel/side_difference.h"

namespace newell::learning::samuel {

std::string adjudicate(const checkers::Position& position) {
  using newell::Outcome;
  const auto credit = [&](checkers::Color color) {
    return 2 * checkers::count(position.men(color)) + 3 * checkers::count(position.kings_of(color));
  };
  const int black = credit(checkers::Color::black);
  const int white = credit(checkers::Color::white);
  return std::string(result_token(black > white ? Outcome::first_side_wins : white > black ? Outcome::second_side_wins : Outcome::draw));
}

RoteGameReport play_rote_game(RoteMemory& memory, const checkers::Position& start, const checkers::ScoringPolynomial& evaluation,
                              const RoteGameSettings& settings) {
  RoteGameReport report;
  report.game = checkers::Game(start);
  checkers::Game& game = report.game;
  checkers::TranspositionTable table(8);
  checkers::NodeCounter counter;
  // Samuel's terms as differences between the sides, as learning by generalization scores them.
  const SidesEvaluator sides(evaluation);
  const RoteEvaluator<SidesEvaluator> rote(memory, sides, report.statistics);
  while (game.outcome() == Outcome::ongoing && report.plies < settings.move_limit) {
    checkers::SearchLimits limits;
    limits.depth = settings.depth;
    counter.reset();
    limits.nodes = settings.nodes;
    const auto& keys = game.keys();
    const std::vector<checkers::Key> recent(keys.end() - (game.quiet_plies() + 1), keys.end());
    const checkers::Position root = game.position();
    const bool with_memory = settings.use_memory && (!settings.memory_side || *settings.memory_side == root.side_to_move);
    const checkers::SearchResult result = with_memory
                                              ? checkers::search(root, recent, rote, limits, counter, table)
                                              : checkers::search(root, recent, sides, limits, counter, table);
    if (!result.has_move) break;
    if (with_memory && settings.learn) {
      const RoteEntry entry = backed_up_entry(root, result, memory);
      memory.remember(root, entry.score, entry.ply);
    }
    game.play(result.best);
    ++report.plies;
    if (settings.use_memory && settings.learn && report.plies % settings.merge_interval == 0)
      report.forgotten += memory.age_and_forget();
  }
  report.outcome = game.outcome();
  if (report.outcome != Outcome::ongoing) {
    report.result = result_token(report.outcome);
    report.termination = checkers::describe_ending(game);
  } else {
    report.result = adjudicate(game.position());
    report.termination = "adjudicated by material at the move limit";
  }
  return report;
}

}  // namespace newell::learning::samuel
