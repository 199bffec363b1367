#pragma once
// A decision's trace as the store keeps it (JSON text, docs/trace.schema.json) read back into
// goals::Trace, so that goals/trace.h renders it again (text, DOT). Tolerant: a field that is
// missing or of another type keeps its default, so traces written by older or newer newells still
// show what they hold.

#include "goals/trace.h"

#include <optional>
#include <string>

namespace newell::app::records {

// Nullopt when the text is not a JSON object.
std::optional<goals::Trace> read_stored_trace(const std::string& json_text);

}  // namespace newell::app::records
