#pragma once
// The versioned schema: migration N takes a database from version N-1 to N.

#include <span>
#include <string_view>

namespace newell::store {

// SQL of each migration, in order; the schema version is the number applied.
std::span<const std::string_view> migrations();

inline int current_schema_version() { return static_cast<int>(migrations().size()); }

}  // namespace newell::store
