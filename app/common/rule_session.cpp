#include "app/common/rule_session.h"

#include "app/command_registry.h"
#include "interpreter/game_languages.h"
#include "interpreter/session.h"

#include <string>

namespace newell::app {

void start_rule_session(interpreter::Session& session, std::string_view command, std::string_view game,
                        std::string_view position) {
  std::string error;
  if (!session.start(game, position, error))
    fail_command(command, error, interpreter::find_game_language(game) == nullptr ? 2 : 1);
}

}  // namespace newell::app
