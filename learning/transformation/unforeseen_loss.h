#pragma once
// An opponent goal that won material unforeseen (issue 15, item 3: the second kind of failure the
// meta-rules of experience read). After a goal-driven move of ours, the opponent replied with a move
// the decision did not expect (neither the next move of the tactic's own line nor the core's reply
// to the move played), and the material once the captures pending have run their course fell for
// us by at least a man (checkers) or a pawn (chess) between the position we decided in and the
// position after that reply. The reply is read for the men it took at once (its squares, as goal
// arguments name them), so that the evidence says which goals of ours had them to keep.
//
// Settled material: checkers, the jumps are compulsory, so the position is played on through the
// jumps alone (each side choosing the best for itself) until no jump stands; chess, the quiescence
// search of chess/settled_material.h (captures and promotions, each side free to stand pat).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::learning::transformation {

// The evidence event of this failure (its rule is empty: no weight moved).
inline constexpr const char* unforeseen_loss_event = "opponent won material unforeseen";

// A man in checkers, a pawn in chess: the least loss that counts.
inline constexpr int unforeseen_loss_threshold = 100;

// The settled material for the side to move in `position` (checkers FEN or chess FEN): centi-men
// (a man 100, a king 150) or centipawns. nullopt for a game or position that cannot be read.
std::optional<int> settled_material_for_side_to_move(std::string_view game, std::string_view position);

// The squares of the men `move` takes in `position` (its side to move moves), as goal arguments name
// them ("14", "e5"); empty for a quiet move or text that cannot be read.
std::vector<std::string> squares_taken_by(std::string_view game, std::string_view position, std::string_view move);

// What our side lost between `decided_in` (we to move, before our move) and `replied_to` (we to move
// again, after the opponent's reply), both settled; nullopt when either cannot be read.
std::optional<int> material_lost_between(std::string_view game, std::string_view decided_in, std::string_view replied_to);

// The settled material for us (the side to move after it) once `reply` is played in `after_our_move`
// (the opponent to move); nullopt when the position or the move cannot be read.
std::optional<int> settled_material_after_reply(std::string_view game, std::string_view after_our_move, std::string_view reply);

// The part of the loss the decision did not accept: what our side lost from `decided_in` to the
// position after `reply`, less the most it would have lost after any reply it expected (a tactic
// that gives a man for a shot foresaw that loss); nullopt when a position cannot be read.
std::optional<int> unforeseen_part_of_loss(std::string_view game, std::string_view decided_in, std::string_view after_our_move,
                                           std::string_view reply, const std::vector<std::string>& expected);

// Whether `reply` was foreseen: one of the moves the decision expected.
bool reply_foreseen(const std::vector<std::string>& expected, std::string_view reply);

}  // namespace newell::learning::transformation
