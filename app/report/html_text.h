#pragma once
// Text placed into HTML or SVG: escaped so that names and move texts can never break the page.

#include <string>
#include <string_view>

namespace newell::app::report {

// &, <, >, " and ' as entities.
std::string escape_html(std::string_view text);
// JSON text safe inside <script type="application/json">: "</" becomes "<\/".
std::string script_safe(std::string_view json_text);

}  // namespace newell::app::report
