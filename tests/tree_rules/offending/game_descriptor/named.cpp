// A fixture of tests/tree_rules: the descriptor maps names to games.
#include <string>
bool is_chess(const std::string& name) { return name == "chess"; }
