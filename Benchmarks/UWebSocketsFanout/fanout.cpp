// A peer for `navmirror-bench server fanout`: the same broadcast protocol on uWebSockets.
// A text message from any client on /ws is published to every client on /ws (the sender
// included); /echo echoes. Compression off, as in the hummingbird peer.
#include "App.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

struct PerSocket {};

int main(int argc, char **argv) {
  int port = 9100;
  for (int index = 1; index + 1 < argc; index++) {
    if (!strcmp(argv[index], "--port")) port = atoi(argv[index + 1]);
  }
  uWS::App app;
  app.ws<PerSocket>("/ws", {
    .compression = uWS::DISABLED,
    .maxPayloadLength = 1 << 20,
    .idleTimeout = 120,
    .maxBackpressure = 64 << 20,
    .open = [](auto *socket) { socket->subscribe("all"); },
    .message = [&app](auto *, std::string_view message, uWS::OpCode opCode) {
      app.publish("all", message, opCode);
    },
  });
  app.ws<PerSocket>("/echo", {
    .compression = uWS::DISABLED,
    .maxPayloadLength = 1 << 26,
    .maxBackpressure = 64 << 20,
    .message = [](auto *socket, std::string_view message, uWS::OpCode opCode) {
      socket->send(message, opCode);
    },
  });
  app.listen("127.0.0.1", port, [port](auto *token) {
    if (!token) {
      fprintf(stderr, "cannot listen on port %d\n", port);
      exit(1);
    }
  });
  app.run();
}
