#pragma once
// The report page's style sheet and script, inlined into every report: it must open with no network.

namespace newell::app::report {

extern const char* const page_style;
extern const char* const page_script;

}  // namespace newell::app::report
