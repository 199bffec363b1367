#include "store/schema.h"

#include <array>

namespace newell::store {
namespace {

// Version 1: games with their moves and traces, rule sets with weights and their history,
// experiments with their results. Settings and traces are JSON text, so that their shape can grow
// without a migration; what is queried (players, results, weights) has columns.
constexpr std::string_view version_1 = R"sql(
CREATE TABLE experiments(
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL,
  name        TEXT NOT NULL UNIQUE,
  settings    TEXT NOT NULL DEFAULT '{}',
  seed        INTEGER,
  status      TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'failed')),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  finished_at TEXT
);
CREATE TABLE experiment_results(
  experiment_id INTEGER NOT NULL REFERENCES experiments(id) ON DELETE CASCADE,
  series        TEXT NOT NULL,
  step          INTEGER NOT NULL,
  value         REAL NOT NULL,
  PRIMARY KEY (experiment_id, series, step)
) WITHOUT ROWID;
CREATE TABLE rule_sets(
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  hash       TEXT NOT NULL UNIQUE,
  text       TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE games(
  id             INTEGER PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('chess', 'checkers')),
  first_player   TEXT NOT NULL,
  second_player  TEXT NOT NULL,
  rule_set_id    INTEGER REFERENCES rule_sets(id),
  settings       TEXT NOT NULL DEFAULT '{}',
  start_position TEXT NOT NULL,
  result         TEXT NOT NULL CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*')),
  termination    TEXT NOT NULL DEFAULT '',
  experiment_id  INTEGER REFERENCES experiments(id),
  played_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX games_by_experiment ON games(experiment_id);
CREATE TABLE moves(
  game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  ply      INTEGER NOT NULL CHECK (ply >= 1),
  notation TEXT NOT NULL,
  summary  TEXT NOT NULL DEFAULT '',
  trace    TEXT,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE TABLE rule_weights(
  rule_set_id INTEGER NOT NULL REFERENCES rule_sets(id) ON DELETE CASCADE,
  rule        TEXT NOT NULL,
  weight      REAL NOT NULL,
  PRIMARY KEY (rule_set_id, rule)
) WITHOUT ROWID;
CREATE TABLE rule_weight_history(
  id          INTEGER PRIMARY KEY,
  rule_set_id INTEGER NOT NULL REFERENCES rule_sets(id) ON DELETE CASCADE,
  rule        TEXT NOT NULL,
  game_id     INTEGER REFERENCES games(id),
  old_weight  REAL,
  new_weight  REAL NOT NULL,
  reason      TEXT NOT NULL DEFAULT '',
  recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX rule_weight_history_by_rule ON rule_weight_history(rule_set_id, rule);
)sql";

// Version 2: Samuel's rote memory (standardised positions with their backed-up score, effective
// ply and age, one set per named memory) and the state of a generalization-learning experiment after
// each game (text, so that an interrupted run resumes exactly where it stopped).
constexpr std::string_view version_2 = R"sql(
CREATE TABLE rote_positions(
  memory TEXT NOT NULL,
  black  INTEGER NOT NULL,
  white  INTEGER NOT NULL,
  kings  INTEGER NOT NULL,
  score  INTEGER NOT NULL,
  ply    INTEGER NOT NULL,
  age    INTEGER NOT NULL,
  PRIMARY KEY (memory, black, white, kings)
) WITHOUT ROWID;
CREATE TABLE samuel_learning_states(
  experiment_id INTEGER NOT NULL REFERENCES experiments(id) ON DELETE CASCADE,
  game          INTEGER NOT NULL,
  state         TEXT NOT NULL,
  PRIMARY KEY (experiment_id, game)
) WITHOUT ROWID;
)sql";

// Version 3: candidate transformation rules proposed by meta-rules, with the self-play evidence
// (games, score, seed: JSON) that admitted or rejected them (Newell: admitted "only if they fit in").
constexpr std::string_view version_3 = R"sql(
CREATE TABLE rule_candidates(
  id            INTEGER PRIMARY KEY,
  rule_set_id   INTEGER NOT NULL REFERENCES rule_sets(id) ON DELETE CASCADE,
  parent_rule   TEXT NOT NULL,
  candidate     TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('proposed', 'admitted', 'rejected')),
  evidence      TEXT NOT NULL DEFAULT '{}',
  experiment_id INTEGER REFERENCES experiments(id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX rule_candidates_by_experiment ON rule_candidates(experiment_id);
)sql";

// Version 4: learning from play (issue 15): the evidence behind each transformation rule's credit
// (game, ply, goal, what happened, the rule's share) and the binned observations of the engine's
// likelihoods (tactics reaching their goal, the opponent's replies) a learned calibration is made of.
constexpr std::string_view version_4 = R"sql(
CREATE TABLE rule_credit_evidence(
  id          INTEGER PRIMARY KEY,
  rule_set_id INTEGER NOT NULL REFERENCES rule_sets(id) ON DELETE CASCADE,
  rule        TEXT NOT NULL,
  game_id     INTEGER REFERENCES games(id) ON DELETE CASCADE,
  ply         INTEGER NOT NULL,
  goal        TEXT NOT NULL,
  event       TEXT NOT NULL,
  share       REAL NOT NULL,
  achieved    INTEGER NOT NULL
);
CREATE INDEX rule_credit_evidence_by_rule ON rule_credit_evidence(rule_set_id, rule);
CREATE TABLE likelihood_observations(
  rule_set_id   INTEGER NOT NULL REFERENCES rule_sets(id) ON DELETE CASCADE,
  game_id       INTEGER REFERENCES games(id) ON DELETE CASCADE,
  kind          TEXT NOT NULL,
  phase         TEXT NOT NULL,
  bin           INTEGER NOT NULL,
  count         REAL NOT NULL,
  predicted_sum REAL NOT NULL,
  observed_sum  REAL NOT NULL
);
CREATE INDEX likelihood_observations_by_rule_set ON likelihood_observations(rule_set_id);
)sql";

constexpr std::array<std::string_view, 4> all_migrations{version_1, version_2, version_3, version_4};

}  // namespace

std::span<const std::string_view> migrations() { return all_migrations; }

}  // namespace newell::store
