import ArgumentParser
import Foundation
import MirrorJSON
import PosixIO
import Synchronization

/// `navmirror-bench mirror attack`: the attacks SECURITY.md guards against, one after the other,
/// against a mirror server with every default limit, while another thread asks `/healthz`
/// every few milliseconds. Reports how long `/healthz` took during each attack and the server's
/// resident memory after it.
struct AttackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "attack",
    abstract: "Attacks a default-configured mirror server; reports /healthz latency and memory.")

  @Option(help: "The port the server under attack listens on.") var port: UInt16 = 9100
  @Option(help: "How many times each repeated attack is made.") var repeats = 200
  @Option(help: "The page's folder the server serves (run from the package's root).")
  var `public` = "Public"

  static let token = "bench-s3cret-driver-token"
  static let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]

  func run() throws {
    raiseDescriptorLimit()
    print(
      "| attack | requests | /healthz p50 / p99 / max (ms) | unanswered | RSS added, peak "
        + "(MiB) | budget (MiB) | found |")
    print("|---|---|---|---|---|---|---|")
    var failures: [String] = []
    var shared: ServerProcess?
    // The new attacks first: the first hardening's fill the address's room quota. An attack
    // with a memory budget gets a server of its own, so that what it adds is not hidden by
    // memory the allocator kept from an attack before.
    for attack in hardening() + abuse() {
      report("attack: \(attack.name)")
      let server: ServerProcess
      if attack.budgetMiB == nil, let shared {
        server = shared
      } else {
        shared.map(stopServer)
        server = try startServer()
        shared = attack.budgetMiB == nil ? server : nil
      }
      defer { if attack.budgetMiB != nil { stopServer(server) } }
      failures += try measure(attack, on: server)
    }
    shared.map(stopServer)
    print(
      failures.isEmpty
        ? "The server answered /healthz throughout, within every budget, and every attack was met."
        : "NOT MET: " + failures.joined(separator: "; "))
  }

  /// Makes `attack` against `server` while `/healthz` is probed; prints its row and returns
  /// what was not met.
  private func measure(_ attack: Attack, on server: ServerProcess) throws -> [String] {
    server.resetPeakResident()
    let before = server.residentBytes()
    let probe = HealthProbe(port: port)
    let outcome = attack.run()
    server.waitUntilSettled()
    let latencies = probe.stop()
    let added = Double(server.peakResidentBytes() - before) / 1_048_576
    withExtendedLifetime(outcome.open) {}
    let answered = latencies.compactMap { $0 }
    let unanswered = latencies.count - answered.count
    var failures: [String] = []
    if unanswered > 0 { failures.append("\(attack.name): \(unanswered) probes unanswered") }
    if attack.budgetMiB.map({ added > $0 }) ?? false {
      failures.append("\(attack.name): \(format(added)) MiB added")
    }
    if !outcome.met { failures.append("\(attack.name): \(outcome.finding)") }
    print(
      "| \(attack.name) | \(outcome.requests) | \(format(quantile(answered, 0.5), 2)) / "
        + "\(format(quantile(answered, 0.99), 2)) / \(format(answered.max() ?? .nan, 2)) | "
        + "\(unanswered) of \(latencies.count) | \(format(added)) | "
        + "\(attack.budgetMiB.map { format($0, 0) } ?? "–") | \(outcome.finding) |")
    return failures
  }

  /// A mirror server with every default limit, a driver token and an echo endpoint.
  private func startServer() throws -> ServerProcess {
    try ServerProcess(
      command: ServerProcess.mirrorServer(
        port: port,
        ["--defaults", "--driver-token", Self.token, "--echo-path", "/echo", "--public", `public`]),
      port: port, cpu: nil)
  }

  private func stopServer(_ server: ServerProcess) {
    server.stop()
    try? FileManager.default.removeItem(
      atPath: FileManager.default.temporaryDirectory
        .appendingPathComponent("navmirror-bench-\(server.process.processIdentifier)").path)
  }
}

/// Asks for `path` (`/healthz` by default) on a fresh connection every few milliseconds on
/// its own thread until stopped; keeps each answer's latency in milliseconds, `nil` for no
/// answer (anything but 200).
final class HealthProbe: Sendable {
  private struct Probes {
    var latencies: [Double?] = []
    var stopped = false
  }

  private let probes = Mutex(Probes())
  private let done = Latch()

  init(port: UInt16, path: String = "/healthz", everyMicroseconds interval: UInt32 = 5_000) {
    Thread.detachNewThread { [self] in
      while !probes.withLock({ $0.stopped }) {
        let start = nanoseconds()
        let status = AttackConnection.request(port: port, path: path)
        let milliseconds = Double(nanoseconds() - start) / 1e6
        probes.withLock { $0.latencies.append(status == 200 ? milliseconds : nil) }
        usleep(interval)
      }
      done.signal()
    }
  }

  /// Stops probing and returns every latency, in milliseconds.
  func stop() -> [Double?] {
    probes.withLock { $0.stopped = true }
    done.wait()
    return probes.withLock { $0.latencies }
  }
}
