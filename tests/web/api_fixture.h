#pragma once
// An Api over a scratch folder: a fresh store and a copy of the checkout's rules folder, so that a
// test may save rule files and plant links without touching the tree.

#include "tests/support/scratch_folder.h"
#include "web/api.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <string>

namespace newell::testing {

struct ApiFixture {
  ScratchFolder folder;
  std::unique_ptr<web::Api> api;

  ApiFixture() {
    std::filesystem::copy(std::filesystem::path(NEWELL_SOURCE_DIR) / "rules", folder.file("rules"),
                          std::filesystem::copy_options::recursive);
    web::ApiSettings settings;
    settings.database = folder.file("games.db");
    settings.rules_folder = folder.file("rules");
    api = std::make_unique<web::Api>(settings);
  }

  web::Reply call(const std::string& method, const std::string& path, const std::string& body = "") {
    return api->handle(method, path, body);
  }
  // The reply's JSON; the status must be `status`.
  nlohmann::json json(const std::string& method, const std::string& path, const nlohmann::json& body, int status = 200) {
    const auto reply = call(method, path, body.is_null() ? "" : body.dump());
    INFO(method << ' ' << path << " answered " << reply.status << ": " << reply.body);
    REQUIRE(reply.status == status);
    return nlohmann::json::parse(reply.body);
  }
};

}  // namespace newell::testing
