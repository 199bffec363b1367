#include "interpreter/session.h"

#include <fmt/core.h>
#include <fmt/ostream.h>

#include <iostream>
#include <nlohmann/json.hpp>

namespace newell::interpreter {

bool Session::start(std::string_view game, std::string_view position, std::string& error) {
  game_ = find_game_language(game);
  if (game_ == nullptr) {
    error = fmt::format("unknown game '{}' (known: {})", game, known_game_languages_text());
    return false;
  }
  registry_ = build_registry(*game_);
  if (!set_position(position, error)) return false;
  Diagnostics diagnostics;
  program_ = Program::build(ParsedRules{}, *registry_, diagnostics);
  evaluator_ = std::make_unique<Evaluator>(*program_);
  return true;
}

bool Session::set_position(std::string_view position, std::string& error) {
  auto state = game_->make_state(position, error);
  if (!state) return false;
  state_ = std::move(state);
  return true;
}

bool Session::load(const std::vector<std::string>& paths, std::ostream& errors, bool json) {
  Diagnostics diagnostics;
  ParsedRules merged;
  for (const auto& path : paths) {
    auto rules = parse_rule_file(path, files_, diagnostics);
    if (!rules.file.game.empty() && rules.file.game != game_->name)
      diagnostics.error(rules.file.game_where,
                        fmt::format("these rules are for game '{}', but this session plays {}", rules.file.game, game_->name));
    rules.file.game.clear();
    auto move_all = [](auto& into, auto& from) {
      for (auto& item : from) into.push_back(std::move(item));
    };
    move_all(merged.file.goals, rules.file.goals);
    move_all(merged.file.definitions, rules.file.definitions);
    move_all(merged.file.transforms, rules.file.transforms);
    move_all(merged.file.nets, rules.file.nets);
    move_all(merged.file.move_values, rules.file.move_values);
    move_all(merged.file.aspirations, rules.file.aspirations);
    merged.unreadable_names.insert(rules.unreadable_names.begin(), rules.unreadable_names.end());
  }
  auto program = diagnostics.has_errors() ? nullptr : Program::build(std::move(merged), *registry_, diagnostics);
  if (!program) {
    diagnostics.sort();
    errors << (json ? render_json(diagnostics, files_) + "\n" : render_all(diagnostics, files_));
    return false;
  }
  program_ = std::move(program);
  evaluator_ = std::make_unique<Evaluator>(*program_);
  return true;
}

bool Session::evaluate(const std::string& text, bool explain, std::ostream& out, std::ostream& errors, bool json) {
  Diagnostics diagnostics;
  const std::string name = expression_count_++ == 0 ? "expression" : fmt::format("expression {}", expression_count_);
  auto callable = program_->compile_expression(name, text, files_, diagnostics);
  if (!callable) {
    errors << (json ? render_json(diagnostics, files_) + "\n" : render_all(diagnostics, files_));
    return false;
  }
  const EvaluationState state{state_.get(), nullptr};
  Value result;
  ExplainNode tree;
  const bool fine = explain ? evaluator_->explain(*callable, state, {}, result, tree)
                            : evaluator_->evaluate(*callable, state, {}, result);
  if (!fine) {
    Diagnostics runtime;
    const auto diagnostic = evaluator_->diagnostic(evaluator_->error());
    runtime.error(diagnostic.where, diagnostic.message, diagnostic.hint);
    errors << (json ? render_json(runtime, files_) + "\n" : render_all(runtime, files_));
    return false;
  }
  const std::string value = registry_->format(callable->type, result, state_.get());
  if (json) {
    nlohmann::json answer{{"expression", text}, {"type", std::string(registry_->type_name(callable->type))}, {"value", value}};
    if (callable->type == types::number) answer["number"] = result.as_number();
    if (callable->type == types::truth) answer["truth"] = result.as_truth();
    if (explain) answer["explanation"] = render_explanation(tree);
    out << answer.dump(2) << "\n";
  } else {
    out << value << "\n";
    if (explain) out << render_explanation(tree);
  }
  return true;
}

void Session::list_registry(std::ostream& out) const {
  fmt::print(out, "game {}\n", game_->name);
  for (const auto& entry : registry_->entries()) fmt::print(out, "  {:<38} {}\n", registry_->signature(entry), entry.documentation);
  for (const auto& definition : program_->file().definitions)
    fmt::print(out, "  {:<38} (defined in {}:{})\n", definition.name, files_.name(definition.where.file), definition.where.line);
}

namespace {

const char* const help_text =
    "Type an expression to evaluate it on the current position, e.g.  count M in mine: attacked(M)\n"
    "  :explain EXPR   evaluate and show the value of every part\n"
    "  :load FILE...   load rule files (their definitions become usable)\n"
    "  :fen POSITION   set the position\n"
    "  :predicates     list what the game offers (and the loaded definitions)\n"
    "  :help           this text\n"
    "  :quit           leave (so does end of input)\n";

std::vector<std::string> words_after(const std::string& line, std::size_t start) {
  std::vector<std::string> words;
  std::string word;
  for (std::size_t i = start; i <= line.size(); ++i) {
    if (i == line.size() || line[i] == ' ' || line[i] == '\t') {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += line[i];
    }
  }
  return words;
}

}  // namespace

int run_repl(Session& session, const LineReader& read_line, std::ostream& out, std::ostream& errors, bool greet) {
  if (greet) fmt::print(out, "newell {} REPL; :help for help\n", session.game());
  std::string line;
  while (read_line(line)) {
    const auto first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line.compare(first, 2, "//") == 0) continue;
    const std::string command = line.substr(first, line.find_first_of(" \t", first) - first);
    const std::size_t rest = std::min(line.size(), first + command.size());
    if (command == ":quit" || command == ":q") break;
    if (command == ":help") {
      out << help_text;
    } else if (command == ":predicates") {
      session.list_registry(out);
    } else if (command == ":load") {
      auto paths = words_after(line, rest);
      if (paths.empty()) {
        errors << ":load needs a file name\n";
      } else if (session.load(paths, errors)) {
        fmt::print(out, "loaded {}\n", fmt::join(paths, ", "));
      }
    } else if (command == ":fen") {
      std::string error;
      const auto position_start = line.find_first_not_of(" \t", rest);
      if (!session.set_position(position_start == std::string::npos ? "" : line.substr(position_start), error))
        errors << error << "\n";
    } else if (command == ":explain") {
      session.evaluate(line.substr(rest), true, out, errors);
    } else if (command[0] == ':') {
      fmt::print(errors, "unknown command '{}'; :help lists the commands\n", command);
    } else {
      session.evaluate(line.substr(first), false, out, errors);
    }
    out.flush();
  }
  return 0;
}

int run_repl(Session& session, std::istream& in, std::ostream& out, std::ostream& errors) {
  return run_repl(session, [&in](std::string& line) { return static_cast<bool>(std::getline(in, line)); }, out,
                  errors, false);
}

}  // namespace newell::interpreter
