#include "interpreter/compiler.h"

#include "interpreter/expression_text.h"

#include <fmt/core.h>

#include <array>

namespace newell::interpreter {
Compiler::Compiler(const File& file, const Registry& registry, Code& code)
    : file_(file), registry_(registry), code_(code), definition_bodies_(file.definitions.size(), no_node) {}

void Compiler::reserve_slots(std::uint32_t slot_count) { code_.slot_count = std::max(code_.slot_count, slot_count); }

void Compiler::compile_definitions() {
  for (std::uint32_t i = 0; i < file_.definitions.size(); ++i)
    if (definition_bodies_[i] == no_node) definition_bodies_[i] = compile(*file_.definitions[i].body);
}

NodeIndex Compiler::emit(const Expression& source, Op op) {
  Node node;
  node.op = op;
  node.origin = static_cast<std::uint32_t>(code_.origins.size());
  NodeOrigin origin{source.where, source_text(source), source.type, source.domain, {}, types::none};
  if (source.kind == ExpressionKind::quantified) {
    origin.variable = source.name;
    origin.element_type = source.entry != nullptr ? source.entry->result : source.domain_type;
  }
  code_.origins.push_back(std::move(origin));
  code_.nodes.push_back(node);
  return static_cast<NodeIndex>(code_.nodes.size() - 1);
}

NodeIndex Compiler::compile(const Expression& e) {
  NodeIndex index = no_node;
  auto arguments_of = [&](NodeIndex at, const std::vector<std::unique_ptr<Expression>>& list) {
    std::vector<NodeIndex> compiled;
    for (const auto& argument : list) compiled.push_back(compile(*argument));
    Node& node = code_.nodes[at];
    node.first = static_cast<std::uint32_t>(code_.operands.size());
    node.count = static_cast<std::uint32_t>(compiled.size());
    node.buffer = code_.scratch_size;
    code_.scratch_size += node.count;
    code_.operands.insert(code_.operands.end(), compiled.begin(), compiled.end());
  };
  switch (e.kind) {
    case ExpressionKind::number:
    case ExpressionKind::truth:
      index = emit(e, Op::number);
      code_.nodes[index].value = e.kind == ExpressionKind::number ? Value::number(e.number) : Value::truth(e.number != 0);
      break;
    case ExpressionKind::name:
    case ExpressionKind::call:
      switch (e.reference) {
        case Reference::variable:
          index = emit(e, Op::load);
          code_.nodes[index].slot = e.slot;
          break;
        case Reference::constant:
          index = emit(e, Op::constant);
          code_.nodes[index].value = e.entry->constant;
          break;
        case Reference::builtin:
          index = emit(e, Op::call_builtin);
          arguments_of(index, e.operands);
          code_.nodes[index].function = e.entry->function;
          code_.nodes[index].state_slot = e.entry->slot;
          break;
        case Reference::definition: {
          if (definition_bodies_[e.definition] == no_node)
            definition_bodies_[e.definition] = compile(*file_.definitions[e.definition].body);
          index = emit(e, Op::call_definition);
          arguments_of(index, e.operands);
          const auto& parameters = file_.definitions[e.definition].parameters;
          code_.nodes[index].slot = parameters.empty() ? 0 : parameters.front().slot;
          code_.nodes[index].definition_body() = definition_bodies_[e.definition];
          break;
        }
        default: index = emit(e, Op::number); break;  // unreachable after a clean check
      }
      break;
    case ExpressionKind::negate:
    case ExpressionKind::not_: {
      const NodeIndex operand = compile(*e.operands[0]);
      index = emit(e, e.kind == ExpressionKind::negate ? Op::negate : Op::not_);
      code_.nodes[index].operand() = operand;
      break;
    }
    case ExpressionKind::binary: {
      const NodeIndex left = compile(*e.operands[0]);
      const NodeIndex right = compile(*e.operands[1]);
      const bool numeric = e.operands[0]->to_number || e.operands[0]->type == types::number;
      Op op = Op::add;
      switch (e.binary) {
        case BinaryOperator::multiply: op = Op::multiply; break;
        case BinaryOperator::divide: op = Op::divide; break;
        case BinaryOperator::add: op = Op::add; break;
        case BinaryOperator::subtract: op = Op::subtract; break;
        case BinaryOperator::equal: op = numeric ? Op::equal_number : Op::equal_bits; break;
        case BinaryOperator::not_equal: op = numeric ? Op::not_equal_number : Op::not_equal_bits; break;
        case BinaryOperator::less: op = Op::less; break;
        case BinaryOperator::less_equal: op = Op::less_equal; break;
        case BinaryOperator::greater: op = Op::greater; break;
        case BinaryOperator::greater_equal: op = Op::greater_equal; break;
        case BinaryOperator::and_: op = Op::and_; break;
        case BinaryOperator::or_: op = Op::or_; break;
        case BinaryOperator::implies: op = Op::implies; break;
      }
      index = emit(e, op);
      code_.nodes[index].left() = left;
      code_.nodes[index].right() = right;
      break;
    }
    case ExpressionKind::conditional: {
      const NodeIndex condition = compile(*e.operands[0]);
      const NodeIndex then = compile(*e.operands[1]);
      const NodeIndex otherwise = compile(*e.operands[2]);
      index = emit(e, Op::conditional);
      code_.nodes[index].condition() = condition;
      code_.nodes[index].then() = then;
      code_.nodes[index].otherwise() = otherwise;
      break;
    }
    case ExpressionKind::quantified: {
      static constexpr Op ops[] = {Op::exists, Op::forall, Op::count, Op::sum, Op::max, Op::min};
      index = emit(e, ops[static_cast<int>(e.quantifier)]);
      arguments_of(index, e.operands);
      index = compile_quantified(e, index);
      break;
    }
    case ExpressionKind::error: index = emit(e, Op::number); break;
  }
  if (e.to_number) {
    const NodeIndex wrapped = emit(e, Op::to_number);
    code_.nodes[wrapped].operand() = index;
    code_.origins.back().type = types::number;
    index = wrapped;
  }
  return index;
}

NodeIndex Compiler::compile_quantified(const Expression& e, NodeIndex index) {
  Node& node = code_.nodes[index];
  node.slot = e.slot;
  if (e.entry != nullptr) {
    node.domain = e.entry->domain;
    node.capacity = static_cast<std::uint32_t>(e.entry->max_size);
    node.state_slot = e.entry->slot;
  } else {
    const TypeInfo& type = registry_.type(e.domain_type);
    node.domain = type.universe;
    node.capacity = static_cast<std::uint32_t>(type.universe_max_size);
    node.state_slot = type.universe_slot;
  }
  // The elements follow the domain's arguments in this node's scratch region, before the regions of
  // the filter and body, which are in use while the elements are.
  code_.scratch_size += node.capacity;
  const NodeIndex filter = e.filter ? compile(*e.filter) : no_node;
  const NodeIndex body = compile(*e.body);
  code_.nodes[index].filter() = filter;
  code_.nodes[index].body() = body;
  return index;
}

std::string_view op_name(Op op) {
  switch (op) {
#define NEWELL_OP_NAME(name) \
  case Op::name: return without_trailing_underscore(#name);
#define NEWELL_BINARY_OP_NAME(name, result, swaps, swapped) NEWELL_OP_NAME(name)
    NEWELL_CODE_OPS(NEWELL_OP_NAME, NEWELL_BINARY_OP_NAME)
#undef NEWELL_OP_NAME
#undef NEWELL_BINARY_OP_NAME
  }
  return "?";
}

namespace {

// The roles of a node's sub-expressions, as disassemble() names them.
std::array<const char*, 3> child_roles(Op op) {
  switch (op) {
    case Op::negate:
    case Op::not_:
    case Op::to_number: return {"operand", "", ""};
    case Op::call_definition: return {"body", "", ""};
    case Op::conditional: return {"condition", "then", "otherwise"};
    case Op::exists:
    case Op::forall:
    case Op::count:
    case Op::sum:
    case Op::max:
    case Op::min: return {"filter", "body", ""};
    case Op::number:
    case Op::load:
    case Op::constant:
    case Op::call_builtin: return {"", "", ""};
    default: return {"left", "right", ""};  // the binary operations, and, or, implies
  }
}

}  // namespace

std::string disassemble(const Code& code, const Registry& registry) {
  std::string text;
  for (std::size_t i = 0; i < code.nodes.size(); ++i) {
    const Node& node = code.nodes[i];
    const NodeOrigin& origin = code.origins[node.origin];
    std::string children;
    const auto roles = child_roles(node.op);
    for (std::size_t k = 0; k < roles.size(); ++k) {
      if (*roles[k] == '\0') continue;
      const NodeIndex child = node.children[k];
      children += child == no_node ? fmt::format(" {}=-", roles[k]) : fmt::format(" {}=#{}", roles[k], child);
    }
    std::string operands;
    for (std::uint32_t k = 0; k < node.count; ++k) operands += fmt::format(" #{}", code.operands[node.first + k]);
    text += fmt::format("#{:<4} {:<17}{} slot={} buffer={}{}{}   ; {}:{} {} : {}\n", i, op_name(node.op), children,
                        node.slot, node.buffer, operands.empty() ? "" : " args", operands, origin.where.line,
                        origin.where.column, origin.text, registry.type_name(origin.type));
  }
  return text;
}

}  // namespace newell::interpreter
