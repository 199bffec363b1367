#include "match/series.h"

#include "game_descriptor/outcome.h"
#include "goals/rule_files.h"
#include "interpreter/rule_set_text.h"
#include "store/error.h"
#include "store/experiment_games.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "store/round_claims.h"
#include "store/rule_weights.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <exception>
#include <fstream>
#include <sstream>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

namespace newell::match {
namespace {

using Clock = std::chrono::steady_clock;

// A short word for how a game ended, for the count at the end and the stored settings: the
// referee's kind of ending, or for an ending by the rules its first line ("checkmate").
std::string ending_word(const RefereedGame& game) {
  switch (game.ending) {
    case EndingKind::loss_on_time: return "loss on time";
    case EndingKind::hang: return "hang";
    case EndingKind::crash: return "crash";
    case EndingKind::illegal_move: return "illegal move";
    case EndingKind::false_claim: return "false claim";
    case EndingKind::resignation: return "resignation";
    case EndingKind::ply_limit: return "ply limit";
    case EndingKind::adjudicated_draw: return "adjudicated draw";
    case EndingKind::adjudicated_win: return "adjudicated win";
    case EndingKind::rules: break;
  }
  return game.termination.substr(0, game.termination.find('\n'));
}

std::string clock_text(double seconds) {
  const long long whole = static_cast<long long>(seconds + 0.5);
  if (whole >= 3600) return fmt::format("{}:{:02}:{:02}", whole / 3600, whole / 60 % 60, whole % 60);
  return fmt::format("{}:{:02}", whole / 60, whole % 60);
}

// The rule set a newell goal player plays by, as the store keeps it (its text and hash).
struct PlayerRules {
  std::string path, hash;
  std::optional<std::int64_t> id;
};

std::optional<PlayerRules> player_rules(const store::Database& database, const PlayerSpec& spec, GameKind game) {
  if (spec.kind != PlayerSpec::Kind::newell || spec.engine != "goal") return std::nullopt;
  PlayerRules rules;
  rules.path = spec.option("rules").value_or(goals::default_rule_file(game_name(game)).string());
  // The set with what it includes written out: an edit to any of its files makes another rule set.
  std::string text;
  try {
    text = interpreter::rule_set_text(rules.path);
  } catch (const std::runtime_error&) {
    return std::nullopt;  // make_player names the missing file
  }
  rules.hash = store::rule_text_hash(text);
  rules.id = store::ensure_rule_set(database, rules.path, rules.hash, text);
  return rules;
}

struct StoredGame {
  int round = 0;
  double player_one_score = 0;
  std::string ending;  // ending_word
};

std::vector<StoredGame> stored_games(const store::Database& database, std::int64_t experiment_id) {
  std::vector<StoredGame> games;
  for (const store::ExperimentGame& stored : store::experiment_games(database, experiment_id)) {
    const auto settings = nlohmann::json::parse(stored.settings, nullptr, false);
    if (!settings.is_object() || !settings.contains("round") || !settings.contains("player_one_side")) continue;
    StoredGame game;
    game.round = settings["round"].get<int>();
    const double first_side = first_side_points(stored_outcome(stored.result));
    game.player_one_score = settings["player_one_side"].get<int>() == 0 ? first_side : 1.0 - first_side;
    // Every stored match game says how it ended (its settings' termination_kind, ending_word's).
    game.ending = settings.value("termination_kind", stored.termination);
    games.push_back(game);
  }
  return games;
}

store::GameRecord to_record(const SeriesSettings& settings, const RefereedGame& game, int round, int opening_index,
                            int player_one_side, std::int64_t experiment_id, const std::string& match_name,
                            const std::array<std::optional<PlayerRules>, 2>& rules) {
  store::GameRecord record;
  record.kind = game_name(settings.game);
  const std::string one = settings.players[0].display_name();
  const std::string two = settings.players[1].display_name();
  record.first_player = player_one_side == 0 ? one : two;
  record.second_player = player_one_side == 0 ? two : one;
  record.start_position = game.start_position;
  record.result = result_token(game.outcome);
  const auto newline = game.termination.find('\n');
  record.termination = game.termination.substr(0, newline);
  record.experiment_id = experiment_id;
  const Opening& opening = settings.openings[static_cast<std::size_t>(opening_index)];
  nlohmann::json json{{"match", match_name},
                      {"round", round},
                      {"opening", opening_index},
                      {"opening_label", opening.label},
                      {"player_one", settings.players[0].text},
                      {"player_two", settings.players[1].text},
                      {"player_one_side", player_one_side},
                      {"time_control", settings.time_control.text()},
                      {"termination_kind", ending_word(game)}};
  if (settings.nodes) json["nodes"] = *settings.nodes;
  // The games table has one rule-set column: player one's rules when it has some, else player two's;
  // both are in the settings.
  for (int player = 0; player < 2; ++player) {
    const auto& used = rules[static_cast<std::size_t>(player)];
    if (!used) continue;
    json[player == 0 ? "player_one_rules" : "player_two_rules"] = {{"path", used->path}, {"hash", used->hash}};
    if (!record.rule_set_id) record.rule_set_id = used->id;
  }
  // Each side's clock after each of its moves, for export's [%clk]: the time it had, less what it
  // took, plus the increment (an opening's moves are not on the clock).
  if (settings.time_control.initial) {
    std::chrono::milliseconds left[2] = {*settings.time_control.initial, *settings.time_control.initial};
    nlohmann::json clocks = nlohmann::json::array();
    int side = 0;
    for (const RefereedMove& move : game.moves) {
      if (!move.from_opening) left[side] += settings.time_control.increment - move.elapsed;
      clocks.push_back(left[side].count());
      side = 1 - side;
    }
    json["clock_ms"] = clocks;
  }
  if (game.faulty_side) json["faulty_side"] = *game.faulty_side;
  if (newline != std::string::npos) json["fault_details"] = game.termination.substr(newline + 1);
  record.settings = json.dump();
  int ply = 0;
  for (const RefereedMove& move : game.moves) {
    store::MoveRecord stored;
    stored.ply = ++ply;
    stored.notation = move.notation;
    stored.summary = move.summary;
    stored.trace = move.trace;
    record.moves.push_back(std::move(stored));
  }
  return record;
}

// Makes both players once and starts a game with each, so that a bad spec (a missing program, an
// unknown option, a rule file with errors) stops the match before it starts, with its message.
void probe_players(const SeriesSettings& settings, const PlayerContext& context) {
  Turn start;
  start.start_position = initial_position(settings.game);
  start.position = start.start_position;
  for (const PlayerSpec& spec : settings.players) {
    std::unique_ptr<Player> player = make_player(spec, context);
    try {
      player->new_game(start);
    } catch (const PlayerFault& error) {
      throw SpecError("player '" + spec.text + "' cannot start a game: " + error.what());
    }
    player->game_over(Outcome::ongoing);
  }
}

}  // namespace

std::string series_identity(const SeriesSettings& settings, const std::array<std::string, 2>& rule_hashes) {
  nlohmann::json json{{"game", game_name(settings.game)},
                      {"players", {settings.players[0].text, settings.players[1].text}},
                      {"openings", settings.openings_source},
                      {"opening_count", settings.openings.size()},
                      {"time_control", settings.time_control.text()},
                      {"nodes", settings.nodes ? nlohmann::json(*settings.nodes) : nlohmann::json(nullptr)},
                      {"adjudication",
                       {{"resign_score", settings.adjudication.resign_score},
                        {"resign_moves", settings.adjudication.resign_moves},
                        {"draw_score", settings.adjudication.draw_score},
                        {"draw_moves", settings.adjudication.draw_moves},
                        {"draw_after", settings.adjudication.draw_after},
                        {"max_plies", settings.adjudication.max_plies}}}};
  // A goal player's rules are part of what it is: an edited rule file makes another match.
  if (!rule_hashes[0].empty() || !rule_hashes[1].empty()) json["rules"] = {rule_hashes[0], rule_hashes[1]};
  return json.dump();
}

SeriesReport run_series(const SeriesSettings& settings, std::FILE* progress) {
  SeriesReport report;
  const store::Database database = store::Database::open(settings.database);
  const std::array<std::optional<PlayerRules>, 2> rules{player_rules(database, settings.players[0], settings.game),
                                                        player_rules(database, settings.players[1], settings.game)};
  const std::string identity =
      series_identity(settings, {rules[0] ? rules[0]->hash : std::string(), rules[1] ? rules[1]->hash : std::string()});
  report.name = settings.name.value_or("match-" + store::rule_text_hash(identity).substr(0, 10));
  store::Experiment wanted;
  wanted.kind = "match";
  wanted.name = report.name;
  wanted.settings = identity;
  const store::Experiment experiment = store::create_or_resume_experiment(database, wanted);
  report.experiment_id = experiment.id;

  std::map<int, StoredGame> done;
  for (const StoredGame& game : stored_games(database, experiment.id)) done[game.round] = game;
  std::vector<int> pending;
  for (int round = 0; round < settings.games; ++round) {
    if (!settings.shard.owns(round)) continue;
    ++report.wanted;
    if (done.contains(round)) {
      ++report.resumed;
    } else {
      pending.push_back(round);
    }
  }

  PlayerContext context;
  context.game = settings.game;
  context.nodes = settings.nodes;
  context.database = settings.database;
  if (!pending.empty()) probe_players(settings, context);
  if (report.resumed > 0 && progress != nullptr)
    fmt::print(progress, "newell match: resuming '{}': {} of {} games already stored\n", report.name, report.resumed, report.wanted);
  if (!pending.empty() && store::find_experiment(database, report.name)->status != "running")
    store::set_experiment_status(database, experiment.id, "running");

  // Another runner of this match on this store at once plays the rounds it claims; this one the others.
  store::RoundClaims claims(settings.database, experiment.id);
  std::atomic<int> claimed_elsewhere{0};

  std::mutex mutex;  // the database, `done` and the progress output
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  std::exception_ptr failure;
  const auto started = Clock::now();
  int played = 0;

  auto show_progress = [&](const std::string& line) {
    if (progress == nullptr) return;
    std::vector<double> scores;
    for (const auto& [round, game] : done)
      if (round < settings.games && settings.shard.owns(round)) scores.push_back(game.player_one_score);
    const MatchScore score = summarize_scores(scores);
    const double elapsed = std::chrono::duration<double>(Clock::now() - started).count();
    const int remaining = static_cast<int>(pending.size()) - played;
    const std::string left = played > 0 ? "~" + clock_text(elapsed / played * remaining) : "?";
    const std::string status =
        fmt::format("[{}/{}] {} {:.1f}/{} (+{} ={} -{}) Elo {} | {} elapsed, {} left", score.games, report.wanted,
                    settings.players[0].display_name(), score.points, score.games, score.wins, score.draws, score.losses,
                    score.games > 0 ? score.elo_text() : std::string("-"), clock_text(elapsed), left);
    if (settings.progress_bar) {
      const int width = 24;
      const int filled = report.wanted > 0 ? width * score.games / report.wanted : width;
      fmt::print(progress, "\r\033[K{}\n\r\033[K[{}{}] {}", line, std::string(static_cast<std::size_t>(filled), '#'),
                 std::string(static_cast<std::size_t>(width - filled), '.'), status);
    } else {
      fmt::print(progress, "{}\n  {}\n", line, status);
    }
    std::fflush(progress);
  };

  auto worker = [&] {
    while (!stop) {
      const std::size_t index = next++;
      if (index >= pending.size()) return;
      const int round = pending[index];
      if (!claims.claim(round)) {
        ++claimed_elsewhere;
        continue;
      }
      {
        // Stored by another runner since this one looked: it held the claim then.
        std::lock_guard lock(mutex);
        if (store::has_experiment_game(database, experiment.id, "round", round)) {
          claims.release(round);
          ++claimed_elsewhere;
          continue;
        }
      }
      const int opening_index = static_cast<int>((round / 2) % static_cast<int>(settings.openings.size()));
      const int player_one_side = round % 2;
      try {
        std::unique_ptr<Player> one = make_player(settings.players[0], context);
        std::unique_ptr<Player> two = make_player(settings.players[1], context);
        Player& first = player_one_side == 0 ? *one : *two;
        Player& second = player_one_side == 0 ? *two : *one;
        RefereeSettings referee;
        referee.kind = settings.game;
        const Opening& opening = settings.openings[static_cast<std::size_t>(opening_index)];
        referee.start_position = opening.start_position;
        referee.opening_moves = opening.moves;
        referee.time_control = settings.time_control;
        referee.adjudication = settings.adjudication;
        referee.time_margin = settings.time_margin;
        const RefereedGame game = referee_game(first, second, referee);
        const store::GameRecord record =
            to_record(settings, game, round, opening_index, player_one_side, experiment.id, report.name, rules);

        std::lock_guard lock(mutex);
        store::save_game(database, record);
        claims.release(round);
        const double first_side = game.first_side_score();
        done[round] = {round, player_one_side == 0 ? first_side : 1.0 - first_side, ending_word(game)};
        ++played;
        show_progress(fmt::format("game {} (opening {}: {}): {} - {}: {} {}", round + 1, opening_index + 1, opening.label,
                                  record.first_player, record.second_player, record.result, record.termination));
      } catch (...) {
        std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        stop = true;
        return;
      }
    }
  };

  const int threads = std::max(1, std::min<int>(settings.concurrency, static_cast<int>(pending.size())));
  std::vector<std::thread> pool;
  for (int i = 0; i < threads && !pending.empty(); ++i) pool.emplace_back(worker);
  for (std::thread& thread : pool) thread.join();
  if (settings.progress_bar && progress != nullptr && played > 0) fmt::print(progress, "\n");
  if (failure) {
    const int kept = static_cast<int>(done.size());
    try {
      std::rethrow_exception(failure);
    } catch (const store::StoreError& error) {
      // The store cannot take the game (the disk full, the file-size limit): say what it keeps.
      throw store::StoreError(fmt::format("{}; the {} game{} of this match already committed are kept: run the same "
                                          "command again to resume",
                                          error.what(), kept, kept == 1 ? "" : "s"));
    } catch (...) {
      store::set_experiment_status(database, experiment.id, "failed");
      throw;
    }
  }
  report.played = played;
  report.claimed_elsewhere = claimed_elsewhere;
  // What another runner stored meanwhile counts in the score as this run's own games do.
  if (report.claimed_elsewhere > 0)
    for (const StoredGame& game : stored_games(database, experiment.id)) done.try_emplace(game.round, game);

  std::vector<double> scores;
  for (const auto& [round, game] : done) {
    if (round >= settings.games || !settings.shard.owns(round)) continue;
    scores.push_back(game.player_one_score);
    ++report.terminations[game.ending];
  }
  report.score = summarize_scores(scores);
  // Rounds 2k and 2k+1 play opening k with colours swapped: a pair counts once both are stored.
  std::vector<double> pair_points;
  for (int round = 0; round + 1 < settings.games; round += 2) {
    const auto first = done.find(round), second = done.find(round + 1);
    if (first == done.end() || second == done.end() || !settings.shard.owns(round) || !settings.shard.owns(round + 1))
      continue;
    pair_points.push_back(first->second.player_one_score + second->second.player_one_score);
  }
  report.pairs = summarize_pairs(pair_points);
  if (settings.shard.whole() && report.score.games == settings.games)
    store::set_experiment_status(database, experiment.id, "finished");
  return report;
}

}  // namespace newell::match
