// The harness's process layer: start, talk, time out, and survive a child that dies.

#include "match/child_process.h"

#include <catch2/catch.hpp>

#include <chrono>

using newell::match::ChildProcess;
using newell::match::ProcessError;
using namespace std::chrono_literals;

TEST_CASE("a child process echoes lines back through its pipes", "[child_process]") {
  ChildProcess child({"cat"});
  child.write_line("hello engine");
  child.write_line("second line");
  auto first = child.read_line(2000ms);
  auto second = child.read_line(2000ms);
  REQUIRE(first);
  REQUIRE(second);
  CHECK(*first == "hello engine");
  CHECK(*second == "second line");
  CHECK(child.running());
}

TEST_CASE("a missing program is reported by name when started", "[child_process]") {
  try {
    ChildProcess child({"/no/such/engine-binary"});
    FAIL("the missing program started");
  } catch (const ProcessError& error) {
    CHECK_THAT(error.what(), Catch::Contains("/no/such/engine-binary"));
  }
}

TEST_CASE("reading from a silent child returns nothing after the timeout", "[child_process]") {
  ChildProcess child({"sleep", "5"});
  const auto started = std::chrono::steady_clock::now();
  CHECK_FALSE(child.read_line(100ms));
  const auto waited = std::chrono::steady_clock::now() - started;
  CHECK(waited >= 100ms);
  CHECK(waited < 2000ms);
  child.stop(10ms);  // kills it rather than waiting five seconds
  CHECK_FALSE(child.running());
  CHECK_THAT(child.exit_description(), Catch::Contains("signal"));
}

TEST_CASE("a child that dies is an error on read and on write, not a crash", "[child_process]") {
  ChildProcess child({"sh", "-c", "echo last words; exit 3"});
  auto line = child.read_line(2000ms);
  REQUIRE(line);
  CHECK(*line == "last words");
  CHECK_THROWS_AS(child.read_line(2000ms), ProcessError);
  CHECK_FALSE(child.running());
  CHECK(child.exit_description() == "exit status 3");
  CHECK_THROWS_AS(child.write_line("anyone there?"), ProcessError);
}

TEST_CASE("a last line without a newline is still delivered", "[child_process]") {
  ChildProcess child({"printf", "no newline"});
  auto line = child.read_line(2000ms);
  REQUIRE(line);
  CHECK(*line == "no newline");
}
