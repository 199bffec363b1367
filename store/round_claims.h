#pragma once
// Which rounds of an experiment a runner is playing, so that two runners of one experiment started
// at once (two identical `newell match` commands on one store) never play the same round twice.
//
// A claim is an advisory lock (Linux's open file description lock) on one byte of a file beside the
// store, `<store>-claims`: atomic between processes, released when the runner ends however it ends
// (the kernel drops a killed process's locks), so a killed run's rounds are free for the next one.
// The file holds nothing; it stays beside the store, as SQLite's `-wal` and `-shm` do.

#include "store/experiments.h"

#include <filesystem>

namespace newell::store {

class RoundClaims {
 public:
  // Throws StoreError when the claims file cannot be opened. A store in memory (":memory:") has one
  // runner: every claim succeeds.
  RoundClaims(const std::filesystem::path& store, ExperimentId experiment);
  ~RoundClaims();
  RoundClaims(const RoundClaims&) = delete;
  RoundClaims& operator=(const RoundClaims&) = delete;

  // True when this runner now holds `round` (or already did); false when another runner holds it.
  bool claim(int round);
  void release(int round);

  static std::filesystem::path file_beside(const std::filesystem::path& store);

 private:
  std::filesystem::path path_;
  int descriptor_ = -1;
  ExperimentId experiment_;
};

}  // namespace newell::store
