import ArgumentParser
import Foundation

/// `navmirror-bench server echo`: round trips per second on `/echo`.
struct EchoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "echo", abstract: "Echo round trips per second with many connections.")

  @Option(help: "Connections, each with one message in flight.") var connections = 50
  @Option(help: "Payload bytes.") var payload = 64
  @Option(help: "Seconds per run.") var seconds: Double = 5
  @OptionGroup var target: TargetOptions

  func run() throws {
    raiseDescriptorLimit(needed: connections + 100)
    var rates: [Double] = []
    var serverMicros: [Double] = []
    var clientMicros: [Double] = []
    for run in 0..<target.runs {
      let server = try target.launch(run: run)
      defer { server.stop() }
      let client = BenchClient(port: server.port)
      try client.connect(count: connections, path: "/echo")
      let text = Array(String(repeating: "e", count: payload).utf8)
      var index: [Int32: Int] = [:]
      for (position, connection) in client.connections.enumerated() {
        index[connection.fd] = position
      }
      var trips = 0
      let serverBefore = server.cpuNanoseconds()
      let clientBefore = threadCPUNanoseconds()
      let start = nanoseconds()
      let end = start + UInt64(seconds * 1e9)
      for position in client.connections.indices { client.sendText(text, on: position) }
      while nanoseconds() < end {
        client.poll(timeoutMilliseconds: 10) { connection in
          trips += 1
          client.sendText(text, on: index[connection.fd]!)
        }
      }
      let elapsed = Double(nanoseconds() - start) / 1e9
      rates.append(Double(trips) / elapsed)
      serverMicros.append(Double(server.cpuNanoseconds() - serverBefore) / 1000 / Double(trips))
      clientMicros.append(Double(threadCPUNanoseconds() - clientBefore) / 1000 / Double(trips))
      report("  run \(run + 1): \(Int(rates.last!)) round trips/s")
    }
    print("| server | connections | payload | round trips/s | server µs/trip | client µs/trip |")
    print("|---|---|---|---|---|---|")
    print(
      "| \(target.name) | \(connections) | \(payload) B | \(Int(median(rates))) "
        + "| \(format(median(serverMicros), 2)) | \(format(median(clientMicros), 2)) |")
  }
}
