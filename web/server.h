#pragma once
// `newell serve`'s HTTP server: cpp-httplib in front of Api. It binds 127.0.0.1 unless told
// otherwise, refuses a body over 1 MB (413) before reading it, refuses what another web site's page
// could send (a request that changes anything without JSON's Content-Type or from another origin,
// a Host that is not this machine on loopback), answers each request on a pool of
// threads (an engine thinking in one never holds up the others), and stops from another thread.

#include "web/api.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace httplib {
class Server;
struct Request;
}

namespace newell::web {

struct ServerSettings {
  std::string host = "127.0.0.1";
  int port = 8080;             // 0: any free port (bound_port() says which)
  std::size_t threads = 32;
  std::size_t largest_body = 1024 * 1024;
};

class Server {
 public:
  Server(ServerSettings settings, Api& api);
  ~Server();

  // Binds the port; throws std::runtime_error naming the address when it cannot.
  void bind();
  int bound_port() const { return port_; }
  // Serves until stop(); call bind() first.
  void serve();
  // Safe from any thread, and from a signal-watching thread.
  void stop();

 private:
  std::optional<Reply> cross_site_refusal(const httplib::Request& request) const;

  ServerSettings settings_;
  Api& api_;
  std::unique_ptr<httplib::Server> server_;
  int port_ = 0;
};

}  // namespace newell::web
