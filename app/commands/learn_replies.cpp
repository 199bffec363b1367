// `newell learn replies --game G --rules FILE --train GAMES.pdn --test OTHER.pdn -o LEARNED.nwl`:
// learns the opponent's replies from the games of one file (learning/transformation/reply_model.h:
// the likelihood rule rewritten as weighted kinds of move, fitted on the moves played) and reports
// the opponent model's top-3 accuracy on the games of another (or the same file's later games)
// before learning (the rule file's own likelihood), after (the learned likelihood) and for a
// uniform model, as bench/goal_engine/opponent_model.cpp counts it (ties shared fairly, positions
// with more than three legal moves). Stores nothing.

#include "app/commands/learn_replies.h"

#include "app/command_registry.h"
#include "app/records/movetext.h"
#include "game_descriptor/game_descriptor.h"
#include "goals/game_factory.h"
#include "goals/rules.h"
#include "interpreter/rule_set_text.h"
#include "learning/transformation/opponent_replay.h"
#include "learning/transformation/reply_model.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <sstream>
#include <string>

namespace newell::app {
namespace {

using namespace learning::transformation;

struct LearnRepliesRequest {
  std::string game = "chess", rules, train, test, output;
  int train_games = 150, train_skip = 0, test_games = 150, test_skip = 0;
  std::uint64_t nodes = 300;
  std::string side = "first";
};

[[noreturn]] void fail_replies(const std::string& message, int code = 1) { fail_command("learn replies", message, code); }

std::string read_text(const std::string& path) {
  std::ifstream file(path);
  if (!file) fail_replies(fmt::format("cannot read {}", path));
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

struct PlayedGame {
  std::string start;  // the FEN tag's position; "" = the initial one
  std::vector<std::string> moves;
};

// The games of a PGN / PDN file, skipped and counted as asked; a game the reader refuses is left
// out (its moves up to the first one that does not parse or is not legal are used by the replay).
std::vector<PlayedGame> games_of(const LearnRepliesRequest& request, const std::string& path, int skip, int count) {
  const auto dialect = game_named(request.game).notation == GameNotation::pgn ? records::Dialect::pgn : records::Dialect::pdn;
  const auto collection = records::read_collection(read_text(path), dialect);
  if (static_cast<std::size_t>(skip) >= collection.games.size())
    fail_replies(fmt::format("{} holds {} games: none left after skipping {}", path, collection.games.size(), skip));
  std::vector<PlayedGame> games;
  for (std::size_t index = static_cast<std::size_t>(skip);
       index < collection.games.size() && games.size() < static_cast<std::size_t>(count); ++index) {
    const auto& read = collection.games[index];
    PlayedGame game{read.tag("FEN"), {}};
    for (const auto& move : read.moves) game.moves.push_back(move.text);
    games.push_back(std::move(game));
  }
  return games;
}

// Replays each game with an engine on `rule_text` modelling `modelled`, calling `visit` at its moves.
void replay_games(const LearnRepliesRequest& request, const std::vector<PlayedGame>& games, const std::string& rule_text,
                  const OpponentPositionVisit& visit) {
  const auto make = goals::find_game(request.game);
  const goals::Side machine = request.side == "first" ? 1 : 0;
  for (const auto& played : games) {
    auto game = make(played.start);
    auto rules = goals::Rules::from_text(request.rules, rule_text, game->registry());
    replay_opponent_moves(*game, *rules, played.moves, machine, request.nodes, visit);
  }
}

struct TopThree {
  double hits = 0, uniform = 0;
  int positions = 0;
  double rate() const { return positions ? hits / positions : 0; }
  double error() const { return positions ? 1.96 * std::sqrt(rate() * (1 - rate()) / positions) : 0; }
};

TopThree top_three(const LearnRepliesRequest& request, const std::vector<PlayedGame>& games, const std::string& rule_text) {
  TopThree tally;
  replay_games(request, games, rule_text, [&](goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId played) {
    if (legal.size() <= 3) return;
    const auto at = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), played) - legal.begin());
    tally.hits += top_three_hit(likelihoods_of(engine, legal), at);
    tally.uniform += uniform_top_three(legal.size());
    ++tally.positions;
  });
  return tally;
}

void learn_replies(const LearnRepliesRequest& request) {
  if (!goals::find_game(request.game)) fail_replies(fmt::format("no goal-engine adapter for '{}'", request.game));
  const std::string rules_file =
      request.rules.empty() ? fmt::format("rules/{}/newell.nwl", request.game) : request.rules;
  // The set with what it includes written out: the learned likelihood is written into that text.
  std::string original;
  try {
    original = interpreter::rule_set_text(rules_file);
  } catch (const std::runtime_error& error) {
    fail_replies(error.what());
  }
  const auto terms = reply_terms(request.game);
  const std::string with_terms = with_reply_terms(original, terms);
  const auto train = games_of(request, request.train, request.train_skip, request.train_games);
  std::vector<ReplyPosition> positions;
  replay_games(request, train, with_terms, [&](goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId played) {
    if (legal.size() > 1) positions.push_back(reply_position(engine, terms, legal, played));
  });
  const auto model = fit_reply_model(terms, positions);
  const std::string how = fmt::format(
      "The opponent's replies learned by `newell learn replies --game {} --rules {} --train {} --train-skip {} --train-games {} "
      "--nodes {} --side {}`:\n{} games, {} positions of the {} side; the terms' weights (conditional logit, log likelihood {:.3f} "
      "a position) scaled so the likelihood runs 0.1 to 0.9 over the moves' scores.",
      request.game, rules_file, request.train, request.train_skip, train.size(), request.nodes, request.side, train.size(),
      positions.size(), request.side, model.log_likelihood);
  const std::string learned = with_learned_likelihood(with_terms, model, how);
  fmt::print("learned from {} games of {} ({} positions of the {} side), log likelihood {:.3f} a position:\n", train.size(),
             request.train, positions.size(), request.side, model.log_likelihood);
  for (std::size_t k = 0; k < terms.size(); ++k)
    fmt::print("  {:<16} {:+.3f}   ({})\n", terms[k].name, model.weights[k], terms[k].why);
  fmt::print("{}\n", likelihood_rule(model));
  if (!request.output.empty()) {
    std::ofstream out(request.output);
    if (!(out << learned)) fail_replies(fmt::format("cannot write {}", request.output));
    fmt::print("wrote {}\n", request.output);
  }
  if (request.test.empty()) return;
  const auto test = games_of(request, request.test, request.test_skip, request.test_games);
  const auto before = top_three(request, test, original);
  const auto after = top_three(request, test, learned);
  fmt::print("top 3 on {} games of {} (games {} to {}), {} positions of the {} side with more than three moves:\n", test.size(),
             request.test, request.test_skip + 1, request.test_skip + static_cast<int>(test.size()), before.positions, request.side);
  fmt::print("  before learning ({})   {:.1f}% +- {:.1f}\n", rules_file, 100 * before.rate(), 100 * before.error());
  fmt::print("  after learning                {:.1f}% +- {:.1f}\n", 100 * after.rate(), 100 * after.error());
  fmt::print("  uniform (3 / legal moves)     {:.1f}%\n", 100 * before.uniform / std::max(1, before.positions));
}

}  // namespace

void add_learn_replies(CLI::App& learn) {
  auto request = std::make_shared<LearnRepliesRequest>();
  auto* command = learn.add_subcommand(
      "replies", "Learn the opponent's replies from games (the likelihood rule as weighted kinds of move) and report the opponent "
                 "model's top-3 accuracy on other games before and after, next to a uniform model");
  command->add_option("--game", request->game, "chess or checkers")->check(CLI::IsMember({"chess", "checkers"}))->capture_default_str();
  command->add_option("--rules", request->rules, "The rule file (default rules/<game>/newell.nwl)");
  command->add_option("--train", request->train, "Games to learn from: PGN (chess) or PDN (checkers)")->required()->check(CLI::ExistingFile);
  command->add_option("--train-games", request->train_games, "How many of them")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--train-skip", request->train_skip, "Skip this many first")->check(CLI::Range(0, 1000000))->capture_default_str();
  command->add_option("--test", request->test, "Games to measure the top-3 accuracy on (not learned from)")->check(CLI::ExistingFile);
  command->add_option("--test-games", request->test_games, "How many of them")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--test-skip", request->test_skip, "Skip this many first (the same file as --train: skip the games learned from)")
      ->check(CLI::Range(0, 1000000))
      ->capture_default_str();
  command->add_option("--nodes", request->nodes, "Nodes a decision of the engine playing along")->capture_default_str();
  command->add_option("--side", request->side, "The side modelled: first (to move) or second")
      ->check(CLI::IsMember({"first", "second"}))
      ->capture_default_str();
  command->add_option("-o,--output", request->output, "Write the rule file with the learned likelihood here");
  command->callback(reporting_failures("learn replies", [request] { learn_replies(*request); }));
}

}  // namespace newell::app
