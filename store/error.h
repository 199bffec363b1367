#pragma once

#include <stdexcept>

namespace newell::store {

// Every failure of the store: the message names the database file and what went wrong.
class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace newell::store
