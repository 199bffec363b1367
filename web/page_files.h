#pragma once
// The page's files (web/page/), embedded in the binary at build time by embed_page.cmake.

#include <string_view>
#include <vector>

namespace newell::web {

struct PageFile {
  std::string_view name;        // "index.html", "app.js"
  std::string_view media_type;  // "text/html; charset=utf-8"
  std::string_view bytes;
};

const std::vector<PageFile>& page_files();

}  // namespace newell::web
