import ArgumentParser
import Foundation

/// `navmirror-bench server memory`: resident memory per idle WebSocket.
struct MemoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "memory", abstract: "Server RSS per idle WebSocket connection.")

  @Option(help: "Idle connections to hold.") var connections = 5000
  @OptionGroup var target: TargetOptions

  func run() throws {
    raiseDescriptorLimit(needed: connections + 100)
    var perConnection: [Double] = []
    for run in 0..<target.runs {
      let server = try target.launch(run: run)
      defer { server.stop() }
      let client = BenchClient(port: server.port)
      // Warm up: thread stacks, pools and first allocations are not per-connection costs.
      try client.connect(count: 50, path: "/ws")
      usleep(300_000)
      let before = server.residentBytes()
      try client.connect(count: 50 + connections, path: "/ws")
      usleep(1_000_000)
      let after = server.residentBytes()
      perConnection.append(Double(after - before) / Double(connections))
      report(
        "  run \(run + 1): RSS \(before / 1024) KiB → \(after / 1024) KiB, "
          + "\(format(perConnection.last! / 1024, 2)) KiB per connection")
    }
    print("| server | idle connections | RSS KiB per connection |")
    print("|---|---|---|")
    print("| \(target.name) | \(connections) | \(format(median(perConnection) / 1024, 2)) |")
  }
}
