#include "web/server.h"

#include <fmt/core.h>
#include <httplib.h>

#include <stdexcept>

namespace newell::web {

Server::Server(ServerSettings settings, Api& api)
    : settings_(std::move(settings)), api_(api), server_(std::make_unique<httplib::Server>()) {
  const auto threads = settings_.threads;
  server_->new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  server_->set_payload_max_length(settings_.largest_body);
  server_->set_read_timeout(10, 0);
  server_->set_write_timeout(10, 0);
  const auto answer = [this](const httplib::Request& request, httplib::Response& response) {
    const Reply reply = api_.handle(request.method, request.path, request.body);
    response.status = reply.status;
    response.set_content(reply.body, reply.media_type.c_str());
    response.set_header("Cache-Control", "no-store");
    response.set_header("X-Content-Type-Options", "nosniff");
  };
  server_->Get(".*", answer);
  server_->Post(".*", answer);
  server_->Put(".*", answer);
  server_->Delete(".*", answer);
  server_->Patch(".*", answer);
  // Requests httplib refuses itself (a body over the limit: 413, a malformed request: 400) get a
  // JSON body that says so too.
  server_->set_error_handler([](const httplib::Request&, httplib::Response& response) {
    if (!response.body.empty()) return;
    const std::string message = response.status == 413 ? "the request's body is larger than 1 MB"
                                                        : fmt::format("the request was refused ({})", response.status);
    response.set_content(fmt::format(R"({{"error":"{}"}})", message), "application/json");
  });
}

Server::~Server() = default;

void Server::bind() {
  if (settings_.port == 0) {
    port_ = server_->bind_to_any_port(settings_.host.c_str());
    if (port_ <= 0) throw std::runtime_error(fmt::format("cannot listen on {} (any port)", settings_.host));
  } else {
    if (!server_->bind_to_port(settings_.host.c_str(), settings_.port))
      throw std::runtime_error(fmt::format("cannot listen on {}:{} (in use, or not an address of this machine?)",
                                           settings_.host, settings_.port));
    port_ = settings_.port;
  }
}

void Server::serve() { server_->listen_after_bind(); }

void Server::stop() { server_->stop(); }

}  // namespace newell::web
