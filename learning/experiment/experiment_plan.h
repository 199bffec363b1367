#pragma once
// An experiment as a file (JSON), which `newell learn run FILE` executes:
//
//   {"name": "checkers-2026-12", "game": "checkers",
//    "start": "rules/checkers/newell.nwl", "meta": "rules/checkers/meta.nwl",
//    "seeds": [1, 2],
//    "play": {"nodes": 5000, "max_plies": 200, "opening_plies": 4},
//    "weights": {"games": 100, "credit": "tactic", "update": "linear:rate=0.1"},
//    "proposals": {"vary": true, "failures": true, "min_failures": 1, "replace": false,
//                  "levels": {"candidate_margin": 10}},
//    "admission": {"elo0": 0, "elo1": 40, "alpha": 0.05, "beta": 0.1, "max_games": 400,
//                  "openings": "bench/match/openings-50.pgn"},
//    "confirmation": {"games": 200, "seed": 7, "openings": "bench/match/openings-other.pgn"},
//    "opponent": {"core_nodes": 20000, "games": 100},
//    "curve": {"every": 20, "games": 20},
//    "tuner": {"games": 400, "games_per_step": 20, "weight_step": 0.1},
//    "output": "rules/checkers/learned-seed-{seed}.nwl"}
//
// Paths are relative to the folder the command runs in (the checkout). Only "game" and "start" are
// required; a section left out is a stage not run (no "weights": no weight learning and no failures
// to read; no "opponent": no outside check), except "admission", whose defaults are above.

#include "learning/transformation/self_play.h"
#include "statistics/sequential_test.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace newell::learning::experiment {

struct WeightStage {
  int games = 0;  // 0: no weight learning
  std::string credit = "tactic";
  std::string update = "linear:rate=0.1";
};

struct ProposalStage {
  bool vary = true;       // the meta file's `vary` meta-rules
  bool failures = true;   // the meta-rules of experience on the failures the weight stage recorded
  int min_failures = 1;
  bool replace = false;   // a `vary` variant of a transformation rule in its parent's place
  std::map<std::string, double> levels;  // level -> step
  int max_candidates = 0;                // 0: all
};

// Each candidate: pairs of games (one opening, colours swapped) until a sequential test decides, at
// most `max_games`; `test.alpha` is the error rate of the whole run, shared among its candidates
// (Bonferroni: each candidate's test runs at alpha / candidates).
struct AdmissionStage {
  statistics::SequentialTestSettings test{0, 40, 0.05, 0.1, 4, 0.02};
  int max_games = 400;
  std::string openings;  // "": random opening plies
};

struct MatchStage {
  int games = 0;  // 0: not run
  std::uint64_t seed = 7;
  std::string openings;
};

struct OpponentStage {
  std::uint64_t core_nodes = 20000;
  int games = 0;  // 0: not run
  std::uint64_t seed = 11;
};

struct CurveStage {
  int every = 0;  // 0: no curve
  int games = 0;
  std::uint64_t seed = 13;
};

struct TunerStage {
  int games = 0;  // 0: no tuner
  int games_per_step = 20;
  double weight_step = 0.1;
};

struct ExperimentPlan {
  std::filesystem::path file;
  std::string name;  // default: the file's stem
  std::string game;
  std::filesystem::path start, meta;  // meta default: meta.nwl beside the start
  std::vector<std::uint64_t> seeds{1955};
  transformation::SelfPlaySettings play;
  WeightStage weights;
  ProposalStage proposals;
  AdmissionStage admission;
  MatchStage confirmation;
  OpponentStage opponent;
  CurveStage curve;
  TunerStage tuner;
  std::string output;  // "" : none written; "{seed}" is replaced by each seed
};

// Throws std::runtime_error "FILE: WHAT" for a file that cannot be read, is not JSON, or has a
// field of the wrong type or out of range, or one this version does not know.
ExperimentPlan read_experiment_plan(const std::filesystem::path& file);

// The output file of a seed: "{seed}" in plan.output replaced by the seed.
std::string output_of(const ExperimentPlan& plan, std::uint64_t seed);

}  // namespace newell::learning::experiment
