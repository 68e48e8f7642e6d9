import ArgumentParser

/// `navmirror-bench server …`: the WebSocket server over loopback.
struct ServerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "server",
    abstract: "Benchmarks of the epoll HTTP/WebSocket server.",
    subcommands: [ServeCommand.self, FanoutCommand.self, EchoCommand.self, MemoryCommand.self]
  )
}
