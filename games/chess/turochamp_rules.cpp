#include "games/chess/turochamp_rules.h"

#include "games/chess/chess_language.h"

#include <fmt/core.h>

namespace newell::games {

using namespace interpreter;

std::filesystem::path TurochampRules::default_path() {
  return std::filesystem::path(NEWELL_RULES_DIR) / "chess" / "turochamp.nwl";
}

std::unique_ptr<TurochampRules> TurochampRules::load(const std::filesystem::path& path, std::string& error) {
  std::unique_ptr<TurochampRules> rules(new TurochampRules);
  rules->registry_ = std::make_unique<Registry>("chess");
  build_chess_registry(*rules->registry_);
  Diagnostics diagnostics;
  rules->program_ = Program::build(parse_rule_file(path, rules->files_, diagnostics), *rules->registry_, diagnostics);
  if (!rules->program_) {
    diagnostics.sort();
    error = render_all(diagnostics, rules->files_);
    if (error.empty()) error = fmt::format("{}: could not be read", path.string());
    return nullptr;
  }
  rules->material_ratio_ = rules->program_->definition("material_ratio");
  rules->position_play_ = rules->program_->definition("position_play");
  rules->considerable_ = rules->program_->definition("considerable");
  for (const auto& [entry, name, shape] :
       {std::tuple{rules->material_ratio_, "material_ratio", "define material_ratio := <number>."},
        std::tuple{rules->position_play_, "position_play", "define position_play := <number>."},
        std::tuple{rules->considerable_, "considerable", "define considerable(M: move) := <truth>."}}) {
    if (entry == nullptr) {
      error = fmt::format("{}: Turing's search needs a definition '{}' ({})", path.string(), name, shape);
      return nullptr;
    }
  }
  if (rules->considerable_->parameters.size() != 1 || rules->considerable_->parameters[0] != types::move ||
      rules->considerable_->type != types::truth || !rules->material_ratio_->parameters.empty() ||
      !rules->position_play_->parameters.empty()) {
    error = fmt::format("{}: Turing's search needs 'material_ratio' and 'position_play' without parameters and "
                        "'considerable(M: move)' giving a truth", path.string());
    return nullptr;
  }
  rules->evaluator_ = std::make_unique<Evaluator>(*rules->program_);
  return rules;
}

double TurochampRules::number(const Callable& callable, ChessState& state, std::span<const Value> arguments) {
  Value result;
  if (!evaluator_->evaluate(callable, EvaluationState{&state, nullptr}, arguments, result)) {
    ++runtime_errors_;
    last_error_ = evaluator_->describe(evaluator_->error(), files_);
    return 0;
  }
  return callable.type == types::truth ? (result.as_truth() ? 1 : 0) : result.as_number();
}

double TurochampRules::material_ratio(ChessState& state) { return number(*material_ratio_, state, {}); }

double TurochampRules::position_play(ChessState& state) { return number(*position_play_, state, {}); }

bool TurochampRules::considerable(ChessState& state, chess::Move move) {
  const Value argument = Value::entity(move.raw());
  return number(*considerable_, state, std::span<const Value>(&argument, 1)) != 0;
}

}  // namespace newell::games
