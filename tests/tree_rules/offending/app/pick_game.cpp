// A fixture of tests/tree_rules: each line marked "offence" breaks a rule of the tree.
#include <string>
bool is_chess(const std::string& game) { return game == "chess"; }  // offence
bool is_checkers(const std::string& game) { return "checkers" != game; }  // offence
