#include "learning/transformation/evaluation_match.h"

#include "goals/game_factory.h"

#include <fmt/core.h>

#include <chrono>
#include <stdexcept>

namespace newell::learning::transformation {

void MatchScore::add(double game_score) {
  ++games;
  if (game_score > 0.75)
    ++wins;
  else if (game_score < 0.25)
    ++losses;
  else
    ++draws;
  sum_squares += game_score * game_score;
}

MatchScore play_match(const MatchSettings& settings, const std::function<void(const MatchScore&, double)>& progress) {
  const auto maker = goals::find_game(settings.game);
  if (maker == nullptr) throw std::runtime_error(fmt::format("unknown game '{}'", settings.game));
  MatchScore score;
  const auto started = std::chrono::steady_clock::now();
  for (int index = 0; index < settings.games; ++index) {
    auto game = maker("");
    auto ours = goals::Rules::load(settings.rules, game->registry());
    auto theirs = goals::Rules::load(settings.against, game->registry());
    const bool first = index % 2 == 0;
    const std::uint64_t seed = game_seed(settings.seed, static_cast<std::uint64_t>(index / 2));  // a pair of games per seed, colours swapped
    const SelfPlayGame played = first ? play_self_play_game(*game, *ours, *theirs, settings.play, seed, seed)
                                      : play_self_play_game(*game, *theirs, *ours, settings.play, seed, seed);
    score.add(first ? played.first_score : 1 - played.first_score);
    if (progress) progress(score, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  }
  return score;
}

}  // namespace newell::learning::transformation
