// A fixture of tests/tree_rules: SQL in store/ is where it belongs.
const char* count_games = "SELECT count(*) FROM games";
