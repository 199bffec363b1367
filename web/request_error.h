#pragma once
// A request the server refuses: its HTTP status (4xx) and a message that names what is wrong.
// Thrown anywhere below Api::handle, which answers it as {"error": message}.

#include <stdexcept>
#include <string>

namespace newell::web {

struct RequestError : std::runtime_error {
  RequestError(int status_code, const std::string& message) : std::runtime_error(message), status(status_code) {}
  int status;
};

}  // namespace newell::web
