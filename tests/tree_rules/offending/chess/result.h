// A fixture of tests/tree_rules.
#include <string>
inline bool white_won(const std::string& result) { return result == "1-0"; }  // offence
