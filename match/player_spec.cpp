#include "match/player_spec.h"

#include "game_descriptor/game_descriptor.h"

#include <algorithm>
#include <set>
#include <sstream>

namespace newell::match {
namespace {

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) parts.push_back(part);
  if (!text.empty() && text.back() == separator) parts.emplace_back();
  return parts;
}

[[noreturn]] void fail(const std::string& spec, const std::string& why) {
  throw SpecError("bad player '" + spec + "': " + why +
                  " (examples: newell:engine=goal,nodes=2000  newell:engine=alphabeta,depth=6  "
                  "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350  cecp:fairymax; see newell match --help)");
}

bool is_whole_number(const std::string& text) {
  return !text.empty() && text.size() < 12 && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

void check_newell(PlayerSpec& spec, GameKind game) {
  const GameDescriptor& described = describe(game);
  if (auto engine = spec.option("engine")) spec.engine = *engine;
  const auto& engines = described.newell_players;
  if (std::find(engines.begin(), engines.end(), spec.engine) == engines.end()) {
    std::string listed;
    for (const std::string_view engine : engines) listed += std::string(listed.empty() ? "" : ", ") + std::string(engine);
    fail(spec.text, "engine '" + spec.engine + "' is not one of newell's " + std::string(described.name) + " players (" + listed + ")");
  }
  std::set<std::string> allowed{"engine"};
  if (spec.engine == "goal") allowed.insert({"rules", "nodes", "seed"});
  if (spec.engine == "goal") allowed.insert({"opponent-model", "opponent-model-weight"});
  if (spec.engine == "alphabeta") allowed.insert({"nodes", "depth", "hash"});
  if (spec.engine == "samuel") allowed.insert({"nodes", "depth", "polynomial", "hash"});
  if (spec.engine == "mstar" && game == GameKind::checkers) allowed.insert({"depth", "polynomial", "model-depth", "model-polynomial"});
  if (spec.engine == "mstar" && game == GameKind::chess) allowed.insert({"depth", "model-depth"});
  for (const auto& [key, value] : spec.options) {
    if (!allowed.contains(key)) {
      std::string list;
      for (const auto& known : allowed) list += (list.empty() ? "" : ", ") + known;
      fail(spec.text, "'" + key + "' is not a setting of newell's " + spec.engine + " player (settings: " + list + ", name)");
    }
    if ((key == "nodes" || key == "depth" || key == "model-depth" || key == "seed" || key == "hash") && !is_whole_number(value))
      fail(spec.text, key + "=" + value + " is not a whole number");
    if ((key == "nodes" || key == "depth" || key == "hash") && std::stoll(value) == 0) fail(spec.text, key + " must be at least 1");
  }
  if (spec.engine == "mstar") {
    const int depth = std::stoi(spec.option("depth").value_or(std::to_string(default_mstar_depth(game))));
    const int model_depth = std::stoi(spec.option("model-depth").value_or(std::to_string(depth - 1)));
    if (depth < 1 || depth > deepest_mstar(game))
      fail(spec.text, "M* depth must be 1 to " + std::to_string(deepest_mstar(game)));
    if (model_depth >= depth) fail(spec.text, "the model's depth must be below the player's (M* sees one ply further)");
  }
}

}  // namespace

std::optional<std::string> PlayerSpec::option(const std::string& key) const {
  for (const auto& [option_key, value] : options)
    if (option_key == key) return value;
  return std::nullopt;
}

std::string PlayerSpec::display_name() const { return name.value_or(text); }

PlayerSpec parse_player_spec(const std::string& text, GameKind game) {
  PlayerSpec spec;
  spec.text = trim(text);
  if (spec.text.empty()) fail(text, "empty");
  const auto colon = spec.text.find(':');
  const std::string kind = spec.text.substr(0, colon);
  const std::string rest = colon == std::string::npos ? "" : spec.text.substr(colon + 1);
  if (kind == "newell") {
    spec.kind = PlayerSpec::Kind::newell;
  } else if (kind == "uci") {
    spec.kind = PlayerSpec::Kind::uci;
  } else if (kind == "cecp" || kind == "xboard") {
    spec.kind = PlayerSpec::Kind::cecp;
  } else {
    fail(spec.text, "'" + kind + "' is not a kind of player (newell, uci or cecp)");
  }

  std::vector<std::string> fields = split(rest, ',');
  if (spec.kind != PlayerSpec::Kind::newell) {
    if (game != GameKind::chess) fail(spec.text, "external engines play chess only; checkers players are newell's own");
    if (fields.empty() || trim(fields.front()).empty()) fail(spec.text, "no program named after '" + kind + ":'");
    std::istringstream words(fields.front());
    for (std::string word; words >> word;) spec.program.push_back(word);
    if (spec.program.front().find('=') != std::string::npos)
      fail(spec.text, "the program comes first, before any OPTION=VALUE");
    fields.erase(fields.begin());
  }
  std::set<std::string> seen;
  for (const std::string& raw : fields) {
    const std::string field = trim(raw);
    if (field.empty()) fail(spec.text, "an empty setting (two commas in a row, or a trailing comma)");
    const auto equals = field.find('=');
    if (equals == std::string::npos || equals == 0)
      fail(spec.text, "'" + field + "' is not KEY=VALUE");
    const std::string key = trim(field.substr(0, equals));
    const std::string value = trim(field.substr(equals + 1));
    if (value.empty()) fail(spec.text, "'" + key + "' has no value");
    if (!seen.insert(key).second) fail(spec.text, "'" + key + "' is given twice");
    if (key == "name") {
      spec.name = value;
    } else {
      spec.options.emplace_back(key, value);
    }
  }
  if (spec.kind == PlayerSpec::Kind::newell) check_newell(spec, game);
  return spec;
}

std::unique_ptr<Player> make_player(const PlayerSpec& spec, const PlayerContext& context) {
  switch (spec.kind) {
    case PlayerSpec::Kind::uci:
      return make_uci_player(spec);
    case PlayerSpec::Kind::cecp:
      return make_cecp_player(spec);
    default:
      return make_newell_player(spec, context);
  }
}

}  // namespace newell::match
