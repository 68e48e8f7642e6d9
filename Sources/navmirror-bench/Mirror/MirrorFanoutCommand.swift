import ArgumentParser
import CLinuxShims
import Foundation
import MirrorJSON

/// `navmirror-bench mirror fanout`: a real mirror server (`mirror serve`, a child process
/// pinned to one CPU) with N loopback WebSocket clients in one room of the tabs-stack demo, and
/// one more client driving it: it pushes and pops on a deep stack, `--burst` actions back to back
/// per round (one by default). A round ends when every one of the N clients has the round's last
/// version; every update is then checked:
/// each client's messages, applied in order from the state before the first round, must be
/// patches on the version it has and must end on the room's final state.
struct MirrorFanoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fanout",
    abstract: "Time until the last of N clients has each version, with patches.")

  @Option(help: "Clients in the room (besides the driver), comma-separated.") var clients = "1000"
  @Option(help: "Measured rounds (actions) per run.") var rounds = 200
  @Option(help: "The stack depth the pushes reach.") var depth = 20
  @Option(help: "Actions the driver sends back to back per round.") var burst = 1
  @Option(help: "The CPU the server runs on; -1: not pinned.") var serverCPU: Int = 0
  @Option(help: "The CPU the clients run on; -1: not pinned.") var clientCPU: Int = 1
  @Option(help: "Event loops for the server.") var loops: Int = 1
  @Option(help: "The first port to use; each run takes the next one.") var port: UInt16 = 9600
  @Option(help: "Independent runs (a fresh server each); medians are reported.") var runs: Int = 3

  struct RunResult {
    var p50: Double
    var p99: Double
    var serverMicros: Double
    var clientMicros: Double
    var patchBytes: Double
    var applied: Int
    var coalesced: Int
    var expected: Int
    var failures: Int
  }

  func run() throws {
    let counts = parseList(clients)
    raiseDescriptorLimit(needed: (counts.max() ?? 0) + 100)
    print(
      "| clients | rounds | p50 last-client ms | p99 last-client ms | server µs/delivery "
        + "| client µs/delivery | patch bytes | patches applied / expected | full states | bad |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    var portOffset: UInt16 = 0
    for count in counts {
      var results: [RunResult] = []
      for run in 0..<runs {
        let result = try measure(clients: count, port: port + portOffset)
        portOffset += 1
        results.append(result)
        report(
          "  run \(run + 1): p50 \(format(result.p50, 2)) ms, p99 \(format(result.p99, 2)) ms, "
            + "\(format(result.serverMicros, 2)) µs/delivery, applied \(result.applied)/"
            + "\(result.expected), full \(result.coalesced), bad \(result.failures)")
      }
      print(
        "| \(count) | \(rounds) | \(format(median(results.map(\.p50)), 2)) "
          + "| \(format(median(results.map(\.p99)), 2)) "
          + "| \(format(median(results.map(\.serverMicros)), 2)) "
          + "| \(format(median(results.map(\.clientMicros)), 2)) "
          + "| \(Int(median(results.map(\.patchBytes)))) "
          + "| \(results.map(\.applied).reduce(0, +)) / \(results.map(\.expected).reduce(0, +)) "
          + "| \(results.map(\.coalesced).reduce(0, +)) | \(results.map(\.failures).reduce(0, +)) |"
      )
      fflush(nil)
    }
  }

  private func measure(clients count: Int, port: UInt16) throws -> RunResult {
    var command = ServerProcess.mirrorServer(port: port, ["--loops", String(loops)])
    if serverCPU >= 0 { command += ["--cpu", String(serverCPU)] }
    let server = try ServerProcess(
      command: command, port: port, cpu: serverCPU >= 0 ? serverCPU : nil)
    defer { server.stop() }
    if clientCPU >= 0 { _ = navmirror_pin_thread_to_cpu(Int32(clientCPU)) }
    let client = BenchClient(port: port)
    // Connection 0 drives; 1...count watch.
    try client.connect(count: count + 1, path: "/ws?room=bench&demo=tabs-stack")
    client.settle()
    let driver = client.connections[0]
    var actionID = 0
    var generation = 0
    func act(_ action: JSONValue) {
      actionID += 1
      let message: JSONValue = ["type": "action", "id": .int(actionID), "action": action]
      client.sendText(message.bytes, on: 0)
    }
    let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]
    // Fill the stack to depth - 1 (also the warm-up).
    for _ in 0..<max(0, depth - 1) {
      act(push)
      generation += 1
    }
    client.settle()
    for connection in client.connections { connection.payloads = [] }
    let base = try client.currentVersion(on: 0)
    var lastClient: [Double] = []
    let serverBefore = server.cpuNanoseconds()
    let clientBefore = threadCPUNanoseconds()
    var version = base.version
    for round in 0..<rounds {
      var received = 0
      let start = nanoseconds()
      var last = start
      for step in 0..<burst {
        if (round * burst + step) % 2 == 0 {
          act(push)
          generation += 1
        } else {
          act(["path": ["popFrom": ["id": .int(generation - 1)]]])
        }
      }
      version += burst
      let deadline = start + 10_000_000_000
      while received < count, nanoseconds() < deadline {
        client.poll(timeoutMilliseconds: 100) { connection in
          guard connection !== driver,
            let payload = connection.payloads?.last, Self.version(of: payload) == version
          else { return }
          received += 1
          last = nanoseconds()
        }
      }
      lastClient.append(Double(last - start) / 1_000_000)
    }
    let serverNanos = server.cpuNanoseconds() - serverBefore
    let clientNanos = threadCPUNanoseconds() - clientBefore
    client.settle()
    let final = try client.currentVersion(on: 0)
    // Check every watcher: patches in order from `base`, ending on `final`.
    let replay = RoomReplay(watchers: client.connections.dropFirst(), start: base, end: final)
    return RunResult(
      p50: quantile(lastClient, 0.5), p99: quantile(lastClient, 0.99),
      serverMicros: Double(serverNanos) / 1000 / Double(rounds * burst * count),
      clientMicros: Double(clientNanos) / 1000 / Double(rounds * burst * count),
      patchBytes: median(replay.patchBytes), applied: replay.applied,
      coalesced: replay.fullStates, expected: rounds * burst * count, failures: replay.failures)
  }

  /// The `version` of a patch or state message, read without parsing the rest: the client
  /// must not be what gets measured.
  static func version(of payload: [UInt8]) -> Int? {
    let key = Array(#""version":"#.utf8)
    guard payload.count > key.count else { return nil }
    for start in 0...(payload.count - key.count) where payload[start] == key[0] {
      guard payload[start..<start + key.count].elementsEqual(key) else { continue }
      var value = 0
      var index = start + key.count
      while index < payload.count, (48...57).contains(payload[index]) {
        value = value * 10 + Int(payload[index] - 48)
        index += 1
      }
      return index > start + key.count ? value : nil
    }
    return nil
  }
}
