import Foundation
import Glibc
import TestSupport

/// A `navmirror` node as its own process, sharing rooms through a Redis: started on a free
/// port it prints, killed, paused and resumed as a test needs.
final class NodeProcess {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let name: String
  private(set) var port: UInt16 = 0
  private let process = Process()
  private let output: URL

  /// The `navmirror` that `swift build` made, beside the test bundle.
  static var executable: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/navmirror").path
  }

  /// Starts node `name` on `redisURL` with `leaseMilliseconds` leases and waits, within a
  /// deadline, until it says which port it serves on.
  init(name: String, redisURL: String, leaseMilliseconds: Int, extra: [String] = []) throws {
    self.name = name
    guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
      throw Failure(description: "\(Self.executable) is missing: run 'swift build' first.")
    }
    output = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-node-\(name)-\(UUID().uuidString).log")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw Failure(description: "cannot write \(output.path)")
    }
    let handle = try FileHandle(forWritingTo: output)
    process.executableURL = URL(fileURLWithPath: Self.executable)
    process.arguments =
      [
        "serve", "--port", "0", "--in-memory", "--redis", redisURL, "--node-id", name,
        "--lease-ms", String(leaseMilliseconds),
      ] + extra
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    port = try waitForPort()
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGCONT)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: output)
  }

  /// What the node printed so far.
  var log: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

  /// Kills the node at once (`SIGKILL`), as a crash does.
  func kill9() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Stops the node as an operator does (`SIGTERM`) and waits until it exited.
  func terminate() {
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
  }

  /// Freezes the node (`SIGSTOP`): its sockets stay open, nothing answers.
  func pause() { kill(process.processIdentifier, SIGSTOP) }

  /// Lets a paused node carry on (`SIGCONT`).
  func resume() { kill(process.processIdentifier, SIGCONT) }

  /// Opens a protocol client on room `room`, with more of the socket URL's `query` (`&…`).
  func client(room: String, query: String = "") throws -> MirrorClient {
    try MirrorClient(port: port, path: "/ws?room=\(room)\(query)")
  }

  private func waitForPort() throws -> UInt16 {
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      let marker = "serving http://127.0.0.1:"
      if let start = log.range(of: marker)?.upperBound,
        let port = UInt16(log[start...].prefix { $0.isNumber })
      {
        return port
      }
      guard process.isRunning else { throw Failure(description: "node \(name) exited: \(log)") }
      Thread.sleep(forTimeInterval: 0.02)
    }
    throw Failure(description: "node \(name) did not start within 15 s: \(log)")
  }
}
