// The position set up by `position` and `ucinewgame`, and the game kept from it for the goal
// engine and the store.

#include "app/records/replay.h"
#include "app/uci/game_store.h"
#include "app/uci/uci_engine.h"
#include "goals/rule_files.h"

#include <algorithm>
#include <filesystem>
#include <string>

namespace newell::uci {
namespace {

// A board for people typing `d` at the prompt.
std::string draw_board(const chess::Position& position) {
  const std::string squares = app::records::chess_board(position).squares;
  std::string text;
  for (int rank = 7; rank >= 0; --rank) {
    text += std::to_string(rank + 1) + " ";
    for (int file = 0; file < 8; ++file) {
      text += ' ';
      text += squares[static_cast<std::size_t>(rank * 8 + file)];
    }
    text += '\n';
  }
  text += "   a b c d e f g h\n";
  return text;
}

}  // namespace

void UciEngine::new_game() {
  core_search();
  table_->clear();
  search_->new_game();
  position_ = chess::Position::start();
  save_game();
  player_.reset();
  player_moves_.clear();
  position_start_ = position_.to_fen();
  position_moves_.clear();
}

void UciEngine::set_position(const std::vector<std::string_view>& words) {
  PositionCommand read = parse_position_command(std::vector<std::string_view>(words.begin() + 1, words.end()));
  position_ = std::move(read.position);
  position_start_ = std::move(read.start_fen);
  position_moves_ = std::move(read.moves);
  if (read.ignored) error(*read.ignored);
}

void UciEngine::show_board() { say(draw_board(position_) + "fen " + position_.to_fen()); }

void UciEngine::save_game() {
  if (!player_ || !store_games_) return;
  std::optional<std::filesystem::path> file = settings_.database ? settings_.database : user_game_store();
  if (!file) {
    error("the game could not be stored: no data folder (XDG_DATA_HOME and HOME are unset); give one with --db");
    return;
  }
  try {
    if (!settings_.database) std::filesystem::create_directories(file->parent_path());
    store_game(*file, *player_, "uci opponent", R"({"protocol":"uci"})");
  } catch (const std::exception& failure) {
    error(std::string("the game could not be stored: ") + failure.what());
  }
}

void UciEngine::sync_game() {
  const bool continues = player_ && position_start_ == player_->start_position() &&
                         position_moves_.size() >= player_moves_.size() &&
                         std::equal(player_moves_.begin(), player_moves_.end(), position_moves_.begin());
  if (!continues) {
    save_game();
    player_.reset();
    player_moves_.clear();
    const auto kind = settings_.engine == "newell" ? goals::EngineKind::newell : goals::EngineKind::alphabeta;
    player_ = std::make_unique<goals::GamePlayer>(chess_name(), position_start_, rule_file(), kind);
  }
  for (std::size_t index = player_moves_.size(); index < position_moves_.size(); ++index) {
    const auto move = player_->game().parse_move(position_moves_[index]);
    if (!move) throw UciCommandError("position: move " + in_quotes(position_moves_[index]) + " cannot be replayed");
    player_->play_opponent(*move);
    player_moves_.push_back(position_moves_[index]);
  }
}

std::filesystem::path UciEngine::rule_file() const {
  return settings_.rules.empty() ? goals::default_rule_file(chess_name()) : settings_.rules;
}

}  // namespace newell::uci
