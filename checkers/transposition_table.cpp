#include "checkers/transposition_table.h"

#include <algorithm>

namespace newell::checkers {

TranspositionTable::TranspositionTable(std::size_t megabytes) : megabytes_(std::max<std::size_t>(megabytes, 1)) {
  std::size_t count = 1;
  while (count * 2 * sizeof(TableEntry) <= megabytes_ * 1024 * 1024) count *= 2;
  entries_.resize(count);
  mask_ = count - 1;
}

void TranspositionTable::clear() { std::fill(entries_.begin(), entries_.end(), TableEntry{}); }

}  // namespace newell::checkers
