#pragma once
// Stored games to and from PGN (chess) and PDN (checkers) files, with the summary of each decision as
// the comment after its move.
//
// Tags: the seven-tag roster (PDN: Black before White), then SetUp/FEN for a set-up position,
// Termination, PlyCount, GameType 21 (PDN), the tags an imported game brought along, and newell's own:
// NewellRuleSet and NewellSettings (the game's settings as JSON), which import reads back.

#include "app/records/movetext.h"
#include "game_descriptor/game_descriptor.h"
#include "store/game_records.h"

#include <string>

namespace newell::app::records {

// Thrown by game_record when a game cannot be stored: the error names the line, column and text.
struct GameRefused {
  RecordError error;
};

// A game read from a file, checked move by move, as the store keeps it: moves in the store's
// notation (SAN; the shortest unambiguous checkers text), comments as the moves' summaries, the
// tags not kept in columns under the settings' "tags". `kind` is the game the file holds.
store::GameRecord game_record(const RecordGame& game, const GameDescriptor& kind, const std::string& file_name);

// The game as PGN (chess) or PDN (checkers). `rule_set` names its rule set ("" when none).
// Throws MoveFailure (records/replay.h) when a stored move is not legal.
std::string write_game(const store::GameRecord& game, const std::string& rule_set = {});

// What makes two games the same game for `newell import` (a game already stored is not stored
// again): the kind, the seven-tag roster as export writes it (Event, Site, Date, Round, the players,
// the result), the start position and every move. Comments, summaries, traces and the other tags do
// not count: a copy of a game with other comments is the same game.
std::string game_identity(const store::GameRecord& game);

// "2026.11.22" from the store's "2026-11-22T16:11:11Z"; "????.??.??" when unknown.
std::string pgn_date(const std::string& played_at);

}  // namespace newell::app::records
