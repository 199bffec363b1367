// learning/transformation/reply_model.cpp at b314feb~1, cut down: the second helper.
#include <cctype>
#include <string>

namespace newell::learning::transformation {
namespace {

// Where the statement starting at `begin` ends: after the first '.' followed by white space or the
// end of the text (a number's point is followed by a digit).
std::size_t statement_end(const std::string& text, std::size_t begin) {
  for (std::size_t i = begin; i < text.size(); ++i) {
    if (text[i] == '.' && (i + 1 == text.size() || std::isspace(static_cast<unsigned char>(text[i + 1])))) return i + 1;
  }
  return std::string::npos;
}

}  // namespace
}  // namespace newell::learning::transformation
