#pragma once
// Stage 3: checked AST -> Code (see code.h). Only called on a file the checker accepted.

#include "interpreter/ast.h"
#include "interpreter/checker.h"
#include "interpreter/code.h"

namespace newell::interpreter {

class Compiler {
 public:
  Compiler(const File& file, const Registry& registry, Code& code);
  // Compiles every definition body first (calls need their node), then whatever is asked.
  void compile_definitions();
  NodeIndex compile(const Expression& expression);
  // After check_expression added slots: keep Code::slot_count in step.
  void reserve_slots(std::uint32_t slot_count);
  NodeIndex definition_body(std::uint32_t definition) const { return definition_bodies_.at(definition); }

 private:
  NodeIndex emit(const Expression& source, Op op);
  NodeIndex compile_quantified(const Expression& expression, NodeIndex node);

  const File& file_;
  const Registry& registry_;
  Code& code_;
  std::vector<NodeIndex> definition_bodies_;
};

}  // namespace newell::interpreter
