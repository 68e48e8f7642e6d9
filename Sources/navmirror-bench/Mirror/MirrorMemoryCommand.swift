import ArgumentParser
import Foundation

/// `navmirror-bench mirror memory`: resident memory per idle mirror client, all in one room of
/// a real mirror server (`mirror serve`, in memory), the counterpart of `server memory`.
struct MirrorMemoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "memory", abstract: "Server RSS per idle client in one mirror room.")

  @Option(help: "Idle clients to hold in the room.") var clients = 5000
  @Option(help: "The CPU the server runs on; -1: not pinned.") var serverCPU: Int = 0
  @Option(help: "The first port to use; each run takes the next one.") var port: UInt16 = 9650
  @Option(help: "Independent runs (a fresh server each); medians are reported.") var runs: Int = 3

  func run() throws {
    raiseDescriptorLimit(needed: clients + 100)
    var perClient: [Double] = []
    let path = "/ws?room=bench&demo=tabs-stack"
    for run in 0..<runs {
      let port = self.port + UInt16(run)
      var command = ServerProcess.mirrorServer(port: port, ["--loops", "1"])
      if serverCPU >= 0 { command += ["--cpu", String(serverCPU)] }
      let server = try ServerProcess(
        command: command, port: port, cpu: serverCPU >= 0 ? serverCPU : nil)
      defer { server.stop() }
      let client = BenchClient(port: port)
      // Warm up: the room, its first hellos, thread stacks and pools are not per-client costs.
      try client.connect(count: 50, path: path)
      drain(client)
      let before = server.residentBytes()
      try client.connect(count: 50 + clients, path: path)
      drain(client)
      let after = server.residentBytes()
      perClient.append(Double(after - before) / Double(clients))
      report(
        "  run \(run + 1): RSS \(before / 1024) KiB → \(after / 1024) KiB, "
          + "\(format(perClient.last! / 1024, 2)) KiB per client")
    }
    print("| server | idle clients in one room | RSS KiB per client |")
    print("|---|---|---|")
    print("| navmirror mirror | \(clients) | \(format(median(perClient) / 1024, 2)) |")
  }

  /// Reads the hellos and presence messages until nothing arrives for a second, so that the
  /// server's queues are empty when its memory is read.
  private func drain(_ client: BenchClient) {
    var quietSince = nanoseconds()
    while nanoseconds() - quietSince < 1_000_000_000 {
      client.poll(timeoutMilliseconds: 50) { _ in quietSince = nanoseconds() }
    }
  }
}
