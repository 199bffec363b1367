#pragma once
// The fields of a request's JSON body, read with the checks every endpoint needs: a body that is
// not a JSON object, a field of the wrong type or out of range is a RequestError (400) naming it.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace newell::web {

// The body as a JSON object ("" reads as {}).
nlohmann::json parse_body(std::string_view body);

std::optional<std::string> optional_text(const nlohmann::json& body, const char* field);
std::string required_text(const nlohmann::json& body, const char* field);
// An integer within [low, high]; `fallback` when the field is absent.
std::int64_t integer_in(const nlohmann::json& body, const char* field, std::int64_t low, std::int64_t high,
                        std::int64_t fallback);

}  // namespace newell::web
