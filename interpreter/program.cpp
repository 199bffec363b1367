#include "interpreter/program.h"

#include "interpreter/parse_cache.h"
#include "interpreter/parser.h"
#include "portable_notation/text_encoding.h"

#include <fmt/core.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

namespace newell::interpreter {
namespace {

constexpr int max_include_depth = 32;

// The element of `items` called `name` (goals, definitions, nets and aspirations have unique
// names: the checker refuses a second of the same name), or null.
template <class Item>
const Item* named(const std::vector<Item>& items, std::string_view name) {
  for (const auto& item : items)
    if (item.name == name) return &item;
  return nullptr;
}

// Rule files are tens of kilobytes; a larger file is not a rule file (and parsing it would take
// memory in proportion).
constexpr std::uintmax_t max_file_size = 1024 * 1024;
// A whole rule set, its includes counted, is bounded too: a chain of distinct files each under the
// file limit must not add up to what parsing could not hold.
constexpr std::uintmax_t max_rule_set_size = 4 * 1024 * 1024;

// Only regular files of a sane size: `include "/dev/zero".` must not hang the checker. The text is
// UTF-8, else Latin-1 line by line (portable_notation/text_encoding.h); `latin1_lines` says where.
bool read_text(const std::filesystem::path& path, std::string& text, std::vector<int>& latin1_lines) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error) || std::filesystem::file_size(path, error) > max_file_size || error)
    return false;
  std::ifstream input(path, std::ios::binary);
  if (!input) return false;
  std::ostringstream buffer;
  buffer << input.rdbuf();
  auto decoded = portable_notation::decode_lines(buffer.str());
  text = std::move(decoded.text);
  latin1_lines = std::move(decoded.latin1_lines);
  return !input.bad();
}

// One warning for a file's Latin-1 lines, at the first of them.
void warn_latin1(std::uint32_t file, const std::vector<int>& latin1_lines, Diagnostics& diagnostics) {
  if (latin1_lines.empty()) return;
  diagnostics.warning({file, static_cast<std::uint32_t>(latin1_lines.front()), 1},
                      latin1_lines.size() == 1
                          ? std::string("this line is not UTF-8: read as Latin-1")
                          : fmt::format("this line is not UTF-8: read as Latin-1 (and {} more line{})", latin1_lines.size() - 1,
                                        latin1_lines.size() == 2 ? "" : "s"),
                      "rule files are UTF-8 text");
}

std::string normal_path(const std::filesystem::path& path) {
  std::error_code error;
  auto canonical = std::filesystem::weakly_canonical(path, error);
  return (error ? path : canonical).string();
}

// What one load has read so far: each file is read once, however often it is included (a file
// including the next one twice, twenty deep, would otherwise be read a million times), and the
// texts read add up to at most max_rule_set_size.
struct Loaded {
  std::vector<std::string> chain;  // the files being read, the first one outermost
  std::set<std::string> read;      // every file read
  std::uintmax_t size = 0;         // their bytes
};

void parse_with_includes(std::uint32_t file_index, const std::filesystem::path& directory, SourceFiles& files,
                         Diagnostics& diagnostics, ParsedRules& rules, Loaded& loaded) {
  std::vector<std::string>& chain = loaded.chain;
  File parsed;
  const std::string& file_name = files.name(file_index);
  const std::string& file_text = files.text(file_index);
  if (auto cached = cached_parse(file_name, file_text, file_index)) {
    parsed = std::move(*cached);
  } else {
    const std::size_t messages_before = diagnostics.all().size() + diagnostics.omitted();
    const std::size_t unreadable_before = rules.unreadable_names.size();
    parse_file(files, file_index, parsed, diagnostics, rules.unreadable_names);
    if (diagnostics.all().size() + diagnostics.omitted() == messages_before && rules.unreadable_names.size() == unreadable_before)
      keep_parse(file_name, file_text, parsed);
  }
  if (!parsed.game.empty()) {
    if (rules.file.game.empty()) {
      rules.file.game = parsed.game;
      rules.file.game_where = parsed.game_where;
    } else if (rules.file.game != parsed.game) {
      diagnostics.error(parsed.game_where, fmt::format("this file is for game '{}', but {} is for '{}'", parsed.game,
                                                       files.name(rules.file.game_where.file), rules.file.game));
    }
  }
  auto append = [](auto& into, auto& from) {
    for (auto& item : from) into.push_back(std::move(item));
  };
  append(rules.file.goals, parsed.goals);
  append(rules.file.definitions, parsed.definitions);
  append(rules.file.transforms, parsed.transforms);
  append(rules.file.nets, parsed.nets);
  append(rules.file.move_values, parsed.move_values);
  append(rules.file.aspirations, parsed.aspirations);
  append(rules.file.variations, parsed.variations);
  for (const auto& include : parsed.includes) {
    // Only rule files (relative paths from the including file's folder): `include "/etc/passwd".`
    // must not read, nor its errors echo, a file that is not a rule file.
    const std::filesystem::path named(include.path);
    if (named.extension() != ".nwl") {
      diagnostics.error(include.where, fmt::format("'{}' is not a rule file (.nwl)", include.path));
      continue;
    }
    const auto path = directory / named;
    const std::string normal = normal_path(path);
    if (std::find(chain.begin(), chain.end(), normal) != chain.end()) {
      diagnostics.error(include.where, fmt::format("'{}' includes itself (through {} file{})", include.path, chain.size(),
                                                   chain.size() == 1 ? "" : "s"));
      continue;
    }
    if (loaded.read.contains(normal)) continue;  // already in the rule set: its rules once
    if (chain.size() >= max_include_depth) {
      diagnostics.error(include.where, fmt::format("includes nested deeper than {} files", max_include_depth));
      continue;
    }
    std::string text;
    std::vector<int> latin1_lines;
    if (!read_text(path, text, latin1_lines)) {
      diagnostics.error(include.where, fmt::format("cannot read included file '{}'", include.path),
                        "an include's path is relative to the folder of the file that includes it");
      continue;
    }
    if (loaded.size + text.size() > max_rule_set_size) {
      diagnostics.error(include.where,
                        fmt::format("including '{}' ({} KB) makes the rule set larger than {} KB: not a rule set",
                                    include.path, (text.size() + 1023) / 1024, max_rule_set_size / 1024),
                        "a rule set with its includes is at most a few hundred kilobytes");
      return;
    }
    loaded.size += text.size();
    loaded.read.insert(normal);
    rules.file.includes.push_back(include);
    const auto index = files.add(path.string(), std::move(text));
    warn_latin1(index, latin1_lines, diagnostics);
    chain.push_back(normal);
    parse_with_includes(index, path.parent_path(), files, diagnostics, rules, loaded);
    chain.pop_back();
  }
}

}  // namespace

ParsedRules parse_rule_file(const std::filesystem::path& path, SourceFiles& files, Diagnostics& diagnostics) {
  ParsedRules rules;
  std::string text;
  std::vector<int> latin1_lines;
  if (!read_text(path, text, latin1_lines)) {
    const auto index = files.add(path.string(), "");
    std::error_code error;
    const bool too_large = std::filesystem::is_regular_file(path, error) && std::filesystem::file_size(path, error) > max_file_size;
    diagnostics.error({index, 0, 0}, too_large ? fmt::format("'{}' is larger than {} KB: not a rule file", path.string(),
                                                             max_file_size / 1024)
                                               : fmt::format("cannot read rule file '{}'", path.string()));
    return rules;
  }
  Loaded loaded;
  loaded.size = text.size();
  loaded.chain.push_back(normal_path(path));
  loaded.read.insert(loaded.chain.back());
  const auto index = files.add(path.string(), std::move(text));
  warn_latin1(index, latin1_lines, diagnostics);
  parse_with_includes(index, path.parent_path(), files, diagnostics, rules, loaded);
  return rules;
}

ParsedRules parse_rule_text(std::string name, std::string text, SourceFiles& files, Diagnostics& diagnostics) {
  ParsedRules rules;
  Loaded loaded;
  loaded.size = text.size();
  const auto index = files.add(std::move(name), std::move(text));
  parse_with_includes(index, std::filesystem::path("."), files, diagnostics, rules, loaded);
  return rules;
}

Callable Program::callable(std::string name, SourceLocation where, const Expression& body,
                           const std::vector<Parameter>& parameters) {
  Callable callable{std::move(name), where, compiler_->compile(body), parameters.empty() ? 0 : parameters.front().slot,
                    {}, body.to_number ? types::number : body.type};
  for (const auto& parameter : parameters) callable.parameters.push_back(parameter.type);
  return callable;
}

std::unique_ptr<Program> Program::build(ParsedRules rules, const Registry& registry, Diagnostics& diagnostics) {
  std::unique_ptr<Program> program(new Program(registry));
  program->file_ = std::move(rules.file);
  File& file = program->file_;
  if (!file.game.empty() && file.game != registry.game()) {
    diagnostics.error(file.game_where, fmt::format("these rules are for game '{}', but they are checked against {}",
                                                   file.game, registry.game()));
  }
  program->check_ = check_file(file, registry, diagnostics, rules.unreadable_names);
  if (diagnostics.has_errors()) return nullptr;

  program->compiler_ = std::make_unique<Compiler>(file, registry, program->code_);
  Compiler& compiler = *program->compiler_;
  compiler.reserve_slots(program->check_.slot_count);
  compiler.compile_definitions();
  for (std::size_t i = 0; i < file.definitions.size(); ++i) {
    const auto& definition = file.definitions[i];
    Callable callable{definition.name, definition.where, compiler.definition_body(static_cast<std::uint32_t>(i)),
                      definition.parameters.empty() ? 0 : definition.parameters.front().slot, {},
                      program->check_.definition_types[i]};
    for (const auto& parameter : definition.parameters) callable.parameters.push_back(parameter.type);
    program->definitions_.push_back(std::move(callable));
  }
  for (const auto& goal : file.goals)
    program->goals_.push_back({goal.name, program->callable(goal.name, goal.where, *goal.test, goal.parameters)});
  for (const auto& transform : file.transforms) {
    CompiledTransform compiled;
    compiled.where = transform.where;
    compiled.from_goal = transform.from_goal;
    compiled.to_goal = transform.to.goal;
    compiled.weight = transform.weight;
    for (const auto& variable : transform.pattern) compiled.pattern_slots.push_back(variable.slot);
    for (const auto& variable : transform.free_variables) {
      compiled.free_slots.push_back(variable.slot);
      compiled.free_types.push_back(variable.type);
    }
    for (const auto& argument : transform.to.arguments) compiled.to_arguments.push_back(compiler.compile(*argument));
    if (transform.condition) compiled.condition = compiler.compile(*transform.condition);
    program->transforms_.push_back(std::move(compiled));
  }
  for (const auto& net : file.nets) {
    CompiledNet compiled{net.name, net.where, net.parameters.empty() ? 0 : net.parameters.front().slot, {}, net.kind,
                         net.value_type, {}};
    for (const auto& parameter : net.parameters) compiled.parameters.push_back(parameter.type);
    for (const auto& line : net.lines) {
      CompiledNetLine out;
      out.where = line.where;
      if (line.condition) out.condition = compiler.compile(*line.condition);
      if (line.adopt) {
        out.kind = CompiledNetLine::Kind::adopt;
        out.goal = line.adopted.goal;
        for (const auto& argument : line.adopted.arguments) out.arguments.push_back(compiler.compile(*argument));
      } else if (line.outcome && line.outcome->reference == Reference::action) {
        out.kind = CompiledNetLine::Kind::action;
        out.action = line.outcome->entry;
        for (const auto& argument : line.outcome->operands) out.arguments.push_back(compiler.compile(*argument));
      } else if (line.outcome) {
        out.kind = CompiledNetLine::Kind::value;
        out.value = compiler.compile(*line.outcome);
      }
      compiled.lines.push_back(std::move(out));
    }
    program->nets_.push_back(std::move(compiled));
  }
  for (const auto& rule : file.move_values) {
    auto compiled = program->callable(rule.kind, rule.where, *rule.value, {rule.move});
    compiled.type = types::number;
    (rule.kind == "likelihood" ? program->likelihood_ : program->utility_) = std::move(compiled);
  }
  for (const auto& aspiration : file.aspirations) {
    auto compiled = program->callable(aspiration.name, aspiration.where, *aspiration.value, {});
    compiled.type = types::number;
    program->aspirations_.push_back(std::move(compiled));
  }
  return program;
}

const CompiledGoal* Program::goal(std::string_view name) const { return named(goals_, name); }
const Callable* Program::definition(std::string_view name) const { return named(definitions_, name); }
const CompiledNet* Program::net(std::string_view name) const { return named(nets_, name); }
const Callable* Program::aspiration(std::string_view name) const { return named(aspirations_, name); }

std::optional<Callable> Program::compile_expression(std::string name, std::string text, SourceFiles& files,
                                                    Diagnostics& diagnostics) {
  const auto index = files.add(name, std::move(text));
  auto expression = parse_expression(files, index, diagnostics);
  if (!expression) return std::nullopt;
  const std::size_t errors_before = diagnostics.error_count();
  check_expression(*expression, file_, registry_, check_, diagnostics);
  if (diagnostics.error_count() != errors_before) return std::nullopt;
  compiler_->reserve_slots(check_.slot_count);
  auto compiled = callable(std::move(name), expression->where, *expression, {});
  file_.extra_expressions.push_back(std::move(expression));  // origins refer to nothing in it, but keep it alive
  return compiled;
}

}  // namespace newell::interpreter
