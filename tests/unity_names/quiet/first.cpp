// What must not count as a clash with second.cpp: what the same name means the same thing in,
// definitions that are not file-local, and text a careless reader would take for definitions.
#include <chrono>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#define FIXTURE_SAME(x) ((x) + 1)
#define FIXTURE_GONE 1
#undef FIXTURE_GONE

namespace fixture {

using Clock = std::chrono::steady_clock;  // the same alias, the same meaning

struct First {
  explicit First(int size);
  int score() const;
  std::vector<int> table_;
  std::vector<std::string> names_;
};

// A constructor's initialiser list with braces, whose names are not functions.
First::First(int size) : table_{size, 2}, names_(static_cast<std::size_t>(size)) {}

int First::score() const { return static_cast<int>(table_.size()); }  // a member, not file-local

void print(int value, std::ostream& out) { out << value; }  // external linkage: overloads link

// static int hidden() { return 1; } in a comment
/* static int hidden() { return 2; } in a block comment */
const char* const query = R"sql(
  namespace { static int hidden() { return 3; } }
)sql";

constexpr long big = 1'000'000;

const auto twice = [](int x) { return 2 * x; };

namespace {

struct Piece {};
std::ostream& operator<<(std::ostream& out, const Piece&) { return out << "piece"; }

}  // namespace

namespace a {
namespace {
int nested() { return 1; }  // in fixture::a, while second.cpp's is in fixture::b
}  // namespace
}  // namespace a

}  // namespace fixture

template <>
struct std::hash<fixture::First> {
  std::size_t operator()(const fixture::First& first) const { return first.table_.size(); }
};
