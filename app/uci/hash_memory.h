#pragma once
// How large a transposition table (UCI `Hash`) the machine can give: at most half the memory it has
// free, so that a GUI's 4096 MB on a small machine is neither swapped out nor killed.

#include <cstddef>
#include <optional>
#include <string>

namespace newell::uci {

// MemAvailable in /proc/meminfo, in MB; none where it cannot be read.
std::optional<std::size_t> free_memory_megabytes();

struct HashSize {
  std::size_t megabytes = 1;
  std::optional<std::string> message;  // why fewer than asked, for `info string`
};

// `requested` MB, capped at half of `free_megabytes` (none known: as asked), at least 1.
HashSize hash_size_for(std::size_t requested, std::optional<std::size_t> free_megabytes);

}  // namespace newell::uci
