#include "store/shard.h"

#include <charconv>
#include <stdexcept>

namespace newell::store {

Shard parse_shard(std::string_view text) {
  const std::string quoted = "shard '" + std::string(text) + "'";
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) throw std::invalid_argument(quoted + ": write it K/N (shard K of N, e.g. 2/4)");
  auto number_of = [&](std::string_view part, const char* what) {
    int value = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || error != std::errc() || end != part.data() + part.size())
      throw std::invalid_argument(quoted + ": " + what + " is not a whole number");
    return value;
  };
  Shard shard;
  shard.number = number_of(text.substr(0, slash), "K");
  shard.count = number_of(text.substr(slash + 1), "N");
  if (shard.count < 1 || shard.count > 100000) throw std::invalid_argument(quoted + ": N must be 1 to 100000");
  if (shard.number < 1 || shard.number > shard.count) throw std::invalid_argument(quoted + ": K must be 1 to N (shards count from 1)");
  return shard;
}

}  // namespace newell::store
