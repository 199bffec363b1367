// `newell samuel ...`: Samuel's checkers learning (learning/samuel/).
//   rote        self-play with rote learning (memory kept in the store); memory size and hit rate
//   generalize  Alpha/Beta learning by generalization, stored and resumable
//   agreement   Samuel's C = (L - H) / (L + H) of a polynomial against book games
//   agreement-table  Samuel's C table: his figures, ours for his four-term polynomial and for learned ones
//   match       a learned Alpha against the starting polynomial at equal depth (score with a 95% error bar)
//   plot        an experiment's result series as an SVG line chart

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/output_file.h"
#include "app/common/seed_option.h"
#include "app/common/text_argument.h"
#include "checkers/notation.h"
#include "checkers/pdn.h"
#include "game_descriptor/outcome.h"
#include "learning/game_record.h"
#include "learning/samuel/agreement_table.h"
#include "learning/samuel/book_agreement.h"
#include "learning/samuel/generalization_run.h"
#include "learning/samuel/rote_play.h"
#include "learning/samuel/rote_store.h"
#include "learning/samuel/svg_plot.h"
#include "statistics/scores.h"
#include "store/error.h"
#include "store/experiment_games.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "store/rule_weights.h"
#include "store/shard.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <sstream>

namespace newell::app {
namespace {

namespace samuel = newell::learning::samuel;
namespace checkers = newell::checkers;

[[noreturn]] void fail_samuel(std::string_view command, const std::string& message, int code = 1) {
  fail_command("samuel " + std::string(command), message, code);
}

std::string read_file(std::string_view command, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail_samuel(command, "cannot open '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<checkers::PdnGame> read_book(std::string_view command, const std::string& path, int limit) {
  checkers::PdnFile file = checkers::read_pdn(read_file(command, path));
  for (const auto& error : file.errors) fmt::print(stderr, "newell samuel {}: {}: skipped {}\n", command, path, error.to_string());
  if (file.games.empty()) fail_samuel(command, "'" + path + "' holds no readable game");
  if (limit > 0 && static_cast<int>(file.games.size()) > limit) file.games.resize(static_cast<std::size_t>(limit));
  return file.games;
}

// `initial` (Alpha's start), `material` (piece advantage alone), `experiment:NAME` (its latest
// Alpha) or a file of `NAME<TAB>weight` lines.
checkers::ScoringPolynomial polynomial_named(std::string_view command, const std::string& spec, const std::string& database_file) {
  if (spec == "initial") return samuel::Alpha::initial().polynomial();
  if (spec == "material") return checkers::ScoringPolynomial{};
  if (spec.rfind("experiment:", 0) == 0) {
    const std::string name = spec.substr(11);
    const auto database = store::Database::open(database_file);
    const auto experiment = store::find_experiment(database, name);
    if (!experiment) fail_samuel(command, "no experiment named '" + name + "' in " + database_file);
    samuel::AlphaSettings settings;
    const auto stored = nlohmann::json::parse(experiment->settings, nullptr, false);
    if (stored.is_object() && stored.contains("maximum_coefficient")) settings.maximum_coefficient = stored["maximum_coefficient"].get<int>();
    const auto state = samuel::latest_state(database, experiment->id, settings);
    if (!state) fail_samuel(command, "experiment '" + name + "' has not finished a game yet");
    return state->alpha.polynomial();
  }
  try {
    return samuel::polynomial_from_text(read_file(command, spec));
  } catch (const std::runtime_error& error) {
    fail_samuel(command, spec + ": " + error.what());
  }
}

std::string percent(double ratio) { return fmt::format("{:.1f}%", 100 * ratio); }

// ---- rote ----
struct RoteRequest {
  std::string database_file, memory = "default", fen, experiment, polynomial = "material", learner = "both";
  int games = 10, depth = 4, move_limit = 100, opening_plies = 2;
  std::uint64_t seed = 1, nodes = 200000;
  bool no_learning = false, no_memory = false;
};

void run_rote(const RoteRequest& request) {
  checkers::Position start = checkers::Position::initial();
  if (!request.fen.empty()) {
    try {
      start = checkers::parse_fen(request.fen);
    } catch (const checkers::NotationError& error) {
      fail_samuel("rote", error.what());
    }
  }
  const auto database = store::Database::open(request.database_file);
  samuel::RoteMemory memory;
  const std::size_t loaded = samuel::load_rote_memory(database, request.memory, memory);
  fmt::print("rote memory '{}' in {}: {} positions loaded\n", request.memory, request.database_file, loaded);
  std::optional<store::Experiment> experiment;
  if (!request.experiment.empty()) {
    store::Experiment wanted;
    wanted.kind = "samuel-rote";
    wanted.name = request.experiment;
    wanted.seed = static_cast<std::int64_t>(request.seed);
    wanted.settings = fmt::format(R"({{"polynomial":"{}","memory":"{}","fen":"{}","depth":{},"nodes":{},"move_limit":{},"opening_plies":{},"learn":{},"use_memory":{},"learner":"{}"}})",
                                  request.polynomial, request.memory, request.fen, request.depth, request.nodes, request.move_limit, request.opening_plies,
                                  !request.no_learning, !request.no_memory, request.learner);
    experiment = store::create_or_resume_experiment(database, wanted);
  }
  const std::int64_t first_game =
      experiment ? static_cast<std::int64_t>(store::result_series(database, experiment->id, "hit_rate").size()) + 1 : 1;
  const checkers::ScoringPolynomial evaluation = polynomial_named("rote", request.polynomial, request.database_file);
  samuel::RoteGameSettings settings;
  settings.depth = request.depth;
  settings.nodes = request.nodes;
  settings.move_limit = request.move_limit;
  settings.learn = !request.no_learning;
  settings.use_memory = !request.no_memory;
  if (request.learner != "both") settings.memory_side = request.learner == "black" ? checkers::Color::black : checkers::Color::white;
  samuel::RoteStatistics total;
  for (std::int64_t number = first_game; number < first_game + request.games; ++number) {
    checkers::Game opening(start);
    std::mt19937_64 generator(samuel::game_seed(request.seed, static_cast<int>(number)));
    for (int ply = 0; ply < request.opening_plies && opening.outcome() == Outcome::ongoing; ++ply) {
      const auto moves = opening.legal_moves();
      opening.play(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(generator)]);
    }
    const auto began = std::chrono::steady_clock::now();
    const samuel::RoteGameReport report = samuel::play_rote_game(memory, opening.position(), evaluation, settings);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    total.lookups += report.statistics.lookups;
    total.hits += report.statistics.hits;
    if (settings.learn && settings.use_memory) samuel::save_rote_memory(database, request.memory, memory);
    store::save_game(database, learning::checkers_game_record(
                                   report.game, {"rote", "rote"}, report.result, report.termination,
                                   experiment ? std::optional<std::int64_t>{experiment->id} : std::nullopt,
                                   nlohmann::json{{"event", "samuel rote"}, {"memory", request.memory}, {"game", number},
                                                  {"opening_plies", request.opening_plies}}
                                       .dump()));
    const int plies = request.opening_plies + report.plies;
    fmt::print("game {}: {} after {} plies ({}); memory {} positions ({} forgotten); look-ups {}, hits {} ({}); {:.1f} s\n", number,
               report.result, plies, report.termination, memory.size(), report.forgotten, report.statistics.lookups,
               report.statistics.hits, percent(report.statistics.hit_rate()), seconds);
    if (experiment) {
      store::record_result(database, experiment->id, "hit_rate", number, report.statistics.hit_rate());
      store::record_result(database, experiment->id, "memory_size", number, static_cast<double>(memory.size()));
      store::record_result(database, experiment->id, "plies", number, plies);
      store::record_result(database, experiment->id, "black_score", number,
                           first_side_sign(stored_outcome(report.result)));
    }
  }
  fmt::print("overall: {} look-ups, {} hits ({}); memory {} positions\n", total.lookups, total.hits, percent(total.hit_rate()), memory.size());
}

void add_rote(CLI::App& parent) {
  auto request = std::make_shared<RoteRequest>();
  auto* command = parent.add_subcommand("rote", "Self-play with Samuel's rote learning; reports memory size and hit rate");
  add_database_option(command, request->database_file);
  command->add_option("--games", request->games, "Games to play")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--seed", request->seed, "Seed of the opening moves")->check(non_negative_seed)->capture_default_str();
  command->add_option("--memory", request->memory, "Name of the rote memory in the store")->capture_default_str();
  command->add_option("--fen", request->fen, "Start every game from this position (e.g. an end game)");
  command->add_option("--depth", request->depth, "Minimum ply of the search")->check(CLI::Range(1, 30))->capture_default_str();
  command->add_option("--nodes", request->nodes, "Node budget per move (0: none)")->capture_default_str();
  command->add_option("--move-limit", request->move_limit, "Plies before a game is adjudicated by piece count")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  command->add_option("--opening-plies", request->opening_plies, "Random (seeded) plies before the engine plays")
      ->check(CLI::Range(0, 20))
      ->capture_default_str();
  command->add_option("--experiment", request->experiment, "Record hit rate, memory size and plies per game under this experiment");
  command->add_option("--polynomial", request->polynomial,
                      "Evaluation: material (Samuel's piece advantage), initial, experiment:NAME or a polynomial file")
      ->capture_default_str();
  command->add_flag("--no-learning", request->no_learning, "Look up only; remember nothing");
  command->add_option("--learner", request->learner, "Which side uses the memory: both, black or white (the other searches plainly)")
      ->check(CLI::IsMember({"both", "black", "white"}))
      ->capture_default_str();
  command->add_flag("--no-memory", request->no_memory, "Plain search without the memory (the baseline)");
  command->callback([request] { run_rote(*request); });
}

// ---- generalize ----
struct GeneralizeRequest {
  std::string database_file, name, book, shard, snapshot;
  int games = 10, depth = 3, agreement_every = 5, book_games = 100, agreement_depth = 1, move_limit = 70,
      maximum_coefficient = samuel::AlphaSettings{}.maximum_coefficient, batch = 0, concurrency = 1;
  std::uint64_t seed = 1, nodes = 20000;
  bool update_only = false;
};

store::Shard shard_option(std::string_view command, const std::string& text) {
  if (text.empty()) return {};
  try {
    return store::parse_shard(text);
  } catch (const std::invalid_argument& error) {
    fail_samuel(command, error.what(), 2);
  }
}

void add_generalize(CLI::App& parent) {
  auto request = std::make_shared<GeneralizeRequest>();
  auto* command = parent.add_subcommand("generalize", "Alpha/Beta learning by generalization (stored, resumable)");
  add_database_option(command, request->database_file);
  command->add_option("--games", request->games, "Games the experiment should reach")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--seed", request->seed, "Seed of the openings")->check(non_negative_seed)->capture_default_str();
  command->add_option("--name", request->name, "Experiment name (default samuel-generalize-seed-S); resumes under it")->transform(utf8_text("--name"));
  command->add_option("--depth", request->depth, "Minimum ply of both players' search")->check(CLI::Range(1, 30))->capture_default_str();
  command->add_option("--nodes", request->nodes, "Node budget per move (0: none)")->capture_default_str();
  command->add_option("--move-limit", request->move_limit, "Plies before adjudication by piece count")->check(CLI::Range(2, 1000))->capture_default_str();
  command->add_option("--maximum-coefficient", request->maximum_coefficient,
                      "Centi-men per unit of the leading term (a man is 100)")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  command->add_option("--book", request->book, "Book games (PDN) for the agreement measurements");
  command->add_option("--book-games", request->book_games, "Use the first N book games")->check(CLI::Range(1, 100000))->capture_default_str();
  command->add_option("--agreement-every", request->agreement_every, "Measure agreement every K games (0: never)")->capture_default_str();
  command->add_option("--agreement-depth", request->agreement_depth, "Rating depth for agreement (1: static)")->capture_default_str();
  command->add_option("--batch", request->batch,
                      "Batch-synchronous learning: B games with Alpha and Beta frozen, then Alpha learns from them in game order "
                      "(what it learns does not depend on how many processes play a batch)")
      ->check(CLI::Range(1, 1000000));
  command->add_option("--concurrency", request->concurrency, "Games of a batch played at once")->check(CLI::Range(1, 256))->capture_default_str();
  command->add_option("--shard", request->shard, "K/N: play only shard K of N of the learner's next batch into this --db (with --snapshot)");
  command->add_option("--snapshot", request->snapshot, "A shard's Alpha and Beta: the learner's store (read only)");
  command->add_flag("--update-only", request->update_only, "The learner: learn from the batches whose games are all stored; play nothing");
  command->footer(R"(Batches across processes or machines (bench/slurm/README.md), for each batch:
  newell samuel generalize SAME-OPTIONS --batch B --shard K/N --snapshot learner.db --db shard-K.db   (each K)
  newell db merge learner.db shard-*.db
  newell samuel generalize SAME-OPTIONS --batch B --update-only --db learner.db)");
  command->callback([request] {
    if ((!request->shard.empty() || !request->snapshot.empty() || request->update_only || request->concurrency > 1) && request->batch == 0)
      fail_samuel("generalize", "--shard, --snapshot, --update-only and --concurrency are for batch learning: give --batch B", 2);
    samuel::GeneralizationRun run;
    run.batch = request->batch;
    run.concurrency = request->concurrency;
    run.shard = shard_option("generalize", request->shard);
    run.snapshot = request->snapshot;
    run.update_only = request->update_only;
    run.name = request->name.empty() ? fmt::format("samuel-generalize-seed-{}", request->seed) : request->name;
    run.seed = request->seed;
    run.games = request->games;
    run.game.depth = request->depth;
    run.game.nodes = request->nodes;
    run.game.move_limit = request->move_limit;
    run.agreement_every = request->agreement_every;
    run.agreement_depth = request->agreement_depth;
    run.alpha.maximum_coefficient = request->maximum_coefficient;
    if (request->agreement_every > 0 && !request->book.empty()) run.book = read_book("generalize", request->book, request->book_games);
    if (request->agreement_every > 0 && request->book.empty()) fmt::print("no --book given: agreement is not measured\n");
    const auto database = store::Database::open(request->database_file);
    try {
      const auto state = samuel::run_generalization(database, run, [](const std::string& line) { fmt::print("{}\n", line); std::fflush(stdout); });
      if (!run.snapshot.empty()) return;  // a shard learns nothing; its line said what it played
      fmt::print("Alpha's polynomial after {} games:\n{}", state.games_played, samuel::polynomial_text(state.alpha.polynomial()));
    } catch (const store::StoreError& error) {
      fail_samuel("generalize", error.what());
    } catch (const std::runtime_error& error) {
      fail_samuel("generalize", error.what());
    }
  });
}

// ---- agreement ----
struct AgreementRequest {
  std::string database_file, games_file, polynomial = "initial";
  int depth = 1, max_games = 0;
  std::uint64_t nodes = 2000;
  bool per_game = false;
};

void add_agreement(CLI::App& parent) {
  auto request = std::make_shared<AgreementRequest>();
  auto* command = parent.add_subcommand("agreement", "Samuel's C = (L - H) / (L + H) of a polynomial against book games");
  add_database_option(command, request->database_file);
  command->add_option("--games", request->games_file, "Book games (PDN)")->required();
  command->add_option("--polynomial", request->polynomial,
                      "initial, material, experiment:NAME (its latest Alpha) or a file of NAME<TAB>weight lines")
      ->capture_default_str();
  command->add_option("--depth", request->depth, "1: static rating of the position after each move; D: search of minimum ply D-1")
      ->check(CLI::Range(1, 12))
      ->capture_default_str();
  command->add_option("--nodes", request->nodes, "Node budget per rated move (depth > 1)")->capture_default_str();
  command->add_option("--max-games", request->max_games, "Only the first N games (0: all)")->capture_default_str();
  command->add_flag("--per-game", request->per_game, "A line per game");
  command->callback([request] {
    const auto polynomial = polynomial_named("agreement", request->polynomial, request->database_file);
    const auto book = read_book("agreement", request->games_file, request->max_games);
    samuel::AgreementSettings settings;
    settings.depth = request->depth;
    settings.nodes_per_move = request->nodes;
    const auto began = std::chrono::steady_clock::now();
    const auto report = samuel::book_agreement(book, polynomial, settings);
    for (const auto& game : report.games) {
      if (!game.error.empty()) fmt::print(stderr, "newell samuel agreement: {}: {}\n", game.description, game.error);
      if (request->per_game)
        fmt::print("{:>5}  C {:+.3f}  L {:>4}  H {:>4}  {}\n", game.number, game.count.coefficient(), game.count.lower,
                   game.count.higher, game.description);
    }
    fmt::print("{} games, {} positions, depth {} ({}): L {}, H {}, C = {:+.4f}; tied {} ({:.1f}% of the comparisons, left out of C)  ({:.1f} s)\n",
               report.games.size(), report.total.positions, settings.depth, settings.depth == 1 ? "static" : "search", report.total.lower,
               report.total.higher, report.total.coefficient(), report.total.equal, 100 * report.total.tie_share(),
               std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
  });
}

// ---- agreement-table ----
struct AgreementTableRequest {
  std::string database_file, games_file;
  std::vector<std::string> learned;
  int max_games = 500, search_games = 50, depth = 3;
  std::uint64_t nodes = 2000;
};

void add_agreement_table(CLI::App& parent) {
  auto request = std::make_shared<AgreementTableRequest>();
  auto* command = parent.add_subcommand(
      "agreement-table", "Samuel's C table: his figures (0.6 adopted, 0.2 poorest) next to ours for his four-term polynomial and learned ones");
  add_database_option(command, request->database_file);
  command->add_option("--games", request->games_file, "Book games (PDN), e.g. the master games")->required();
  command->add_option("--max-games", request->max_games, "Games for the static column")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--search-games", request->search_games, "The first N of them for the search column (48 variants are searched)")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  command->add_option("--depth", request->depth, "Search column: each move rated by a search of minimum ply D-1 below it")
      ->check(CLI::Range(2, 12))
      ->capture_default_str();
  command->add_option("--nodes", request->nodes, "Node budget per rated move in the search column")->capture_default_str();
  command->add_option("--learned", request->learned,
                      "A learned polynomial, one row each: a file of NAME<TAB>weight lines (e.g. learning/samuel/learned-seed-1.txt) "
                      "or experiment:NAME (its latest Alpha in --db)");
  command->callback([request] {
    std::vector<samuel::NamedPolynomial> learned;
    for (const auto& spec : request->learned) {
      // A file is named by its name alone (the table's column stays narrow), an experiment as given.
      const std::string name = spec.rfind("experiment:", 0) == 0 ? spec : std::filesystem::path(spec).filename().string();
      learned.push_back({name, polynomial_named("agreement-table", spec, request->database_file)});
    }
    const auto book = read_book("agreement-table", request->games_file, std::max(request->max_games, request->search_games));
    const auto first = [&book](int count) {
      return std::vector<checkers::PdnGame>(book.begin(), book.begin() + std::min<std::ptrdiff_t>(count, std::ssize(book)));
    };
    const auto began = std::chrono::steady_clock::now();
    const auto table = samuel::agreement_table(first(request->max_games), first(request->search_games), learned,
                                               {.search_depth = request->depth, .nodes_per_move = request->nodes});
    fmt::print("{}", samuel::agreement_table_text(table));
    if (learned.empty()) fmt::print("(no --learned polynomial given: the learned rows are missing)\n");
    fmt::print("({:.0f} s)\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
  });
}

// ---- match ----
struct SamuelMatchRequest {
  std::string database_file, first = "initial", second = "initial", name, shard;
  int games = 10, depth = 3, move_limit = 70;
  std::uint64_t seed = 1, nodes = 20000;
};

// The match is an experiment (kind samuel-match): the same command resumes it and shards of it
// (--shard K/N) merge into one store. Its identity holds the polynomials themselves, so an edited
// file or a longer-learned experiment:NAME makes another match.
void run_samuel_match(const SamuelMatchRequest& request) {
  const auto database = store::Database::open(request.database_file);
  const auto first = polynomial_named("match", request.first, request.database_file);
  const auto second = polynomial_named("match", request.second, request.database_file);
  const store::Shard shard = shard_option("match", request.shard);
  samuel::GeneralizationSettings settings;
  settings.depth = request.depth;
  settings.nodes = request.nodes;
  settings.move_limit = request.move_limit;
  store::Experiment wanted;
  wanted.kind = "samuel-match";
  wanted.settings = nlohmann::json{{"first", request.first},
                                   {"second", request.second},
                                   {"first_polynomial", samuel::polynomial_text(first)},
                                   {"second_polynomial", samuel::polynomial_text(second)},
                                   {"depth", request.depth},
                                   {"nodes", request.nodes},
                                   {"move_limit", request.move_limit}}
                        .dump();
  wanted.seed = static_cast<std::int64_t>(request.seed);
  wanted.name = request.name.empty()
                    ? "samuel-match-" + store::rule_text_hash(wanted.settings + " seed " + std::to_string(request.seed)).substr(0, 10)
                    : request.name;
  store::Experiment experiment;
  try {
    experiment = store::create_or_resume_experiment(database, wanted);
  } catch (const store::StoreError& error) {
    fail_samuel("match", error.what());
  }
  std::map<int, double> scores;  // of the first polynomial, by game number
  for (const auto& game : store::experiment_games(database, experiment.id)) {
    const auto json = nlohmann::json::parse(game.settings, nullptr, false);
    if (json.is_object() && json.contains("game") && json.contains("first_score"))
      scores.emplace(json["game"].get<int>(), json["first_score"].get<double>());
  }
  int resumed = 0;
  for (int game = 1; game <= request.games; ++game) {
    if (!shard.owns(game - 1)) continue;
    if (scores.contains(game)) {
      ++resumed;
      continue;
    }
    // Pairs share their opening, colours reversed.
    const auto color = game % 2 == 1 ? checkers::Color::black : checkers::Color::white;
    const auto report = samuel::play_fixed_game(first, second, color, settings, samuel::game_seed(request.seed, (game + 1) / 2));
    const learning::PlayedBy players = color == checkers::Color::black ? learning::PlayedBy{request.first, request.second}
                                                                     : learning::PlayedBy{request.second, request.first};
    const double score = report.alpha_score > 0 ? 1.0 : report.alpha_score < 0 ? 0.0 : 0.5;
    store::save_game(database, learning::checkers_game_record(
                                   report.game, players, report.result, report.termination, experiment.id,
                                   nlohmann::json{{"event", "samuel match"}, {"game", game}, {"seed", request.seed},
                                                  {"depth", request.depth}, {"nodes", request.nodes}, {"first_score", score}}
                                       .dump()));
    scores[game] = score;
    fmt::print("game {}: first ({}) {} in {} plies ({})\n", game, color == checkers::Color::black ? "Black" : "White",
               report.alpha_score > 0 ? "won" : report.alpha_score < 0 ? "lost" : "drew", report.game.moves().size(),
               report.termination);
  }
  int wins = 0, draws = 0, losses = 0, wanted_games = 0;
  statistics::ScoreSums played;  // the mean per-game score (1, 1/2, 0) and its 95% error bar
  for (int game = 1; game <= request.games; ++game) {
    if (!shard.owns(game - 1)) continue;
    ++wanted_games;
    const auto found = scores.find(game);
    if (found == scores.end()) continue;
    played.add(found->second);
    (found->second == 1 ? wins : found->second == 0 ? losses : draws) += 1;
  }
  if (resumed > 0) fmt::print("resumed match '{}': {} games were already stored\n", experiment.name, resumed);
  if (!shard.whole()) {
    fmt::print("shard {} of match '{}': {} of its {} games stored, +{} ={} -{}; after newell db merge, this command without --shard "
               "on the merged store gives the match's score\n",
               shard.text(), experiment.name, played.count, wanted_games, wins, draws, losses);
    return;
  }
  if (played.count == request.games) store::set_experiment_status(database, experiment.id, "finished");
  fmt::print("{} against {}: +{} ={} -{} (score {:.1f}% +- {:.1f}%, 95% interval of the mean per-game score, n = {}); match '{}'\n",
             request.first, request.second, wins, draws, losses, 100 * played.mean(),
             100 * statistics::z95_rounded * played.sample_standard_error(), played.count,
             experiment.name);
}

void add_samuel_match(CLI::App& parent) {
  auto request = std::make_shared<SamuelMatchRequest>();
  auto* command = parent.add_subcommand("match", "Two polynomials play each other at equal depth, colours alternating (stored, resumable)");
  add_database_option(command, request->database_file);
  command->add_option("first", request->first, "initial, material, experiment:NAME or a polynomial file")->required();
  command->add_option("second", request->second, "the opponent (same forms)")->capture_default_str();
  command->add_option("--games", request->games, "Games (pairs with colours reversed when even)")->check(CLI::Range(1, 100000))->capture_default_str();
  command->add_option("--seed", request->seed, "Seed of the openings")->check(non_negative_seed)->capture_default_str();
  command->add_option("--depth", request->depth, "Minimum ply of both")->check(CLI::Range(1, 30))->capture_default_str();
  command->add_option("--nodes", request->nodes, "Node budget per move (0: none)")->capture_default_str();
  command->add_option("--move-limit", request->move_limit, "Plies before adjudication by piece count")->capture_default_str();
  command->add_option("--name", request->name, "The match's experiment name (default: derived from its settings)")->transform(utf8_text("--name"));
  command->add_option("--shard", request->shard,
                      "K/N: play only shard K of N of the games (same openings and colours) into this --db; merge with newell db merge");
  command->callback([request] { run_samuel_match(*request); });
}

// ---- plot ----
struct SamuelPlotRequest {
  std::string database_file, experiment, output;
  std::vector<std::string> series;
};

void add_plot(CLI::App& parent) {
  auto request = std::make_shared<SamuelPlotRequest>();
  auto* command = parent.add_subcommand("plot", "Draw an experiment's result series as an SVG line chart");
  add_database_option(command, request->database_file);
  command->add_option("experiment", request->experiment, "Experiment name")->required();
  command->add_option("-o,--output", request->output, "SVG file to write")->required();
  command->add_option("--series", request->series, "Series to draw (default: agreement if present, else all)")->delimiter(',');
  command->callback([request] {
    try {
      refuse_output_over_store(request->output, request->database_file);
    } catch (const std::invalid_argument& error) {
      fail_samuel("plot", error.what());
    }
    const auto database = store::Database::open(request->database_file, store::Access::read);
    const auto experiment = store::find_experiment(database, request->experiment);
    if (!experiment) fail_samuel("plot", "no experiment named '" + request->experiment + "' in " + request->database_file);
    const auto names = store::result_series_names(database, experiment->id);
    std::vector<std::string> wanted = request->series;
    if (wanted.empty()) {
      if (std::find(names.begin(), names.end(), "agreement") != names.end()) wanted = {"agreement"};
      else if (std::find(names.begin(), names.end(), "hit_rate") != names.end()) wanted = {"hit_rate"};
      else wanted = names;
    }
    std::vector<samuel::PlotSeries> series;
    for (const auto& name : wanted) {
      if (std::find(names.begin(), names.end(), name) == names.end())
        fail_samuel("plot", fmt::format("experiment '{}' has no series '{}' (it has: {})", request->experiment, name, fmt::format("{}", fmt::join(names, ", "))));
      samuel::PlotSeries line{name, {}};
      for (const auto& point : store::result_series(database, experiment->id, name))
        line.points.emplace_back(static_cast<double>(point.step), point.value);
      series.push_back(std::move(line));
    }
    samuel::PlotLabels labels;
    labels.title = fmt::format("{} ({})", experiment->name, experiment->kind);
    labels.y_axis = wanted.size() == 1 ? wanted[0] : "value";
    std::ofstream out(request->output, std::ios::binary);
    if (!out) fail_samuel("plot", "cannot write '" + request->output + "'");
    out << samuel::svg_line_chart(series, labels);
    fmt::print("wrote {} ({} series)\n", request->output, series.size());
  });
}

void add_samuel(CLI::App& root) {
  auto* command = root.add_subcommand("samuel", "Samuel's checkers learning: rote, generalize, agreement, agreement-table, match, plot");
  command->require_subcommand(1);
  add_rote(*command);
  add_generalize(*command);
  add_agreement(*command);
  add_agreement_table(*command);
  add_samuel_match(*command);
  add_plot(*command);
}

const CommandRegistration samuel_registration{"samuel", add_samuel};

}  // namespace
}  // namespace newell::app
