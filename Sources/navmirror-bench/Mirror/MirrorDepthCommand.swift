import ArgumentParser
import Foundation
import MirrorJSON

/// `navmirror-bench mirror depth`: the round trip from an action to its `ack` on a stack of
/// growing depth, the cost issue 36 wants proportional to what an action changed rather than
/// to the size of the state. A `mirror serve` child process (this build's, or another's with
/// `--node-executable`, to compare two builds in one sitting) runs the tabs-stack demo in
/// memory; one driver pushes its first tab's stack to each depth, then times `--rounds` pairs
/// of a push and the pop back, one action at a time.
struct MirrorDepthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "depth",
    abstract: "Ack round trip of a push and a pop on stacks of growing depth.")

  @Option(help: "Stack depths, comma-separated.") var depths = "10,100,300,1000"
  @Option(help: "Push and pop pairs timed at each depth.") var rounds = 50
  @Option(help: "Independent runs (a fresh server each); medians are reported.") var runs = 3
  @Option(help: "The navmirror-bench whose `mirror serve` runs the server (another build's).")
  var nodeExecutable: String?
  @Option(help: "The port to use; each run takes the next one.") var port: UInt16 = 9700

  func run() throws {
    let depths = try self.depths.split(separator: ",").map { text in
      guard let depth = Int(text), depth >= 1 else {
        throw ValidationError("--depths takes positive numbers, not '\(text)'.")
      }
      return depth
    }
    print("Load average before: \(loadAverage()).")
    print("| depth | run | ack p50 ms | ack p99 ms |")
    print("|---|---|---|---|")
    var byDepth: [Int: [(p50: Double, p99: Double)]] = [:]
    for run in 0..<runs {
      let port = port + UInt16(run)
      let server = try ServerProcess(
        command: ServerProcess.mirrorServer(port: port, executable: nodeExecutable),
        port: port, cpu: nil)
      defer { server.stop() }
      for depth in depths {
        let times = try measure(depth: depth, room: "depth-\(depth)", port: port)
        let figures = (p50: quantile(times, 0.5), p99: quantile(times, 0.99))
        byDepth[depth, default: []].append(figures)
        print("| \(depth) | \(run + 1) | \(format(figures.p50, 2)) | \(format(figures.p99, 2)) |")
        fflush(nil)
      }
    }
    for depth in depths {
      let figures = byDepth[depth] ?? []
      print(
        "| \(depth) | median | \(format(median(figures.map(\.p50)), 2)) | "
          + "\(format(median(figures.map(\.p99)), 2)) |")
    }
    print("Load average after: \(loadAverage()).")
  }

  /// Milliseconds from each timed action to its `ack`, on a stack `depth` screens deep.
  private func measure(depth: Int, room: String, port: UInt16) throws -> [Double] {
    let driver = try AckingDriver(port: port, path: "/ws?room=\(room)&demo=tabs-stack")
    let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]
    // Stack element ids count from 0 in a new room, one per push.
    var pushes = 0
    var version = 0
    func send(_ action: JSONValue) throws -> Double {
      let ack = try driver.act(action)
      guard ack.version > version else {
        throw BenchError("\(action.text) changed nothing at version \(ack.version)")
      }
      version = ack.version
      return ack.milliseconds
    }
    for _ in 0..<(depth - 1) {
      _ = try send(push)
      pushes += 1
    }
    var times: [Double] = []
    for _ in 0..<rounds {
      times.append(try send(push))
      pushes += 1
      times.append(try send(["path": ["popFrom": ["id": .int(pushes - 1)]]]))
    }
    return times
  }
}
