import Foundation
import Glibc

/// A `redis-server` of a test's own: on a free loopback port, in a temporary directory that is
/// removed with it, saving no RDB snapshots (`--save ''`), optionally with an append-only file
/// written on every command and a password.
///
/// Tests call `try RedisServerProcess.start()` and turn `NotInstalled` into `XCTSkip`; it is
/// thrown only off CI, so a CI machine without Redis fails rather than skips.
public final class RedisServerProcess {
  /// `redis-server` is not on `PATH` and `CI` is unset: the test may be skipped.
  public struct NotInstalled: Error, CustomStringConvertible {
    public let description =
      "redis-server is not installed (apt-get install redis-server); the Redis tests are skipped"
  }

  /// Why the server could not be started or did not answer.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The port it listens on, on 127.0.0.1.
  public let port: UInt16
  /// The password clients must send with `AUTH`, if any.
  public let password: String?
  /// The working directory: the append-only file and the log are in it.
  public let directory: URL
  private let executable: URL
  private let arguments: [String]
  private var process: Process?

  /// The server's `redis://` URL, with the password when there is one.
  public var url: String {
    "redis://" + (password.map { ":\($0)@" } ?? "") + "127.0.0.1:\(port)"
  }

  /// The process id of the running server, for tests that signal it themselves.
  public var processIdentifier: Int32? { process?.processIdentifier }

  private init(executable: URL, port: UInt16, password: String?, directory: URL, appendOnly: Bool) {
    self.executable = executable
    self.port = port
    self.password = password
    self.directory = directory
    var arguments = [
      "--port", "\(port)", "--bind", "127.0.0.1", "--dir", directory.path, "--save", "",
      "--daemonize", "no", "--logfile", directory.appendingPathComponent("redis.log").path,
    ]
    arguments += appendOnly ? ["--appendonly", "yes", "--appendfsync", "always"] : []
    arguments += password.map { ["--requirepass", $0] } ?? []
    self.arguments = arguments
  }

  /// Starts a server and waits until it answers a `PING`.
  ///
  /// - Parameters:
  ///   - appendOnly: Writes every command to an append-only file, synced before the reply
  ///     (`appendfsync always`), so `restart()` finds the data again.
  ///   - password: Makes clients log in with `AUTH` (`requirepass`).
  /// - Throws: `NotInstalled` off CI when there is no `redis-server`; `Failure` otherwise.
  public static func start(appendOnly: Bool = false, password: String? = nil) throws
    -> RedisServerProcess
  {
    guard let executable = findExecutable("redis-server") else {
      if ProcessInfo.processInfo.environment["CI"] == nil { throw NotInstalled() }
      throw Failure(description: "redis-server is not on PATH, and CI must run the Redis tests")
    }
    var lastFailure: Error = Failure(description: "no attempt was made")
    // A free port can be taken by someone else before redis-server binds it: try another.
    for _ in 0..<5 {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("navmirror-redis-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let server = RedisServerProcess(
        executable: executable, port: try LoopbackSocket.freePort(), password: password,
        directory: directory, appendOnly: appendOnly)
      do {
        try server.launch()
        return server
      } catch {
        lastFailure = error
        guard server.log.contains("Address already in use") else { throw error }
      }
    }
    throw lastFailure
  }

  deinit {
    if let process, process.isRunning {
      Glibc.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Stops the server as an operator does (`SIGTERM`): it finishes writing its files.
  public func stop() {
    signal(SIGTERM)
    process?.waitUntilExit()
    process = nil
  }

  /// Kills the server at once (`SIGKILL`), as a crash does.
  public func kill() {
    signal(SIGCONT)
    signal(SIGKILL)
    process?.waitUntilExit()
    process = nil
  }

  /// Starts the server again on the same port in the same directory (stopping it first if it
  /// runs), so its append-only file is replayed, and waits until it answers.
  public func restart() throws {
    if process != nil { stop() }
    try launch()
  }

  /// Kills the server and starts it again on the same port with none of its data, as a Redis
  /// that kept nothing on disk comes back after a crash.
  public func restartLosingData() throws {
    kill()
    let files = try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil)
    for file in files where file.lastPathComponent != "redis.log" {
      try FileManager.default.removeItem(at: file)
    }
    try launch()
  }

  /// Freezes the server (`SIGSTOP`): its port still accepts connections, but nothing answers.
  public func pause() { signal(SIGSTOP) }

  /// Lets a paused server carry on (`SIGCONT`).
  public func resume() { signal(SIGCONT) }

  /// The server's log so far.
  public var log: String {
    (try? String(contentsOf: directory.appendingPathComponent("redis.log"), encoding: .utf8))
      ?? ""
  }

  private func signal(_ number: Int32) {
    if let process, process.isRunning { Glibc.kill(process.processIdentifier, number) }
  }

  private func launch() throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    self.process = process
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      guard process.isRunning else {
        self.process = nil
        throw Failure(description: "redis-server exited at start on port \(port): \(log)")
      }
      if answersPing() { return }
      Thread.sleep(forTimeInterval: 0.02)
    }
    kill()
    throw Failure(description: "redis-server did not answer on port \(port) within 15 s: \(log)")
  }

  /// Whether the server answers an inline `PING`: `+PONG`, or `-NOAUTH` when it wants a
  /// password (it is serving); not `-LOADING` while it replays its append-only file.
  private func answersPing() -> Bool {
    guard let socket = try? LoopbackSocket(port: port, timeoutSeconds: 1) else { return false }
    socket.write(Array("PING\r\n".utf8))
    let reply = String(decoding: socket.read(), as: UTF8.self)
    return reply.hasPrefix("+PONG") || reply.hasPrefix("-NOAUTH")
  }

  private static func findExecutable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
