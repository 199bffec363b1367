// The parse cache (parse_cache.h): deep copies of the parser's statements, under a lock, since a
// UCI loop's two threads and a server's request threads may start games at once.
#include "interpreter/parse_cache.h"

#include <map>
#include <mutex>
#include <utility>

namespace newell::interpreter {

namespace {

// A rule set is a few dozen files; this many texts kept covers every set a run reads.
constexpr std::size_t max_kept_files = 256;

struct Copier {
  std::uint32_t index;

  SourceLocation at(SourceLocation where) const {
    where.file = index;
    return where;
  }
  std::unique_ptr<Expression> expression(const std::unique_ptr<Expression>& from) const {
    if (!from) return nullptr;
    auto copy = std::make_unique<Expression>();
    copy->kind = from->kind;
    copy->where = at(from->where);
    copy->number = from->number;
    copy->name = from->name;
    copy->binary = from->binary;
    copy->quantifier = from->quantifier;
    for (const auto& operand : from->operands) copy->operands.push_back(expression(operand));
    copy->domain = from->domain;
    copy->domain_where = at(from->domain_where);
    copy->domain_has_parentheses = from->domain_has_parentheses;
    copy->filter = expression(from->filter);
    copy->body = expression(from->body);
    // The checker's annotations are not copied: a parse has none, and each load checks its own copy.
    return copy;
  }
  Parameter parameter(const Parameter& from) const {
    Parameter copy = from;
    copy.where = at(from.where);
    copy.type_where = at(from.type_where);
    return copy;
  }
  std::vector<Parameter> parameters(const std::vector<Parameter>& from) const {
    std::vector<Parameter> copy;
    for (const auto& item : from) copy.push_back(parameter(item));
    return copy;
  }
  GoalCall call(const GoalCall& from) const {
    GoalCall copy;
    copy.name = from.name;
    copy.where = at(from.where);
    for (const auto& argument : from.arguments) copy.arguments.push_back(expression(argument));
    copy.goal = from.goal;
    return copy;
  }
};

File copy_with(const File& from, const Copier& c) {
  File copy;
  copy.game = from.game;
  copy.game_where = c.at(from.game_where);
  for (const auto& include : from.includes) copy.includes.push_back({include.path, c.at(include.where)});
  for (const auto& goal : from.goals)
    copy.goals.push_back({goal.name, c.at(goal.where), c.parameters(goal.parameters), c.expression(goal.test)});
  for (const auto& definition : from.definitions)
    copy.definitions.push_back(
        {definition.name, c.at(definition.where), c.parameters(definition.parameters), c.expression(definition.body)});
  for (const auto& transform : from.transforms) {
    Transform item;
    item.where = c.at(transform.where);
    item.from = transform.from;
    item.from_where = c.at(transform.from_where);
    item.pattern = c.parameters(transform.pattern);
    item.to = c.call(transform.to);
    item.condition = c.expression(transform.condition);
    item.weight = transform.weight;
    item.weight_expression = c.expression(transform.weight_expression);
    item.from_goal = transform.from_goal;
    item.free_variables = c.parameters(transform.free_variables);
    copy.transforms.push_back(std::move(item));
  }
  for (const auto& net : from.nets) {
    Net item;
    item.name = net.name;
    item.where = c.at(net.where);
    item.parameters = c.parameters(net.parameters);
    for (const auto& line : net.lines) {
      NetLine copied;
      copied.where = c.at(line.where);
      copied.condition = c.expression(line.condition);
      copied.adopt = line.adopt;
      copied.adopted = c.call(line.adopted);
      copied.outcome = c.expression(line.outcome);
      item.lines.push_back(std::move(copied));
    }
    item.kind = net.kind;
    item.value_type = net.value_type;
    copy.nets.push_back(std::move(item));
  }
  for (const auto& value : from.move_values)
    copy.move_values.push_back({value.kind, c.at(value.where), c.parameter(value.move), c.expression(value.value)});
  for (const auto& aspiration : from.aspirations)
    copy.aspirations.push_back({aspiration.name, c.at(aspiration.where), c.expression(aspiration.value)});
  for (const auto& variation : from.variations) {
    Variation item;
    item.name = variation.name;
    item.where = c.at(variation.where);
    item.from = variation.from;
    item.from_where = c.at(variation.from_where);
    item.from_pattern = c.parameters(variation.from_pattern);
    item.to = variation.to;
    item.to_where = c.at(variation.to_where);
    item.to_pattern = c.parameters(variation.to_pattern);
    if (variation.retarget) item.retarget = c.call(*variation.retarget);
    item.condition = c.expression(variation.condition);
    item.adds_condition = variation.adds_condition;
    item.net = variation.net;
    item.net_where = c.at(variation.net_where);
    copy.variations.push_back(std::move(item));
  }
  for (const auto& extra : from.extra_expressions) copy.extra_expressions.push_back(c.expression(extra));
  return copy;
}

struct Cache {
  std::mutex mutex;
  std::map<std::pair<std::string, std::string>, File> files;  // (name, text) -> statements
};

Cache& cache() {
  static Cache instance;
  return instance;
}

// A deep copy of `file`'s statements with every location's file index set to `index`.
File copy_statements(const File& file, std::uint32_t index) { return copy_with(file, Copier{index}); }

}  // namespace

std::optional<File> cached_parse(const std::string& name, const std::string& text, std::uint32_t file) {
  Cache& kept = cache();
  std::lock_guard lock(kept.mutex);
  const auto found = kept.files.find({name, text});
  if (found == kept.files.end()) return std::nullopt;
  return copy_statements(found->second, file);
}

void keep_parse(const std::string& name, const std::string& text, const File& parsed) {
  File copy = copy_statements(parsed, 0);
  Cache& kept = cache();
  std::lock_guard lock(kept.mutex);
  if (kept.files.size() >= max_kept_files) kept.files.clear();
  kept.files.insert_or_assign({name, text}, std::move(copy));
}

}  // namespace newell::interpreter
