#include "web/api.h"

#include "game_descriptor/game_descriptor.h"
#include "goals/player.h"
#include "web/analysis.h"
#include "web/board_moves.h"
#include "web/goal_net_drawing.h"
#include "web/page_files.h"
#include "web/request_error.h"
#include "web/request_fields.h"

#include <fmt/core.h>

#include <algorithm>
#include <charconv>

namespace newell::web {
namespace {

constexpr std::uint64_t most_nodes = 100'000'000;
constexpr std::int64_t longest_movetime_ms = 600'000;

Reply json_reply(const nlohmann::json& value, int status = 200) {
  // Text from files and the store need not be UTF-8: replaced, never an exception.
  return {status, "application/json", value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)};
}

// A positive number written in decimal digits only ("12"), else nullopt.
std::optional<std::int64_t> number_in(std::string_view text) {
  if (text.empty() || text.size() > 15 || text.find_first_not_of("0123456789") != std::string_view::npos)
    return std::nullopt;
  std::int64_t value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value;
}

// "a/b/c" split at its first '/': ("a", "b/c").
std::pair<std::string_view, std::string_view> first_part(std::string_view path) {
  const auto slash = path.find('/');
  if (slash == std::string_view::npos) return {path, {}};
  return {path.substr(0, slash), path.substr(slash + 1)};
}

Reply not_found(std::string_view method, std::string_view path) {
  throw RequestError(404, fmt::format("no such endpoint: {} {}", method, path));
}

void require_method(std::string_view method, std::string_view wanted, std::string_view path) {
  if (method != wanted) throw RequestError(405, fmt::format("{} takes {}, not {}", path, wanted, method));
}

std::string game_of(const nlohmann::json& request) {
  const std::string game = optional_text(request, "game").value_or("chess");
  if (find_game_descriptor(game) == nullptr)
    throw RequestError(400, fmt::format("unknown game '{}' (known: chess, checkers)", game));
  return game;
}

}  // namespace

Api::Api(ApiSettings settings)
    : settings_(std::move(settings)), rules_(settings_.rules_folder), archive_(settings_.database) {}

Api::~Api() {
  try {
    store_games_in_progress();
  } catch (const std::exception&) {
    // A destructor cannot report: the server's stop already stored what it could.
  }
}

Reply Api::handle(std::string_view method, std::string_view path, std::string_view body) {
  try {
    return route(method, path, body);
  } catch (const RequestError& refused) {
    return json_reply({{"error", refused.what()}}, refused.status);
  } catch (const nlohmann::json::exception& error) {
    return json_reply({{"error", fmt::format("bad JSON value: {}", error.what())}}, 400);
  } catch (const std::exception& failure) {
    return json_reply({{"error", fmt::format("the server failed: {}", failure.what())}}, 500);
  }
}

Reply Api::route(std::string_view method, std::string_view path, std::string_view body) {
  if (path.empty() || path.front() != '/') throw RequestError(400, "a path starts with '/'");
  if (!path.starts_with("/api/")) {
    require_method(method, "GET", path);
    const std::string_view name = path == "/" ? std::string_view("index.html") : path.substr(1);
    for (const auto& file : page_files())
      if (file.name == name) return {200, std::string(file.media_type), std::string(file.bytes)};
    return not_found(method, path);
  }
  const auto [section, rest] = first_part(path.substr(5));
  if (section == "info") {
    require_method(method, "GET", path);
    return json_reply({{"games", {"chess", "checkers"}},
                       {"engines", {"newell", "alphabeta"}},
                       {"rules", rules_.files()},
                       {"database", settings_.database.string()}});
  }
  if (section == "games") {
    require_method(method, "GET", path);
    if (rest.empty()) return json_reply(archive_.list(200));
    const auto id = number_in(rest);
    if (!id) return not_found(method, path);
    return json_reply(archive_.game(*id));
  }
  if (section == "experiments") {
    require_method(method, "GET", path);
    return json_reply(archive_.experiments());
  }
  if (section == "play") {
    if (rest.empty()) {
      require_method(method, "POST", path);
      return json_reply(start_game(parse_body(body)), 201);
    }
    const auto [id_text, action] = first_part(rest);
    const auto id = number_in(id_text);
    if (!id) throw RequestError(404, fmt::format("'{}' is not a game number", id_text));
    return play_route(method, *id, action, body);
  }
  if (section == "rules") return rules_route(method, rest, body);
  if (section == "analyse") {
    require_method(method, "POST", path);
    return analyse_route(rest, body);
  }
  return not_found(method, path);
}

std::filesystem::path Api::rules_for(const nlohmann::json& request, const std::string& game,
                                     std::shared_ptr<EditedRuleFile>& edited, std::string& name) const {
  const auto asked = optional_text(request, "rules");
  const auto text = optional_text(request, "rules_text");
  if (!asked) {
    if (text) throw RequestError(400, "'rules_text' needs 'rules', the file it is an edit of");
    name = game + "/newell.nwl";
    return rules_.resolve(name, true);
  }
  const auto path = rules_.resolve(*asked, !text);
  name = *asked;
  if (!text) return path;
  if (text->size() > 4 * 1024 * 1024) throw RequestError(413, "a rule file may hold at most 4 MB");
  edited = std::make_shared<EditedRuleFile>(path, *text);
  name = "edited " + *asked;
  return edited->path();
}

nlohmann::json Api::start_game(const nlohmann::json& request) {
  PlaySettings play;
  play.game = game_of(request);
  const std::string engine = optional_text(request, "engine").value_or("newell");
  const auto kind = goals::engine_kind(engine);
  if (!kind) throw RequestError(400, fmt::format("unknown engine '{}' (known: newell, alphabeta)", engine));
  play.engine = *kind;
  play.person_side = optional_text(request, "side").value_or("first");
  if (play.person_side != "first" && play.person_side != "second" && play.person_side != "none")
    throw RequestError(400, fmt::format("'side' is first, second or none, not '{}'", play.person_side));
  play.start_position = optional_text(request, "fen").value_or("");
  if (play.start_position.size() > 200) throw RequestError(400, "'fen' is longer than any position");
  // A bad position is named before any rules are read. The initial one needs no check: a game made
  // to check it would allocate and clear its search tables (megabytes) only to let them go.
  if (!play.start_position.empty()) make_game(play.game, play.start_position);
  play.nodes = static_cast<std::uint64_t>(integer_in(request, "nodes", 1, most_nodes, 20000));
  play.movetime_ms = static_cast<int>(integer_in(request, "movetime_ms", 1, longest_movetime_ms, 1000));
  play.rules_file = rules_for(request, play.game, play.edited_rules, play.rules_name);
  play.table_megabytes = settings_.table_megabytes_per_game;
  std::int64_t id = 0;
  {
    const std::lock_guard lock(sessions_mutex_);
    id = next_id_++;
  }
  // Made outside the lock: reading the rules takes a while, and every request to any other game
  // looks its session up under that lock.
  auto session = std::make_shared<PlaySession>(id, std::move(play));
  {
    const std::lock_guard lock(sessions_mutex_);
    sessions_[id] = session;
  }
  drop_least_recently_used();
  const std::lock_guard lock(session->mutex());
  return session->state();
}

std::shared_ptr<PlaySession> Api::session(std::int64_t id) {
  const std::lock_guard lock(sessions_mutex_);
  const auto found = sessions_.find(id);
  if (found == sessions_.end()) throw RequestError(404, fmt::format("there is no game {} in play", id));
  return found->second;
}

void Api::store_if_finished(PlaySession& session) {
  if (!session.finished() || session.stored() || !session.worth_storing()) return;
  session.mark_stored(archive_.save(session.record()));
}

void Api::drop_least_recently_used() {
  std::vector<std::shared_ptr<PlaySession>> dropped;
  {
    const std::lock_guard lock(sessions_mutex_);
    while (sessions_.size() > settings_.most_sessions) {
      auto oldest = std::min_element(sessions_.begin(), sessions_.end(), [](const auto& a, const auto& b) {
        return a.second->last_used() < b.second->last_used();
      });
      dropped.push_back(oldest->second);
      sessions_.erase(oldest);
    }
  }
  for (const auto& session : dropped) {
    const std::lock_guard lock(session->mutex());
    if (!session->stored() && session->worth_storing()) session->mark_stored(archive_.save(session->record()));
  }
}

int Api::store_games_in_progress() {
  std::vector<std::shared_ptr<PlaySession>> all;
  {
    const std::lock_guard lock(sessions_mutex_);
    for (const auto& [id, session] : sessions_) all.push_back(session);
  }
  int stored = 0;
  for (const auto& session : all) {
    const std::lock_guard lock(session->mutex());
    if (session->stored() || !session->worth_storing()) continue;
    session->mark_stored(archive_.save(session->record()));
    ++stored;
  }
  return stored;
}

Reply Api::play_route(std::string_view method, std::int64_t id, std::string_view action, std::string_view body) {
  const auto game = session(id);
  if (action == "progress") {
    require_method(method, "GET", "progress");
    return json_reply(game->progress());
  }
  if (action.starts_with("decisions/")) {
    require_method(method, "GET", "decisions");
    const auto [ply_text, what] = first_part(action.substr(10));
    const auto ply = number_in(ply_text);
    if (!ply || *ply > 100000) throw RequestError(404, fmt::format("'{}' is not a ply number", ply_text));
    std::string dot;
    {
      const std::lock_guard lock(game->mutex());
      if (what.empty()) return json_reply(game->decision(static_cast<int>(*ply)));
      if (what != "net.svg") throw RequestError(404, fmt::format("no such view of a decision: '{}'", what));
      dot = game->decision_dot(static_cast<int>(*ply));
    }
    return svg_of_dot(dot);
  }
  const std::lock_guard lock(game->mutex());
  if (action.empty()) {
    require_method(method, "GET", "a game");
    return json_reply(game->state());
  }
  require_method(method, "POST", action);
  if (action == "move") game->play_person_move(required_text(parse_body(body), "move"));
  else if (action == "engine") game->play_engine_move();
  else if (action == "undo") game->undo();
  else if (action == "resign") game->resign();
  else throw RequestError(404, fmt::format("no such action on a game: '{}'", action));
  store_if_finished(*game);
  return json_reply(game->state());
}

Reply Api::svg_of_dot(const std::string& dot) const {
  std::string problem;
  const auto svg = draw_goal_net(dot, problem, settings_.dot_program);
  if (!svg) return json_reply({{"error", problem}}, 503);
  return {200, "image/svg+xml", *svg};
}

Reply Api::rules_route(std::string_view method, std::string_view action, std::string_view body) {
  if (action.empty()) {
    require_method(method, "GET", "/api/rules");
    return json_reply({{"root", rules_.root().string()}, {"files", rules_.files()}});
  }
  require_method(method, "POST", action);
  if (action == "try") {
    // The edited set decides in a position, unsaved: analyse/explain with `rules` and `rules_text`.
    return analyse_route("explain", body);
  }
  const auto request = parse_body(body);
  const std::string path = required_text(request, "path");
  if (action == "read") return json_reply({{"path", path}, {"text", rules_.read(path)}});
  if (action == "check") return json_reply(rules_.check(path, required_text(request, "text")));
  if (action == "save") {
    const std::string text = required_text(request, "text");
    rules_.save(path, text);
    auto answer = rules_.check(path, text);
    answer["saved"] = path;
    return json_reply(answer);
  }
  throw RequestError(404, fmt::format("no such action on rules: '{}'", action));
}

Reply Api::analyse_route(std::string_view action, std::string_view body) {
  const auto request = parse_body(body);
  const std::string game = game_of(request);
  const std::string fen = optional_text(request, "fen").value_or("");
  if (fen.size() > 200) throw RequestError(400, "'fen' is longer than any position");
  if (action == "read") {
    const std::string text = optional_text(request, "text").value_or("");
    return json_reply(read_game_text(game, fen, text));
  }
  if (action == "evaluate") {
    const auto nodes = static_cast<std::uint64_t>(integer_in(request, "nodes", 1, 1'000'000, 5000));
    return json_reply(evaluate_positions(game, request.value("positions", nlohmann::json::array()), nodes));
  }
  PositionQuestion question;
  question.game = game;
  question.position = fen;
  question.nodes = static_cast<std::uint64_t>(integer_in(request, "nodes", 1, most_nodes, 20000));
  std::shared_ptr<EditedRuleFile> edited;
  std::string name;
  question.rules_file = rules_for(request, game, edited, name);
  if (action == "explain") {
    auto answer = explain_position(question);
    std::string problem;
    const auto svg = draw_goal_net(answer["dot"].get<std::string>(), problem, settings_.dot_program);
    answer["svg"] = svg ? nlohmann::json(*svg) : nlohmann::json(nullptr);
    answer["net_problem"] = problem;
    answer["rules"] = name;
    return json_reply(answer);
  }
  if (action == "why-not") return json_reply(why_not(question, required_text(request, "move")));
  throw RequestError(404, fmt::format("no such analysis: '{}'", action));
}

}  // namespace newell::web
