// A store that cannot grow (issue 53): the file-size limit reached is an error that says so and what
// is kept, never a death by SIGXFSZ.

#include "store/database.h"
#include "store/error.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <sys/resource.h>

#include <csignal>
#include <string>

using newell::store::Database;
using newell::store::StoreError;
using newell::store::Transaction;
using newell::testing::ScratchFolder;

namespace {

// The file-size limit of this process for the scope, with SIGXFSZ ignored (as newell's main does),
// so that a write past it fails with EFBIG instead of killing the process.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    getrlimit(RLIMIT_FSIZE, &saved_);
    previous_handler_ = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limited = saved_;
    limited.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &limited);
  }
  ~FileSizeLimit() {
    setrlimit(RLIMIT_FSIZE, &saved_);
    std::signal(SIGXFSZ, previous_handler_);
  }
  FileSizeLimit(const FileSizeLimit&) = delete;
  FileSizeLimit& operator=(const FileSizeLimit&) = delete;

 private:
  rlimit saved_{};
  void (*previous_handler_)(int) = SIG_DFL;
};

std::int64_t experiment_count(const Database& database) {
  auto count = database.prepare("SELECT count(*) FROM experiments");
  count.step();
  return count.column_integer(0);
}

}  // namespace

TEST_CASE("a store at the file-size limit fails with a message that says what is kept", "[store][hostile]") {
  ScratchFolder folder;
  const auto path = folder.file("limited.db");
  const auto database = Database::open(path);
  database.execute("INSERT INTO experiments(kind, name) VALUES ('probe', 'committed')");
  std::string message;
  {
    const FileSizeLimit limit(256 * 1024);
    try {
      Transaction transaction(database);
      for (int i = 0; i < 4000; ++i)
        database.execute("INSERT INTO experiments(kind, name, settings) VALUES ('probe', 'e" + std::to_string(i) + "', '" +
                         std::string(400, 'x') + "')");
      transaction.commit();
    } catch (const StoreError& error) {
      message = error.what();
    }
  }
  CHECK_THAT(message, Catch::Contains("file-size limit") && Catch::Contains("committed before it is kept"));
  CHECK(experiment_count(database) == 1);
  CHECK(database.check_integrity() == "ok");
}
