#pragma once
// A validator for exactly the part of JSON Schema that docs/trace.schema.json uses: type (one or a
// list), properties, required, additionalProperties: false, items, enum, minimum, maximum. Any
// other keyword in the schema is an error, so the schema cannot silently outgrow the check.

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <vector>

namespace newell::goals::testing {

inline bool has_type(const nlohmann::json& value, const std::string& type) {
  if (type == "object") return value.is_object();
  if (type == "array") return value.is_array();
  if (type == "string") return value.is_string();
  if (type == "integer") return value.is_number_integer();
  if (type == "number") return value.is_number();
  if (type == "boolean") return value.is_boolean();
  if (type == "null") return value.is_null();
  return false;
}

// Appends "path: problem" lines to `problems`.
inline void validate(const nlohmann::json& schema, const nlohmann::json& value, const std::string& path,
                     std::vector<std::string>& problems) {
  static const std::set<std::string> known{"$schema", "$id", "title", "description", "type", "properties",
                                           "required", "additionalProperties", "items", "enum", "minimum", "maximum"};
  for (const auto& [keyword, unused] : schema.items())
    if (!known.contains(keyword)) problems.push_back(fmt::format("{}: schema uses unsupported keyword {}", path, keyword));
  if (schema.contains("type")) {
    bool ok = false;
    if (schema["type"].is_string()) ok = has_type(value, schema["type"]);
    else
      for (const auto& type : schema["type"]) ok = ok || has_type(value, type);
    if (!ok) {
      problems.push_back(fmt::format("{}: expected type {}, got {}", path, schema["type"].dump(), value.dump()));
      return;
    }
  }
  if (schema.contains("enum")) {
    bool found = false;
    for (const auto& option : schema["enum"]) found = found || option == value;
    if (!found) problems.push_back(fmt::format("{}: {} is not one of {}", path, value.dump(), schema["enum"].dump()));
  }
  if (value.is_number()) {
    if (schema.contains("minimum") && value.get<double>() < schema["minimum"].get<double>())
      problems.push_back(fmt::format("{}: below the minimum", path));
    if (schema.contains("maximum") && value.get<double>() > schema["maximum"].get<double>() + 1e-9)
      problems.push_back(fmt::format("{}: above the maximum", path));
  }
  if (value.is_object()) {
    if (schema.contains("required"))
      for (const auto& name : schema["required"])
        if (!value.contains(name.get<std::string>())) problems.push_back(fmt::format("{}: missing {}", path, name.get<std::string>()));
    const bool closed = schema.contains("additionalProperties") && schema["additionalProperties"] == false;
    for (const auto& [name, member] : value.items()) {
      if (schema.contains("properties") && schema["properties"].contains(name))
        validate(schema["properties"][name], member, fmt::format("{}.{}", path, name), problems);
      else if (closed)
        problems.push_back(fmt::format("{}: unexpected member {}", path, name));
    }
  }
  if (value.is_array() && schema.contains("items"))
    for (std::size_t i = 0; i < value.size(); ++i)
      validate(schema["items"], value[i], fmt::format("{}[{}]", path, i), problems);
}

}  // namespace newell::goals::testing
