#include "store/likelihood_observations.h"

namespace newell::store {

void write_likelihood_observations(const Database& database, RuleSetId rule_set, std::optional<GameId> game,
                                   const std::vector<LikelihoodBin>& bins) {
  auto insert = database.prepare(
      "INSERT INTO likelihood_observations(rule_set_id, game_id, kind, phase, bin, count, predicted_sum, observed_sum) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  for (const auto& bin : bins) {
    insert.bind(1, rule_set);
    game ? insert.bind(2, *game) : insert.bind_null(2);
    insert.bind(3, std::string_view(bin.kind)).bind(4, std::string_view(bin.phase)).bind(5, static_cast<std::int64_t>(bin.bin));
    insert.bind(6, bin.count).bind(7, bin.predicted_sum).bind(8, bin.observed_sum).run();
  }
}

std::vector<LikelihoodBin> likelihood_observations(const Database& database, RuleSetId rule_set) {
  auto select = database.prepare(
      "SELECT kind, phase, bin, SUM(count), SUM(predicted_sum), SUM(observed_sum) FROM likelihood_observations "
      "WHERE rule_set_id = ? GROUP BY kind, phase, bin ORDER BY kind, phase, bin");
  select.bind(1, rule_set);
  std::vector<LikelihoodBin> bins;
  while (select.step()) {
    LikelihoodBin bin;
    std::int64_t index = 0;
    select.read_columns(bin.kind, bin.phase, index, bin.count, bin.predicted_sum, bin.observed_sum);
    bin.bin = static_cast<int>(index);
    bins.push_back(std::move(bin));
  }
  return bins;
}

std::vector<GameLikelihoodBin> likelihood_observations_by_game(const Database& database, RuleSetId rule_set) {
  auto select = database.prepare(
      "SELECT game_id, kind, phase, bin, count, predicted_sum, observed_sum FROM likelihood_observations WHERE rule_set_id = ? "
      "ORDER BY rowid");
  select.bind(1, rule_set);
  std::vector<GameLikelihoodBin> rows;
  while (select.step()) {
    GameLikelihoodBin row;
    std::int64_t index = 0;
    select.read_columns(row.game, row.bin.kind, row.bin.phase, index, row.bin.count, row.bin.predicted_sum, row.bin.observed_sum);
    row.bin.bin = static_cast<int>(index);
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace newell::store
