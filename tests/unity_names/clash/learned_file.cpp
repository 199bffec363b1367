// learning/transformation/learned_file.cpp at b314feb~1, cut down: the first of the two helpers
// whose clash broke CI's unity build.
#include <cctype>
#include <string>

namespace newell::learning::transformation {

namespace {

// The statement's final dot: the first '.' from `from` that is not inside a number, a comment or a string.
std::size_t statement_end(const std::string& text, std::size_t from) {
  for (std::size_t i = from; i < text.size(); ++i)
    if (text[i] == '.') return i;
  return text.size();
}

}  // namespace

}  // namespace newell::learning::transformation
