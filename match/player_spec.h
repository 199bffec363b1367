#pragma once
// A player as written on the command line (`--player SPEC`), and the players it makes.
//
//   newell[:engine=goal,rules=FILE,nodes=N,seed=S]       the goal engine (chess or checkers)
//   newell:engine=alphabeta[,nodes=N][,depth=D]          the alpha-beta core alone
//   newell:engine=samuel,polynomial=P[,depth=D]          checkers: alpha-beta with a Samuel polynomial
//   newell:engine=mstar,depth=D,polynomial=P,model-depth=E,model-polynomial=Q
//                                                        checkers: M* with a model of the opponent
//   uci:PROGRAM[ ARGS][,OPTION=VALUE...]                 chess: an engine speaking UCI
//   cecp:PROGRAM[ ARGS][,OPTION=VALUE...]                chess: an engine speaking xboard/CECP
//
// Every kind takes `name=NAME` (how the games are stored). P and Q: `material`, `initial`
// (Samuel's starting polynomial), `experiment:NAME` (the latest Alpha of a `newell samuel
// generalize` run in the database) or a file of `TERM<TAB>weight` lines.

#include "match/player.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace newell::match {

// A spec that cannot be read: the message names the spec, the field and what is allowed.
class SpecError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

struct PlayerSpec {
  enum class Kind { newell, uci, cecp };
  Kind kind = Kind::newell;
  std::string text;                       // as written
  std::vector<std::string> program;       // uci / cecp: the command line
  std::string engine = "goal";            // newell: goal, alphabeta, samuel, mstar
  std::vector<std::pair<std::string, std::string>> options;  // in order, `name` excluded
  std::optional<std::string> name;

  std::optional<std::string> option(const std::string& key) const;
  // The name games are stored under: `name=`, else the spec as written.
  std::string display_name() const;
};

// M*'s search depth when a spec gives none (chess M* searches full width without pruning, so less).
constexpr int default_mstar_depth(GameKind game) { return game == GameKind::chess ? 3 : 4; }
// The deepest M* a spec may ask for.
constexpr int deepest_mstar(GameKind game) { return game == GameKind::chess ? 6 : 12; }

// Reads and checks a spec for `game`; throws SpecError.
PlayerSpec parse_player_spec(const std::string& text, GameKind game);

// What players need beyond their spec.
struct PlayerContext {
  GameKind game = GameKind::chess;
  std::optional<std::uint64_t> nodes;  // `--nodes`: the budget of newell players without nodes=
  std::string database;                // for polynomial=experiment:NAME
};

// A fresh player (a new process for external engines). Throws SpecError for values that turn out
// bad only now (a rule file that does not load, a polynomial file that cannot be read) and
// PlayerFault when an engine cannot be started.
std::unique_ptr<Player> make_player(const PlayerSpec& spec, const PlayerContext& context);

// Chess and checkers players of newell's own, and the engines (newell_players.cpp, engine_players.cpp).
std::unique_ptr<Player> make_newell_player(const PlayerSpec& spec, const PlayerContext& context);
std::unique_ptr<Player> make_uci_player(const PlayerSpec& spec);
std::unique_ptr<Player> make_cecp_player(const PlayerSpec& spec);

}  // namespace newell::match
