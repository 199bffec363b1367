#pragma once
// The HTTP API of `newell serve`, apart from the transport: a request (method, path, body) in, a
// reply (status, media type, body) out, so that tests and the fuzz target call it without a
// socket. Every answer is JSON but the page's files and the goal nets' SVG; a request it refuses
// gets a 4xx and {"error": "..."} that says why. README.md lists the endpoints.

#include "web/game_archive.h"
#include "web/play_session.h"
#include "web/rule_folder.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace newell::web {

struct ApiSettings {
  std::filesystem::path database = "newell.db";
  std::filesystem::path rules_folder;  // holds <game>/newell.nwl, the default rules
  std::string dot_program = "dot";
  std::size_t most_sessions = 256;     // games kept in memory; the least recently used beyond are stored and dropped
  // Each game's search tables (checkers has two): small, so that 20 games at once stay within
  // 300 MB (bench/serve/load.py); a game at a move time of seconds plays as well with them.
  std::size_t table_megabytes_per_game = 2;
};

struct Reply {
  int status = 200;
  std::string media_type = "application/json";
  std::string body;
};

class Api {
 public:
  // Throws store::StoreError for a database that cannot be opened, std::runtime_error for a rules
  // folder that is not one.
  explicit Api(ApiSettings settings);
  // Stores the games still in progress that have moves.
  ~Api();
  Api(const Api&) = delete;
  Api& operator=(const Api&) = delete;

  // Never throws: a refused request is a 4xx reply, a failure of ours a 500 reply.
  Reply handle(std::string_view method, std::string_view path, std::string_view body);

  // Stores every game in memory with moves not stored yet; returns how many.
  int store_games_in_progress();

 private:
  Reply route(std::string_view method, std::string_view path, std::string_view body);
  Reply play_route(std::string_view method, std::int64_t id, std::string_view rest, std::string_view body);
  Reply rules_route(std::string_view method, std::string_view path, std::string_view body);
  Reply analyse_route(std::string_view path, std::string_view body);
  nlohmann::json start_game(const nlohmann::json& request);
  std::shared_ptr<PlaySession> session(std::int64_t id);
  void store_if_finished(PlaySession& session);
  void drop_least_recently_used();
  // The rules a request names ("rules": a path in the rules folder, "rules_text": its edited text),
  // else the game's default; `edited` keeps an edited text's file alive while it is used.
  std::filesystem::path rules_for(const nlohmann::json& request, const std::string& game,
                                  std::shared_ptr<EditedRuleFile>& edited, std::string& name) const;
  Reply svg_of_dot(const std::string& dot) const;

  ApiSettings settings_;
  RuleFolder rules_;
  GameArchive archive_;
  std::mutex sessions_mutex_;
  std::map<std::int64_t, std::shared_ptr<PlaySession>> sessions_;
  std::int64_t next_id_ = 1;
};

}  // namespace newell::web
