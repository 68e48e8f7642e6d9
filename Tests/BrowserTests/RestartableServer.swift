import Foundation
import MirrorUI
import TestSupport

/// The real `navmirror` executable on a fixed port with a data directory, so a test can kill it
/// and start it again on the same address, as an operator restarting the server would.
final class RestartableServer {
  let port: UInt16
  let dataDirectory: String
  private var process: Process?

  static var executable: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/navmirror").path
  }

  init() throws {
    port = try LoopbackSocket.freePort()
    dataDirectory = NSTemporaryDirectory() + "navmirror-restart-\(UUID().uuidString)"
    try start()
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: dataDirectory)
  }

  func start() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
      throw WebDriver.Failure(
        description: "\(Self.executable) is missing: run 'swift build' first.")
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.executable)
    p.arguments = ["--port", String(port), "--data-dir", dataDirectory]
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    process = p
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if (try? LoopbackHTTP.request(port: port, method: "GET", path: "/healthz"))?.status == 200 {
        return
      }
      MainThreadWaiting.pause(0.05)
    }
    throw WebDriver.Failure(description: "navmirror did not start on port \(port)")
  }

  /// Kills the server abruptly (SIGKILL), as a crash would.
  func stop() {
    guard let p = process else { return }
    kill(p.processIdentifier, SIGKILL)
    p.waitUntilExit()
    process = nil
  }

  func pageURL(room: String) -> String { "http://127.0.0.1:\(port)/?room=\(room)" }
}
