#include "app/uci/hash_memory.h"

#include <fmt/core.h>

#include <algorithm>
#include <fstream>

namespace newell::uci {

std::optional<std::size_t> free_memory_megabytes() {
  std::ifstream meminfo("/proc/meminfo");
  std::string name;
  std::size_t kilobytes = 0;
  std::string unit;
  while (meminfo >> name >> kilobytes >> unit)
    if (name == "MemAvailable:") return kilobytes / 1024;
  return std::nullopt;
}

HashSize hash_size_for(std::size_t requested, std::optional<std::size_t> free_megabytes) {
  HashSize size;
  size.megabytes = std::max<std::size_t>(requested, 1);
  if (!free_megabytes) return size;
  const std::size_t cap = std::max<std::size_t>(*free_megabytes / 2, 1);
  if (size.megabytes > cap) {
    size.message = fmt::format("Hash {} MB is more than half the memory this machine has free ({} MB): {} MB are used",
                               size.megabytes, *free_megabytes, cap);
    size.megabytes = cap;
  }
  return size;
}

}  // namespace newell::uci
