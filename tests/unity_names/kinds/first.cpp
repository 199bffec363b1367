// Each kind of file-local definition that clashes with second.cpp's in one translation unit.
#include <map>
#include <ostream>
#include <string>

#define FIXTURE_SIZE 3

namespace fixture {

static int doubled(int x) { return 2 * x; }

constexpr int limit = 3;

using Weights = std::map<std::string, double>;

namespace {

struct Row {
  int value = 0;
};

const int width = 3;

std::string game_text(int id) { return std::to_string(id); }

}  // namespace
}  // namespace fixture
