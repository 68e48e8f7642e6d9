import ArgumentParser
import Foundation
import MirrorJSON
import Synchronization

/// `navmirror-bench mirror storm`: a reconnect storm on one shared room. Two mirror nodes
/// (`mirror serve --redis`, child processes) share the room through a redis-server of the
/// benchmark's own, behind a proxy that holds every answer of Redis for `--redis-delay-ms`.
/// Node 1 owns the room; `--clients` watchers of node 2 leave, the room moves on, and they all
/// come back at once with `since`/`epoch`, while a driver on node 2 keeps sending actions.
/// Reports how long until every watcher had its resumed `hello` and was up to date, and the
/// driver's acknowledgements meanwhile.
struct MirrorStormCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "storm",
    abstract: "Clients resuming one shared room at once, Redis answering after a delay.")

  @Option(help: "Watchers that come back at once.") var clients = 1_000
  @Option(help: "Connections opened before their handshakes are waited for.")
  var batch = 1_000
  @Option(help: "Milliseconds Redis's every answer is held.") var redisDelayMs = 5
  @Option(help: "Versions the room moves on while the watchers are away.") var away = 10
  @Option(help: "Redis's appendfsync: always, everysec or no.") var appendfsync = "always"
  @Option(help: "The redis-server to start.") var redisServer = "redis-server"
  @Option(help: "The navmirror-bench whose `mirror serve` runs the nodes (another build's).")
  var nodeExecutable: String?
  @Option(help: "The first port to use; each run takes the next ones.") var port: UInt16 = 9800
  @Option(help: "Independent runs (fresh nodes and Redis each); medians are reported.")
  var runs = 3

  func run() throws {
    raiseDescriptorLimit(needed: clients + 200)
    print("Load average before: \(loadAverage()).")
    print(
      "| run | resumed / clients | all upgraded s | all hellos s | all up to date s | driver acks | "
        + "ack p50 ms | ack p99 ms | ack max ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    var results: [StormResult] = []
    for run in 0..<runs {
      let result = try measure(firstPort: port + UInt16(run * 4))
      results.append(result)
      print(result.row("\(run + 1)", clients: clients))
      fflush(nil)
    }
    print(
      "| median | – | \(format(median(results.map(\.connected)), 3)) | "
        + "\(format(median(results.map(\.hellos)), 3)) | "
        + "\(format(median(results.map(\.upToDate)), 3)) | – | "
        + "\(format(median(results.map { quantile($0.acks, 0.5) }), 1)) | "
        + "\(format(median(results.map { quantile($0.acks, 0.99) }), 1)) | – |")
    print("Load average after: \(loadAverage()).")
  }

  private func measure(firstPort: UInt16) throws -> StormResult {
    let redis = try BenchRedis(
      executable: redisServer, port: firstPort, appendfsync: appendfsync, cpu: nil)
    defer { redis.stop() }
    let proxy = try DelayProxy(upstream: firstPort, delay: .milliseconds(redisDelayMs))
    defer { proxy.stop() }
    let nodes = try (1...2).map { index in
      try ServerProcess(
        command: ServerProcess.mirrorServer(
          port: firstPort + UInt16(index), executable: nodeExecutable,
          [
            "--redis", "redis://127.0.0.1:\(proxy.port)", "--node-id", "node\(index)",
            "--lease-ms", "5000",
          ]), port: firstPort + UInt16(index), cpu: nil)
    }
    defer { for node in nodes { node.stop() } }
    let (owner, follower) = (nodes[0].port, nodes[1].port)

    // The owner's first client creates the room; the driver and the watchers join on node 2.
    let creator = BenchClient(port: owner)
    try creator.connect(count: 1, path: "/ws?room=storm")
    let driver = try StormDriver(port: follower)
    let watchers = BenchClient(port: follower)
    try watchers.connect(count: clients, path: "/ws?room=storm", keepingPayloads: true)
    let hello = try watchers.firstMessage(of: 0)
    guard let epoch = hello["epoch"]?.stringValue, let since = hello["version"]?.intValue else {
      throw BenchError("no epoch in the watchers' hello: \(hello.text)")
    }
    watchers.disconnectAll()
    for _ in 0..<away { _ = try driver.act() }

    let acks = Mutex<[Double]>([])
    let stop = Mutex(false)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      while !stop.withLock({ $0 }) {
        guard let milliseconds = try? driver.act() else { break }
        acks.withLock { $0.append(milliseconds) }
      }
      done.signal()
    }
    let target = since + away
    let start = nanoseconds()
    let storm = BenchClient(port: follower)
    try storm.connect(
      count: clients, path: "/ws?room=storm&since=\(since)&epoch=\(epoch)", batch: batch,
      keepingPayloads: true)
    let connected = nanoseconds()
    // Each message is read once, as it arrives: its hello (resumed or not), then until one
    // carries the version the room had when they came back.
    var resumed = 0
    var hellos = 0
    var upToDate = Set<Int>()
    var allHellos: UInt64?
    var allUpToDate: UInt64?
    let deadline = start + 60_000_000_000
    let read = { (connection: BenchClient.Connection) in
      let messages = (connection.payloads ?? []).compactMap { try? JSONParser.parse($0) }
      connection.payloads = []
      for message in messages {
        if message["type"] == "hello" {
          hellos += 1
          if message["resumed"] == true { resumed += 1 }
          if hellos == clients { allHellos = nanoseconds() }
        }
        if (message["version"]?.intValue ?? -1) >= target, message["resumed"] != true,
          upToDate.insert(connection.index).inserted, upToDate.count == clients
        {
          allUpToDate = nanoseconds()
        }
      }
    }
    for connection in storm.connections { read(connection) }
    while allUpToDate == nil, nanoseconds() < deadline {
      storm.poll(timeoutMilliseconds: 20, onMessage: read)
    }
    let end = allUpToDate ?? nanoseconds()
    stop.withLock { $0 = true }
    done.wait()
    return StormResult(
      resumed: resumed, connected: Double(connected - start) / 1e9,
      hellos: Double((allHellos ?? end) - start) / 1e9, upToDate: Double(end - start) / 1e9,
      acks: acks.withLock { $0 })
  }
}

/// One run's figures.
private struct StormResult {
  let resumed: Int
  /// Seconds until every socket was upgraded.
  let connected: Double
  let hellos: Double
  let upToDate: Double
  let acks: [Double]

  func row(_ run: String, clients: Int) -> String {
    "| \(run) | \(resumed) / \(clients) | \(format(connected, 3)) | \(format(hellos, 3)) | \(format(upToDate, 3)) | "
      + "\(acks.count) | \(format(quantile(acks, 0.5), 1)) | \(format(quantile(acks, 0.99), 1)) | "
      + "\(format(acks.max() ?? .nan, 1)) |"
  }
}

/// The storm's driver: switches tabs, one action at a time.
///
/// `@unchecked Sendable`: used by one thread at a time (the benchmark's, then the driving one).
private final class StormDriver: @unchecked Sendable {
  private let driver: AckingDriver
  private var actions = 0

  init(port: UInt16) throws {
    driver = try AckingDriver(port: port, path: "/ws?room=storm")
  }

  /// Switches tabs and returns the milliseconds until the `ack`.
  func act() throws -> Double {
    actions += 1
    return try driver.act(["tabSelected": actions % 2 == 0 ? "first" : "second"]).milliseconds
  }
}
