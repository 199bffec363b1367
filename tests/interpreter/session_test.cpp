#include "interpreter/session.h"

#include "interpreter/code.h"
#include "language_fixture.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace newell::interpreter;

namespace {

struct Repl {
  std::string out;
  std::string errors;
  explicit Repl(const std::string& input) {
    Session session;
    std::string error;
    REQUIRE(session.start("numbers", "", error));
    std::istringstream in(input);
    std::ostringstream out_stream, error_stream;
    run_repl(session, in, out_stream, error_stream);
    out = out_stream.str();
    errors = error_stream.str();
  }
};

}  // namespace

TEST_CASE("repl evaluates lines, sets positions and explains") {
  Repl repl("1 + 1\n:fen WB.W....B. w\ncount M in mine: attacked(M)\n:explain exists M in mine: attacked(M)\n:quit\n2\n");
  CHECK(repl.out == "2\n1\ntrue\nexists M in mine: attacked(M) = true\n  M = white man 0 on s0\n    attacked(M) = true\n");
  CHECK(repl.errors.empty());
}

TEST_CASE("repl reports bad input and goes on") {
  Repl repl(":fen XX\n:load\n:load /no/such/file.nwl\n:frobnicate\natacked(1)\n3 * 3\n");
  CHECK(repl.out == "9\n");
  CHECK(repl.errors.find("numbers position 'XX'") != std::string::npos);
  CHECK(repl.errors.find(":load needs a file name") != std::string::npos);
  CHECK(repl.errors.find("cannot read rule file '/no/such/file.nwl'") != std::string::npos);
  CHECK(repl.errors.find("unknown command ':frobnicate'") != std::string::npos);
  CHECK(repl.errors.find("did you mean 'attacked'?") != std::string::npos);
}

TEST_CASE("repl lists the registry with signatures and documentation") {
  Repl repl(":predicates\n");
  CHECK(repl.out.find("attacks(man, man) -> truth") != std::string::npos);
  CHECK(repl.out.find("enemy(man) -> set of man") != std::string::npos);
}

TEST_CASE("session refuses an unknown game and names the known ones") {
  Session session;
  std::string error;
  REQUIRE_FALSE(session.start("go", "", error));
  CHECK(error.find("unknown game 'go' (known:") == 0);
  CHECK(error.find("numbers") != std::string::npos);
}

TEST_CASE("the compiled form disassembles with resolved slots and built-ins") {
  testing::Language language{"define hanging(M: man) := attacked(M) and not defended(M).\n"};
  REQUIRE(language.program);
  const std::string listing = disassemble(language.program->code(), language.registry);
  CHECK(listing.find("call_builtin") != std::string::npos);
  CHECK(listing.find("attacked(M) : truth") != std::string::npos);
  CHECK(listing.find("load") != std::string::npos);
}

TEST_CASE("the checker reports every error of a file, not just the first") {
  testing::Language language{"define a := atacks.\ndefine b := 1 + true_.\ndefine c := even(1, 2).\n"};
  CHECK(language.diagnostics.error_count() == 3);
}

TEST_CASE("text that is not UTF-8 gets a diagnostic at the bad byte, not an exception") {
  testing::Language language{"game numbers.\ndefine x := \xC1\x80.\n"};
  CHECK(language.errors().find("rules.nwl:2:13: error: the text is not valid UTF-8 (byte 0xC1)") != std::string::npos);
  testing::Language clean;
  CHECK(clean.value("1 + \xED\xA0\x80") .find("expression:1:5: error: the text is not valid UTF-8 (byte 0xED)") != std::string::npos);
}

TEST_CASE("an include of something that is not a regular file is an error, not a hang") {
  testing::Language language{"game numbers.\ninclude \"/dev/zero\".\n"};
  CHECK(language.errors().find("rules.nwl:2:9: error: '/dev/zero' is not a rule file (.nwl)") != std::string::npos);
}

TEST_CASE("an include reads only rule files: another kind of file is refused, never echoed") {
  testing::Language absolute{"game numbers.\ninclude \"/etc/passwd\".\n"};
  CHECK(absolute.errors().find("error: '/etc/passwd' is not a rule file (.nwl)") != std::string::npos);
  CHECK(absolute.errors().find("root:") == std::string::npos);
  testing::Language other{"game numbers.\ninclude \"../../etc/passwd\".\n"};
  CHECK(other.errors().find("error: '../../etc/passwd' is not a rule file (.nwl)") != std::string::npos);
  CHECK(other.errors().find("root:") == std::string::npos);
}
