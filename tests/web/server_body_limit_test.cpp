// The HTTP server on a free port of 127.0.0.1: a 10 MB body is refused (413) before it is read,
// and the server keeps answering the page and the API afterwards; requests another web site's page
// could send are refused.

#include "api_fixture.h"

#include "web/server.h"

#include <catch2/catch.hpp>
#include <httplib.h>

#include <thread>

using newell::testing::ApiFixture;

TEST_CASE("the server refuses a 10 MB body with 413, and cross-site requests, and keeps serving", "[web]") {
  ApiFixture fixture;
  newell::web::ServerSettings settings;
  settings.port = 0;
  settings.threads = 4;
  newell::web::Server server(settings, *fixture.api);
  server.bind();
  std::thread serving([&] { server.serve(); });
  httplib::Client client("127.0.0.1", server.bound_port());
  client.set_read_timeout(30, 0);

  const std::string huge(10 * 1024 * 1024, '{');
  const auto refused = client.Post("/api/play", huge, "application/json");
  // The server may close the connection while the body is still being sent: then there is no
  // answer at all, which is a refusal too; when there is one it is 413.
  if (refused) CHECK(refused->status == 413);

  const auto page = client.Get("/");
  REQUIRE(page);
  CHECK(page->status == 200);
  CHECK(page->body.find("<title>newell</title>") != std::string::npos);
  const auto info = client.Get("/api/info");
  REQUIRE(info);
  CHECK(info->status == 200);
  const auto bad = client.Post("/api/play", "{oops", "application/json");
  REQUIRE(bad);
  CHECK(bad->status == 400);

  // What another web site's page could send is refused: a change without JSON's Content-Type, a
  // request from another origin, a Host rebound to this machine.
  const auto form = client.Post("/api/play", "game=chess", "application/x-www-form-urlencoded");
  REQUIRE(form);
  CHECK(form->status == 415);
  const auto foreign = client.Post("/api/play", {{"Origin", "http://evil.example"}}, "{}", "application/json");
  REQUIRE(foreign);
  CHECK(foreign->status == 403);
  const auto rebound = client.Get("/api/info", {{"Host", "evil.example"}});
  REQUIRE(rebound);
  CHECK(rebound->status == 403);
  const auto own = client.Post("/api/play", {{"Origin", "http://127.0.0.1:" + std::to_string(server.bound_port())}},
                               R"({"engine": "alphabeta"})", "application/json");
  REQUIRE(own);
  CHECK(own->status == 201);

  server.stop();
  serving.join();
}
