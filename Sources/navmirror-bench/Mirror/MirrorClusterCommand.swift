import ArgumentParser
import Foundation

/// `navmirror-bench mirror cluster`: one room of the tabs-stack demo served by several mirror
/// nodes (`mirror serve --redis`, child processes) on a redis-server of its own, beside the same
/// room on one node, in the same sitting. Every node has its watchers; one more client drives
/// from one node, pushing and popping on a deep stack, one action per round. A round ends when
/// the last watcher on every node has the version; every watcher's messages are then replayed
/// and must end on the room's final version.
struct MirrorClusterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cluster",
    abstract: "Fan-out of one room across nodes sharing it through Redis, beside one node.")

  @Option(
    help: ArgumentHelp(
      "Layouts to measure, comma-separated: NODESxWATCHERS (watchers per node).",
      discussion: "More than one node share the room through Redis; shared:1xN puts one there too."
    ))
  var layouts = "3x3000,1x9000,1x3000"
  @Option(help: "Measured rounds (actions) per run.") var rounds = 200
  @Option(help: "The stack depth the pushes reach.") var depth = 20
  @Option(help: "The node the driver is on (1 owns the room; another forwards to it).")
  var driverNode = 1
  @Option(help: "Redis's appendfsync: always, everysec or no (appendonly is always yes).")
  var appendfsync = "always"
  @Option(help: "The redis-server to start.") var redisServer = "redis-server"
  @Option(help: "Milliseconds a node owns the room without renewing.") var leaseMs = 5_000
  @Option(help: "The CPU the nodes and Redis run on; -1: not pinned.") var serverCPU: Int = 0
  @Option(help: "The CPU the clients run on; -1: not pinned.") var clientCPU: Int = 1
  @Option(help: "Event loops per node.") var loops: Int = 1
  @Option(help: "The first port to use; each run takes the next ones.") var port: UInt16 = 9700
  @Option(help: "Independent runs (fresh nodes and Redis each); medians are reported.")
  var runs: Int = 3

  func validate() throws {
    guard ["always", "everysec", "no"].contains(appendfsync) else {
      throw ValidationError("--appendfsync is always, everysec or no")
    }
    for text in layouts.split(separator: ",") {
      guard let layout = ClusterLayout(text) else {
        throw ValidationError("--layouts: \(text) is not NODESxWATCHERS")
      }
      guard driverNode >= 1, driverNode <= layout.nodes || layout.nodes == 1 else {
        throw ValidationError("--driver-node \(driverNode) is not a node of \(layout)")
      }
    }
  }

  func run() throws {
    let chosen = layouts.split(separator: ",").compactMap(ClusterLayout.init)
    raiseDescriptorLimit(needed: (chosen.map(\.watchers).max() ?? 0) + 100)
    print("Load average before: \(loadAverage()); appendonly yes, appendfsync \(appendfsync).")
    print(
      "| layout | watchers | rounds | p50 last-watcher ms | p99 last-watcher ms "
        + "| nodes µs/delivery | owner µs/delivery | followers µs/delivery | Redis µs/version "
        + "| Redis idle ms/s | AOF bytes/version | client µs/delivery | patch bytes | join s "
        + "| applied / expected | full states | bad |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    var nextPort = port
    for layout in chosen {
      var results: [ClusterRunResult] = []
      for run in 0..<runs {
        let result = try measure(layout, firstPort: nextPort)
        nextPort += UInt16(layout.nodes + 1)
        results.append(result)
        report("  \(layout), run \(run + 1): \(result.summary)")
      }
      print(row(layout, results))
      fflush(nil)
    }
    print("Load average after: \(loadAverage()).")
  }

  private func row(_ layout: ClusterLayout, _ results: [ClusterRunResult]) -> String {
    func middle(_ value: (ClusterRunResult) -> Double, _ digits: Int = 2) -> String {
      let values = results.map(value).filter { !$0.isNaN }
      return values.isEmpty ? "–" : format(median(values), digits)
    }
    let cells = [
      "\(layout)", "\(layout.watchers)", "\(rounds)", middle(\.p50), middle(\.p99),
      middle(\.nodesMicros), middle(\.ownerMicros), middle(\.followersMicros),
      middle(\.redisMicrosPerVersion, 1), middle(\.redisIdleMillisPerSecond),
      middle(\.appendOnlyBytesPerVersion, 0), middle(\.clientMicros), middle(\.patchBytes, 0),
      middle(\.joinSeconds, 1),
      "\(results.map(\.replay.applied).reduce(0, +)) / \(results.map(\.expected).reduce(0, +))",
      "\(results.map(\.replay.fullStates).reduce(0, +))",
      "\(results.map(\.bad).reduce(0, +))",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}
