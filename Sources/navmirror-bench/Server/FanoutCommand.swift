import ArgumentParser
import Foundation

/// `navmirror-bench server fanout`: one message broadcast to N clients, round after round.
struct FanoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fanout",
    abstract: "Time until the last of N clients has a broadcast, and server CPU per delivery.")

  @Option(help: "Client counts, comma-separated.") var clients = "1000,5000,10000"
  @Option(help: "Measured rounds per run (default: enough for ~100,000 deliveries, 20-100).")
  var rounds: Int?
  @Option(help: "Payload bytes of the broadcast text.") var payload = 1024
  @Option(help: "Messages client 0 sends back to back per round; each client must receive all.")
  var burst = 1
  @OptionGroup var target: TargetOptions

  func run() throws {
    let counts = parseList(clients)
    raiseDescriptorLimit(needed: (counts.max() ?? 0) + 100)
    print(
      "| server | clients | rounds | p50 last-client ms | p99 last-client ms | server µs/delivery | client µs/delivery | missed |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for count in counts {
      var results: [RoundResult] = []
      for run in 0..<target.runs {
        results.append(try measure(clients: count, run: run))
        let result = results.last!
        report(
          "  run \(run + 1): p50 \(format(result.p50)) ms, p99 \(format(result.p99)) ms, "
            + "\(format(result.serverMicros, 2)) µs/delivery, missed \(result.missed)")
      }
      print(
        "| \(target.name) | \(count) | \(results[0].rounds) | \(format(median(results.map(\.p50)), 2)) "
          + "| \(format(median(results.map(\.p99)), 2)) "
          + "| \(format(median(results.map(\.serverMicros)), 2)) "
          + "| \(format(median(results.map(\.clientMicros)), 2)) "
          + "| \(results.map(\.missed).reduce(0, +)) |")
      fflush(nil)
    }
  }

  struct RoundResult {
    var rounds: Int
    var p50: Double
    var p99: Double
    var serverMicros: Double
    var clientMicros: Double
    var missed: Int
  }

  private func measure(clients count: Int, run: Int) throws -> RoundResult {
    let server = try target.launch(run: run)
    defer { server.stop() }
    let client = BenchClient(port: server.port)
    try client.connect(count: count, path: "/ws")
    let text = Array(String(repeating: "x", count: payload).utf8)
    let measured = rounds ?? min(100, max(20, 100_000 / count))
    // Warm-up rounds are not measured: first-touch allocations and page faults.
    var missed = 0
    _ = broadcast(client, text, count: count, missed: &missed)
    _ = broadcast(client, text, count: count, missed: &missed)
    missed = 0
    let serverBefore = server.cpuNanoseconds()
    let clientBefore = threadCPUNanoseconds()
    var lastClient: [Double] = []
    for _ in 0..<measured {
      lastClient.append(broadcast(client, text, count: count, missed: &missed))
    }
    let deliveries = Double(measured * count * burst)
    return RoundResult(
      rounds: measured, p50: quantile(lastClient, 0.5), p99: quantile(lastClient, 0.99),
      serverMicros: Double(server.cpuNanoseconds() - serverBefore) / 1000 / deliveries,
      clientMicros: Double(threadCPUNanoseconds() - clientBefore) / 1000 / deliveries,
      missed: missed)
  }

  /// One round: client 0 publishes, every client (itself included) must receive it. Returns
  /// the milliseconds until the last one had it.
  private func broadcast(
    _ client: BenchClient, _ text: [UInt8], count: Int, missed: inout Int
  ) -> Double {
    let expected = (client.connections.first?.messages ?? 0) + burst
    var received = 0
    let start = nanoseconds()
    var last = start
    for _ in 0..<burst { client.sendText(text, on: 0) }
    let deadline = start + 10_000_000_000
    while received < count, nanoseconds() < deadline {
      client.poll(timeoutMilliseconds: 100) { connection in
        if connection.messages == expected {
          received += 1
          last = nanoseconds()
        }
      }
    }
    missed += count - received
    // Resynchronise stragglers so the next round counts from the same base.
    for connection in client.connections where connection.messages < expected {
      connection.messages = expected
    }
    return Double(last - start) / 1_000_000
  }
}
