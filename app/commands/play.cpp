// `newell play`: a person plays the engine in the terminal, chess or checkers. The engine is the
// goal engine (`--engine newell`, the default) or the core's search alone (`--engine alphabeta`);
// after any move `why` prints the trace of the engine's last decision and `why N` that of ply N.
// Every game is stored in `--db` (default newell.db). `--engine classic` is checkers' earlier
// player (the core with hand-set Samuel terms), kept as a per-game handler.

#include "app/command_registry.h"
#include "app/play_request.h"
#include "app/uci/game_store.h"
#include "goals/player.h"
#include "goals/rule_files.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <sstream>

namespace newell::app {

// From play_checkers.cpp: the checkers board of a FEN, with the numbers of the empty squares.
std::string checkers_board_text(const std::string& fen);

namespace {

struct PlayOptions {
  std::string engine = "newell";
  std::uint64_t nodes = 20000;
  std::string database = "newell.db";
  bool no_store = false;
  std::string rules;
  int max_plies = 400;
};

std::string chess_board_text(const std::string& fen) {
  std::string text;
  std::istringstream fields(fen);
  std::string placement, side;
  fields >> placement >> side;
  int rank = 8;
  text += "  8 ";
  for (const char symbol : placement) {
    if (symbol == '/') {
      text += fmt::format("\n  {} ", --rank);
    } else if (symbol >= '1' && symbol <= '8') {
      for (int empty = 0; empty < symbol - '0'; ++empty) text += " .";
    } else {
      text += ' ';
      text += symbol;
    }
  }
  text += "\n     a b c d e f g h   (upper case: White)\n";
  return text;
}

std::string board_text(const goals::Game& game) {
  const std::string fen = game.position_text();
  return (game.name() == "checkers" ? checkers_board_text(fen) : chess_board_text(fen)) + "FEN: " + fen + "\n";
}

std::string side_name(const goals::Game& game, goals::Side side) {
  if (game.name() == "checkers") return side == 0 ? "Black" : "White";
  return side == 0 ? "White" : "Black";
}

std::string trim(const std::string& line) {
  const auto first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return line.substr(first, line.find_last_not_of(" \t\r") + 1 - first);
}

void explain(const goals::GamePlayer& player, std::optional<int> ply, std::ostream& out) {
  const auto& moves = player.moves();
  std::optional<std::size_t> index;
  if (ply) {
    if (*ply >= 1 && static_cast<std::size_t>(*ply) <= moves.size()) index = static_cast<std::size_t>(*ply - 1);
  } else {
    for (std::size_t i = moves.size(); i-- > 0;)
      if (moves[i].by_engine) {
        index = i;
        break;
      }
  }
  if (!index) {
    out << (ply ? fmt::format("There is no ply {} (the game has {}).\n", *ply, moves.size())
                : std::string("The engine has not moved yet.\n"));
    return;
  }
  const auto& move = moves[*index];
  if (!move.by_engine) {
    out << fmt::format("Ply {} ({}) was your move, not the engine's.\n", *index + 1, move.notation);
    return;
  }
  out << fmt::format("Ply {} ({}): {}\n", *index + 1, move.notation, move.summary);
  if (move.full_trace) out << goals::to_text(*move.full_trace);
  else out << "(the alpha-beta engine keeps no goal trace: its reason is its search score)\n";
}

int play(const PlayRequest& request, const PlayOptions& options, std::istream& in, std::ostream& out) {
  const auto kind = goals::engine_kind(options.engine);
  std::unique_ptr<goals::GamePlayer> player;
  try {
    const auto rules = options.rules.empty() ? goals::default_rule_file(request.game) : std::filesystem::path(options.rules);
    player = std::make_unique<goals::GamePlayer>(request.game, request.fen.value_or(""), rules, *kind);
  } catch (const std::exception& failure) {
    fmt::print(stderr, "newell play: {}\n", failure.what());
    return 1;
  }
  goals::Game& game = player->game();
  const auto is_human = [&](goals::Side side) {
    if (request.human_side == "none") return false;
    return (side == 0) == (request.human_side == "first");
  };
  out << fmt::format("newell play: {} against the {} engine. Type moves ({}); 'why' explains the engine's last "
                     "move, 'why N' the move at ply N; 'help' lists commands.\n\n",
                     game.name(), options.engine, game.name() == "chess" ? "e2e4 or Nf3" : "11-15 or 15x24");
  out << board_text(game) << std::flush;
  while (game.outcome() == goals::Outcome::ongoing && static_cast<int>(player->moves().size()) < options.max_plies) {
    const goals::Side mover = game.side_to_move();
    const int ply = static_cast<int>(player->moves().size()) + 1;
    if (!is_human(mover)) {
      goals::Budget budget;
      budget.nodes = options.nodes;
      budget.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(request.movetime_ms);
      const auto played = player->decide(budget);
      if (!played) break;
      out << fmt::format("ply {}: newell ({}) plays {}\n  {}\n", ply, side_name(game, mover), played->notation,
                         played->summary)
          << board_text(game) << std::flush;
      continue;
    }
    out << fmt::format("ply {}: {} to move. Your move: ", ply, side_name(game, mover)) << std::flush;
    std::string line;
    if (!std::getline(in, line)) {
      out << "\nEnd of input: game left unfinished.\n";
      break;
    }
    line = trim(line);
    if (line.empty()) continue;
    if (line == "quit" || line == "exit" || line == "resign") {
      out << "Goodbye.\n";
      break;
    }
    if (line == "help") {
      out << "Moves in the game's notation. Commands: why (the engine's last decision, with its goals and\n"
             "tactics), why N (the decision at ply N), moves, board, quit.\n";
      continue;
    }
    if (line == "why" || line.starts_with("why ")) {
      std::optional<int> asked;
      if (line != "why") {
        try {
          asked = std::stoi(line.substr(4));
        } catch (const std::exception&) {
          out << fmt::format("'why' takes a ply number, not '{}'.\n", trim(line.substr(4)));
          continue;
        }
      }
      explain(*player, asked, out);
      continue;
    }
    if (line == "moves") {
      std::vector<goals::MoveId> legal;
      game.legal_moves(legal);
      std::vector<std::string> texts;
      for (const auto move : legal) texts.push_back(game.move_text(move));
      std::sort(texts.begin(), texts.end());
      out << "Legal moves:";
      for (const auto& text : texts) out << ' ' << text;
      out << '\n';
      continue;
    }
    if (line == "board") {
      out << board_text(game);
      continue;
    }
    const auto move = game.parse_move(line);
    if (!move) {
      out << fmt::format("'{}' is not a legal move here ('moves' lists them). Try again.\n", line);
      continue;
    }
    player->play_opponent(*move);
    out << board_text(game) << std::flush;
  }
  if (game.outcome() != goals::Outcome::ongoing)
    out << fmt::format("Game over: {} ({}).\n", player->result(), player->termination());
  if (!options.no_store) {
    try {
      const std::string opponent = request.human_side == "none" ? options.engine : "person";
      if (const auto id = uci::store_game(options.database, *player, opponent,
                                          fmt::format(R"({{"nodes":{},"movetime_ms":{}}})", options.nodes,
                                                      request.movetime_ms)))
        out << fmt::format("Stored as game {} in {}.\n", *id, options.database);
    } catch (const std::exception& failure) {
      fmt::print(stderr, "newell play: the game could not be stored: {}\n", failure.what());
      return 1;
    }
  }
  return 0;
}

void add_play(CLI::App& root) {
  auto request = std::make_shared<PlayRequest>();
  auto options = std::make_shared<PlayOptions>();
  auto* command = root.add_subcommand("play", "Play against the engine in the terminal");
  command->add_option("--game", request->game, "chess or checkers")->capture_default_str();
  command->add_option("--engine", options->engine,
                      "newell (the goal engine), alphabeta (the core's search), classic (checkers only)")
      ->check(CLI::IsMember({"newell", "alphabeta", "classic"}))
      ->capture_default_str();
  command->add_option("--fen", request->fen, "Start from this position (FEN)");
  command->add_option("--side", request->human_side, "Your side: first, second, or none (engine plays itself)")
      ->check(CLI::IsMember({"first", "second", "none"}))
      ->capture_default_str();
  command->add_option("--nodes", options->nodes, "Engine nodes per move (newell, alphabeta)")
      ->check(CLI::Range(1, 1'000'000'000))
      ->capture_default_str();
  command->add_option("--depth", request->depth, "Engine search depth (classic only; 0: use --movetime)")
      ->check(CLI::Range(0, 64));
  command->add_option("--movetime", request->movetime_ms, "Engine milliseconds per move at most")
      ->check(CLI::Range(1, 3600000))
      ->capture_default_str();
  command->add_option("--max-plies", options->max_plies, "Stop the game after this many plies")
      ->check(CLI::Range(1, 10000))
      ->capture_default_str();
  command->add_option("--rules", options->rules, "The goal engine's rule file (default rules/<game>/newell.nwl)");
  command->add_option("--db", options->database, "Store the game in this database")->capture_default_str();
  command->add_flag("--no-store", options->no_store, "Do not store the game");
  command->callback([request, options] {
    if (options->engine == "classic") {
      const auto* handler = PlayHandlers::find(request->game);
      if (handler == nullptr) {
        fmt::print(stderr, "newell play: no classic engine for '{}' (known: {})\n", request->game,
                   PlayHandlers::known_games());
        throw CommandFailed{2};
      }
      const int status = (*handler)(*request);
      if (status != 0) throw CommandFailed{status};
      return;
    }
    if (request->game != "chess" && request->game != "checkers") {
      fmt::print(stderr, "newell play: unknown game '{}' (known: chess, checkers)\n", request->game);
      throw CommandFailed{2};
    }
    const int status = play(*request, *options, std::cin, std::cout);
    if (status != 0) throw CommandFailed{status};
  });
}

const CommandRegistration registration{"play", add_play};

}  // namespace
}  // namespace newell::app
