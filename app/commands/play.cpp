// `newell play`: a person plays the engine in the terminal, chess or checkers. The engine is the
// goal engine (`--engine newell`, the default) or the core's search alone (`--engine alphabeta`);
// after any move `why` prints the trace of the engine's last decision and `why N` that of ply N.
// Every game is stored in `--db` (default newell.db). `--engine classic` is checkers' earlier
// player (the core with hand-set Samuel terms), kept as a per-game handler.

#include "app/command_registry.h"
#include "app/common/game_ending.h"
#include "app/play_request.h"
#include "app/uci/game_store.h"
#include "game_descriptor/game_descriptor.h"
#include "goals/player.h"
#include "goals/rule_files.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <regex>
#include <sstream>
#include <vector>

namespace newell::app {

// From play_checkers.cpp: the checkers board of a FEN, with the numbers of the empty squares;
// `flipped` puts White's side at the top.
std::string checkers_board_text(const std::string& fen, bool flipped);

namespace {

struct PlayOptions {
  std::string engine = "newell";
  std::uint64_t nodes = 20000;
  std::string database = "newell.db";
  bool no_store = false;
  std::string rules;
  int max_plies = 400;
};

// White at the bottom, or (`flipped`) Black.
std::string chess_board_text(const std::string& fen, bool flipped) {
  std::istringstream fields(fen);
  std::string placement;
  fields >> placement;
  std::vector<std::string> ranks(1);  // ranks[0] is rank 8, each of 8 symbols ('.' empty)
  for (const char symbol : placement) {
    if (symbol == '/') ranks.emplace_back();
    else if (symbol >= '1' && symbol <= '8') ranks.back().append(static_cast<std::size_t>(symbol - '0'), '.');
    else ranks.back() += symbol;
  }
  std::string text;
  for (int step = 0; step < 8; ++step) {
    const int row = flipped ? 7 - step : step;
    const std::string& rank = row < static_cast<int>(ranks.size()) ? ranks[static_cast<std::size_t>(row)] : std::string();
    text += fmt::format("  {} ", 8 - row);
    for (int turn = 0; turn < 8; ++turn) {
      const int file = flipped ? 7 - turn : turn;
      text += ' ';
      text += file < static_cast<int>(rank.size()) ? rank[static_cast<std::size_t>(file)] : '.';
    }
    text += '\n';
  }
  text += flipped ? "     h g f e d c b a   (upper case: White)\n" : "     a b c d e f g h   (upper case: White)\n";
  return text;
}

// "first" or "second" for a side named by its colour ("white" is second in checkers), else `side`.
std::string side_order(const GameDescriptor& game, const std::string& side) {
  for (int order = 0; order < 2; ++order) {
    std::string name(game.side_name(order));
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (name == side) return order == 0 ? "first" : "second";
  }
  return side;
}

// Which game the goal engine plays (play refuses any other than chess and checkers first).
GameKind kind_of(const goals::Game& game) { return game_named(game.name()).kind; }

std::string board_text(const goals::Game& game, bool flipped) {
  const std::string fen = game.position_text();
  return (kind_of(game) == GameKind::checkers ? checkers_board_text(fen, flipped) : chess_board_text(fen, flipped)) + "FEN: " +
         fen + "\n";
}

// The move number of the ply after `plies` from the start, as people count: "7." for the first
// side's move, "7..." for the second's. Chess starts from the FEN's move number.
std::string move_number(const goals::Game& game, const std::string& start_fen, std::size_t plies,
                        goals::Side start_side) {
  int first = 1;
  if (kind_of(game) == GameKind::chess) {
    std::istringstream fields(start_fen);
    std::string field;
    for (int index = 0; index < 6 && fields >> field; ++index)
      if (index == 5) first = std::max(1, std::atoi(field.c_str()));
  }
  const std::size_t counted = plies + (start_side == 1 ? 1 : 0);
  const int number = first + static_cast<int>(counted / 2);
  return counted % 2 == 0 ? fmt::format("{}.", number) : fmt::format("{}...", number);
}

// Whether `text` is written as a move of the game (and so is an illegal move, not an unknown command).
bool looks_like_move(const goals::Game& game, const std::string& text) {
  static const std::regex chess_move(R"(([KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=?[QRBNqrbn])?|[Oo0]-[Oo0](-[Oo0])?|[a-h][1-8][a-h][1-8][qrbn]?)[+#!?]*)");
  static const std::regex checkers_move(R"([0-9]+([-x][0-9]+)+)");
  return std::regex_match(text, kind_of(game) == GameKind::checkers ? checkers_move : chess_move);
}

constexpr const char* command_list =
    "Commands: a move in the game's notation; why (the engine's last decision, its goals and tactics), why N\n"
    "(the decision at ply N), undo (take back your last move and the engine's reply), undo N (N plies),\n"
    "moves (the legal moves), board, flip (turn the board), fen, help, quit.\n";

std::string side_name(const goals::Game& game, goals::Side side) {
  return std::string(game_named(game.name()).side_name(side));
}

std::string trim(const std::string& line) {
  const auto first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return line.substr(first, line.find_last_not_of(" \t\r") + 1 - first);
}

void explain(const std::vector<goals::PlayedMove>& moves, std::optional<int> ply, std::ostream& out) {
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

// Why a move the person typed is refused: in checkers a capture is compulsory, so a plain move
// while one exists is refused for that reason, with the captures named.
std::string refusal(const goals::Game& game, const std::string& text) {
  std::vector<goals::MoveId> legal;
  game.legal_moves(legal);
  if (kind_of(game) == GameKind::checkers && !legal.empty() && text.find('x') == std::string::npos) {
    std::vector<std::string> captures;
    for (const auto move : legal) captures.push_back(game.move_text(move));
    if (std::all_of(captures.begin(), captures.end(), [](const std::string& c) { return c.find('x') != std::string::npos; })) {
      std::sort(captures.begin(), captures.end());
      std::string named;
      for (const auto& capture : captures) named += (named.empty() ? "" : ", ") + capture;
      return fmt::format("'{}' is not allowed: a capture is compulsory here ({}).\n", text, named);
    }
  }
  return fmt::format("'{}' is not a legal move here ('moves' lists them). Try again.\n", text);
}

class PlaySession {
 public:
  PlaySession(const PlayRequest& request, const PlayOptions& options, std::filesystem::path rules)
      : request_(request), options_(options), rules_(std::move(rules)), kind_(*goals::engine_kind(options.engine)) {
    player_ = make_player();
    start_fen_ = player_->game().position_text();
    start_side_ = player_->game().side_to_move();
  }

  int run(std::istream& in, std::ostream& out);

 private:
  std::unique_ptr<goals::GamePlayer> make_player() const {
    return std::make_unique<goals::GamePlayer>(request_.game, request_.fen.value_or(""), rules_, kind_);
  }
  bool is_human(goals::Side side) const {
    if (request_.human_side == "none") return false;
    return (side == 0) == (request_.human_side == "first");
  }
  std::string number(std::size_t plies) const { return move_number(player_->game(), start_fen_, plies, start_side_); }
  // Takes back `plies` plies: the game is replayed from the start without them (the engine's moves
  // as they were played, with their summaries and traces, which `why` and the store keep).
  void undo(std::size_t plies);
  bool handle_command(const std::string& line, std::ostream& out);

  const PlayRequest& request_;
  const PlayOptions& options_;
  std::filesystem::path rules_;
  goals::EngineKind kind_;
  std::unique_ptr<goals::GamePlayer> player_;
  std::vector<goals::PlayedMove> history_;  // every ply played, with the decision's trace
  std::string start_fen_;
  goals::Side start_side_ = 0;
  bool flipped_ = false;
};

void PlaySession::undo(std::size_t plies) {
  history_.resize(history_.size() - plies);
  player_ = make_player();
  for (const auto& move : history_) {
    if (move.by_engine) player_->replay_engine_move(move);
    else player_->play_opponent(move.move);
  }
}

// The words that are not moves; false when `line` is none of them.
bool PlaySession::handle_command(const std::string& line, std::ostream& out) {
  goals::Game& game = player_->game();
  if (line == "help") {
    out << command_list;
  } else if (line == "why" || line.starts_with("why ")) {
    std::optional<int> asked;
    if (line != "why") {
      try {
        asked = std::stoi(line.substr(4));
      } catch (const std::exception&) {
        out << fmt::format("'why' takes a ply number, not '{}'.\n", trim(line.substr(4)));
        return true;
      }
    }
    explain(history_, asked, out);
  } else if (line == "moves") {
    std::vector<goals::MoveId> legal;
    game.legal_moves(legal);
    std::vector<std::string> texts;
    for (const auto move : legal) texts.push_back(game.move_text(move));
    std::sort(texts.begin(), texts.end());
    out << "Legal moves:";
    for (const auto& text : texts) out << ' ' << text;
    out << '\n';
  } else if (line == "board") {
    out << board_text(game, flipped_);
  } else if (line == "flip") {
    flipped_ = !flipped_;
    out << board_text(game, flipped_);
  } else if (line == "fen") {
    out << game.position_text() << '\n';
  } else if (line == "undo" || line.starts_with("undo ")) {
    std::size_t plies = 0;
    if (line == "undo") {
      // Back to the person's last turn: their move and the engine's reply after it.
      std::size_t kept = history_.size();
      while (kept > 0 && history_[kept - 1].by_engine) --kept;
      plies = kept == 0 ? 0 : history_.size() - kept + 1;
    } else {
      const std::string count = trim(line.substr(5));
      if (count.empty() || count.find_first_not_of("0123456789") != std::string::npos || count.size() > 6) {
        out << fmt::format("'undo' takes a number of plies, not '{}'.\n", count);
        return true;
      }
      plies = static_cast<std::size_t>(std::stoul(count));
    }
    if (plies == 0 || plies > history_.size()) {
      out << fmt::format("Nothing to take back ({} plies played).\n", history_.size());
      return true;
    }
    undo(plies);
    out << fmt::format("Took back {} {}.\n", plies, plies == 1 ? "ply" : "plies") << board_text(player_->game(), flipped_);
  } else {
    return false;
  }
  return true;
}

int PlaySession::run(std::istream& in, std::ostream& out) {
  out << fmt::format("newell play: {} against the {} engine. Type moves ({}); 'why' explains the engine's last "
                     "move, 'undo' takes yours back; 'help' lists commands.\n\n",
                     player_->game().name(), options_.engine, game_named(player_->game().name()).move_examples);
  out << board_text(player_->game(), flipped_) << std::flush;
  while (player_->game().outcome() == goals::Outcome::ongoing && static_cast<int>(history_.size()) < options_.max_plies) {
    goals::Game& game = player_->game();
    const goals::Side mover = game.side_to_move();
    const std::size_t ply = history_.size() + 1;
    if (!is_human(mover)) {
      goals::Budget budget;
      budget.nodes = options_.nodes;
      budget.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(request_.movetime_ms);
      const auto played = player_->decide(budget);
      if (!played) break;
      history_.push_back(*played);
      out << fmt::format("{} {} (newell, {}; ply {})\n  {}\n", number(ply - 1), played->notation,
                         side_name(game, mover), ply, played->summary)
          << board_text(game, flipped_) << std::flush;
      continue;
    }
    out << fmt::format("{} {} to move (ply {}). Your move: ", number(ply - 1), side_name(game, mover), ply) << std::flush;
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
    if (handle_command(line, out)) continue;
    const auto move = game.parse_move(line);
    if (!move) {
      if (looks_like_move(game, line)) out << refusal(game, line);
      else out << fmt::format("Unknown command '{}'. {}", line, command_list);
      continue;
    }
    goals::PlayedMove mine;
    mine.move = *move;
    mine.notation = game.move_text(*move);
    player_->play_opponent(*move);
    history_.push_back(mine);
    out << board_text(game, flipped_) << std::flush;
  }
  goals::Game& game = player_->game();
  if (game.outcome() != goals::Outcome::ongoing)
    out << fmt::format("Game over: {} ({}).\n", ending_text(game), player_->result());
  if (!options_.no_store) {
    try {
      const std::string opponent = request_.human_side == "none" ? options_.engine : "person";
      if (const auto id = uci::store_game(options_.database, *player_, opponent,
                                          fmt::format(R"({{"nodes":{},"movetime_ms":{}}})", options_.nodes,
                                                      request_.movetime_ms)))
        out << fmt::format("Stored as game {} in {}.\n", *id, options_.database);
    } catch (const std::exception& failure) {
      fmt::print(stderr, "newell play: the game could not be stored: {}\n", failure.what());
      return 1;
    }
  }
  return 0;
}

int play(const PlayRequest& request, const PlayOptions& options, std::istream& in, std::ostream& out) {
  std::unique_ptr<PlaySession> session;
  try {
    const auto rules = options.rules.empty() ? goals::default_rule_file(request.game) : std::filesystem::path(options.rules);
    session = std::make_unique<PlaySession>(request, options, rules);
  } catch (const std::exception& failure) {
    fmt::print(stderr, "newell play: {}\n", failure.what());
    return 1;
  }
  return session->run(in, out);
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
  command->add_option("--side", request->human_side,
                      "Your side: white or black (or first, second), or none (the engine plays itself)")
      ->check(CLI::IsMember({"white", "black", "first", "second", "none"}))
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
    if (const GameDescriptor* game = find_game_descriptor(request->game))
      request->human_side = side_order(*game, request->human_side);
    if (options->engine == "classic") {
      // The classic terminal game exists for checkers only (chess plays the core with --engine alphabeta).
      const GameDescriptor* game = find_game_descriptor(request->game);
      if (game == nullptr || game->kind != GameKind::checkers)
        fail_command("play", fmt::format("no classic engine for '{}' (known: checkers)", request->game), 2);
      return end_with_status(run_checkers_play(*request));
    }
    if (find_game_descriptor(request->game) == nullptr) {
      fmt::print(stderr, "newell play: unknown game '{}' (known: chess, checkers)\n", request->game);
      throw CommandFailed{2};
    }
    end_with_status(play(*request, *options, std::cin, std::cout));
  });
}

const CommandRegistration play_registration{"play", add_play};

}  // namespace
}  // namespace newell::app
