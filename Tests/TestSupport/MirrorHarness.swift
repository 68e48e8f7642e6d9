import Clocks
import DemoFeatures
import Foundation
import HTTPServer
import Logging
import Mirror
import MirrorJSON
import MirrorUI

/// A NavMirror server on a free loopback port, serving the package's real `Public/`.
public final class MirrorHarness {
  /// The running server.
  public let server: MirrorServer
  /// Its port.
  public let port: UInt16

  /// The package's `Public/` folder.
  public static let publicDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Public").path

  /// Starts a server with `apps` (the demos by default), keeping rooms in `dataDirectory` when
  /// given, requiring `driverToken` to drive when given, within `limits`, sweeping idle rooms
  /// on `clock` and stamping changes with `now`; with `cluster`, sharing rooms through Redis.
  public init(
    apps: [MirrorApp] = Demos.all, defaultDemo: String = "tabs-stack",
    dataDirectory: String? = nil, driverToken: String? = nil, roomTTL: Double = 600,
    socketSendBufferSize: Int? = nil, limits: MirrorLimits = MirrorLimits(),
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, cluster: ClusterConfiguration? = nil
  ) throws {
    var logger = Logger(label: "navmirror-test")
    logger.logLevel = .warning
    server = try MirrorServer(
      apps: apps,
      configuration: .init(
        server: ServerConfiguration(
          host: "127.0.0.1", port: 0, publicDirectory: Self.publicDirectory,
          socketSendBufferSize: socketSendBufferSize),
        defaultDemo: defaultDemo, dataDirectory: dataDirectory, driverToken: driverToken,
        roomTTL: roomTTL, limits: limits, clock: clock, now: now, cluster: cluster),
      logger: logger)
    port = try server.start()
  }

  deinit { MainThreadWaiting.run { [server] in server.stop() } }

  /// The page's URL for `room`.
  public func pageURL(room: String) -> String { "http://127.0.0.1:\(port)/?room=\(room)" }

  /// `GET path`'s JSON body.
  public func getJSON(_ path: String) throws -> JSONValue {
    try JSONParser.parse(LoopbackHTTP.request(port: port, path: path).body)
  }

  /// The names of the rooms `GET /api/rooms` lists.
  public func roomNames() throws -> [String] {
    try getJSON("/api/rooms").arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
  }

  /// Polls `condition` until it holds or `timeout` seconds pass; returns whether it held.
  public static func eventually(
    timeout: Double = 10, _ condition: () throws -> Bool
  ) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if try condition() { return true }
      MainThreadWaiting.pause(0.01)
    }
    return try condition()
  }

  /// Advances `clock` by `step` until `condition` holds, polling for ten seconds at most (the
  /// sweeper unloads rooms on the registry's queue, after the clock woke it); returns whether
  /// it held.
  public static func advance(
    _ clock: TestClock<Duration>, by step: Duration, until condition: () throws -> Bool
  ) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if try condition() { return true }
      await clock.advance(by: step)
      try? await Task.sleep(for: .milliseconds(10))
    }
    return try condition()
  }

  /// A client joined to `room`.
  public func client(room: String, query: String = "") throws -> MirrorClient {
    try MirrorClient(port: port, path: "/ws?room=\(room)\(query)")
  }
}
