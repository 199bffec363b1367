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
#include "learning/samuel/agreement_table.h"
#include "learning/samuel/book_agreement.h"
#include "learning/samuel/generalization_run.h"
#include "learning/samuel/named_polynomial.h"
#include "learning/samuel/polynomial_match.h"
#include "learning/samuel/rote_experiment.h"
#include "learning/samuel/rote_store.h"
#include "learning/samuel/svg_plot.h"
#include "statistics/scores.h"
#include "store/error.h"
#include "store/experiments.h"
#include "store/shard.h"

#include <fmt/core.h>
#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
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

// A polynomial as learning/samuel/named_polynomial.h names it; a bad name fails the command.
checkers::ScoringPolynomial polynomial_named(std::string_view command, const std::string& spec, const std::string& database_file) {
  try {
    return samuel::named_polynomial(spec, database_file);
  } catch (const store::StoreError&) {
    throw;
  } catch (const std::runtime_error& error) {
    fail_samuel(command, error.what());
  }
}

std::string percent(double ratio) { return fmt::format("{:.1f}%", 100 * ratio); }

// ---- rote ----
// The options bind to the run's settings (learning/samuel/rote_experiment.h) where they can.
struct RoteRequest {
  std::string database_file;
  samuel::RoteRunSettings run;
  bool no_learning = false, no_memory = false;
};

void run_rote(RoteRequest request) {
  samuel::RoteRunSettings& settings = request.run;
  if (!settings.fen.empty()) {
    try {
      settings.start = checkers::parse_fen(settings.fen);
    } catch (const checkers::NotationError& error) {
      fail_samuel("rote", error.what());
    }
  }
  settings.game.learn = !request.no_learning;
  settings.game.use_memory = !request.no_memory;
  const checkers::ScoringPolynomial evaluation = polynomial_named("rote", settings.polynomial, request.database_file);
  const auto database = store::Database::open(request.database_file);
  samuel::RoteMemory memory;
  const std::size_t loaded = samuel::load_rote_memory(database, settings.memory, memory);
  fmt::print("rote memory '{}' in {}: {} positions loaded\n", settings.memory, request.database_file, loaded);
  const samuel::RoteStatistics total =
      samuel::run_rote_games(database, memory, settings, evaluation, [](const samuel::RoteGamePlayed& game) {
        const samuel::RoteGameReport& report = game.report;
        fmt::print("game {}: {} after {} plies ({}); memory {} positions ({} forgotten); look-ups {}, hits {} ({}); {:.1f} s\n",
                   game.number, report.result, game.plies, report.termination, game.memory_size, report.forgotten,
                   report.statistics.lookups, report.statistics.hits, percent(report.statistics.hit_rate()), game.seconds);
      });
  fmt::print("overall: {} look-ups, {} hits ({}); memory {} positions\n", total.lookups, total.hits, percent(total.hit_rate()), memory.size());
}

void add_rote(CLI::App& parent) {
  auto request = std::make_shared<RoteRequest>();
  auto* command = parent.add_subcommand("rote", "Self-play with Samuel's rote learning; reports memory size and hit rate");
  add_database_option(command, request->database_file);
  command->add_option("--games", request->run.games, "Games to play")->check(CLI::Range(1, 1000000))->capture_default_str();
  command->add_option("--seed", request->run.seed, "Seed of the opening moves")->check(non_negative_seed)->capture_default_str();
  command->add_option("--memory", request->run.memory, "Name of the rote memory in the store")->capture_default_str();
  command->add_option("--fen", request->run.fen, "Start every game from this position (e.g. an end game)");
  command->add_option("--depth", request->run.game.depth, "Minimum ply of the search")->check(CLI::Range(1, 30))->capture_default_str();
  command->add_option("--nodes", request->run.game.nodes, "Node budget per move (0: none)")->capture_default_str();
  command->add_option("--move-limit", request->run.game.move_limit, "Plies before a game is adjudicated by piece count")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  command->add_option("--opening-plies", request->run.opening_plies, "Random (seeded) plies before the engine plays")
      ->check(CLI::Range(0, 20))
      ->capture_default_str();
  command->add_option("--experiment", request->run.experiment, "Record hit rate, memory size and plies per game under this experiment");
  command->add_option("--polynomial", request->run.polynomial,
                      "Evaluation: material (Samuel's piece advantage), initial, experiment:NAME or a polynomial file")
      ->capture_default_str();
  command->add_flag("--no-learning", request->no_learning, "Look up only; remember nothing");
  command->add_option("--learner", request->run.learner, "Which side uses the memory: both, black or white (the other searches plainly)")
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
// The options bind to the match's settings (learning/samuel/polynomial_match.h) where they can.
struct SamuelMatchRequest {
  std::string database_file, shard;
  samuel::PolynomialMatchSettings match;
};

// The match and its experiment: learning/samuel/polynomial_match.h.
void run_samuel_match(SamuelMatchRequest request) {
  samuel::PolynomialMatchSettings& settings = request.match;
  settings.first_polynomial = polynomial_named("match", settings.first, request.database_file);
  settings.second_polynomial = polynomial_named("match", settings.second, request.database_file);
  settings.shard = shard_option("match", request.shard);
  const auto database = store::Database::open(request.database_file);
  samuel::PolynomialMatchOutcome outcome;
  try {
    outcome = samuel::play_polynomial_match(database, settings, [](const samuel::PolynomialMatchGame& game) {
      const auto& report = game.report;
      fmt::print("game {}: first ({}) {} in {} plies ({})\n", game.number, game.first_color == checkers::Color::black ? "Black" : "White",
                 report.alpha_score > 0 ? "won" : report.alpha_score < 0 ? "lost" : "drew", report.game.moves().size(),
                 report.termination);
    });
  } catch (const store::StoreError& error) {
    fail_samuel("match", error.what());
  }
  if (outcome.resumed > 0) fmt::print("resumed match '{}': {} games were already stored\n", outcome.experiment.name, outcome.resumed);
  if (!settings.shard.whole()) {
    fmt::print("shard {} of match '{}': {} of its {} games stored, +{} ={} -{}; after newell db merge, this command without --shard "
               "on the merged store gives the match's score\n",
               settings.shard.text(), outcome.experiment.name, outcome.played.count, outcome.wanted, outcome.wins, outcome.draws,
               outcome.losses);
    return;
  }
  fmt::print("{} against {}: +{} ={} -{} (score {:.1f}% +- {:.1f}%, 95% interval of the mean per-game score, n = {}); match '{}'\n",
             settings.first, settings.second, outcome.wins, outcome.draws, outcome.losses, 100 * outcome.played.mean(),
             100 * statistics::z95_rounded * outcome.played.sample_standard_error(), outcome.played.count, outcome.experiment.name);
}

void add_samuel_match(CLI::App& parent) {
  auto request = std::make_shared<SamuelMatchRequest>();
  auto* command = parent.add_subcommand("match", "Two polynomials play each other at equal depth, colours alternating (stored, resumable)");
  add_database_option(command, request->database_file);
  command->add_option("first", request->match.first, "initial, material, experiment:NAME or a polynomial file")->required();
  command->add_option("second", request->match.second, "the opponent (same forms)")->capture_default_str();
  command->add_option("--games", request->match.games, "Games (pairs with colours reversed when even)")->check(CLI::Range(1, 100000))->capture_default_str();
  command->add_option("--seed", request->match.seed, "Seed of the openings")->check(non_negative_seed)->capture_default_str();
  command->add_option("--depth", request->match.game.depth, "Minimum ply of both")->check(CLI::Range(1, 30))->capture_default_str();
  command->add_option("--nodes", request->match.game.nodes, "Node budget per move (0: none)")->capture_default_str();
  command->add_option("--move-limit", request->match.game.move_limit, "Plies before adjudication by piece count")->capture_default_str();
  command->add_option("--name", request->match.name, "The match's experiment name (default: derived from its settings)")->transform(utf8_text("--name"));
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
