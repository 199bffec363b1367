// A fixture of tests/tree_rules.
const char* count_games = "SELECT count(*) FROM games";  // offence
