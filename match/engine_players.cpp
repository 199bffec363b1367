// External engines as match players: UCI (Stockfish, toga2, `gnuchess --uci`) and CECP (fairymax,
// phalanx, sjeng). The process is started by new_game, so every game gets a fresh one and a crash
// costs one game, not the match.

#include "chess/position.h"
#include "match/cecp_engine.h"
#include "match/player_spec.h"
#include "match/uci_engine.h"

#include <fmt/core.h>
#include <unistd.h>

#include <cstdlib>
#include <sstream>

namespace newell::match {
namespace {

using std::chrono::milliseconds;

bool executable(const std::string& path) { return ::access(path.c_str(), X_OK) == 0; }

// The program as given when it has a '/', else found on PATH or, where Debian puts games, in
// /usr/games (often not on PATH); throws SpecError naming where it looked.
std::vector<std::string> resolve_program(const PlayerSpec& spec) {
  std::vector<std::string> command = spec.program;
  const std::string& program = command.front();
  if (program.find('/') != std::string::npos) {
    if (!executable(program)) throw SpecError("bad player '" + spec.text + "': '" + program + "' is not an executable file");
    return command;
  }
  std::string path = std::getenv("PATH") != nullptr ? std::getenv("PATH") : "";
  path += ":/usr/games:/usr/local/games";
  std::istringstream folders(path);
  for (std::string folder; std::getline(folders, folder, ':');) {
    if (folder.empty()) continue;
    const std::string candidate = folder + "/" + program;
    if (executable(candidate)) {
      command.front() = candidate;
      return command;
    }
  }
  throw SpecError("bad player '" + spec.text + "': no program '" + program + "' on PATH or in /usr/games");
}

std::string score_text(std::optional<int> score) {
  if (!score) return "no score";
  if (std::abs(*score) >= decisive_score - 1000) return *score > 0 ? "a forced win" : "a forced loss";
  return fmt::format("{:+.2f}", *score / 100.0);
}

// A move's line in the game's record: "Stockfish 16: +0.35 at depth 12, 98 ms".
std::string move_summary(const std::string& engine, std::optional<int> score, std::optional<int> depth,
                         milliseconds elapsed) {
  return fmt::format("{}: {} at depth {}, {} ms", engine, score_text(score), depth.value_or(0), elapsed.count());
}

bool is_initial(const std::string& fen) { return fen == chess::Position::start().to_fen(); }

// An engine program as a player, whatever its protocol (Engine: UciEngine or CecpEngine): the spec,
// the command that starts it, and the running engine, started afresh for each game and quit after.
template <class Engine>
class ProgramPlayer : public Player {
 public:
  explicit ProgramPlayer(const PlayerSpec& spec) : spec_(spec), command_(resolve_program(spec)) {}

  std::string name() const override { return spec_.display_name(); }
  std::optional<std::string> engine_name() const override {
    return engine_ ? std::optional<std::string>(engine_->name()) : std::nullopt;
  }
  void game_over(newell::Outcome) override {
    if (engine_) engine_->quit();
  }

 protected:
  PlayerSpec spec_;
  std::vector<std::string> command_;
  std::unique_ptr<Engine> engine_;
};

class UciPlayer final : public ProgramPlayer<UciEngine> {
 public:
  using ProgramPlayer::ProgramPlayer;

  void new_game(const Turn&) override {
    try {
      engine_ = std::make_unique<UciEngine>(command_);
      for (const auto& [option, value] : spec_.options) {
        if (!has_option(option)) throw PlayerFault("engine '" + engine_->name() + "' has no UCI option '" + option + "'");
        engine_->set_option(option, value);
      }
      engine_->new_game();
    } catch (const UciError& error) {
      throw PlayerFault(error.what(), dynamic_cast<const UciTimeout*>(&error) != nullptr);
    } catch (const ProcessError& error) {
      throw PlayerFault(error.what());
    }
  }

  Reply play(const Turn& turn, milliseconds patience) override {
    GoCommand go;
    if (turn.clock) {
      const bool white = turn.side == 0;
      go.white_time_ms = (white ? turn.clock->mine : turn.clock->theirs).count();
      go.black_time_ms = (white ? turn.clock->theirs : turn.clock->mine).count();
      go.white_increment_ms = turn.clock->increment.count();
      go.black_increment_ms = turn.clock->increment.count();
    } else if (turn.movetime) {
      go.movetime_ms = turn.movetime->count();
    } else {
      go.depth = 8;
    }
    SearchReport report;
    try {
      engine_->set_position(is_initial(turn.start_position) ? "" : turn.start_position, turn.moves);
      report = engine_->go(go, patience);
    } catch (const UciTimeout& error) {
      throw PlayerFault(std::string(error.what()) + "\n" + engine_->recent_transcript(), true);
    } catch (const UciError& error) {
      throw PlayerFault(std::string(error.what()) + "\n" + engine_->recent_transcript());
    }
    Reply reply;
    reply.move = report.best_move;
    reply.depth = report.depth;
    if (report.score_mate) {
      const int moves = *report.score_mate;
      reply.score = moves > 0 ? decisive_score - moves : -decisive_score - moves;
    } else {
      reply.score = report.score_centipawns;
    }
    reply.summary = move_summary(engine_->name(), reply.score, report.depth, report.elapsed);
    return reply;
  }

 private:
  bool has_option(const std::string& option) const {
    for (const std::string& line : engine_->options()) {
      if (line.find("name " + option + " type ") != std::string::npos) return true;
    }
    return false;
  }
};

class CecpPlayer final : public ProgramPlayer<CecpEngine> {
 public:
  using ProgramPlayer::ProgramPlayer;

  void new_game(const Turn& start) override {
    try {
      engine_ = std::make_unique<CecpEngine>(command_);
      for (const auto& [option, value] : spec_.options) engine_->set_option(option, value);
      engine_->new_game(start.start_position, is_initial(start.start_position));
      level_sent_ = false;
    } catch (const CecpError& error) {
      throw PlayerFault(error.what(), error.timed_out());
    } catch (const ProcessError& error) {
      throw PlayerFault(error.what());
    }
  }

  Reply play(const Turn& turn, milliseconds patience) override {
    CecpAnswer answer;
    try {
      if (!level_sent_) {
        if (turn.clock) {
          engine_->set_level(turn.clock->mine, turn.clock->increment);
        } else if (turn.movetime) {
          engine_->set_movetime(*turn.movetime);
        } else {
          engine_->set_movetime(milliseconds(1000));
        }
        level_sent_ = true;
      }
      std::optional<milliseconds> own, opponent;
      if (turn.clock) {
        own = turn.clock->mine;
        opponent = turn.clock->theirs;
      }
      answer = engine_->go(turn.moves, own, opponent, patience);
    } catch (const CecpError& error) {
      throw PlayerFault(std::string(error.what()) + "\n" + engine_->recent_transcript(), error.timed_out());
    }
    Reply reply;
    reply.resigned = answer.resigned;
    reply.claim = answer.claim;
    reply.move = answer.move.value_or("");
    reply.depth = answer.depth;
    if (answer.score) {
      // Mates come as large numbers (100000 + moves and the like): anything past 10000 is decisive.
      const int score = *answer.score;
      reply.score = std::abs(score) >= 10000 ? (score > 0 ? decisive_score - 1 : -decisive_score + 1) : score;
    }
    reply.summary = move_summary(engine_->name(), reply.score, answer.depth, answer.elapsed);
    return reply;
  }

 private:
  bool level_sent_ = false;
};

}  // namespace

std::unique_ptr<Player> make_uci_player(const PlayerSpec& spec) { return std::make_unique<UciPlayer>(spec); }
std::unique_ptr<Player> make_cecp_player(const PlayerSpec& spec) { return std::make_unique<CecpPlayer>(spec); }

}  // namespace newell::match
