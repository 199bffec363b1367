// The same names as first.cpp's, each file-local here too.
#include <string>
#include <vector>

#define FIXTURE_SIZE 4

namespace fixture {

static int doubled(int x) { return x + x; }

constexpr int limit = 4;

using Weights = std::vector<double>;

namespace {

struct Row {
  double value = 0;
};

int width() { return 4; }

// An overload compiles, but a call in one file can quietly pick the other file's.
std::string game_text(const std::string& name) { return name; }

}  // namespace
}  // namespace fixture
