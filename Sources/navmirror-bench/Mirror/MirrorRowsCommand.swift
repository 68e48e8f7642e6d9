import ArgumentParser
import Foundation
import MirrorJSON

/// `navmirror-bench mirror rows`: the round trip from an action to its `ack` when the action
/// toggles one row of a long list — issue 36's case of a large state of which an action
/// changes a little. A `mirror serve` child process (this build's, or another's with
/// `--node-executable`, one that has the checklist) runs the checklist app in memory; one
/// driver toggles rows spread over the list (the same rows in every run), one action at a
/// time.
struct MirrorRowsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rows", abstract: "Ack round trip of toggling one row of a long list.")

  @Option(help: "Rows in the list.") var rows = 1_000
  @Option(help: "Toggles timed in each run.") var rounds = 100
  @Option(help: "Independent runs (a fresh server each); medians are reported.") var runs = 3
  @Option(help: "The navmirror-bench whose `mirror serve` runs the server (another build's).")
  var nodeExecutable: String?
  @Option(help: "The port to use; each run takes the next one.") var port: UInt16 = 9750

  func validate() throws {
    guard rows >= 1, rounds >= 1, runs >= 1 else {
      throw ValidationError("--rows, --rounds and --runs take positive numbers.")
    }
  }

  func run() throws {
    print("Load average before: \(loadAverage()).")
    print("| rows | run | ack p50 ms | ack p99 ms |")
    print("|---|---|---|---|")
    var figures: [(p50: Double, p99: Double)] = []
    for run in 0..<runs {
      let port = port + UInt16(run)
      let server = try ServerProcess(
        command: ServerProcess.mirrorServer(
          port: port, executable: nodeExecutable, ["--checklist-rows", String(rows)]),
        port: port, cpu: nil)
      defer { server.stop() }
      let times = try measure(port: port)
      let run = (p50: quantile(times, 0.5), p99: quantile(times, 0.99))
      figures.append(run)
      print("| \(rows) | \(figures.count) | \(format(run.p50, 2)) | \(format(run.p99, 2)) |")
      fflush(nil)
    }
    print(
      "| \(rows) | median | \(format(median(figures.map(\.p50)), 2)) | "
        + "\(format(median(figures.map(\.p99)), 2)) |")
    print("Load average after: \(loadAverage()).")
  }

  /// Milliseconds from each timed toggle to its `ack`.
  private func measure(port: UInt16) throws -> [Double] {
    let driver = try AckingDriver(port: port, path: "/ws?room=rows&demo=checklist")
    var version = 0
    var times: [Double] = []
    for round in 0..<rounds {
      // A prime stride visits rows all over the list, none twice in a row.
      let row = (round * 389 + 17) % rows
      let ack = try driver.act(["rowTapped": ["id": .int(row)]])
      guard ack.version > version else {
        throw BenchError("toggling row \(row) changed nothing at version \(ack.version)")
      }
      version = ack.version
      times.append(ack.milliseconds)
    }
    return times
  }
}
