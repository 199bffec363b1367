#include "goals/game_factory.h"
#include "goals/rules.h"
#include "learning/transformation/learned_file.h"
#include "learning/transformation/rule_set_text.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::learning::transformation;

TEST_CASE("a rule set split into included files is read as one text with every statement, one game header") {
  newell::testing::ScratchFolder folder;
  folder.write("material.nwl",
               "game checkers.\n// the material\ngoal att(T: man, A: man) achieved when not on_board(T) and on_board(A).\n"
               "goal def(M: man) achieved when on_board(M) and not threatened(M).\n");
  folder.write("plans.nwl", "game checkers.\n/* include \"nothing.nwl\". in a comment */\n"
                            "transform for def(M) try att(R, A) where side_of(R) = opponent and side_of(A) = me weight 0.5.\n");
  const auto index = folder.write("index.nwl", "game checkers.\n// include \"commented.nwl\".\ninclude \"material.nwl\".\ninclude \"plans.nwl\".\n");
  const std::string text = rule_set_text(index);
  CHECK(text.find("game checkers.") == 0);
  CHECK(text.find("game checkers.", 1) == std::string::npos);
  CHECK(text.find("// from material.nwl:\n") != std::string::npos);
  // In the loader's order: the index's own text first, then each file it includes.
  CHECK(text.find("// (included below) include \"plans.nwl\".") < text.find("// from material.nwl:"));
  CHECK(text.find("// from material.nwl:") < text.find("// from plans.nwl:"));
  CHECK(text.find("include \"nothing.nwl\"") != std::string::npos);  // a comment stays a comment
  // The one text holds the included rules as its own: their weights can be read and changed.
  const auto sites = rule_weight_sites("index.nwl", text);
  REQUIRE(sites.size() == 1);
  CHECK(sites[0].name == "def->att");
  auto game = newell::goals::find_game("checkers")("");
  const auto from_files = newell::goals::Rules::load(index, game->registry());
  const auto from_text = newell::goals::Rules::from_text("one.nwl", text, game->registry());
  CHECK(from_text->program().transforms().size() == from_files->program().transforms().size());
}

TEST_CASE("a file two files include is read once, as the loader reads it") {
  newell::testing::ScratchFolder folder;
  folder.write("men.nwl", "game checkers.\ngoal def(M: man) achieved when on_board(M) and not threatened(M).\n");
  folder.write("a.nwl", "game checkers.\ninclude \"men.nwl\".\n");
  folder.write("b.nwl", "game checkers.\ninclude \"men.nwl\".\n");
  const auto index = folder.write("index.nwl", "game checkers.\ninclude \"a.nwl\".\ninclude \"b.nwl\".\n");
  const std::string text = rule_set_text(index);
  const auto first = text.find("goal def(");
  REQUIRE(first != std::string::npos);
  CHECK(text.find("goal def(", first + 1) == std::string::npos);
  auto game = newell::goals::find_game("checkers")("");
  CHECK_NOTHROW(newell::goals::Rules::from_text("one.nwl", text, game->registry()));
}

TEST_CASE("reading a rule set through its includes refuses a file that includes itself or is no rule file") {
  newell::testing::ScratchFolder folder;
  const auto loop = folder.write("loop.nwl", "game chess.\ninclude \"loop.nwl\".\n");
  CHECK_THROWS_WITH(rule_set_text(loop), Catch::Contains("includes itself"));
  const auto other = folder.write("other.nwl", "game chess.\ninclude \"notes.txt\".\n");
  CHECK_THROWS_WITH(rule_set_text(other), Catch::Contains("'notes.txt' is not a rule file"));
  CHECK_THROWS_WITH(rule_set_text(folder.file("missing.nwl")), Catch::Contains("cannot read"));
}
