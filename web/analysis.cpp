#include "web/analysis.h"

#include "goals/engine.h"
#include "web/board_moves.h"
#include "web/request_error.h"

#include <fmt/core.h>

#include <cctype>
#include <memory>
#include <regex>

namespace newell::web {
namespace {

constexpr std::size_t most_plies = 1000;

// The words of a movetext that may be moves: tags, {comments}, ;comments, (variations), move
// numbers, results and $NAGs are left out; a [FEN "..."] tag's position is kept in `fen`.
std::vector<std::string> movetext_words(std::string_view text, std::string& fen) {
  // No std::regex over the whole text: its recursion would run out of stack on a long one.
  if (const auto tag = text.find("[FEN \""); tag != std::string_view::npos) {
    const auto start = tag + 6;
    const auto end = text.find('"', start);
    if (end != std::string_view::npos) fen = std::string(text.substr(start, end - start));
  }
  std::vector<std::string> words;
  std::string word;
  int variation_depth = 0;
  const auto flush = [&] {
    if (word.empty()) return;
    if (word.size() > 40) throw RequestError(400, fmt::format("'{}...' is not a move", word.substr(0, 20)));
    // "12." "12..." "1-0" "0-1" "1/2-1/2" "2-0" "0-2" "1-1" "*" "$3": not moves.
    static const std::regex not_move(R"(\d+\.+|1-0|0-1|1/2-1/2|2-0|0-2|1-1|\*|\$\d+)");
    std::string move = word;
    const auto numbered = move.find('.');
    if (numbered != std::string::npos && numbered > 0 && std::isdigit(static_cast<unsigned char>(move[0])) &&
        move.find_first_not_of("0123456789") == numbered) {
      const auto after = move.find_first_not_of('.', numbered);  // "1.e4" is "e4", "1." nothing
      move = after == std::string::npos ? std::string() : move.substr(after);
    }
    while (!move.empty() && (move.back() == '!' || move.back() == '?')) move.pop_back();
    if (!move.empty() && variation_depth == 0 && !std::regex_match(move, not_move)) words.push_back(move);
    word.clear();
  };
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char symbol = text[at];
    if (symbol == '[' && word.empty()) {
      const auto end = text.find(']', at);
      at = end == std::string_view::npos ? text.size() : end;
    } else if (symbol == '{') {
      flush();
      const auto end = text.find('}', at);
      at = end == std::string_view::npos ? text.size() : end;
    } else if (symbol == ';') {
      flush();
      const auto end = text.find('\n', at);
      at = end == std::string_view::npos ? text.size() : end;
    } else if (symbol == '(') {
      flush();
      ++variation_depth;
    } else if (symbol == ')') {
      flush();
      if (variation_depth > 0) --variation_depth;
    } else if (std::isspace(static_cast<unsigned char>(symbol))) {
      flush();
    } else {
      word += symbol;
    }
  }
  flush();
  return words;
}

std::unique_ptr<goals::Rules> load_rules(const PositionQuestion& question, goals::Game& game) {
  try {
    return goals::Rules::load(question.rules_file, game.registry());
  } catch (const std::exception& error) {
    throw RequestError(400, fmt::format("the rules have errors:\n{}", error.what()));
  }
}

}  // namespace

nlohmann::json read_game_text(std::string_view game_name, std::string_view position, std::string_view movetext) {
  std::string fen(position);
  const auto words = movetext_words(movetext, fen);
  auto game = make_game(game_name, fen);
  nlohmann::json plies = nlohmann::json::array();
  const std::string start = game->position_text();
  for (const auto& word : words) {
    if (plies.size() >= most_plies) throw RequestError(400, fmt::format("a game of more than {} plies", most_plies));
    const auto move = game->parse_move(word);
    if (!move)
      throw RequestError(400, fmt::format("move {} '{}' is not legal in {}", plies.size() + 1, word, game->position_text()));
    const auto squares = move_squares(*game, *move);
    const std::string notation = game->move_text(*move);
    game->make(*move);
    plies.push_back({{"ply", plies.size() + 1}, {"move", notation}, {"from", squares.from}, {"to", squares.to},
                     {"fen", game->position_text()}});
  }
  return {{"game", game_name}, {"start_fen", start}, {"plies", plies}};
}

nlohmann::json explain_position(const PositionQuestion& question) {
  auto game = make_game(question.game, question.position);
  if (game->outcome() != goals::Outcome::ongoing) throw RequestError(409, "the game is over in this position");
  const auto rules = load_rules(question, *game);
  goals::GoalEngine engine(*game, *rules);
  const std::string fen = game->position_text();
  const goals::Decision decision = engine.choose_move({.nodes = question.nodes});
  const auto trace = goals::to_json(decision.trace);
  auto fresh = make_game(question.game, fen);
  return {{"move", decision.move_text},
          {"summary", decision.trace.summary},
          {"trace", trace},
          {"candidates", trace.value("alternatives", nlohmann::json::array())},
          {"plan", line_squares(*fresh, decision.trace.plan.empty() ? std::vector<std::string>{decision.move_text}
                                                                    : decision.trace.plan)},
          {"dot", goals::to_dot(decision.trace)}};
}

nlohmann::json why_not(const PositionQuestion& question, std::string_view move_text) {
  auto game = make_game(question.game, question.position);
  const auto move = legal_move(*game, move_text);
  const std::string notation = game->move_text(move);
  const auto explained = explain_position(question);
  nlohmann::json answer{{"move", notation}, {"chosen", explained["move"]}, {"chosen_summary", explained["summary"]}};
  for (const auto& candidate : explained["candidates"]) {
    if (candidate.value("move", "") != notation) continue;
    answer["verdict"] = candidate.value("verdict", "");
    answer["reason"] = candidate.value("reason", "");
    answer["reply"] = candidate.value("reply", "");
    answer["score_text"] = candidate.value("score_text", "");
    return answer;
  }
  // Not a candidate: no tactic of the goals starts with it. What the core says of it.
  game->make(move);
  const auto core = game->core_search(question.nodes);
  answer["verdict"] = notation == explained["move"] ? "played" : "not a candidate";
  answer["reason"] = notation == explained["move"]
                         ? std::string("it is the move the engine plays")
                         : std::string("no tactic for a goal of the engine starts with this move, so it was never weighed");
  answer["reply"] = core.move ? game->move_text(*core.move) : "";
  answer["score_text"] = game->score_text(-core.score);
  return answer;
}

nlohmann::json evaluate_positions(std::string_view game_name, const nlohmann::json& positions, std::uint64_t nodes_each) {
  if (!positions.is_array() || positions.size() > most_plies + 1)
    throw RequestError(400, fmt::format("'positions' must be a list of at most {} FENs", most_plies + 1));
  auto scores = nlohmann::json::array();
  for (const auto& position : positions) {
    if (!position.is_string()) throw RequestError(400, "'positions' must hold FEN strings");
    auto game = make_game(game_name, position.get<std::string>());
    std::vector<goals::MoveId> legal;
    game->legal_moves(legal);
    if (legal.empty() || game->outcome() != goals::Outcome::ongoing) {
      scores.push_back(nullptr);
      continue;
    }
    const auto core = game->core_search(nodes_each);
    const int for_first = game->side_to_move() == 0 ? core.score : -core.score;
    scores.push_back(for_first);
  }
  return {{"scores", scores}};
}

}  // namespace newell::web
