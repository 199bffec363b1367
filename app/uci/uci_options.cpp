// `uci`'s identification and options, `setoption`, and the Hash table allocated off the engine's thread.

#include "app/uci/game_store.h"
#include "app/uci/hash_memory.h"
#include "app/uci/uci_engine.h"
#include "goals/rule_files.h"

#include <charconv>
#include <memory>
#include <string>
#include <thread>

namespace newell::uci {
namespace {

std::string lowercase(std::string_view text) {
  std::string result(text);
  for (char& character : result)
    if (character >= 'A' && character <= 'Z') character = static_cast<char>(character - 'A' + 'a');
  return result;
}

}  // namespace

chess::Search& UciEngine::core_search() {
  if (!pending_table_) return *search_;
  std::unique_lock lock(pending_table_->mutex);
  if (!pending_table_->done) return *search_;
  if (pending_table_->table) {
    search_.reset();
    table_ = std::move(pending_table_->table);
    search_ = std::make_unique<chess::Search>(*table_);
  } else {
    error("setoption Hash: " + std::to_string(pending_table_->megabytes) + " MB could not be allocated; the table keeps " +
          std::to_string(table_->megabytes()) + " MB");
  }
  lock.unlock();
  pending_table_.reset();
  return *search_;
}

void UciEngine::resize_hash(std::size_t megabytes) {
  const HashSize size =
      hash_size_for(megabytes, settings_.free_memory_megabytes ? settings_.free_memory_megabytes : free_memory_megabytes());
  if (size.message) say("info string " + *size.message);
  // Gigabytes take seconds to clear (a minute on a loaded machine): on a thread of its own, which
  // nothing waits for. Until it is done the searches use the table there was; quit does not wait.
  auto pending = std::make_shared<PendingTable>();
  pending->megabytes = size.megabytes;
  pending_table_ = pending;
  std::thread([pending] {
    std::unique_ptr<chess::TranspositionTable> table;
    try {
      table = std::make_unique<chess::TranspositionTable>(pending->megabytes);
    } catch (const std::bad_alloc&) {
      // Said when a search would have taken it: the table there was stays.
    }
    std::lock_guard lock(pending->mutex);
    pending->table = std::move(table);
    pending->done = true;
  }).detach();
}

void UciEngine::identify() {
  say("id name newell " NEWELL_VERSION);
  say("id author the newell developers");
  say("option name Engine type combo default " + settings_.engine + " var newell var alphabeta");
  say("option name Rules type string default " + rule_file().string());
  say(std::string("option name Show Reasons type check default ") + (show_reasons_ ? "true" : "false"));
  say(std::string("option name Store Games type check default ") + (store_games_ ? "true" : "false"));
  // GUIs send `go ponder` only to an engine that declares Ponder; the engine needs nothing set.
  say("option name Ponder type check default false");
  say("option name MultiPV type spin default 1 min 1 max 64");
  say("option name Hash type spin default " + std::to_string(chess::TranspositionTable::default_megabytes) +
      " min 1 max " + std::to_string(settings_.max_hash_megabytes));
  say("option name Clear Hash type button");
  say("option name Move Overhead type spin default " + std::to_string(chess::default_move_overhead.count()) +
      " min 0 max " + std::to_string(max_move_overhead_ms));
  say("uciok");
}

void UciEngine::set_option(const std::vector<std::string_view>& words) {
  // setoption name <id, may hold spaces> [value <x, may hold spaces>]
  if (words.size() < 3 || words[1] != "name") throw UciCommandError("setoption: expected 'setoption name <id> [value <x>]'");
  std::size_t value_at = 2;
  while (value_at < words.size() && words[value_at] != "value") ++value_at;
  const std::string name = join_words(words, 2, value_at);
  const std::string value = join_words(words, value_at + 1, words.size());
  const std::string key = lowercase(name);
  if (name.empty()) throw UciCommandError("setoption: the option name is missing");

  auto read_spin = [&](long long minimum, long long maximum) {
    long long number = 0;
    const auto [end, failure] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (value.empty() || failure != std::errc() || end != value.data() + value.size() || number < minimum ||
        number > maximum)
      throw UciCommandError("setoption " + name + ": value " + in_quotes(value) + " is not a whole number in " +
                            std::to_string(minimum) + ".." + std::to_string(maximum));
    return number;
  };
  auto read_check = [&] {
    const std::string flag = lowercase(value);
    if (flag != "true" && flag != "false") throw UciCommandError("setoption " + name + ": " + in_quotes(value) + " is not true or false");
    return flag == "true";
  };
  if (key == "hash") {
    resize_hash(static_cast<std::size_t>(read_spin(1, static_cast<long long>(settings_.max_hash_megabytes))));
  } else if (key == "clear hash") {
    core_search();
    table_->clear();
  } else if (key == "move overhead") {
    move_overhead_ = milliseconds(read_spin(0, max_move_overhead_ms));
  } else if (key == "multipv") {
    multipv_ = static_cast<int>(read_spin(1, 64));
  } else if (key == "engine") {
    const auto kind = goals::engine_kind(lowercase(value));
    if (!kind) throw UciCommandError("setoption Engine: " + in_quotes(value) + " is not an engine (newell or alphabeta)");
    if (goals::engine_name(*kind) != settings_.engine) {
      save_game();  // the game so far was the other engine's
      player_.reset();
      player_moves_.clear();
      settings_.engine = goals::engine_name(*kind);
    }
  } else if (key == "rules") {
    // Read now, so that a bad file is named here and not at the next `go`, which must answer.
    const std::filesystem::path file = value.empty() || value == "<empty>" ? std::filesystem::path() : std::filesystem::path(value);
    try {
      goals::GamePlayer(chess_name(), position_start_, file.empty() ? goals::default_rule_file(chess_name()) : file,
                        goals::EngineKind::newell);
    } catch (const std::exception& failure) {
      throw UciCommandError("setoption Rules: " + in_quotes(value) + " cannot be used (the rules stay " +
                            in_quotes(rule_file().string()) + "): " + failure.what());
    }
    if (file != settings_.rules) {
      save_game();
      player_.reset();
      player_moves_.clear();
      settings_.rules = file;
    }
  } else if (key == "uci_analysemode" || key == "uci_opponent") {
    // Some GUIs (Scid, cutechess) send these whether or not the engine lists them; nothing to do.
  } else if (key == "ponder") {
    // The GUI says whether it will send `go ponder`: nothing to prepare.
  } else if (key == "show reasons") {
    show_reasons_ = read_check();
  } else if (key == "store games") {
    const bool store = read_check();
    if (store && !settings_.database && !user_game_store())
      throw UciCommandError("setoption Store Games: no data folder to store in (XDG_DATA_HOME and HOME are unset); "
                            "start the engine with --db FILE");
    store_games_ = store;
  } else {
    throw UciCommandError("setoption: unknown option " + in_quotes(name) +
                          " (known: Engine, Rules, Show Reasons, Store Games, MultiPV, Hash, Clear Hash, Move Overhead)");
  }
}

}  // namespace newell::uci
