// `newell match`: a series of games between two players (newell's own, or external engines through
// UCI or CECP), openings played with colours swapped, in parallel, with a progress bar; prints the
// score (W/D/L, draw ratio, likelihood of superiority), the Elo difference with its 95% interval by
// games and by opening pairs (pentanomial), and the adjudication in force; every game is stored, and
// the match is an experiment that the same command resumes. See match/README.md.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/text_argument.h"
#include "game_descriptor/game_descriptor.h"
#include "match/board.h"
#include "match/player_spec.h"
#include "match/series.h"
#include "store/error.h"
#include "store/shard.h"

#include <fmt/core.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <memory>
#include <optional>
#include <thread>

namespace newell::app {
namespace {

constexpr const char* player_help = R"(A player (give two):
  newell[:engine=goal][,rules=FILE][,nodes=N][,seed=S]   the goal engine
      [,opponent-model=FILE][,opponent-model-weight=W]: a learned M* model of the match's game
      (`newell mstar learn-strategy [--game chess] --save FILE`) as its opponent model, weight W (default 1)
  newell:engine=alphabeta[,nodes=N][,depth=D]            the alpha-beta core alone
  newell:engine=samuel,polynomial=P[,depth=D]            checkers: a Samuel scoring polynomial
  newell:engine=mstar,depth=D,polynomial=P,model-depth=E,model-polynomial=Q
                                                          checkers: M* with a model of the opponent
  newell:engine=mstar[,depth=D][,model-depth=E]          chess: M* (core evaluation) modelling an opponent of depth E
  uci:PROGRAM[ ARGS][,OPTION=VALUE...]                   chess: a UCI engine, e.g.
                                                          uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350
  cecp:PROGRAM[ ARGS][,OPTION=VALUE...]                  chess: an xboard engine, e.g. cecp:fairymax
  Any player: name=NAME (how its games are stored; an engine's default is its own `id name` / myname). P, Q: material, initial, experiment:NAME, or a
  file of TERM<TAB>weight lines. Programs are looked for on PATH, then in /usr/games.)";

struct MatchRequest {
  std::string game{describe(GameKind::chess).name};
  std::vector<std::string> players;
  int games = 10;
  std::string openings;
  std::optional<int> opening_plies;
  std::string time_control;
  std::optional<long long> movetime_ms;
  std::optional<std::uint64_t> nodes;
  long long time_margin_ms = 0;
  match::Adjudication adjudication;
  bool no_adjudication = false;
  int concurrency = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::string name;
  std::string database_file;
  std::string shard;
};

[[noreturn]] void fail(const std::string& message, int code = 1) { fail_command("match", message, code); }

// The adjudication in force, said before the games so that nobody takes an adjudicated result for
// a played-out one.
std::string adjudication_text(const match::Adjudication& rules) {
  std::string text = "Adjudication: ";
  if (rules.resign_score > 0)
    text += fmt::format("a loss when the loser reports <= -{0} and the winner >= {0} for {1} moves each in a row; ",
                        rules.resign_score, rules.resign_moves);
  else
    text += "no resignation by score; ";
  if (rules.draw_score > 0)
    text += fmt::format("a draw when both report |score| <= {} for {} moves each from move {}; ", rules.draw_score,
                        rules.draw_moves, rules.draw_after);
  else
    text += "no draw by score; ";
  text += fmt::format("a draw after {} plies", rules.max_plies);
  if (rules.resign_score > 0 || rules.draw_score > 0) text += " (--no-adjudication plays games out)";
  return text;
}

// An engine's games are stored under what it calls itself ("Toga II 3.0"), not its command line,
// unless the spec names it: each engine is started once to ask. Two players of one name keep their specs.
void name_engines(match::SeriesSettings& settings, const MatchRequest& request) {
  match::PlayerContext context;
  context.game = settings.game;
  context.nodes = settings.nodes;
  context.database = request.database_file;
  std::array<std::optional<std::string>, 2> names;
  for (std::size_t index = 0; index < 2; ++index) {
    const auto& spec = settings.players[index];
    if (spec.kind == match::PlayerSpec::Kind::newell || spec.name) continue;
    try {
      auto player = match::make_player(spec, context);
      match::Turn start;
      start.start_position = match::initial_position(settings.game);
      start.position = start.start_position;
      player->new_game(start);
      names[index] = player->engine_name();
      player->game_over(Outcome::ongoing);
    } catch (const std::exception&) {
      // The series' own start check names the failure.
    }
  }
  if (names[0] && names[1] && *names[0] == *names[1]) return;
  for (std::size_t index = 0; index < 2; ++index)
    if (names[index] && !names[index]->empty()) settings.players[index].name = *names[index];
}

void run_match(const MatchRequest& request) {
  match::SeriesSettings settings;
  settings.game = game_named(request.game).kind;
  if (request.players.size() != 2) fail("give exactly two --player specs (got " + std::to_string(request.players.size()) + ")", 2);
  try {
    for (int i = 0; i < 2; ++i) settings.players[static_cast<std::size_t>(i)] = match::parse_player_spec(request.players[static_cast<std::size_t>(i)], settings.game);
  } catch (const match::SpecError& error) {
    fail(error.what(), 2);
  }
  if (!request.time_control.empty() && request.movetime_ms) fail("give --tc or --movetime, not both", 2);
  if (!request.time_control.empty()) {
    try {
      settings.time_control = match::parse_time_control(request.time_control);
    } catch (const std::invalid_argument& error) {
      fail(error.what(), 2);
    }
  } else if (request.movetime_ms) {
    settings.time_control.movetime = std::chrono::milliseconds(*request.movetime_ms);
  } else {
    for (const auto& spec : settings.players) {
      if (spec.kind != match::PlayerSpec::Kind::newell)
        fail("'" + spec.text + "' is an external engine: give a time control (--tc 10+0.1 or --movetime MS)", 2);
    }
  }
  try {
    if (request.openings.empty()) {
      settings.openings = match::builtin_openings(settings.game);
    } else {
      settings.openings = match::read_openings(settings.game, request.openings, request.opening_plies);
      settings.openings_source = request.openings + (request.opening_plies ? " first " + std::to_string(*request.opening_plies) + " plies" : "");
    }
  } catch (const std::invalid_argument& error) {
    fail(error.what());
  }
  settings.games = request.games;
  settings.adjudication = request.adjudication;
  if (request.no_adjudication) settings.adjudication.resign_score = settings.adjudication.draw_score = 0;
  settings.nodes = request.nodes;
  settings.concurrency = request.concurrency;
  settings.time_margin = std::chrono::milliseconds(request.time_margin_ms);
  if (!request.name.empty()) settings.name = request.name;
  settings.database = request.database_file;
  if (!request.shard.empty()) {
    try {
      settings.shard = store::parse_shard(request.shard);
    } catch (const std::invalid_argument& error) {
      fail(error.what(), 2);
    }
  }
  settings.progress_bar = ::isatty(STDERR_FILENO) == 1;
  name_engines(settings, request);
  fmt::print("{}\n", adjudication_text(settings.adjudication));
  // An opening pair played again is the same two games for players with no random element (the
  // alpha-beta core; the goal engine at a node budget with one seed): the intervals would count the
  // copies as independent games.
  if (const std::size_t pairs = (static_cast<std::size_t>(settings.games) + 1) / 2; pairs > settings.openings.size())
    fmt::print("Note: {} games from {} openings play each opening pair about {} times; players with no random element "
               "(alpha-beta, the goal engine at a node budget with one seed) repeat those games exactly, and the "
               "intervals below then count copies as independent games: give more openings (--openings) or vary "
               "the seeds\n",
               settings.games, settings.openings.size(), (pairs + settings.openings.size() - 1) / settings.openings.size());
  std::fflush(stdout);

  match::SeriesReport report;
  try {
    report = match::run_series(settings, stderr);
  } catch (const match::SpecError& error) {
    fail(error.what(), 2);
  } catch (const store::StoreError& error) {
    fail(error.what());
  } catch (const std::exception& error) {
    fail(error.what());
  }
  const std::string one = settings.players[0].display_name();
  const std::string two = settings.players[1].display_name();
  const match::MatchScore& score = report.score;
  fmt::print("Match '{}' ({}, {} games, time control {}{}): {} against {}\n", report.name, request.game, settings.games,
             settings.time_control.text(), settings.nodes ? fmt::format(", {} nodes", *settings.nodes) : "", one, two);
  if (!settings.shard.whole())
    fmt::print("Shard {} of the match: {} of its {} games stored ({} played now); after newell db merge, this command "
               "without --shard on the merged store gives the match's score\n",
               settings.shard.text(), report.score.games, report.wanted, report.played);
  else if (report.resumed > 0)
    fmt::print("Resumed: {} games were already stored, {} played now\n", report.resumed, report.played);
  if (report.claimed_elsewhere > 0)
    fmt::print("{} game{} played by another run of this match on {} at the same time, not here ({} of {} stored now)\n",
               report.claimed_elsewhere, report.claimed_elsewhere == 1 ? " was" : "s were", settings.database,
               report.score.games, settings.games);
  fmt::print("{}Score of {}: {:.1f}/{} (+{} ={} -{}), {:.1f}%\n", settings.shard.whole() ? "" : "This shard's games: ", one,
             score.points, score.games, score.wins, score.draws, score.losses, score.games > 0 ? 100.0 * score.mean : 0.0);
  fmt::print("W/D/L: {}/{}/{}, draw ratio {:.1f}%, likelihood of superiority {:.1f}%\n", score.wins, score.draws,
             score.losses, 100.0 * score.draw_ratio, 100.0 * score.likelihood_of_superiority);
  fmt::print("Elo difference: {}\n", score.elo_text());
  if (report.pairs.pairs > 0) fmt::print("Elo by opening pairs (pentanomial {})\n", report.pairs.text());
  std::string endings;
  for (const auto& [kind, count] : report.terminations) endings += fmt::format("{}{} {}", endings.empty() ? "" : ", ", kind, count);
  fmt::print("Games ended by: {}\n", endings);
  fmt::print("Stored in {} as experiment '{}' (id {}): newell games --db {} --experiment {}\n", settings.database, report.name,
             report.experiment_id, settings.database, report.experiment_id);
}

void add_match(CLI::App& root) {
  auto request = std::make_shared<MatchRequest>();
  request->adjudication.resign_score = 1000;
  request->adjudication.resign_moves = 5;
  auto* command = root.add_subcommand("match", "Play a series of games between two players; score, Elo, games stored");
  command->footer(std::string(player_help) + R"(

Each opening is played twice, colours swapped (game i: opening i/2, player one White on even i;
in checkers Black moves first and player one is Black on even i). The Elo difference and its 95%
interval come from the per-game scores' variance (match/README.md). Running the same command
again resumes the match: only games not yet stored are played (--games may grow). With --shard K/N
a process plays only its share, each into its own --db; `newell db merge all.db shard-*.db`, then
the same command without --shard on all.db prints the whole match's score (bench/slurm/README.md).

Examples:
  newell match --player newell:nodes=2000 --player cecp:fairymax --games 20 --tc 10+0.1
  newell match --player newell --player uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350 --tc 5+0.05
  newell match --game checkers --player newell:engine=samuel,polynomial=initial,depth=4 \
               --player newell:engine=mstar,depth=4,model-depth=3 --games 100)");
  command->add_option("--game", request->game, "chess or checkers")->check(CLI::IsMember(game_names()))->capture_default_str();
  command->add_option("--player", request->players, "A player spec (twice; see below)")->transform(utf8_text("--player"))->required()->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  command->add_option("--games", request->games, "Games in the match")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--openings", request->openings,
                      "Openings: chess .epd or .pgn; checkers .pdn or lines of FEN / moves (default: a built-in set)");
  command->add_option("--opening-plies", request->opening_plies, "Keep only the first N plies of each PGN/PDN game")
      ->check(CLI::Range(0, 1000));
  command->add_option("--tc", request->time_control, "A clock per side: SECONDS+INCREMENT, e.g. 10+0.1 or 1:00+0.5");
  command->add_option("--movetime", request->movetime_ms, "A fixed time a move, in milliseconds")->check(CLI::Range(1LL, 3600000LL));
  command->add_option("--time-margin", request->time_margin_ms,
                      "Milliseconds a player may overstep its clock before it loses on time")
      ->check(CLI::Range(0LL, 60000LL))
      ->capture_default_str();
  command->add_option("--nodes", request->nodes, "Node budget a move for newell players without nodes=")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1000000000000}));
  command->add_option("--resign-score", request->adjudication.resign_score,
                      "Adjudicate a loss when the loser reports <= -SCORE and the winner >= SCORE (centipawns / centi-men; 0: off)")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  command->add_option("--resign-moves", request->adjudication.resign_moves, "... for this many moves of each side in a row")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  command->add_option("--draw-score", request->adjudication.draw_score, "Adjudicate a draw when both report |score| <= SCORE (0: off)")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  command->add_option("--draw-moves", request->adjudication.draw_moves, "... for this many moves of each side in a row")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  command->add_option("--draw-after", request->adjudication.draw_after, "... from this move number on")
      ->check(CLI::Range(0, 10000))
      ->capture_default_str();
  command->add_option("--max-plies", request->adjudication.max_plies, "A draw after this many plies")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  command->add_flag("--no-adjudication", request->no_adjudication,
                   "Play every game out: no resignation or draw by score (the ply limit stays)");
  command->add_option("--concurrency", request->concurrency, "Games played at once (default: the cores)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  command->add_option("--name", request->name, "The match's name in the store (default: derived from its settings)")->transform(utf8_text("--name"));
  command->add_option("--shard", request->shard,
                      "K/N: play only shard K of N (games dealt by opening pairs; same openings, colours and seeds as "
                      "the whole match) into this store; merge the shards' stores with newell db merge");
  add_database_option(command, request->database_file);
  command->callback([request] { run_match(*request); });
}

const CommandRegistration match_registration{"match", add_match};

}  // namespace
}  // namespace newell::app
