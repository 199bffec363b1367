#include "store/game_records.h"

#include "store/error.h"

namespace newell::store {

namespace {

// Writes one game inside the caller's transaction.
GameId insert_game(const Database& database, const GameRecord& game) {
  auto insert_game = database.prepare(
      "INSERT INTO games(kind, first_player, second_player, rule_set_id, settings, start_position, result, termination, "
      "experiment_id, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
      "coalesce(nullif(?, ''), strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))");
  insert_game.bind(1, std::string_view(game.kind)).bind(2, std::string_view(game.first_player));
  insert_game.bind(3, std::string_view(game.second_player));
  game.rule_set_id ? insert_game.bind(4, *game.rule_set_id) : insert_game.bind_null(4);
  insert_game.bind(5, std::string_view(game.settings)).bind(6, std::string_view(game.start_position));
  insert_game.bind(7, std::string_view(game.result)).bind(8, std::string_view(game.termination));
  game.experiment_id ? insert_game.bind(9, *game.experiment_id) : insert_game.bind_null(9);
  insert_game.bind(10, std::string_view(game.played_at));
  insert_game.run();
  const GameId id = database.last_insert_id();

  auto insert_move = database.prepare("INSERT INTO moves(game_id, ply, notation, summary, trace) VALUES (?, ?, ?, ?, ?)");
  for (const auto& move : game.moves) {
    insert_move.bind(1, id).bind(2, std::int64_t{move.ply}).bind(3, std::string_view(move.notation));
    insert_move.bind(4, std::string_view(move.summary)).bind(5, move.trace);
    insert_move.run();
  }
  return id;
}

// The columns game_row reads, in its order.
constexpr std::string_view game_columns =
    "SELECT id, kind, first_player, second_player, rule_set_id, settings, start_position, result, termination, "
    "experiment_id, played_at FROM games";

GameRecord game_row(const Statement& select) {
  GameRecord game;
  select.read_columns(game.id, game.kind, game.first_player, game.second_player, game.rule_set_id, game.settings,
                      game.start_position, game.result, game.termination, game.experiment_id, game.played_at);
  return game;
}

}  // namespace

GameId save_game(const Database& database, const GameRecord& game) {
  Transaction transaction(database);
  const GameId id = insert_game(database, game);
  transaction.commit();
  return id;
}

std::vector<GameId> save_games(const Database& database, const std::vector<GameRecord>& games) {
  Transaction transaction(database);
  std::vector<GameId> ids;
  ids.reserve(games.size());
  for (const auto& game : games) ids.push_back(insert_game(database, game));
  transaction.commit();
  return ids;
}

std::optional<GameId> latest_game(const Database& database, const std::optional<std::string>& kind) {
  auto select = database.prepare("SELECT max(id) FROM games WHERE ?1 IS NULL OR kind = ?1");
  kind ? select.bind(1, std::string_view(*kind)) : select.bind_null(1);
  if (!select.step() || select.column_is_null(0)) return std::nullopt;
  return select.column_integer(0);
}

std::int64_t count_games(const Database& database) {
  auto select = database.prepare("SELECT count(*) FROM games");
  select.step();
  return select.column_integer(0);
}

std::optional<GameRecord> load_game(const Database& database, GameId id) {
  auto select_game = database.prepare(std::string(game_columns) + " WHERE id = ?");
  select_game.bind(1, id);
  if (!select_game.step()) return std::nullopt;
  GameRecord game = game_row(select_game);

  auto select_moves = database.prepare("SELECT ply, notation, summary, trace FROM moves WHERE game_id = ? ORDER BY ply");
  select_moves.bind(1, id);
  while (select_moves.step()) {
    MoveRecord move;
    select_moves.read_columns(move.ply, move.notation, move.summary, move.trace);
    game.moves.push_back(std::move(move));
  }
  return game;
}

void for_each_game(const Database& database, const std::string& kind, const std::function<void(const GameRecord&)>& visit) {
  // Two cursors in game order, walked side by side: one query for the games, one for all their moves.
  auto select_games = database.prepare(std::string(game_columns) + " WHERE kind = ? ORDER BY id");
  select_games.bind(1, std::string_view(kind));
  auto select_moves = database.prepare(
      "SELECT m.game_id, m.ply, m.notation FROM moves m JOIN games g ON g.id = m.game_id WHERE g.kind = ? "
      "ORDER BY m.game_id, m.ply");
  select_moves.bind(1, std::string_view(kind));
  bool move_ready = select_moves.step();
  while (select_games.step()) {
    GameRecord game = game_row(select_games);
    while (move_ready && select_moves.column_integer(0) < game.id) move_ready = select_moves.step();
    while (move_ready && select_moves.column_integer(0) == game.id) {
      game.moves.push_back({static_cast<int>(select_moves.column_integer(1)), select_moves.column_text(2), {}, std::nullopt});
      move_ready = select_moves.step();
    }
    visit(game);
  }
}

std::vector<GameSummary> list_games(const Database& database, const GameFilter& filter) {
  auto select = database.prepare(
      "SELECT g.id, g.kind, g.first_player, g.second_player, g.result, g.termination, g.played_at, "
      "(SELECT count(*) FROM moves m WHERE m.game_id = g.id), "
      "(SELECT count(*) FROM moves m WHERE m.game_id = g.id AND m.trace IS NOT NULL), "
      "CASE WHEN json_valid(g.settings) THEN coalesce(json_extract(g.settings, '$.event'), '') ELSE '' END "
      "FROM games g "
      "WHERE (?1 IS NULL OR g.kind = ?1) AND (?2 IS NULL OR g.experiment_id = ?2) ORDER BY g.id DESC LIMIT ?3");
  filter.kind ? select.bind(1, std::string_view(*filter.kind)) : select.bind_null(1);
  filter.experiment_id ? select.bind(2, *filter.experiment_id) : select.bind_null(2);
  select.bind(3, std::int64_t{filter.limit});
  std::vector<GameSummary> games;
  while (select.step()) {
    GameSummary game;
    select.read_columns(game.id, game.kind, game.first_player, game.second_player, game.result, game.termination,
                        game.played_at, game.plies, game.traced_plies, game.event);
    games.push_back(std::move(game));
  }
  return games;
}

}  // namespace newell::store
