// The names first.cpp must not be found to define.
#include <chrono>
#include <functional>
#include <ostream>
#include <string>

#define FIXTURE_SAME(x) ((x) + 1)
#define FIXTURE_GONE 2

namespace fixture {

using Clock = std::chrono::steady_clock;

struct Second {
  int score() const;
};

int Second::score() const { return 2; }

void print(double value, std::ostream& out) { out << value; }

namespace {

int hidden() { return 4; }
int names_(int size) { return size; }
int table_() { return 0; }
int x() { return 0; }

struct Square {};
std::ostream& operator<<(std::ostream& out, const Square&) { return out << "square"; }

}  // namespace

namespace b {
namespace {
int nested() { return 2; }
}  // namespace
}  // namespace b

}  // namespace fixture

template <>
struct std::hash<fixture::Second> {
  std::size_t operator()(const fixture::Second&) const { return 2; }
};
