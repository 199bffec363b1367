// The table of Samuel's terms (name, description, function), the binary connective terms, and the
// scoring polynomial's bookkeeping.

#include "checkers/samuel_terms.h"

namespace newell::checkers {
namespace {

using namespace samuel;

// A binary connective is true when its parameter is positive (see README.md).
bool holds(int value) { return value > 0; }

// The pairs the connectives combine; DENY (the costly part) is computed once for both.
enum class Pair { mobil_deny, deny_mob, mobil_cent };

// The paper's order A.B, not-A.B, A.not-B, not-A.not-B.
template <Pair pair, bool want_a, bool want_b>
int connective(const Position& position) {
  const int deny = denial_of_occupancy(position);
  const int mob = total_mobility(position);
  const int a = pair == Pair::deny_mob ? deny : mob - deny;
  const int b = pair == Pair::mobil_deny ? deny : pair == Pair::deny_mob ? mob : center_control_men(position);
  return holds(a) == want_a && holds(b) == want_b ? 1 : 0;
}

}  // namespace

const std::vector<SamuelTerm>& samuel_terms() {
  static const std::vector<SamuelTerm> table{
      {"ADV", "passive men in their 5th and 6th rows minus those in their 3rd and 4th", advancement},
      {"APEX", "-1 without kings when an active man holds 7 or 26 and no passive man does", apex},
      {"BACK", "no active kings and passive pieces on both bridge squares (1 and 3, or 30 and 32)", back_row_bridge},
      {"CENT", "passive men on the centre squares 10, 11, 14, 15, 18, 19, 22, 23", center_control_men},
      {"CNTR", "centre squares held by an active piece or reachable by an active simple move", center_control_active},
      {"CORN", "active credit 6 or less, passive ahead, and the active side can move into a double corner",
       double_corner_credit},
      {"CRAMP", "2 when the passive side holds the cramping square and a neighbour while the active side holds the "
                "cramped squares",
       cramp},
      {"DENY", "squares the active side could move to where the piece would be taken without an exchange",
       denial_of_occupancy},
      {"DIA", "passive pieces on the two diagonals ending in the double corners", double_diagonal_file},
      {"DIAV", "twice the diagonal moment: 1, 2, 3 per passive piece two, one, zero diagonals from those files",
       diagonal_moment_value},
      {"DYKE", "strings of three or more passive pieces on adjacent squares of a diagonal", dyke},
      {"EXCH", "squares the active side can move to and so force an exchange", exchange},
      {"EXPOS", "passive pieces with both neighbours empty along one of their diagonals", exposure},
      {"FORK", "pairs of side-by-side passive pieces the active side can fork by one simple move", threat_of_fork},
      {"GAP", "empty squares between two passive pieces on a diagonal, or between one and the edge", gap},
      {"GUARD", "no active kings and the passive side holds its bridge or its triangle of Oreo", back_row_control},
      {"HOLE", "empty squares with three or more passive pieces around them", hole},
      {"KCENT", "passive kings on the centre squares", king_center_control},
      {"MOB", "squares the active side can move a piece to by a simple move", total_mobility},
      {"MOBIL", "MOB minus DENY", undenied_mobility},
      {"MOVE", "pieces even, total credit under 24, and an odd number of pieces in the move system", move},
      {"NODE", "passive pieces with at least three empty squares around them", node},
      {"OREO", "no passive kings and passive pieces on the triangle of Oreo (2, 3, 7 or 26, 30, 31)", triangle_of_oreo},
      {"POLE", "passive men with every neighbouring square empty", pole},
      {"RECAP", "the same as EXCH (Samuel used it to test when terms come and go)", exchange},
      {"THRET", "squares the active side can move to and from there threaten a capture", threat},
      {"DEMO", "MOBIL and DENY", connective<Pair::mobil_deny, true, true>},
      {"DEMMO", "not MOBIL and DENY", connective<Pair::mobil_deny, false, true>},
      {"DDEMO", "MOBIL and not DENY", connective<Pair::mobil_deny, true, false>},
      {"DDMM", "not MOBIL and not DENY", connective<Pair::mobil_deny, false, false>},
      {"MODE 1", "DENY and MOB", connective<Pair::deny_mob, true, true>},
      {"MODE 2", "not DENY and MOB", connective<Pair::deny_mob, false, true>},
      {"MODE 3", "DENY and not MOB", connective<Pair::deny_mob, true, false>},
      {"MODE 4", "not DENY and not MOB", connective<Pair::deny_mob, false, false>},
      {"MOC 1", "MOBIL and CENT", connective<Pair::mobil_cent, true, true>},
      {"MOC 3", "not MOBIL and CENT", connective<Pair::mobil_cent, false, true>},
      {"MOC 2", "MOBIL and not CENT", connective<Pair::mobil_cent, true, false>},
      {"MOC 4", "not MOBIL and not CENT", connective<Pair::mobil_cent, false, false>},
  };
  return table;
}

int term_change(const SamuelTerm& term, const Position& before, const Position& after) {
  Position same_sides = before;
  same_sides.side_to_move = after.side_to_move;
  return term.value(after) - term.value(same_sides);
}

const SamuelTerm* find_samuel_term(std::string_view name) {
  for (const SamuelTerm& term : samuel_terms())
    if (term.name == name) return &term;
  return nullptr;
}

bool ScoringPolynomial::set_weight(std::string_view name, int weight) {
  const SamuelTerm* term = find_samuel_term(name);
  if (term == nullptr) return false;
  for (std::size_t index = 0; index < size_; ++index) {
    if (terms_[index].term != term) continue;
    if (weight == 0) terms_[index] = terms_[--size_];
    else terms_[index].weight = weight;
    return true;
  }
  if (weight == 0) return true;
  if (size_ == max_terms) return false;
  terms_[size_++] = {term, weight};
  return true;
}

std::optional<int> ScoringPolynomial::weight(std::string_view name) const {
  for (const WeightedTerm& entry : *this)
    if (entry.term->name == name) return entry.weight;
  return std::nullopt;
}

}  // namespace newell::checkers
