// `newell serve [--port 8080] [--host 127.0.0.1] [--db FILE] [--rules-dir DIR] [--hash MB]`: the page in a
// browser: play chess and checkers with the goal net live, analyse positions and games, edit rule
// files with their diagnostics (web/). It listens on this machine only unless --host says
// otherwise, prints its address, and on Ctrl-C (or SIGTERM) stores the games in progress and stops.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "goals/rule_files.h"
#include "web/api.h"
#include "web/server.h"

#include <fmt/core.h>

#include <malloc.h>
#include <pthread.h>
#include <signal.h>

#include <memory>
#include <thread>

namespace newell::app {
namespace {

struct ServeRequest {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string database;
  std::string rules_folder;
  std::string dot_program = "dot";
  std::size_t hash_megabytes = web::ApiSettings{}.table_megabytes_per_game;
};

bool loopback(const std::string& host) { return host == "127.0.0.1" || host == "localhost" || host == "::1"; }

void run_serve(const ServeRequest& request) {
#ifdef __GLIBC__
  // The server's threads (web/server.h: a pool of 32) would each get a malloc arena of their own
  // (glibc makes up to eight per core), and an arena keeps what the games freed in it for its own
  // thread: two arenas shared by all reuse that memory, and the peak with 20 games in play stays
  // lower (bench/serve/load.py).
  mallopt(M_ARENA_MAX, 2);
#endif
  web::ApiSettings settings;
  settings.database = request.database;
  settings.rules_folder = request.rules_folder.empty() ? goals::default_rule_file("chess").parent_path().parent_path()
                                                       : std::filesystem::path(request.rules_folder);
  settings.dot_program = request.dot_program;
  settings.table_megabytes_per_game = request.hash_megabytes;
  std::unique_ptr<web::Api> api;
  try {
    api = std::make_unique<web::Api>(settings);
  } catch (const std::exception& error) {
    fail_command("serve", error.what());
  }
  web::ServerSettings server_settings;
  server_settings.host = request.host;
  server_settings.port = request.port;
  web::Server server(server_settings, *api);
  try {
    server.bind();
  } catch (const std::exception& error) {
    fail_command("serve", error.what());
  }
  if (!loopback(request.host))
    fmt::print(stderr, "newell serve: warning: listening on {}: anyone who can reach this machine can play, read the "
                       "store and write the rules folder\n", request.host);
  // Ctrl-C and SIGTERM are taken by one thread that stops the server; the others never see them.
  sigset_t stopping;
  sigemptyset(&stopping);
  sigaddset(&stopping, SIGINT);
  sigaddset(&stopping, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stopping, nullptr);
  std::thread watcher([&] {
    int signal_number = 0;
    sigwait(&stopping, &signal_number);
    server.stop();
  });
  const std::string shown_host = request.host.find(':') != std::string::npos ? "[" + request.host + "]" : request.host;
  fmt::print("newell serve: http://{}:{}/ (games stored in {}, rules folder {}); Ctrl-C stops\n", shown_host,
             server.bound_port(), settings.database.string(), settings.rules_folder.string());
  std::fflush(stdout);
  server.serve();
  pthread_kill(watcher.native_handle(), SIGTERM);  // when the server stopped by itself
  watcher.join();
  try {
    const int stored = api->store_games_in_progress();
    fmt::print("newell serve: stopped; {} game{} in progress stored\n", stored, stored == 1 ? "" : "s");
  } catch (const std::exception& error) {
    fail_command("serve", fmt::format("the games in progress could not be stored: {}", error.what()));
  }
}

void add_serve(CLI::App& root) {
  auto request = std::make_shared<ServeRequest>();
  auto* command = root.add_subcommand("serve", "Play, analyse and edit rules in a browser (an HTTP server with a JSON API)");
  command->add_option("--port", request->port, "The port to listen on (0: any free one)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  command->add_option("--host", request->host, "The address to listen on (other than 127.0.0.1: reachable by others)")
      ->capture_default_str();
  add_database_option(command, request->database);
  command->add_option("--rules-dir", request->rules_folder,
                      "The rules folder the page reads and writes (default: the one holding the default rules)");
  command->add_option("--hash", request->hash_megabytes,
                      "Megabytes of search table for each game in play (20 games at once: 20 times this, twice for checkers)")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  command->add_option("--dot", request->dot_program, "Graphviz's dot, which draws the goal nets")->capture_default_str();
  command->callback([request] { run_serve(*request); });
}

const CommandRegistration serve_registration{"serve", add_serve};

}  // namespace
}  // namespace newell::app
