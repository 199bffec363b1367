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
    if (const auto refusal = cross_site_refusal(request)) {
      response.status = refusal->status;
      response.set_content(refusal->body, refusal->media_type.c_str());
      return;
    }
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

// Another web site open in the same browser may send requests to 127.0.0.1 too: a request that
// changes anything must say it is JSON (a cross-site page cannot, without CORS, which we never
// allow) and come from the page's own origin; and on loopback the Host must be this machine (a
// DNS name rebound to 127.0.0.1 is refused).
std::optional<Reply> Server::cross_site_refusal(const httplib::Request& request) const {
  const auto refuse = [](int status, const std::string& message) {
    return Reply{status, "application/json", fmt::format(R"({{"error":"{}"}})", message)};
  };
  const std::string host = request.get_header_value("Host");
  const bool loopback = settings_.host == "127.0.0.1" || settings_.host == "localhost" || settings_.host == "::1";
  if (loopback) {
    const auto colon = host.rfind(':');
    const std::string name = colon == std::string::npos || host.back() == ']' ? host : host.substr(0, colon);
    if (name != "127.0.0.1" && name != "localhost" && name != "[::1]")
      return refuse(403, "the Host header names another machine: newell serve answers on 127.0.0.1 only");
  }
  if (request.method == "GET" || request.method == "HEAD") return std::nullopt;
  if (request.has_header("Origin") && request.get_header_value("Origin") != "http://" + host)
    return refuse(403, "a request from another web site's page is refused");
  if (request.get_header_value("Content-Type").rfind("application/json", 0) != 0)
    return refuse(415, "a request that changes anything must be sent as Content-Type: application/json");
  return std::nullopt;
}

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
