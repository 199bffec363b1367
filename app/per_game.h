#pragma once
// Commands that exist for every game (`perft`, `play`) look up the game's handler here; each
// game's handler registers itself from its own file, so the games stay independent of each other.

#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace newell::app {

template <class Request>
class PerGame {
 public:
  using Handler = std::function<int(const Request&)>;

  struct Registration {
    Registration(std::string game, Handler handler) { handlers().emplace(std::move(game), std::move(handler)); }
  };

  static const Handler* find(std::string_view game) {
    auto found = handlers().find(game);
    return found == handlers().end() ? nullptr : &found->second;
  }

  // "chess, checkers": for messages that list the choices.
  static std::string known_games() {
    std::string names;
    for (const auto& [name, handler] : handlers()) names += (names.empty() ? "" : ", ") + name;
    return names.empty() ? std::string("none built") : names;
  }

 private:
  static std::map<std::string, Handler, std::less<>>& handlers() {
    static std::map<std::string, Handler, std::less<>> table;
    return table;
  }
};

}  // namespace newell::app
