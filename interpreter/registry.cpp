#include "interpreter/registry.h"

#include <fmt/core.h>

#include <cctype>
#include <stdexcept>

namespace newell::interpreter {
namespace {

bool is_identifier(std::string_view name) {
  if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_')) return false;
  for (char c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

}  // namespace

Registry::Registry(std::string game) : game_(std::move(game)) {
  const char* built_in[][2] = {
      {"truth", "true or false: the value of an S sentence"},
      {"number", "a number: the value of an N sentence"},
      {"man", "a man with its identity, followed wherever it moves"},
      {"square", "a square of the board"},
      {"move", "a move"},
      {"goal", "a goal in the machine's or the opponent's goal net"},
      {"side", "a side (also spelled color)"},
  };
  for (const auto& [name, documentation] : built_in) add_type(name, documentation);
  type_names_.emplace("color", types::side);
}

void Registry::check_new_name(std::string_view name) const {
  if (!is_identifier(name)) throw std::logic_error(fmt::format("registry: '{}' is not an identifier", name));
  if (by_name_.contains(name) || type_names_.contains(name))
    throw std::logic_error(fmt::format("registry of {}: '{}' is registered twice", game_, name));
}

TypeId Registry::add_type(std::string_view name, std::string_view documentation) {
  check_new_name(name);
  if (types_.size() >= types::none.index) throw std::logic_error("registry: too many types");
  const TypeId id{static_cast<std::uint16_t>(types_.size())};
  types_.push_back(TypeInfo{std::string(name), std::string(documentation)});
  type_names_.emplace(std::string(name), id);
  return id;
}

void Registry::set_formatter(TypeId type, Formatter formatter) { types_.at(type.index).formatter = formatter; }

void Registry::set_universe(TypeId type, DomainBody all_values, std::size_t max_size, StateSlot slot) {
  auto& info = types_.at(type.index);
  info.universe = all_values;
  info.universe_max_size = max_size;
  info.universe_slot = slot;
}

Entry& Registry::add_entry(std::string_view name, EntryKind kind, std::initializer_list<TypeId> parameters,
                           TypeId result, std::string_view documentation, StateSlot slot) {
  check_new_name(name);
  for (TypeId parameter : parameters)
    if (parameter.index >= types_.size())
      throw std::logic_error(fmt::format("registry: '{}' has a parameter of an unregistered type", name));
  Entry& entry = entries_.emplace_back();
  entry.name = name;
  entry.kind = kind;
  entry.parameters = parameters;
  entry.result = result;
  entry.documentation = documentation;
  entry.slot = slot;
  by_name_.emplace(entry.name, &entry);
  return entry;
}

void Registry::add_constant(std::string_view name, TypeId type, Value value, std::string_view documentation) {
  add_entry(name, EntryKind::constant, {}, type, documentation, StateSlot::game).constant = value;
}

void Registry::add_function(std::string_view name, std::initializer_list<TypeId> parameters, TypeId result,
                            FunctionBody body, std::string_view documentation, StateSlot slot) {
  if (body == nullptr) throw std::logic_error(fmt::format("registry: function '{}' has no body", name));
  add_entry(name, EntryKind::function, parameters, result, documentation, slot).function = body;
}

void Registry::add_predicate(std::string_view name, std::initializer_list<TypeId> parameters, FunctionBody body,
                             std::string_view documentation, StateSlot slot) {
  add_function(name, parameters, types::truth, body, documentation, slot);
}

void Registry::add_domain(std::string_view name, std::initializer_list<TypeId> parameters, TypeId element,
                          std::size_t max_size, DomainBody body, std::string_view documentation, StateSlot slot) {
  if (body == nullptr || max_size == 0)
    throw std::logic_error(fmt::format("registry: domain '{}' needs a body and a maximum size", name));
  Entry& entry = add_entry(name, EntryKind::domain, parameters, element, documentation, slot);
  entry.domain = body;
  entry.max_size = max_size;
}

void Registry::add_action(std::string_view name, std::initializer_list<TypeId> parameters,
                          std::string_view documentation) {
  add_entry(name, EntryKind::action, parameters, types::none, documentation, StateSlot::engine);
}

void Registry::add_aspiration(std::string_view name, std::string_view documentation) {
  aspirations_.insert_or_assign(std::string(name), std::string(documentation));
}

void Registry::add_goal_aspiration(std::string_view prefix, std::string_view documentation) {
  goal_aspirations_.insert_or_assign(std::string(prefix), std::string(documentation));
}

const Entry* Registry::find(std::string_view name) const {
  auto found = by_name_.find(name);
  return found == by_name_.end() ? nullptr : found->second;
}

std::optional<TypeId> Registry::find_type(std::string_view name) const {
  auto found = type_names_.find(name);
  if (found == type_names_.end()) return std::nullopt;
  return found->second;
}

std::string_view Registry::type_name(TypeId id) const {
  if (id == types::none) return "nothing";
  return id.index < types_.size() ? std::string_view(types_[id.index].name) : std::string_view("?");
}

std::string Registry::format(TypeId type, Value value, void* game_state) const {
  if (type == types::truth) return value.as_truth() ? "true" : "false";
  if (type == types::number) return fmt::format("{}", value.as_number());
  if (type.index < types_.size() && types_[type.index].formatter != nullptr)
    return types_[type.index].formatter(game_state, value);
  return fmt::format("{}#{}", type_name(type), value.as_entity());
}

std::string Registry::signature(const Entry& entry) const {
  std::string text = entry.name;
  if (entry.kind != EntryKind::constant || !entry.parameters.empty()) {
    text += '(';
    for (std::size_t i = 0; i < entry.parameters.size(); ++i) {
      if (i > 0) text += ", ";
      text += type_name(entry.parameters[i]);
    }
    text += ')';
  }
  switch (entry.kind) {
    case EntryKind::constant: return text + ": " + std::string(type_name(entry.result));
    case EntryKind::function: return text + " -> " + std::string(type_name(entry.result));
    case EntryKind::domain: return text + " -> set of " + std::string(type_name(entry.result));
    case EntryKind::action: return text + " (action)";
  }
  return text;
}

}  // namespace newell::interpreter
