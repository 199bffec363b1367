#include "web/request_fields.h"

#include "web/request_error.h"

#include <fmt/core.h>

namespace newell::web {

nlohmann::json parse_body(std::string_view body) {
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos) return nlohmann::json::object();
  nlohmann::json parsed = nlohmann::json::parse(body, nullptr, false);
  if (parsed.is_discarded()) throw RequestError(400, "the request's body is not valid JSON");
  if (!parsed.is_object()) throw RequestError(400, "the request's body must be a JSON object");
  return parsed;
}

std::optional<std::string> optional_text(const nlohmann::json& body, const char* field) {
  const auto found = body.find(field);
  if (found == body.end() || found->is_null()) return std::nullopt;
  if (!found->is_string()) throw RequestError(400, fmt::format("'{}' must be a string", field));
  return found->get<std::string>();
}

std::string required_text(const nlohmann::json& body, const char* field) {
  auto text = optional_text(body, field);
  if (!text) throw RequestError(400, fmt::format("'{}' is missing", field));
  return *text;
}

std::int64_t integer_in(const nlohmann::json& body, const char* field, std::int64_t low, std::int64_t high,
                        std::int64_t fallback) {
  const auto found = body.find(field);
  if (found == body.end() || found->is_null()) return fallback;
  if (!found->is_number_integer() && !found->is_number_unsigned())
    throw RequestError(400, fmt::format("'{}' must be a whole number", field));
  if (found->is_number_unsigned() && found->get<std::uint64_t>() > static_cast<std::uint64_t>(high))
    throw RequestError(400, fmt::format("'{}' must be between {} and {}", field, low, high));
  const auto value = found->get<std::int64_t>();
  if (value < low || value > high) throw RequestError(400, fmt::format("'{}' must be between {} and {}", field, low, high));
  return value;
}

}  // namespace newell::web
