#include "interpreter/parser.h"

#include "grammar/NewellLexer.h"
#include "grammar/NewellParser.h"

#include <fmt/core.h>

#include <cstring>
#include <set>

namespace newell::interpreter {
namespace {

using grammar::NewellLexer;
using grammar::NewellParser;

SourceLocation location(std::uint32_t file, const antlr4::Token* token) {
  if (token == nullptr) return {file, 0, 0};
  return {file, static_cast<std::uint32_t>(token->getLine()),
          static_cast<std::uint32_t>(token->getCharPositionInLine() + 1)};
}

std::string readable_token(const std::string& text) {
  if (text == "<EOF>" || text == "'<EOF>'") return "end of file";
  return text;
}

// ANTLR's vocabulary names for a rule author: {IDENTIFIER, '.'} -> {a name, '.'}; the long sets
// that start an expression or a statement by what they are.
std::string readable_expectation(std::string text) {
  const bool expression = text.find("'exists'") != std::string::npos && text.find("NUMBER") != std::string::npos &&
                          text.find("'('") != std::string::npos;
  const bool statement = text.find("'define'") != std::string::npos && text.find("'goal'") != std::string::npos &&
                         text.find("'transform'") != std::string::npos;
  if (expression) return "an expression";
  if (statement) return text.find("<EOF>") != std::string::npos ? "a statement or end of file" : "a statement";
  static const std::pair<const char*, const char*> names[] = {
      {"IDENTIFIER", "a name"}, {"NUMBER", "a number"}, {"STRING", "a \"file name\""}, {"<EOF>", "end of file"}};
  for (const auto& [from, to] : names) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + std::strlen(to)))
      text.replace(at, std::strlen(from), to);
  }
  return text;
}

// Collects syntax errors as diagnostics, in a rule author's words.
class SyntaxErrorListener : public antlr4::BaseErrorListener {
 public:
  SyntaxErrorListener(std::uint32_t file, Diagnostics& diagnostics) : file_(file), diagnostics_(diagnostics) {}

  void syntaxError(antlr4::Recognizer*, antlr4::Token* offending, size_t line, size_t column,
                   const std::string& message, std::exception_ptr) override {
    const SourceLocation where{file_, static_cast<std::uint32_t>(line), static_cast<std::uint32_t>(column + 1)};
    if (!reported_.insert({where.line, where.column}).second) return;  // one message per spot
    if (offending != nullptr) error_tokens_.insert(offending->getTokenIndex());
    diagnostics_.error(where, rewrite(message, offending));
  }

  // Lexer-level problems found before parsing count as reported spots too.
  void mark(SourceLocation where, std::size_t token_index) {
    reported_.insert({where.line, where.column});
    error_tokens_.insert(token_index);
  }
  bool statement_has_error(antlr4::ParserRuleContext* statement) const {
    if (statement->getStart() == nullptr) return true;
    const auto start = statement->getStart()->getTokenIndex();
    const auto stop = statement->getStop() != nullptr ? statement->getStop()->getTokenIndex() : start;
    auto found = error_tokens_.lower_bound(start);
    // An error at the token after a statement (its missing '.') belongs to it too.
    return statement->exception != nullptr || (found != error_tokens_.end() && *found <= stop + 1);
  }

 private:
  // ANTLR's messages are "mismatched input 'x' expecting {...}", "extraneous input ...",
  // "missing ')' at 'x'" and "no viable alternative at input '...'".
  static std::string rewrite(const std::string& message, antlr4::Token* offending) {
    for (const char* prefix : {"mismatched input ", "extraneous input "}) {
      const std::string start = prefix;
      const auto expecting = message.rfind(" expecting ");
      if (message.rfind(start, 0) == 0 && expecting != std::string::npos && expecting > start.size())
        return fmt::format("unexpected {}; expected {}",
                           readable_token(message.substr(start.size(), expecting - start.size())),
                           readable_expectation(message.substr(expecting + 11)));
    }
    const auto at = message.rfind(" at ");
    if (message.rfind("missing ", 0) == 0 && at != std::string::npos && at > 8)
      return fmt::format("missing {} before {}", readable_expectation(message.substr(8, at - 8)),
                         readable_token(message.substr(at + 4)));
    if (message.rfind("no viable alternative", 0) == 0 && offending != nullptr)
      return fmt::format("unexpected {} here", readable_token(fmt::format("'{}'", offending->getText())));
    return message;
  }

  std::uint32_t file_;
  Diagnostics& diagnostics_;
  std::set<std::pair<std::uint32_t, std::uint32_t>> reported_;
  std::set<std::size_t> error_tokens_;
};

// Refuses what would recurse too deeply in the parser before the parser sees it, and names stray
// characters (which the lexer turns into UNKNOWN_CHARACTER tokens) in plain words.
bool scan_tokens(antlr4::CommonTokenStream& tokens, std::uint32_t file, Diagnostics& diagnostics,
                 SyntaxErrorListener& listener) {
  tokens.fill();
  int parentheses = 0;
  int prefixes = 0;  // operators and quantifiers that nest without parentheses, per statement
  bool fine = true;
  const auto& all = tokens.getTokens();
  for (std::size_t i = 0; i < all.size(); ++i) {
    antlr4::Token* token = all[i];
    // "/*" without its "*/" is lexed as '/' '*': name it for what it is.
    if (token->getType() == NewellLexer::SLASH && i + 1 < all.size() && all[i + 1]->getType() == NewellLexer::STAR &&
        all[i + 1]->getStartIndex() == token->getStopIndex() + 1) {
      const auto where = location(file, token);
      diagnostics.error(where, "unterminated comment: '/*' is never closed");
      listener.mark(where, token->getTokenIndex());
      return false;
    }
    switch (token->getType()) {
      case NewellLexer::UNKNOWN_CHARACTER: {
        const auto where = location(file, token);
        const std::string text = token->getText();
        diagnostics.error(where, text == "\"" ? "unterminated string: the file name needs a closing '\"' on the same line"
                                              : fmt::format("unexpected character '{}'", text));
        listener.mark(where, token->getTokenIndex());
        break;
      }
      case NewellLexer::LPAREN:
        if (++parentheses == max_parenthesis_depth + 1) {
          diagnostics.error(location(file, token),
                            fmt::format("parentheses nested deeper than {} levels", max_parenthesis_depth),
                            "split the expression with `define`");
          fine = false;
        }
        break;
      case NewellLexer::RPAREN: parentheses = std::max(0, parentheses - 1); break;
      case NewellLexer::DOT: prefixes = 0; parentheses = 0; break;
      case NewellLexer::NOT: case NewellLexer::MINUS: case NewellLexer::IMPLIES: case NewellLexer::IF:
      case NewellLexer::EXISTS: case NewellLexer::FORALL: case NewellLexer::COUNT: case NewellLexer::SUM:
      case NewellLexer::MAX: case NewellLexer::MIN:
        if (++prefixes == max_expression_depth + 1) {
          diagnostics.error(location(file, token),
                            fmt::format("expression nested deeper than {} levels", max_expression_depth),
                            "split the expression with `define`");
          fine = false;
        }
        break;
      default: break;
    }
  }
  return fine;
}

class Builder {
 public:
  Builder(std::uint32_t file, Diagnostics& diagnostics) : file_(file), diagnostics_(diagnostics) {}

  std::unique_ptr<Expression> expression(NewellParser::ExprContext* context) {
    auto node = std::make_unique<Expression>();
    if (context == nullptr) return node;
    node->where = location(file_, context->getStart());
    if (depth_ >= max_expression_depth) {
      if (!too_deep_reported_) {
        diagnostics_.error(node->where, fmt::format("expression nested deeper than {} levels", max_expression_depth),
                           "split the expression with `define`");
        too_deep_reported_ = true;
      }
      return node;
    }
    ++depth_;
    build(context, *node);
    --depth_;
    return node;
  }

  std::vector<std::unique_ptr<Expression>> arguments(NewellParser::ArgumentsContext* context) {
    std::vector<std::unique_ptr<Expression>> list;
    if (context != nullptr)
      for (auto* argument : context->expr()) list.push_back(expression(argument));
    return list;
  }

  std::vector<Parameter> parameters(NewellParser::ParametersContext* context) {
    std::vector<Parameter> list;
    if (context == nullptr) return list;
    for (auto* parameter : context->parameter()) {
      if (parameter->name == nullptr || parameter->type == nullptr) continue;
      list.push_back(Parameter{parameter->name->getText(), location(file_, parameter->name), parameter->type->getText(),
                               location(file_, parameter->type)});
    }
    return list;
  }

  GoalCall goal_call(NewellParser::GoalCallContext* context) {
    GoalCall call;
    if (context == nullptr || context->name == nullptr) return call;
    call.name = context->name->getText();
    call.where = location(file_, context->name);
    call.arguments = arguments(context->arguments());
    return call;
  }

  std::uint32_t file() const { return file_; }
  bool too_deep() const { return too_deep_reported_; }

 private:
  void build(NewellParser::ExprContext* context, Expression& node) {
    using P = NewellParser;
    if (auto* number = dynamic_cast<P::NumberLiteralContext*>(context)) {
      node.kind = ExpressionKind::number;
      node.number = std::strtod(number->getText().c_str(), nullptr);
    } else if (auto* truth = dynamic_cast<P::TruthLiteralContext*>(context)) {
      node.kind = ExpressionKind::truth;
      node.number = truth->TRUE() != nullptr ? 1 : 0;
    } else if (auto* call = dynamic_cast<P::CallContext*>(context)) {
      if (call->name == nullptr) return;
      node.kind = ExpressionKind::call;
      node.name = call->name->getText();
      node.operands = arguments(call->arguments());
    } else if (auto* name = dynamic_cast<P::NameContext*>(context)) {
      if (name->name == nullptr) return;
      node.kind = ExpressionKind::name;
      node.name = name->name->getText();
    } else if (auto* parenthesized = dynamic_cast<P::ParenthesizedContext*>(context)) {
      auto inner = expression(parenthesized->expr());
      const auto where = node.where;
      node = std::move(*inner);
      node.where = where.line != 0 ? node.where : where;
    } else if (auto* negation = dynamic_cast<P::NegationContext*>(context)) {
      unary(ExpressionKind::negate, negation->expr(), node);
    } else if (auto* negated = dynamic_cast<P::NotContext*>(context)) {
      unary(ExpressionKind::not_, negated->expr(), node);
    } else if (auto* product = dynamic_cast<P::MultiplicativeContext*>(context)) {
      binary(product->left, product->right, product->op, node,
             product->op && product->op->getType() == NewellLexer::STAR ? BinaryOperator::multiply : BinaryOperator::divide);
    } else if (auto* sum = dynamic_cast<P::AdditiveContext*>(context)) {
      binary(sum->left, sum->right, sum->op, node,
             sum->op && sum->op->getType() == NewellLexer::PLUS ? BinaryOperator::add : BinaryOperator::subtract);
    } else if (auto* comparison = dynamic_cast<P::ComparisonContext*>(context)) {
      binary(comparison->left, comparison->right, comparison->op, node, comparison_operator(comparison->op));
    } else if (auto* conjunction = dynamic_cast<P::AndContext*>(context)) {
      binary(conjunction->left, conjunction->right, conjunction->AND()->getSymbol(), node, BinaryOperator::and_);
    } else if (auto* disjunction = dynamic_cast<P::OrContext*>(context)) {
      binary(disjunction->left, disjunction->right, disjunction->OR()->getSymbol(), node, BinaryOperator::or_);
    } else if (auto* implication = dynamic_cast<P::ImpliesContext*>(context)) {
      binary(implication->left, implication->right, implication->IMPLIES()->getSymbol(), node, BinaryOperator::implies);
    } else if (auto* conditional = dynamic_cast<P::ConditionalContext*>(context)) {
      node.kind = ExpressionKind::conditional;
      node.operands.push_back(expression(conditional->condition));
      node.operands.push_back(expression(conditional->then));
      node.operands.push_back(expression(conditional->otherwise));
    } else if (auto* quantified = dynamic_cast<P::QuantifiedContext*>(context)) {
      quantify(quantified, node);
    }
  }

  void unary(ExpressionKind kind, NewellParser::ExprContext* operand, Expression& node) {
    node.kind = kind;
    node.operands.push_back(expression(operand));
  }

  void binary(NewellParser::ExprContext* left, NewellParser::ExprContext* right, antlr4::Token* op, Expression& node,
              BinaryOperator which) {
    node.kind = ExpressionKind::binary;
    node.binary = which;
    node.operands.push_back(expression(left));
    node.operands.push_back(expression(right));
    // A binary expression is reported at its operator: "3:14: '+' wants numbers".
    if (op != nullptr) node.where = location(file_, op);
  }

  static BinaryOperator comparison_operator(antlr4::Token* op) {
    switch (op != nullptr ? op->getType() : 0) {
      case NewellLexer::NOT_EQUAL: return BinaryOperator::not_equal;
      case NewellLexer::LESS: return BinaryOperator::less;
      case NewellLexer::LESS_EQUAL: return BinaryOperator::less_equal;
      case NewellLexer::GREATER: return BinaryOperator::greater;
      case NewellLexer::GREATER_EQUAL: return BinaryOperator::greater_equal;
      default: return BinaryOperator::equal;
    }
  }

  void quantify(NewellParser::QuantifiedContext* context, Expression& node) {
    if (context->quantifier == nullptr || context->variable == nullptr || context->domain() == nullptr ||
        context->domain()->name == nullptr)
      return;
    node.kind = ExpressionKind::quantified;
    switch (context->quantifier->getType()) {
      case NewellLexer::FORALL: node.quantifier = Quantifier::forall; break;
      case NewellLexer::COUNT: node.quantifier = Quantifier::count; break;
      case NewellLexer::SUM: node.quantifier = Quantifier::sum; break;
      case NewellLexer::MAX: node.quantifier = Quantifier::max; break;
      case NewellLexer::MIN: node.quantifier = Quantifier::min; break;
      default: node.quantifier = Quantifier::exists; break;
    }
    node.name = context->variable->getText();
    auto* domain = context->domain();
    node.domain = domain->name->getText();
    node.domain_where = location(file_, domain->name);
    node.domain_has_parentheses = domain->LPAREN() != nullptr;
    node.operands = arguments(domain->arguments());
    if (context->filter != nullptr) node.filter = expression(context->filter);
    node.body = expression(context->body);
  }

  std::uint32_t file_;
  Diagnostics& diagnostics_;
  int depth_ = 0;
  bool too_deep_reported_ = false;
};

std::string token_text(antlr4::Token* token) { return token != nullptr ? token->getText() : std::string(); }

void build_statement(NewellParser::StatementContext* statement, Builder& builder, File& into,
                     Diagnostics& diagnostics) {
  using P = NewellParser;
  const std::uint32_t file = builder.file();
  if (auto* header = dynamic_cast<P::GameHeaderContext*>(statement)) {
    if (!into.game.empty() && into.game != header->name->getText()) {
      diagnostics.error(location(file, header->name),
                        fmt::format("this file is for game '{}', but an earlier header says '{}'", header->name->getText(),
                                    into.game));
      return;
    }
    into.game = header->name->getText();
    into.game_where = location(file, header->name);
  } else if (auto* include = dynamic_cast<P::IncludeFileContext*>(statement)) {
    const std::string quoted = include->path->getText();
    into.includes.push_back(Include{quoted.substr(1, quoted.size() - 2), location(file, include->path)});
  } else if (auto* goal = dynamic_cast<P::GoalDeclarationContext*>(statement)) {
    into.goals.push_back(GoalDeclaration{goal->name->getText(), location(file, goal->name),
                                         builder.parameters(goal->parameters()), builder.expression(goal->expr())});
  } else if (auto* definition = dynamic_cast<P::DefinitionContext*>(statement)) {
    into.definitions.push_back(Definition{definition->name->getText(), location(file, definition->name),
                                          builder.parameters(definition->parameters()),
                                          builder.expression(definition->expr())});
  } else if (auto* transform = dynamic_cast<P::TransformContext*>(statement)) {
    Transform rule;
    rule.where = location(file, transform->TRANSFORM()->getSymbol());
    rule.from = token_text(transform->from->name);
    rule.from_where = location(file, transform->from->name);
    for (auto* variable : transform->from->IDENTIFIER()) {
      if (variable->getSymbol() == transform->from->name) continue;
      rule.pattern.push_back(Parameter{variable->getText(), location(file, variable->getSymbol()), "", {}});
    }
    rule.to = builder.goal_call(transform->to);
    if (transform->condition != nullptr) rule.condition = builder.expression(transform->condition);
    if (transform->weight != nullptr) rule.weight_expression = builder.expression(transform->weight);
    into.transforms.push_back(std::move(rule));
  } else if (auto* variation = dynamic_cast<P::VariationContext*>(statement)) {
    Variation meta;
    meta.name = token_text(variation->name);
    meta.where = location(file, variation->VARY()->getSymbol());
    auto pattern = [&](P::GoalPatternContext* context, std::string& name, SourceLocation& where,
                       std::vector<Parameter>& variables) {
      name = token_text(context->name);
      where = location(file, context->name);
      for (auto* variable : context->IDENTIFIER())
        if (variable->getSymbol() != context->name)
          variables.push_back(Parameter{variable->getText(), location(file, variable->getSymbol()), "", {}});
    };
    pattern(variation->from, meta.from, meta.from_where, meta.from_pattern);
    pattern(variation->to, meta.to, meta.to_where, meta.to_pattern);
    if (variation->retarget != nullptr) meta.retarget = builder.goal_call(variation->retarget);
    if (variation->replaced != nullptr) meta.condition = builder.expression(variation->replaced);
    if (variation->added != nullptr) {
      meta.condition = builder.expression(variation->added);
      meta.adds_condition = true;
    }
    into.variations.push_back(std::move(meta));
  } else if (auto* net_variation = dynamic_cast<P::NetVariationContext*>(statement)) {
    Variation meta;
    meta.name = token_text(net_variation->name);
    meta.where = location(file, net_variation->VARY()->getSymbol());
    meta.net = token_text(net_variation->net);
    meta.net_where = location(file, net_variation->net);
    meta.condition = builder.expression(net_variation->added);
    meta.adds_condition = true;
    into.variations.push_back(std::move(meta));
  } else if (auto* classify = dynamic_cast<P::ClassifyNetContext*>(statement)) {
    Net net;
    net.name = "classify_" + token_text(classify->whose) + "_move";
    net.where = location(file, classify->CLASSIFY()->getSymbol());
    if (token_text(classify->whose) != "opponent") {
      diagnostics.error(location(file, classify->whose),
                        fmt::format("unexpected '{}'; expected 'opponent' (classify opponent move M: ...)",
                                    token_text(classify->whose)));
      return;
    }
    net.parameters.push_back(Parameter{token_text(classify->variable), location(file, classify->variable), "move",
                                       location(file, classify->MOVE()->getSymbol())});
    into.nets.push_back(std::move(net));
  } else if (auto* named = dynamic_cast<P::NamedNetContext*>(statement)) {
    Net net;
    net.name = token_text(named->name);
    net.where = location(file, named->name);
    net.parameters = builder.parameters(named->parameters());
    into.nets.push_back(std::move(net));
  } else if (auto* value = dynamic_cast<P::MoveValueContext*>(statement)) {
    MoveValue rule;
    rule.kind = token_text(value->kind);
    rule.where = location(file, value->kind);
    rule.move = Parameter{token_text(value->variable), location(file, value->variable), "move", rule.where};
    rule.value = builder.expression(value->expr());
    into.move_values.push_back(std::move(rule));
  } else if (auto* aspiration = dynamic_cast<P::AspirationContext*>(statement)) {
    into.aspirations.push_back(
        Aspiration{token_text(aspiration->name), location(file, aspiration->name), builder.expression(aspiration->expr())});
  }
  // The net lines of both kinds of net.
  P::NetLinesContext* lines = nullptr;
  if (auto* classify = dynamic_cast<P::ClassifyNetContext*>(statement)) lines = classify->netLines();
  if (auto* named = dynamic_cast<P::NamedNetContext*>(statement)) lines = named->netLines();
  if (lines == nullptr) return;
  for (auto* line_context : lines->netLine()) {
    NetLine line;
    P::OutcomeContext* outcome = nullptr;
    if (auto* when = dynamic_cast<P::WhenLineContext*>(line_context)) {
      line.where = location(file, when->WHEN()->getSymbol());
      line.condition = builder.expression(when->condition);
      outcome = when->outcome();
    } else if (auto* otherwise = dynamic_cast<P::OtherwiseLineContext*>(line_context)) {
      line.where = location(file, otherwise->OTHERWISE()->getSymbol());
      outcome = otherwise->outcome();
    }
    if (auto* adopt = dynamic_cast<P::AdoptOutcomeContext*>(outcome)) {
      line.adopt = true;
      line.adopted = builder.goal_call(adopt->goalCall());
    } else if (auto* result = dynamic_cast<P::ValueOutcomeContext*>(outcome)) {
      line.outcome = builder.expression(result->expr());
    }
    into.nets.back().lines.push_back(std::move(line));
  }
}

std::string statement_name(NewellParser::StatementContext* statement) {
  using P = NewellParser;
  if (auto* goal = dynamic_cast<P::GoalDeclarationContext*>(statement)) return token_text(goal->name);
  if (auto* definition = dynamic_cast<P::DefinitionContext*>(statement)) return token_text(definition->name);
  if (auto* named = dynamic_cast<P::NamedNetContext*>(statement)) return token_text(named->name);
  return {};
}

// The position of the first byte that is not valid UTF-8 (overlong forms, surrogates and code
// points past U+10FFFF included), or npos. ANTLR's input stream throws on such text.
std::size_t invalid_utf8(const std::string& text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    std::uint32_t code = 0;
    if (byte < 0x80) {
      ++i;
      continue;
    } else if ((byte & 0xE0) == 0xC0) {
      length = 2;
      code = byte & 0x1F;
    } else if ((byte & 0xF0) == 0xE0) {
      length = 3;
      code = byte & 0x0F;
    } else if ((byte & 0xF8) == 0xF0) {
      length = 4;
      code = byte & 0x07;
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return i;
      code = (code << 6) | (next & 0x3F);
    }
    static constexpr std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return i;
    i += length;
  }
  return std::string::npos;
}

// Refuses text that is not UTF-8 with its line and column.
bool readable_text(const SourceFiles& files, std::uint32_t file, Diagnostics& diagnostics) {
  const std::string& text = files.text(file);
  const std::size_t bad = invalid_utf8(text);
  if (bad == std::string::npos) return true;
  std::uint32_t line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < bad; ++i)
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  diagnostics.error({file, line, static_cast<std::uint32_t>(bad - line_start + 1)},
                    fmt::format("the text is not valid UTF-8 (byte 0x{:02X})", static_cast<unsigned char>(text[bad])),
                    "save the file as UTF-8");
  return false;
}

// A statement whose closing '.' is missing runs into the next statement's keyword, where ANTLR
// would report it ("missing '.' before 'define'", or "unexpected 'aspire' here") and the next
// statement's own errors would be lost. Found here instead: a statement keyword after a token that
// can end a statement is taken as the start of the next statement; the '.' is reported where it
// is missing and put into the text (in place of the blank after the token, or before the line's
// end, so that no later line or column moves) so that both statements are read and checked.
std::string with_missing_dots(const std::string& text, std::uint32_t file, Diagnostics& diagnostics) {
  antlr4::ANTLRInputStream input(text);
  NewellLexer lexer(&input);
  lexer.removeErrorListeners();
  antlr4::CommonTokenStream tokens(&lexer);
  tokens.fill();
  const auto& all = tokens.getTokens();
  std::vector<std::size_t> insert_at;  // code point indices in `input`
  antlr4::Token* previous = nullptr;
  int parentheses = 0;
  for (std::size_t index = 0; index < all.size(); ++index) {
    antlr4::Token* token = all[index];
    const auto type = token->getType();
    if (type == antlr4::Token::EOF) break;
    // An unterminated comment (lexed as '/' '*' and its words) is scan_tokens' to report, whole.
    if (type == NewellLexer::SLASH && index + 1 < all.size() && all[index + 1]->getType() == NewellLexer::STAR &&
        all[index + 1]->getStartIndex() == token->getStopIndex() + 1)
      break;
    const bool starts_statement = type == NewellLexer::GAME || type == NewellLexer::INCLUDE || type == NewellLexer::GOAL ||
                                  type == NewellLexer::DEFINE || type == NewellLexer::TRANSFORM ||
                                  type == NewellLexer::CLASSIFY || type == NewellLexer::NET ||
                                  type == NewellLexer::LIKELIHOOD || type == NewellLexer::UTILITY ||
                                  type == NewellLexer::ASPIRE || type == NewellLexer::VARY;
    if (starts_statement && previous != nullptr && parentheses == 0) {
      const auto ended = previous->getType();
      const bool can_end = ended == NewellLexer::IDENTIFIER || ended == NewellLexer::NUMBER || ended == NewellLexer::RPAREN ||
                           ended == NewellLexer::TRUE || ended == NewellLexer::FALSE || ended == NewellLexer::STRING;
      if (can_end) {
        const auto length = previous->getStopIndex() + 1 - previous->getStartIndex();
        const SourceLocation where{file, static_cast<std::uint32_t>(previous->getLine()),
                                   static_cast<std::uint32_t>(previous->getCharPositionInLine() + length + 1)};
        diagnostics.error(where, "missing '.' at the end of the statement",
                          fmt::format("every statement ends with '.'; the next one begins at {}:{} ('{}')",
                                      token->getLine(), token->getCharPositionInLine() + 1, token->getText()));
        insert_at.push_back(previous->getStopIndex() + 1);
      }
    }
    if (type == NewellLexer::LPAREN) ++parentheses;
    if (type == NewellLexer::RPAREN) parentheses = std::max(0, parentheses - 1);
    if (type == NewellLexer::DOT) parentheses = 0;
    previous = token;
  }
  if (insert_at.empty()) return text;
  const std::size_t size = input.size();
  std::string patched;
  std::size_t from = 0;
  for (const std::size_t at : insert_at) {
    if (at > from) patched += input.getText(antlr4::misc::Interval(from, at - 1));
    patched += '.';
    from = at;
    // The blank after the token becomes the '.': later columns on the line stay where they were.
    if (at < size) {
      const std::string next = input.getText(antlr4::misc::Interval(at, at));
      if (next == " " || next == "\t") from = at + 1;
    }
  }
  if (from < size) patched += input.getText(antlr4::misc::Interval(from, size - 1));
  return patched;
}

struct ParseRun {
  antlr4::ANTLRInputStream input;
  NewellLexer lexer;
  antlr4::CommonTokenStream tokens;
  NewellParser parser;
  SyntaxErrorListener listener;

  ParseRun(const std::string& text, std::uint32_t file, Diagnostics& diagnostics)
      : input(text), lexer(&input), tokens(&lexer), parser(&tokens), listener(file, diagnostics) {
    lexer.removeErrorListeners();
    parser.removeErrorListeners();
    parser.addErrorListener(&listener);
  }
};

}  // namespace

void parse_file(const SourceFiles& files, std::uint32_t file, File& into, Diagnostics& diagnostics,
                std::set<std::string>& unreadable_names) {
  if (!readable_text(files, file, diagnostics)) return;
  ParseRun run(with_missing_dots(files.text(file), file, diagnostics), file, diagnostics);
  if (!scan_tokens(run.tokens, file, diagnostics, run.listener)) {
    // Keep the header, so that the refusal is not followed by "no game header".
    const auto& tokens = run.tokens.getTokens();
    if (tokens.size() >= 3 && tokens[0]->getType() == NewellLexer::GAME && tokens[1]->getType() == NewellLexer::IDENTIFIER) {
      into.game = tokens[1]->getText();
      into.game_where = location(file, tokens[1]);
    }
    return;
  }
  auto* tree = run.parser.file();
  Builder builder(file, diagnostics);
  for (auto* statement : tree->statement()) {
    if (run.listener.statement_has_error(statement)) {
      const std::string name = statement_name(statement);
      if (!name.empty()) unreadable_names.insert(name);
      continue;
    }
    build_statement(statement, builder, into, diagnostics);
  }
}

std::unique_ptr<Expression> parse_expression(const SourceFiles& files, std::uint32_t file, Diagnostics& diagnostics) {
  if (!readable_text(files, file, diagnostics)) return nullptr;
  ParseRun run(files.text(file), file, diagnostics);
  const std::size_t errors_before = diagnostics.error_count();
  if (!scan_tokens(run.tokens, file, diagnostics, run.listener)) return nullptr;
  auto* tree = run.parser.expressionOnly();
  if (diagnostics.error_count() != errors_before) return nullptr;
  Builder builder(file, diagnostics);
  auto expression = builder.expression(tree->expr());
  return builder.too_deep() ? nullptr : std::move(expression);
}

}  // namespace newell::interpreter
