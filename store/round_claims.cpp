#include "store/round_claims.h"

#include "store/error.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace newell::store {
namespace {

// Each experiment owns 2^32 bytes of the (empty) file's range, one per round.
off_t byte_of(ExperimentId experiment, int round) {
  return static_cast<off_t>((static_cast<std::uint64_t>(experiment) << 32) | static_cast<std::uint32_t>(round));
}

bool lock(int descriptor, off_t byte, short type) {
  struct flock range {};
  range.l_type = type;
  range.l_whence = SEEK_SET;
  range.l_start = byte;
  range.l_len = 1;
  return ::fcntl(descriptor, F_OFD_SETLK, &range) == 0;
}

}  // namespace

std::filesystem::path RoundClaims::file_beside(const std::filesystem::path& store) {
  return std::filesystem::path(store.string() + "-claims");
}

RoundClaims::RoundClaims(const std::filesystem::path& store, ExperimentId experiment) : experiment_(experiment) {
  if (store == ":memory:") return;
  path_ = file_beside(store);
  descriptor_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (descriptor_ < 0) {
    throw StoreError("cannot open '" + path_.string() + "', where runners of an experiment claim their games: " +
                     std::strerror(errno));
  }
}

RoundClaims::~RoundClaims() {
  if (descriptor_ >= 0) ::close(descriptor_);  // releases every claim still held
}

bool RoundClaims::claim(int round) {
  if (descriptor_ < 0) return true;
  if (lock(descriptor_, byte_of(experiment_, round), F_WRLCK)) return true;
  if (errno == EAGAIN || errno == EACCES) return false;
  throw StoreError("cannot claim game " + std::to_string(round + 1) + " in '" + path_.string() +
                   "': " + std::strerror(errno));
}

void RoundClaims::release(int round) {
  if (descriptor_ >= 0) lock(descriptor_, byte_of(experiment_, round), F_UNLCK);
}

}  // namespace newell::store
