#include "store/merge.h"

#include "store/credit_evidence.h"
#include "store/error.h"
#include "store/likelihood_observations.h"
#include "store/rule_weights.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace newell::store {

bool MergeCounts::added_anything() const {
  return experiments_added + games_added + results_added + rule_sets_added + weights_copied + weight_changes_added +
             candidates_added + learning_states_added + rote_positions_added + rote_positions_deepened >
         0;
}

const std::vector<std::string>& mergeable_tables() {
  static const std::vector<std::string> tables{"experiments",  "experiment_results",     "rule_sets",      "games",
                                               "moves",        "rule_weights",           "rule_weight_history",
                                               "rote_positions", "samuel_learning_states", "rule_candidates",
                                               "rule_credit_evidence", "likelihood_observations"};
  return tables;
}

namespace {

std::string quoted_path(const std::filesystem::path& path) {
  std::string text(1, '\'');
  text += path.string();
  text += '\'';
  return text;
}

// A game's content as one string hashed twice (64-bit FNV-1a and the library's hash): 128 bits, so
// that two different games never share a key in practice while a store of 100,000 games keeps
// only the keys in memory.
struct GameKey {
  std::uint64_t first = 0, second = 0;
  bool operator==(const GameKey&) const = default;
};
struct GameKeyHash {
  std::size_t operator()(const GameKey& key) const { return key.first ^ (key.second * 0x9E3779B97F4A7C15ull); }
};

GameKey key_of(const std::string& text) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  return {hash, std::hash<std::string>{}(text)};
}

// One game as the merge compares it. Fields are joined with a separator no text contains.
struct GameRow {
  std::int64_t id = 0;
  std::optional<std::string> experiment;  // the experiment's name
  std::string kind, first_player, second_player, settings, start_position, result, termination, played_at, moves;
  std::optional<std::int64_t> rule_set_id, experiment_id;
  bool indexed = false;  // its settings carry "round" or "game": one game per index in its experiment

  GameKey content_key() const {
    std::string text(1, experiment ? 'e' : '-');
    if (experiment) text += *experiment;
    for (const std::string* field : {&kind, &first_player, &second_player, &settings, &start_position, &result, &termination, &moves})
      text.append(1, '\x1f').append(*field);
    // Outside an experiment nothing else tells two plays of the same moves apart.
    if (!experiment) text.append(1, '\x1f').append(played_at);
    return key_of(text);
  }
  GameKey index_key() const {
    std::string text = *experiment;
    text += '\x1f';
    text += settings;
    return key_of(text);
  }
};

void scan_games(const Database& database, const std::function<void(const GameRow&)>& visit) {
  auto select = database.prepare(
      "SELECT g.id, e.name, g.kind, g.first_player, g.second_player, g.settings, g.start_position, g.result, g.termination, "
      "g.played_at, coalesce((SELECT group_concat(notation, ' ') FROM (SELECT notation FROM moves m WHERE m.game_id = g.id "
      "ORDER BY m.ply)), ''), g.rule_set_id, g.experiment_id, "
      "json_valid(g.settings) AND (json_type(g.settings, '$.round') IS NOT NULL OR json_type(g.settings, '$.game') IS NOT NULL) "
      "FROM games g LEFT JOIN experiments e ON e.id = g.experiment_id ORDER BY g.id");
  GameRow row;
  while (select.step()) {
    int indexed = 0;
    select.read_columns(row.id, row.experiment, row.kind, row.first_player, row.second_player, row.settings, row.start_position,
                        row.result, row.termination, row.played_at, row.moves, row.rule_set_id, row.experiment_id, indexed);
    row.indexed = indexed != 0 && row.experiment.has_value();
    visit(row);
  }
}

// What the output held before this merge: its games by content and, for indexed games, by index.
struct OutputGames {
  std::unordered_map<GameKey, std::int64_t, GameKeyHash> by_content;
  std::unordered_map<GameKey, GameKey, GameKeyHash> content_by_index;
  std::unordered_map<GameKey, std::int64_t, GameKeyHash> id_by_index;
};

OutputGames output_games(const Database& output) {
  OutputGames games;
  scan_games(output, [&](const GameRow& row) {
    const GameKey content = row.content_key();
    games.by_content.emplace(content, row.id);
    if (row.indexed) {
      games.content_by_index.emplace(row.index_key(), content);
      games.id_by_index.emplace(row.index_key(), row.id);
    }
  });
  return games;
}

class Merger {
 public:
  Merger(const Database& output, const Database& input, MergeCounts& counts)
      : output_(output), input_(input), counts_(counts) {}

  void run(OutputGames& games) {
    refuse_unknown_tables();
    experiments();
    rule_sets();
    copy_games(games);
    results();
    weights();
    candidates();
    learning_states();
    rote_positions();
  }

 private:
  [[noreturn]] void refuse(const std::string& what) const {
    throw StoreError(quoted_path(input_.path()) + ": " + what + "; nothing was merged into " + quoted_path(output_.path()));
  }

  void refuse_unknown_tables() const {
    auto tables = input_.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
    const auto& known = mergeable_tables();
    while (tables.step()) {
      const std::string table = tables.column_text(0);
      if (std::find(known.begin(), known.end(), table) == known.end())
        refuse("holds a table this newell cannot merge ('" + table + "')");
    }
  }

  void experiments() {
    auto select = input_.prepare("SELECT id, kind, name, settings, seed, status, created_at, finished_at FROM experiments ORDER BY id");
    auto find = output_.prepare("SELECT id, kind, settings, seed, status FROM experiments WHERE name = ?");
    auto insert = output_.prepare(
        "INSERT INTO experiments(kind, name, settings, seed, status, created_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    auto finish = output_.prepare("UPDATE experiments SET status = 'finished', finished_at = ? WHERE id = ?");
    while (select.step()) {
      std::int64_t id = 0;
      std::string kind, name, settings, status, created_at;
      std::optional<std::int64_t> seed;
      std::optional<std::string> finished_at;
      select.read_columns(id, kind, name, settings, seed, status, created_at, finished_at);
      counts_.experiments.push_back(name);
      find.bind(1, std::string_view(name));
      if (find.step()) {
        std::int64_t out_id = 0;
        std::string out_kind, out_settings, out_status;
        std::optional<std::int64_t> out_seed;
        find.read_columns(out_id, out_kind, out_settings, out_seed, out_status);
        find.reset();
        if (out_kind != kind || out_settings != settings || out_seed != seed)
          refuse("experiment '" + name + "' is another experiment than the one of that name in " + quoted_path(output_.path()) + " (" +
                 kind + " " + settings + (seed ? " seed " + std::to_string(*seed) : "") + " against " + out_kind + " " +
                 out_settings + (out_seed ? " seed " + std::to_string(*out_seed) : "") + "): stores of different experiments "
                 "under one name are not merged");
        // A whole run's store says the experiment is finished; shards never do.
        if (status == "finished" && out_status != "finished") finish.bind(1, finished_at).bind(2, out_id).run();
        experiment_ids_[id] = out_id;
        ++counts_.experiments_present;
        continue;
      }
      find.reset();
      insert.bind(1, std::string_view(kind)).bind(2, std::string_view(name)).bind(3, std::string_view(settings));
      seed ? insert.bind(4, *seed) : insert.bind_null(4);
      insert.bind(5, std::string_view(status)).bind(6, std::string_view(created_at)).bind(7, finished_at).run();
      experiment_ids_[id] = output_.last_insert_id();
      ++counts_.experiments_added;
    }
  }

  void rule_sets() {
    auto select = input_.prepare("SELECT id, name, hash, text, created_at FROM rule_sets ORDER BY id");
    auto find = output_.prepare("SELECT id FROM rule_sets WHERE hash = ?");
    auto insert = output_.prepare("INSERT INTO rule_sets(name, hash, text, created_at) VALUES (?, ?, ?, ?)");
    while (select.step()) {
      std::int64_t id = 0;
      std::string name, hash, text, created_at;
      select.read_columns(id, name, hash, text, created_at);
      find.bind(1, std::string_view(hash));
      if (find.step()) {
        rule_set_ids_[id] = find.column_integer(0);
        find.reset();
        continue;
      }
      find.reset();
      insert.bind(1, std::string_view(name)).bind(2, std::string_view(hash)).bind(3, std::string_view(text));
      insert.bind(4, std::string_view(created_at)).run();
      rule_set_ids_[id] = output_.last_insert_id();
      ++counts_.rule_sets_added;
    }
  }

  void copy_games(OutputGames& games) {
    auto insert = output_.prepare(
        "INSERT INTO games(kind, first_player, second_player, rule_set_id, settings, start_position, result, termination, "
        "experiment_id, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    auto select_moves = input_.prepare("SELECT ply, notation, summary, trace FROM moves WHERE game_id = ? ORDER BY ply");
    auto insert_move = output_.prepare("INSERT INTO moves(game_id, ply, notation, summary, trace) VALUES (?, ?, ?, ?, ?)");
    // Games added are known to the inputs that follow (the same shard given twice adds nothing),
    // not to this input's own later games: a store is copied as it is.
    struct Added {
      GameKey content;
      std::optional<GameKey> index;
      std::int64_t id;
    };
    std::vector<Added> added;
    scan_games(input_, [&](const GameRow& row) {
      const GameKey content = row.content_key();
      if (const auto found = games.by_content.find(content); found != games.by_content.end()) {
        game_ids_[row.id] = found->second;
        ++counts_.games_present;
        return;
      }
      if (row.indexed) {
        if (const auto found = games.content_by_index.find(row.index_key()); found != games.content_by_index.end())
          refuse("game " + std::to_string(row.id) + " of experiment '" + *row.experiment + "' (" + row.settings +
                 ") was played differently from game " + std::to_string(games.id_by_index.at(row.index_key())) + " of " +
                 quoted_path(output_.path()) + " with the same settings: the same game of one experiment stored twice with two "
                 "outcomes (stores of two runs, not shards of one; or players that are not deterministic, such as players "
                 "on a clock)");
      }
      insert.bind(1, std::string_view(row.kind)).bind(2, std::string_view(row.first_player));
      insert.bind(3, std::string_view(row.second_player));
      row.rule_set_id ? insert.bind(4, rule_set_ids_.at(*row.rule_set_id)) : insert.bind_null(4);
      insert.bind(5, std::string_view(row.settings)).bind(6, std::string_view(row.start_position));
      insert.bind(7, std::string_view(row.result)).bind(8, std::string_view(row.termination));
      row.experiment_id ? insert.bind(9, experiment_ids_.at(*row.experiment_id)) : insert.bind_null(9);
      insert.bind(10, std::string_view(row.played_at)).run();
      const std::int64_t id = output_.last_insert_id();
      game_ids_[row.id] = id;
      ++counts_.games_added;
      added.push_back({content, row.indexed ? std::optional(row.index_key()) : std::nullopt, id});
      select_moves.bind(1, row.id);
      while (select_moves.step()) {
        std::int64_t ply = 0;
        std::string notation, summary;
        std::optional<std::string> trace;
        select_moves.read_columns(ply, notation, summary, trace);
        insert_move.bind(1, id).bind(2, ply).bind(3, std::string_view(notation)).bind(4, std::string_view(summary)).bind(5, trace).run();
        ++counts_.moves_added;
        if (trace) ++counts_.traces_added;
      }
      select_moves.reset();
    });
    for (const Added& game : added) {
      games.by_content.emplace(game.content, game.id);
      if (game.index) {
        games.content_by_index.emplace(*game.index, game.content);
        games.id_by_index.emplace(*game.index, game.id);
      }
    }
  }

  // A value that names a game of the input ("game id" series, a weight change's game), in the output.
  std::optional<std::int64_t> output_game(std::int64_t input_game) const {
    const auto found = game_ids_.find(input_game);
    if (found == game_ids_.end()) return std::nullopt;
    return found->second;
  }

  void results() {
    auto select = input_.prepare("SELECT experiment_id, series, step, value FROM experiment_results ORDER BY experiment_id, series, step");
    auto find = output_.prepare("SELECT value FROM experiment_results WHERE experiment_id = ? AND series = ? AND step = ?");
    auto insert = output_.prepare("INSERT INTO experiment_results(experiment_id, series, step, value) VALUES (?, ?, ?, ?)");
    auto name_of = input_.prepare("SELECT name FROM experiments WHERE id = ?");
    while (select.step()) {
      std::int64_t experiment = 0, step = 0;
      std::string series;
      double value = 0;
      select.read_columns(experiment, series, step, value);
      // The transformation-learning runs keep each step's game id: the output's id of that game.
      if (series == "game id") {
        const auto game = output_game(static_cast<std::int64_t>(value));
        if (!game) continue;  // its game is not in the input: a record without its game is not merged
        value = static_cast<double>(*game);
      }
      const std::int64_t out_experiment = experiment_ids_.at(experiment);
      find.bind(1, out_experiment).bind(2, std::string_view(series)).bind(3, step);
      if (find.step()) {
        const double stored = find.column_real(0);
        find.reset();
        if (stored != value) {
          name_of.bind(1, experiment);
          name_of.step();
          const std::string name = name_of.column_text(0);
          refuse("experiment '" + name + "' has " + series + " = " + std::to_string(value) + " at step " + std::to_string(step) +
                 ", " + quoted_path(output_.path()) + " has " + std::to_string(stored) + ": two runs, not shards of one");
        }
        ++counts_.results_present;
        continue;
      }
      find.reset();
      insert.bind(1, out_experiment).bind(2, std::string_view(series)).bind(3, step).bind(4, value).run();
      ++counts_.results_added;
    }
  }

  // Learned weights travel with their history: copied when the output has none for that rule set,
  // nothing to do when they are equal, refused when they differ (two learning runs of one rule set).
  void weights() {
    for (const auto& [input_set, output_set] : rule_set_ids_) {
      const auto theirs = current_weights(input_, input_set);
      if (theirs.empty()) continue;
      const auto ours = current_weights(output_, output_set);
      if (ours == theirs) continue;
      if (!ours.empty()) {
        std::string differing;
        for (const auto& [rule, weight] : theirs) {
          const auto found = ours.find(rule);
          if (found == ours.end() || found->second != weight) {
            differing = rule;
            break;
          }
        }
        refuse("the learned weights of rule set " + rule_set_label(input_, input_set).value_or("?") + " differ from those in " +
               quoted_path(output_.path()) + (differing.empty() ? std::string() : " (first: " + differing + ")") +
               ": two learning runs of one rule set are not merged");
      }
      auto insert = output_.prepare("INSERT INTO rule_weights(rule_set_id, rule, weight) VALUES (?, ?, ?)");
      for (const auto& [rule, weight] : theirs) insert.bind(1, output_set).bind(2, std::string_view(rule)).bind(3, weight).run();
      ++counts_.weights_copied;
      auto history = input_.prepare(
          "SELECT rule, game_id, old_weight, new_weight, reason, recorded_at FROM rule_weight_history WHERE rule_set_id = ? ORDER BY id");
      auto add = output_.prepare(
          "INSERT INTO rule_weight_history(rule_set_id, rule, game_id, old_weight, new_weight, reason, recorded_at) "
          "VALUES (?, ?, ?, ?, ?, ?, ?)");
      history.bind(1, input_set);
      while (history.step()) {
        std::string rule, reason, recorded_at;
        std::optional<std::int64_t> game;
        std::optional<double> old_weight;
        double new_weight = 0;
        history.read_columns(rule, game, old_weight, new_weight, reason, recorded_at);
        add.bind(1, output_set).bind(2, std::string_view(rule));
        const auto out_game = game ? output_game(*game) : std::nullopt;
        out_game ? add.bind(3, *out_game) : add.bind_null(3);
        old_weight ? add.bind(4, *old_weight) : add.bind_null(4);
        add.bind(5, new_weight).bind(6, std::string_view(reason)).bind(7, std::string_view(recorded_at)).run();
        ++counts_.weight_changes_added;
      }
      // The evidence and the likelihood observations belong to the learning run the weights come from.
      auto evidence = credit_evidence(input_, input_set);
      for (auto& item : evidence) item.game = item.game ? output_game(*item.game) : std::nullopt;
      write_credit_evidence(output_, output_set, evidence);
      for (const auto& row : likelihood_observations_by_game(input_, input_set))
        write_likelihood_observations(output_, output_set, row.game ? output_game(*row.game) : std::nullopt, {row.bin});
    }
  }

  void candidates() {
    auto select = input_.prepare(
        "SELECT c.rule_set_id, c.parent_rule, c.candidate, c.status, c.evidence, c.experiment_id, c.created_at "
        "FROM rule_candidates c ORDER BY c.id");
    auto find = output_.prepare(
        "SELECT 1 FROM rule_candidates WHERE rule_set_id = ? AND parent_rule = ? AND candidate = ? AND status = ? AND evidence = ? "
        "AND experiment_id IS ? AND created_at = ?");
    auto insert = output_.prepare(
        "INSERT INTO rule_candidates(rule_set_id, parent_rule, candidate, status, evidence, experiment_id, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)");
    while (select.step()) {
      std::int64_t rule_set = 0;
      std::string parent, candidate, status, evidence, created_at;
      std::optional<std::int64_t> experiment;
      select.read_columns(rule_set, parent, candidate, status, evidence, experiment, created_at);
      // The evidence names the games of the admission test by id.
      auto json = nlohmann::json::parse(evidence, nullptr, false);
      if (json.is_object() && json.contains("game_ids") && json["game_ids"].is_array()) {
        for (auto& id : json["game_ids"])
          if (id.is_number_integer())
            if (const auto game = output_game(id.get<std::int64_t>())) id = *game;
        evidence = json.dump();
      }
      const std::int64_t out_experiment = experiment ? experiment_ids_.at(*experiment) : 0;
      for (Statement* statement : {&find, &insert}) {
        statement->bind(1, rule_set_ids_.at(rule_set)).bind(2, std::string_view(parent)).bind(3, std::string_view(candidate));
        statement->bind(4, std::string_view(status)).bind(5, std::string_view(evidence));
        experiment ? statement->bind(6, out_experiment) : statement->bind_null(6);
        statement->bind(7, std::string_view(created_at));
      }
      const bool present = find.step();
      find.reset();
      if (present) {
        ++counts_.candidates_present;
        continue;
      }
      insert.run();
      ++counts_.candidates_added;
    }
  }

  void learning_states() {
    auto select = input_.prepare("SELECT experiment_id, game, state FROM samuel_learning_states ORDER BY experiment_id, game");
    auto find = output_.prepare("SELECT state FROM samuel_learning_states WHERE experiment_id = ? AND game = ?");
    auto insert = output_.prepare("INSERT INTO samuel_learning_states(experiment_id, game, state) VALUES (?, ?, ?)");
    while (select.step()) {
      std::int64_t experiment = 0, game = 0;
      std::string state;
      select.read_columns(experiment, game, state);
      const std::int64_t out_experiment = experiment_ids_.at(experiment);
      find.bind(1, out_experiment).bind(2, game);
      if (find.step()) {
        const bool same = find.column_text(0) == state;
        find.reset();
        if (!same)
          refuse("Samuel's learning state after game " + std::to_string(game) + " differs from the one in " + quoted_path(output_.path()) +
                 ": two runs, not shards of one");
        ++counts_.learning_states_present;
        continue;
      }
      find.reset();
      insert.bind(1, out_experiment).bind(2, game).bind(3, std::string_view(state)).run();
      ++counts_.learning_states_added;
    }
  }

  // Rote memories: a position both hold keeps the score backed up over more plies (Samuel's own
  // rule for a position seen again); on equal plies the output's stays.
  void rote_positions() {
    auto select = input_.prepare("SELECT memory, black, white, kings, score, ply, age FROM rote_positions");
    auto find = output_.prepare("SELECT ply FROM rote_positions WHERE memory = ? AND black = ? AND white = ? AND kings = ?");
    auto upsert = output_.prepare(
        "INSERT INTO rote_positions(memory, black, white, kings, score, ply, age) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(memory, black, white, kings) DO UPDATE SET score = excluded.score, ply = excluded.ply, age = excluded.age");
    while (select.step()) {
      std::string memory;
      std::int64_t black = 0, white = 0, kings = 0, score = 0, ply = 0, age = 0;
      select.read_columns(memory, black, white, kings, score, ply, age);
      find.bind(1, std::string_view(memory)).bind(2, black).bind(3, white).bind(4, kings);
      const std::optional<std::int64_t> stored_ply = find.step() ? std::optional(find.column_integer(0)) : std::nullopt;
      find.reset();
      if (stored_ply && *stored_ply >= ply) continue;
      upsert.bind(1, std::string_view(memory)).bind(2, black).bind(3, white).bind(4, kings).bind(5, score).bind(6, ply).bind(7, age).run();
      ++(stored_ply ? counts_.rote_positions_deepened : counts_.rote_positions_added);
    }
  }

  const Database& output_;
  const Database& input_;
  MergeCounts& counts_;
  std::map<std::int64_t, std::int64_t> experiment_ids_, rule_set_ids_;
  std::unordered_map<std::int64_t, std::int64_t> game_ids_;
};

}  // namespace

std::vector<MergeCounts> merge_stores(const Database& output, const std::vector<std::filesystem::path>& inputs) {
  std::vector<Database> opened;
  for (const auto& path : inputs) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) throw StoreError(quoted_path(path) + ": no such database file");
    if (std::filesystem::exists(output.path(), error) && std::filesystem::equivalent(path, output.path(), error))
      throw StoreError(quoted_path(path) + " is the output itself: a store is not merged into itself");
    opened.push_back(Database::open(path));
  }
  std::vector<MergeCounts> counts(inputs.size());
  Transaction transaction(output);
  OutputGames games = output_games(output);
  for (std::size_t i = 0; i < opened.size(); ++i) {
    counts[i].input = inputs[i];
    Merger(output, opened[i], counts[i]).run(games);
  }
  transaction.commit();
  return counts;
}

}  // namespace newell::store
