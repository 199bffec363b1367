#pragma once
// A match: a series of games between two players, stored as an experiment (kind 'match') so that
// running the same command again resumes it, playing only the games not yet stored. Game i plays
// opening i/2 (cycling through the list) with player one on side i%2 (White, or Black in
// checkers, on even games). Games run in parallel, each with its own players; each finished game
// is written whole, in one transaction, with its moves, each newell decision's summary and trace,
// the players, the settings (round, opening, colours, time control in games.settings JSON), the
// result and the termination.

#include "match/elo.h"
#include "match/openings.h"
#include "match/player_spec.h"
#include "match/referee.h"
#include "store/shard.h"

#include <array>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace newell::match {

struct SeriesSettings {
  GameKind game = GameKind::chess;
  std::array<PlayerSpec, 2> players;
  int games = 2;
  std::vector<Opening> openings;
  std::string openings_source = "built-in";
  TimeControl time_control;
  Adjudication adjudication;
  std::optional<std::uint64_t> nodes;  // --nodes for newell players
  std::chrono::milliseconds time_margin{0};
  int concurrency = 1;
  std::optional<std::string> name;     // the experiment's name; derived from the settings when absent
  std::string database = "newell.db";
  bool progress_bar = false;           // redraw one line (a terminal) instead of a line a game
  // Play only this shard's rounds (store/shard.h); the rounds, openings and colours are those of
  // the whole match. A sharded run never marks the match finished: the merged store does.
  store::Shard shard;
};

struct SeriesReport {
  std::string name;
  std::int64_t experiment_id = 0;
  int resumed = 0;   // games found already stored
  int played = 0;    // games played by this run
  int wanted = 0;    // the rounds this run is responsible for: all of them, or its shard's
  int claimed_elsewhere = 0;  // rounds another runner of the match on this store played at once
  MatchScore score;  // for player one, over every stored game of the match
  PairedScore pairs; // the same games by opening pairs (both games stored)
  std::map<std::string, int> terminations;  // how the games ended, with counts
};

// The experiment's settings JSON: what makes two runs the same match (not the number of games, so
// that a match can be extended, nor the concurrency), with the hashes of goal players' rule files.
std::string series_identity(const SeriesSettings& settings, const std::array<std::string, 2>& rule_hashes = {});

// Runs or resumes the series; progress goes to `progress` (stderr). Throws SpecError when a player
// cannot be made, std::invalid_argument for a bad opening, store::StoreError for the database.
SeriesReport run_series(const SeriesSettings& settings, std::FILE* progress);

}  // namespace newell::match
