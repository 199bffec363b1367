#include "learning/parallel_games.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace newell::learning {

void play_in_parallel(int games, int threads, const std::function<void(int game)>& play) {
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::exception_ptr failure;
  auto worker = [&] {
    while (!stop) {
      const int game = next++;
      if (game >= games) return;
      try {
        play(game);
      } catch (...) {
        std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        stop = true;
      }
    }
  };
  std::vector<std::thread> pool;
  for (int i = 0; i < std::clamp(threads, 1, std::max(1, games)) && games > 0; ++i) pool.emplace_back(worker);
  for (auto& thread : pool) thread.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace newell::learning
