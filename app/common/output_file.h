#pragma once
// `-o FILE` of report, export and learn: never the store the command reads, nor any SQLite file.
// Without the check, a careless `report 1 --db x.db -o x.db` would turn the store into an HTML page.

#include <filesystem>

namespace newell::app {

// Throws std::invalid_argument naming the file when writing `output` would replace `database`
// (or its -wal, -shm, -journal companion) or any SQLite database; "-" (standard output) is fine.
void refuse_output_over_store(const std::filesystem::path& output, const std::filesystem::path& database);

}  // namespace newell::app
