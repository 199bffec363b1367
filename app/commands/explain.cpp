// `newell explain [--game chess|checkers|numbers] [--fen F] [--moves "..."] [--rules FILE] [--nodes N]
// [--movetime MS] [--seed S] [--why-not MOVE] [--json|--dot]`, `newell explain GAME --ply N` (a stored
// game) and `newell explain --pgn FILE --ply N`: the goal engine decides one move and prints its
// trace: the goal net of both sides with each goal's likelihood, the tactics searched, the
// classification of the opponent's last move, the cycle's aspiration decisions and a plain-English
// summary; with --why-not, what became of another move.

#include "app/command_registry.h"
#include "app/commands/explain_why_not.h"
#include "app/common/database_option.h"
#include "app/common/game_ending.h"
#include "app/common/seed_option.h"
#include "app/records/game_files.h"
#include "app/records/game_lookup.h"
#include "game_descriptor/game_descriptor.h"
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "goals/game_factory.h"
#include "goals/rule_files.h"
#include "goals/trace_words.h"
#include "store/database.h"

#include <fmt/core.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

namespace newell::app {
namespace {

struct ExplainRequest {
  std::string game{describe(GameKind::chess).name};
  std::optional<std::string> fen;  // none: the initial position; given, it must say a position
  std::string moves;
  std::string rules;
  std::uint64_t nodes = 2000;
  std::optional<int> movetime_ms;
  std::uint64_t seed = 1955;
  std::string stored_game;          // GAME: a stored game's number, or last
  std::string pgn_file;             // --pgn FILE: the file's first game
  std::optional<int> ply;           // with GAME or --pgn: the ply to decide
  std::string database_file;
  std::string why_not;
  bool json = false;
  bool dot = false;
};

[[noreturn]] void refuse(const std::string& message, int exit_code = 1) { fail_command("explain", message, exit_code); }

// The game (a stored one, or the first of a PGN/PDN file) whose ply the request asks about.
store::GameRecord asked_game(const ExplainRequest& request) {
  if (!request.stored_game.empty()) {
    try {
      const auto database = store::Database::open(request.database_file, store::Access::read);
      return records::find_game(database, request.stored_game);
    } catch (const std::exception& error) {
      refuse(error.what());
    }
  }
  std::ifstream file(request.pgn_file, std::ios::binary);
  if (!file) refuse(fmt::format("cannot read '{}'", request.pgn_file));
  const std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  const bool checkers_file = request.pgn_file.ends_with(".pdn") || request.pgn_file.ends_with(".PDN");
  const GameDescriptor& kind = describe(checkers_file ? GameKind::checkers : GameKind::chess);
  const auto collection = records::read_collection(text, checkers_file ? records::Dialect::pdn : records::Dialect::pgn);
  if (!collection.errors.empty()) refuse(collection.errors.front().to_string(request.pgn_file));
  if (collection.games.empty()) refuse(fmt::format("'{}' holds no game", request.pgn_file));
  try {
    return records::game_record(collection.games.front(), kind, request.pgn_file);
  } catch (const records::GameRefused& refused) {
    refuse(refused.error.to_string(request.pgn_file));
  }
}

// Where the decision is asked: the game's name, the start position and the moves before it. For a
// stored or read game, also the move played at that ply (empty when the ply is the next one).
struct Question {
  std::string game;
  std::optional<std::string> fen;
  std::vector<std::string> moves;
  std::string played;
};

Question question_of(const ExplainRequest& request) {
  Question question{request.game, request.fen, {}, {}};
  if (request.stored_game.empty() && request.pgn_file.empty()) {
    if (request.ply) refuse("--ply needs a game: a stored one (explain GAME --ply N) or a file (--pgn FILE --ply N)", 2);
    std::istringstream moves(request.moves);
    for (std::string text; moves >> text;) question.moves.push_back(text);
    return question;
  }
  if (!request.ply) refuse("a game to explain needs --ply N: the ply whose decision to show", 2);
  if (request.fen || !request.moves.empty()) refuse("--fen and --moves are for a position, not a game's ply", 2);
  const store::GameRecord game = asked_game(request);
  const auto plies = static_cast<int>(game.moves.size());
  if (*request.ply > plies + 1)
    refuse(fmt::format("the game has {} plies: --ply goes from 1 to {}", plies, plies + 1), 2);
  question.game = game.kind;
  question.fen = game.start_position;
  for (int ply = 1; ply < *request.ply; ++ply) question.moves.push_back(game.moves[static_cast<std::size_t>(ply - 1)].notation);
  if (*request.ply <= plies) question.played = game.moves[static_cast<std::size_t>(*request.ply - 1)].notation;
  return question;
}

void run_explain(const ExplainRequest& request) {
  games::link_chess_game();
  games::link_checkers_game();
  const Question question = question_of(request);
  const auto maker = goals::find_game(question.game);
  if (maker == nullptr) {
    std::string known;
    for (const auto& name : goals::known_games()) known += (known.empty() ? "" : ", ") + name;
    refuse(fmt::format("unknown game '{}' (known: {})", question.game, known), 2);
  }
  if (question.fen && question.fen->find_first_not_of(" \t") == std::string::npos)
    refuse("bad --fen: it is empty (leave --fen out for the initial position)");
  std::unique_ptr<goals::Game> game;
  try {
    game = maker(question.fen.value_or(""));
  } catch (const std::exception& error) {
    refuse(fmt::format("bad --fen: {}", error.what()));
  }
  std::unique_ptr<goals::Rules> rules;
  try {
    const auto path = request.rules.empty() ? goals::default_rule_file(question.game) : std::filesystem::path(request.rules);
    rules = goals::Rules::load(path, game->registry());
  } catch (const std::exception& error) {
    refuse(error.what());
  }
  goals::GoalEngine engine(*game, *rules, request.seed);
  // The moves before the decision: the engine plays the side to move at the end, and observes
  // (classifies) every move of the other side on the way.
  const auto& texts = question.moves;
  const goals::Side machine = (game->side_to_move() + static_cast<int>(texts.size() % 2)) % 2;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const auto move = game->parse_move(texts[i]);
    if (!move) refuse(fmt::format("--moves: move {} '{}' is not legal in {}", i + 1, texts[i], game->position_text()));
    if (game->side_to_move() != machine) engine.observe_opponent_move(*move);
    game->make(*move);
  }
  std::optional<goals::MoveId> why_not;
  if (!request.why_not.empty()) {
    why_not = game->parse_move(request.why_not);
    if (!why_not) refuse(fmt::format("--why-not: '{}' is not a legal move in {}", request.why_not, game->position_text()));
  }
  goals::Budget budget{.nodes = request.nodes};
  if (request.movetime_ms) budget.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(*request.movetime_ms);
  goals::Decision decision = engine.choose_move(budget);
  // A finished game is named as players name it, not as a missing move.
  if (decision.trace.move.empty())
    if (const std::string ending = ending_text(*game); !ending.empty()) decision.trace.summary = ending;
  if (request.json) std::cout << goals::to_json(decision.trace).dump(2) << '\n';
  else if (request.dot) std::cout << goals::to_dot(decision.trace);
  else std::cout << goals::to_text(decision.trace);
  if (!question.played.empty() && !request.json && !request.dot)
    std::cout << fmt::format("in the game, ply {} was {}\n", *request.ply, question.played);
  if (why_not) std::cout << why_not_text(*game, decision.trace, *why_not, request.nodes) << '\n';
}

void add_explain(CLI::App& root) {
  auto request = std::make_shared<ExplainRequest>();
  auto* command = root.add_subcommand("explain", "Let the goal engine choose one move and show why (the goal trace)");
  command->footer(goals::goal_type_key());
  command->add_option("GAME", request->stored_game, "A stored game (its number from newell games, or last), with --ply");
  command->add_option("--game", request->game, "chess, checkers or numbers")->capture_default_str();
  command->add_option("--fen", request->fen, "The position (default: the initial one; startpos names it too)");
  command->add_option("--moves", request->moves, "Moves played from the position first, space-separated");
  command->add_option("--pgn", request->pgn_file, "A PGN (or .pdn) file whose first game's ply to explain, with --ply");
  command->add_option("--ply", request->ply, "With GAME or --pgn: the ply to decide (1: the first move)")
      ->check(CLI::Range(1, 100000));
  add_database_option(command, request->database_file);
  command->add_option("--rules", request->rules, "The rule file (default: rules/<game>/newell.nwl)");
  command->add_option("--nodes", request->nodes, "Node budget for the decision (default 2000; with --movetime, unlimited)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{100'000'000}));
  command->add_option("--movetime", request->movetime_ms, "Think this many milliseconds at most")
      ->check(CLI::Range(1, 3'600'000));
  command->add_option("--seed", request->seed, "Seed of the random element in choosing subgoals")
      ->check(non_negative_seed);
  command->add_option("--why-not", request->why_not, "A move to account for: refuted by what, valued lower, or never proposed");
  auto* json = command->add_flag("--json", request->json, "Print the trace as JSON (docs/trace.schema.json)");
  command->add_flag("--dot", request->dot, "Print the goal net as Graphviz DOT")->excludes(json);
  command->callback([request, command] {
    // By the clock alone unless a node budget is given too.
    if (request->movetime_ms && command->count("--nodes") == 0) request->nodes = 100'000'000;
    run_explain(*request);
  });
}

const CommandRegistration explain_registration{"explain", add_explain};

}  // namespace
}  // namespace newell::app
