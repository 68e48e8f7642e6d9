import ArgumentParser
import CLinuxShims
import Foundation

/// Which server to measure and where to pin it; shared by the server benchmarks.
struct TargetOptions: ParsableArguments {
  @Option(help: "A peer server command instead of ours; {port} is replaced by the port.")
  var peer: String?
  @Option(help: "The CPU the server runs on; -1: not pinned.") var serverCPU: Int = 0
  @Option(help: "The CPU the client runs on; -1: not pinned.") var clientCPU: Int = 1
  @Option(help: "Event loops for our server.") var loops: Int = 1
  @Option(help: "The first port to use; each run takes the next one.") var port: UInt16 = 9400
  @Option(help: "Independent runs (a fresh server each); medians are reported.") var runs: Int = 3

  var name: String { peer == nil ? "navmirror" : "peer" }

  /// Starts the server pinned to `serverCPU`, then pins this thread to `clientCPU`.
  func launch(run: Int) throws -> ServerProcess {
    let port = self.port + UInt16(run)
    let command =
      peer.map {
        $0.replacingOccurrences(of: "{port}", with: String(port)).split(separator: " ").map(
          String.init)
      }
      ?? ServerProcess.ownServer(port: port, loops: loops, cpu: serverCPU >= 0 ? serverCPU : nil)
    let server = try ServerProcess(
      command: command, port: port, cpu: serverCPU >= 0 ? serverCPU : nil)
    guard clientCPU >= 0 else { return server }
    let status = navmirror_pin_thread_to_cpu(Int32(clientCPU))
    if status != 0 { print("warning: cannot pin the client to CPU \(clientCPU) (errno \(status))") }
    return server
  }
}
