#include "match/openings.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace newell::match;

namespace {
const std::string data = NEWELL_TEST_DATA_DIR;

// Files made for the tests, removed when the test program ends.
const newell::testing::ScratchFolder scratch;

std::string write_temporary(const std::string& name, const std::string& text) { return scratch.write(name, text).string(); }
}  // namespace

TEST_CASE("the built-in openings are twelve legal lines for each game") {
  for (GameKind game : {GameKind::chess, GameKind::checkers}) {
    const auto openings = builtin_openings(game);
    CHECK(openings.size() == 12);
    for (const Opening& opening : openings) CHECK(opening.moves.size() >= 3);
  }
  CHECK(builtin_openings(GameKind::chess).front().moves == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"});
  CHECK(builtin_openings(GameKind::checkers).front().moves == std::vector<std::string>{"11-15", "23-19", "8-11"});
}

TEST_CASE("PGN openings skip comments, variations, NAGs and move numbers, and keep a FEN set-up") {
  const auto openings = read_openings(GameKind::chess, data + "/chess/openings.pgn");
  REQUIRE(openings.size() == 3);
  CHECK(openings[0].moves == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"});
  CHECK(openings[1].moves == std::vector<std::string>{"d4", "d5", "c4", "e6", "Nc3", "Nf6"});
  CHECK(openings[2].start_position == "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  CHECK(openings[2].moves == std::vector<std::string>{"e4", "Kd7"});
  const auto short_lines = read_openings(GameKind::chess, data + "/chess/openings.pgn", 2);
  CHECK(short_lines[0].moves == std::vector<std::string>{"e4", "e5"});
}

TEST_CASE("EPD openings are positions") {
  const auto openings = read_openings(GameKind::chess, data + "/chess/wac.epd");
  CHECK(openings.size() > 100);
  CHECK(openings.front().moves.empty());
  CHECK_THAT(openings.front().label, Catch::Contains("WAC.001"));
}

TEST_CASE("checkers openings come from PDN games or from lines of moves or FENs") {
  const auto ballots = read_openings(GameKind::checkers, data + "/checkers/three_move_openings.txt");
  CHECK(ballots.size() == 50);
  CHECK(ballots[2].moves == std::vector<std::string>{"11-15", "22-18", "15x22"});
  // The three master games at the head of sample.pdn (the rest are deliberately bad games).
  std::ifstream in(data + "/checkers/sample.pdn");
  const std::string sample{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::size_t cut = 0;
  for (int game = 0; game < 3; ++game) cut = sample.find("[Event", cut + 1);
  const auto book = read_openings(GameKind::checkers, write_temporary("book.pdn", sample.substr(0, cut)), 6);
  CHECK(book.size() == 3);
  CHECK(book[0].moves == std::vector<std::string>{"11-15", "24-20", "8-11", "28-24", "9-13", "22-18"});
  for (const auto& opening : book) CHECK(opening.moves.size() <= 6);
  const auto fen = read_openings(GameKind::checkers, write_temporary("fen.txt", "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29 # a set-up\n"));
  CHECK(fen.front().start_position == "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
}

TEST_CASE("a bad openings file is refused naming the file, the line and the move") {
  CHECK_THROWS_WITH(read_openings(GameKind::chess, "/no/such/file.pgn"), Catch::Contains("cannot open openings file"));
  CHECK_THROWS_WITH(read_openings(GameKind::chess, write_temporary("bad.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n")),
                    Catch::Contains("bad.pgn line 1: 'Ke3' is not a legal move"));
  CHECK_THROWS_WITH(read_openings(GameKind::checkers, write_temporary("bad.txt", "11-15 23-19\n11-16 12-16\n")),
                    Catch::Contains("bad.txt line 2: '12-16' is not a legal move"));
  CHECK_THROWS_WITH(read_openings(GameKind::chess, write_temporary("empty.epd", "# nothing\n")), Catch::Contains("holds no opening"));
  CHECK_THROWS_WITH(read_openings(GameKind::chess, write_temporary("openings.txt", "e4\n")), Catch::Contains(".epd or .pgn"));
}
