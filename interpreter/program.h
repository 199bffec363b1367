#pragma once
// The pipeline in one place: read a rule file (and what it includes), check it against a game's
// registry, compile it. A Program is what the goal engine runs: its goal types with their
// achievement tests, definitions, transformation rules, decision nets, likelihood and utility,
// and aspiration levels, each as compiled entries an Evaluator runs.

#include "interpreter/ast.h"
#include "interpreter/checker.h"
#include "interpreter/code.h"
#include "interpreter/compiler.h"
#include "interpreter/diagnostics.h"
#include "interpreter/registry.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace newell::interpreter {

// Stage 1 for a whole file: parses it and everything it includes (paths relative to the including
// file; cycles and unreadable files are errors at the `include`).
struct ParsedRules {
  File file;
  std::set<std::string> unreadable_names;
};
ParsedRules parse_rule_file(const std::filesystem::path& path, SourceFiles& files, Diagnostics& diagnostics);
// The same for text held in memory; `name` is what messages call it. Includes resolve from the
// current directory.
ParsedRules parse_rule_text(std::string name, std::string text, SourceFiles& files, Diagnostics& diagnostics);

// A compiled entry: evaluate `root` after putting the arguments in slots [first_slot, ...).
struct Callable {
  std::string name;
  SourceLocation where;
  NodeIndex root = no_node;
  std::uint32_t first_slot = 0;
  std::vector<TypeId> parameters;
  TypeId type = types::none;
};

struct CompiledGoal {
  std::string name;
  Callable achieved;  // the achievement test, over the goal's parameters
};

struct CompiledTransform {
  SourceLocation where;
  std::uint32_t from_goal = 0;  // index into Program::goals
  std::uint32_t to_goal = 0;
  double weight = 1;
  // Slots of the pattern's variables (in order), then the free variables, each with its type.
  std::vector<std::uint32_t> pattern_slots;
  std::vector<std::uint32_t> free_slots;
  std::vector<TypeId> free_types;
  std::vector<NodeIndex> to_arguments;  // the tried goal's arguments
  NodeIndex condition = no_node;        // no_node: always
};

inline constexpr std::size_t max_outcome_arguments = 8;

struct CompiledNetLine {
  SourceLocation where;
  NodeIndex condition = no_node;  // no_node: otherwise
  enum class Kind : std::uint8_t { adopt, action, value } kind = Kind::value;
  std::uint32_t goal = 0;                // adopt: index into Program::goals
  const Entry* action = nullptr;         // action
  std::vector<NodeIndex> arguments;      // adopt/action arguments
  NodeIndex value = no_node;             // value
};

struct CompiledNet {
  std::string name;
  SourceLocation where;
  std::uint32_t first_slot = 0;
  std::vector<TypeId> parameters;
  NetKind kind = NetKind::actions;
  TypeId value_type = types::none;
  std::vector<CompiledNetLine> lines;
};

class Program {
 public:
  // Checks and compiles; null (and diagnostics) when the rules have errors.
  static std::unique_ptr<Program> build(ParsedRules rules, const Registry& registry, Diagnostics& diagnostics);

  const Registry& registry() const { return registry_; }
  const File& file() const { return file_; }
  const Code& code() const { return code_; }
  const std::string& game() const { return file_.game; }

  const std::vector<CompiledGoal>& goals() const { return goals_; }
  const std::vector<Callable>& definitions() const { return definitions_; }
  const std::vector<CompiledTransform>& transforms() const { return transforms_; }
  const std::vector<CompiledNet>& nets() const { return nets_; }
  const std::vector<Callable>& aspirations() const { return aspirations_; }

  const CompiledGoal* goal(std::string_view name) const;
  const Callable* definition(std::string_view name) const;
  const CompiledNet* net(std::string_view name) const;
  const Callable* aspiration(std::string_view name) const;
  // likelihood M := ... / utility M := ...; null if the rules give none.
  const Callable* likelihood() const { return likelihood_ ? &*likelihood_ : nullptr; }
  const Callable* utility() const { return utility_ ? &*utility_ : nullptr; }

  // Compiles an extra expression (eval, the REPL) that may use this program's definitions.
  // Evaluators made before see it too (they grow their scratch on the next run).
  std::optional<Callable> compile_expression(std::string name, std::string text, SourceFiles& files,
                                             Diagnostics& diagnostics);

 private:
  explicit Program(const Registry& registry) : registry_(registry) {}
  Callable callable(std::string name, SourceLocation where, const Expression& body,
                    const std::vector<Parameter>& parameters);

  const Registry& registry_;
  File file_;
  CheckResult check_;
  Code code_;
  std::unique_ptr<Compiler> compiler_;
  std::vector<CompiledGoal> goals_;
  std::vector<Callable> definitions_;
  std::vector<CompiledTransform> transforms_;
  std::vector<CompiledNet> nets_;
  std::vector<Callable> aspirations_;
  std::optional<Callable> likelihood_;
  std::optional<Callable> utility_;
};

}  // namespace newell::interpreter
