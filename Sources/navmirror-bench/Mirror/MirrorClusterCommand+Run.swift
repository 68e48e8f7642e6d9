import CLinuxShims
import Foundation
import MirrorJSON

/// What one run of `mirror cluster` measured.
struct ClusterRunResult {
  /// Milliseconds from an action sent until the last watcher on every node had its version.
  var p50: Double
  var p99: Double
  /// CPU of every node per delivered update, in microseconds; then the owner's per update to
  /// its own watchers, and the other nodes' per update to theirs (NaN with one node).
  var nodesMicros: Double
  var ownerMicros: Double
  var followersMicros: Double
  /// Redis's CPU per version, less what it spends idle (NaN when the room is not shared).
  var redisMicrosPerVersion: Double
  /// Redis's CPU while the room is idle, in milliseconds per second: every node's blocking
  /// reads and lease renewals (NaN when the room is not shared).
  var redisIdleMillisPerSecond: Double
  /// Seconds from the first watcher's connection until every join's messages had played out.
  var joinSeconds: Double
  /// Growth of Redis's append-only file per version (NaN when the room is not shared).
  var appendOnlyBytesPerVersion: Double
  var clientMicros: Double
  var patchBytes: Double
  var replay: RoomReplay
  var expected: Int
  /// Watchers that failed the replay, rounds that timed out, and a final version that is not
  /// the first plus one per round.
  var bad: Int

  var summary: String {
    "p50 \(format(p50, 2)) ms, p99 \(format(p99, 2)) ms, nodes \(format(nodesMicros, 2)) "
      + "µs/delivery (owner \(format(ownerMicros, 2)), followers \(format(followersMicros, 2))), "
      + "Redis \(format(redisMicrosPerVersion, 1)) µs/version "
      + "(idle \(format(redisIdleMillisPerSecond, 2)) ms/s), join \(format(joinSeconds, 1)) s, applied \(replay.applied)/"
      + "\(expected), full \(replay.fullStates), other \(replay.others), bad \(bad)"
  }
}

extension MirrorClusterCommand {
  /// One run: a fresh Redis when the room is shared, fresh nodes on `firstPort` and after.
  func measure(_ layout: ClusterLayout, firstPort: UInt16) throws -> ClusterRunResult {
    let cpu = serverCPU >= 0 ? serverCPU : nil
    let redis =
      layout.isShared
      ? try BenchRedis(
        executable: redisServer, port: firstPort, appendfsync: appendfsync, cpu: cpu) : nil
    defer { redis?.stop() }
    var nodes: [ServerProcess] = []
    defer { for node in nodes { node.stop() } }
    for index in 0..<layout.nodes {
      nodes.append(
        try ServerProcess(
          command: nodeCommand(port: firstPort + 1 + UInt16(index), node: index, redis: redis),
          port: firstPort + 1 + UInt16(index), cpu: cpu))
    }
    if clientCPU >= 0 { _ = navmirror_pin_thread_to_cpu(Int32(clientCPU)) }
    // Watchers of node 1 first (the first join creates the room, so node 1 owns it), then the
    // other nodes' watchers, then the driver.
    let client = BenchClient(port: nodes[0].port)
    let joinStart = nanoseconds()
    let path = "/ws?room=bench&demo=tabs-stack"
    for (index, node) in nodes.enumerated() {
      try client.connect(count: (index + 1) * layout.watchersPerNode, path: path, port: node.port)
    }
    let driver = layout.watchers
    try client.connect(
      count: driver + 1, path: path, port: nodes[min(driverNode, layout.nodes) - 1].port)
    client.settle()
    let joinSeconds = Double(nanoseconds() - joinStart) / 1e9 - 0.3
    var rounds = RoundDriver(client: client, driver: driver)
    // Fill the stack to depth - 1 (also the warm-up).
    for _ in 0..<max(0, depth - 1) { rounds.push() }
    client.settle()
    let idleStart = (time: nanoseconds(), redis: redis?.server.cpuNanoseconds() ?? 0)
    client.settle(quietMilliseconds: 1000)
    let redisIdlePerNanosecond =
      Double((redis?.server.cpuNanoseconds() ?? 0) - idleStart.redis)
      / Double(nanoseconds() - idleStart.time)
    for connection in client.connections { connection.payloads = [] }
    let start = try client.currentVersion(on: driver)
    let nodesBefore = nodes.map { $0.cpuNanoseconds() }
    let redisBefore = redis?.server.cpuNanoseconds() ?? 0
    let appendOnlyBefore = redis?.appendOnlyBytes() ?? 0
    let clientBefore = threadCPUNanoseconds()
    let roundsStart = nanoseconds()
    var lastWatcher: [Double] = []
    var late = 0
    for round in 0..<self.rounds {
      guard let elapsed = rounds.play(round, watchers: layout.watchers) else {
        late += 1
        continue
      }
      lastWatcher.append(elapsed)
    }
    let clientNanos = threadCPUNanoseconds() - clientBefore
    let nodeNanos = zip(nodes, nodesBefore).map { Double($0.cpuNanoseconds() - $1) }
    let redisNanos =
      Double((redis?.server.cpuNanoseconds() ?? 0) - redisBefore)
      - redisIdlePerNanosecond * Double(nanoseconds() - roundsStart)
    let appendOnlyBytes = Double((redis?.appendOnlyBytes() ?? 0) - appendOnlyBefore)
    client.settle()
    let end = try client.currentVersion(on: driver)
    let replay = RoomReplay(
      watchers: client.connections.prefix(layout.watchers), start: start, end: end)
    let versions = Double(self.rounds)
    let perNode = versions * Double(layout.watchersPerNode)
    return ClusterRunResult(
      p50: quantile(lastWatcher, 0.5), p99: quantile(lastWatcher, 0.99),
      nodesMicros: nodeNanos.reduce(0, +) / 1000 / (perNode * Double(layout.nodes)),
      ownerMicros: nodeNanos[0] / 1000 / perNode,
      followersMicros: layout.nodes > 1
        ? nodeNanos.dropFirst().reduce(0, +) / 1000 / (perNode * Double(layout.nodes - 1)) : .nan,
      redisMicrosPerVersion: redis == nil ? .nan : redisNanos / 1000 / versions,
      redisIdleMillisPerSecond: redis == nil ? .nan : redisIdlePerNanosecond * 1000,
      joinSeconds: joinSeconds,
      appendOnlyBytesPerVersion: redis == nil ? .nan : appendOnlyBytes / versions,
      clientMicros: Double(clientNanos) / 1000 / (perNode * Double(layout.nodes)),
      patchBytes: median(replay.patchBytes), replay: replay,
      expected: self.rounds * layout.watchers,
      bad: replay.failures + late + (end.version == start.version + self.rounds ? 0 : 1))
  }

  private func nodeCommand(port: UInt16, node: Int, redis: BenchRedis?) -> [String] {
    var command = ServerProcess.mirrorServer(port: port, ["--loops", String(loops)])
    if serverCPU >= 0 { command += ["--cpu", String(serverCPU)] }
    if let redis {
      command += [
        "--redis", redis.url, "--node-id", "node\(node + 1)", "--lease-ms", String(leaseMs),
      ]
    }
    return command
  }
}

/// Sends the driver's actions and times each round until every watcher has its update.
private struct RoundDriver {
  let client: BenchClient
  let driver: Int
  private var actionID = 0
  private var pushes = 0

  init(client: BenchClient, driver: Int) {
    self.client = client
    self.driver = driver
  }

  mutating func push() {
    send(["tab1": ["moveDetailViewButtonTapped": [:]]])
    pushes += 1
  }

  /// Pushes on even rounds and pops the newest element on odd ones (stack ids count every
  /// push); returns the milliseconds until the last watcher had one more message, or `nil`
  /// after 10 s.
  mutating func play(_ round: Int, watchers: Int) -> Double? {
    let expected = client.connections.map { $0.messages + 1 }
    var received = 0
    let start = nanoseconds()
    var last = start
    if round.isMultiple(of: 2) {
      push()
    } else {
      send(["path": ["popFrom": ["id": .int(pushes - 1)]]])
    }
    let deadline = start + 10_000_000_000
    while received < watchers, nanoseconds() < deadline {
      client.poll(timeoutMilliseconds: 100) { connection in
        guard connection.index != driver, connection.messages == expected[connection.index]
        else { return }
        received += 1
        last = nanoseconds()
      }
    }
    return received == watchers ? Double(last - start) / 1_000_000 : nil
  }

  private mutating func send(_ action: JSONValue) {
    actionID += 1
    let message: JSONValue = ["type": "action", "id": .int(actionID), "action": action]
    client.sendText(message.bytes, on: driver)
  }
}
