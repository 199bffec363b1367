#pragma once
// Keeping a rote memory in the store (table rote_positions, one named memory per row set).

#include "learning/samuel/rote_memory.h"
#include "store/database.h"

#include <string_view>

namespace newell::learning::samuel {

// Adds the stored entries of `name` to the memory; returns how many were read.
std::size_t load_rote_memory(const store::Database& database, std::string_view name, RoteMemory& memory);
// Replaces the stored entries of `name` with the memory's, in one transaction.
void save_rote_memory(const store::Database& database, std::string_view name, const RoteMemory& memory);

}  // namespace newell::learning::samuel
