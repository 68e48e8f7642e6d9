import Foundation
import HTTPServer
import Logging
import MirrorJSON
import MirrorUI

/// A NavMirror server: the page, the WebSocket endpoint and the JSON API for a set of apps.
///
/// ```swift
/// let server = try MirrorServer(apps: [myApp], configuration: .init(publicDirectory: path))
/// try server.start()
/// server.waitUntilStopped()
/// ```
public final class MirrorServer: @unchecked Sendable {
  /// How a mirror server is set up.
  public struct Configuration: Sendable {
    /// The HTTP server's settings (host, port, static root, limits).
    public var server: ServerConfiguration
    /// The demo a room gets when the joining link names none.
    public var defaultDemo: String
    /// Where rooms keep their journals; `nil` keeps them in memory only.
    public var dataDirectory: String?
    /// When set, only clients presenting it may drive; everyone else watches.
    public var driverToken: String?
    /// Seconds after which a room nobody visits is unloaded from memory (rooms with a journal
    /// only; they are restored on the next join).
    public var roomTTL: TimeInterval

    /// Creates a configuration.
    public init(
      server: ServerConfiguration, defaultDemo: String, dataDirectory: String? = nil,
      driverToken: String? = nil, roomTTL: TimeInterval = 600
    ) {
      self.server = server
      self.defaultDemo = defaultDemo
      self.dataDirectory = dataDirectory
      self.driverToken = driverToken
      self.roomTTL = roomTTL
    }
  }

  /// Why a server cannot start.
  public struct SetupError: Error, CustomStringConvertible {
    public let description: String
  }

  let http: HTTPServer
  let registry: RoomRegistry
  let apps: [MirrorApp]
  private let sessions = SessionTable()
  private let logger: Logger
  private let started = Date()
  private let roomTTL: TimeInterval
  private var sweeper: (any DispatchSourceTimer)?

  /// Creates a server for `apps`.
  ///
  /// - Throws: ``SetupError`` when two apps share a name or the default demo is not one of them.
  public init(
    apps: [MirrorApp], configuration: Configuration, logger: Logger = Logger(label: "navmirror")
  )
    throws
  {
    var seen = Set<String>()
    for app in apps where !seen.insert(app.name).inserted {
      throw SetupError(description: "Two apps are named '\(app.name)'; app names must be unique.")
    }
    guard seen.contains(configuration.defaultDemo) else {
      throw SetupError(
        description: """
          No demo called '\(configuration.defaultDemo)'. Valid demos: \
          \(apps.map(\.name).joined(separator: ", ")).
          """)
    }
    self.apps = apps
    self.logger = logger
    self.roomTTL = configuration.roomTTL
    self.registry = RoomRegistry(
      apps: apps, defaultDemo: configuration.defaultDemo,
      dataDirectory: configuration.dataDirectory.map { URL(fileURLWithPath: $0) },
      access: AccessPolicy(driverToken: configuration.driverToken), logger: logger)
    self.http = HTTPServer(configuration: configuration.server)
    http.webSocket("/ws", subprotocols: ["navmirror.v1"], delegate: self)
    let api = MirrorAPI(
      apps: apps, registry: registry,
      flows: FlowStore(
        dataDirectory: configuration.dataDirectory.map { URL(fileURLWithPath: $0) }, logger: logger),
      access: AccessPolicy(driverToken: configuration.driverToken))
    http.route("/api", prefix: true, methods: ["POST"], offloaded: true, handler: api.handle)
    http.route("/healthz") { [registry, sessions, started] _ in
      .json(
        JSONValue.object([
          "status": "ok", "uptimeSeconds": .int(Int(Date().timeIntervalSince(started))),
          "connections": .int(sessions.count), "rooms": .int(registry.all.count),
        ]).bytes)
    }
  }

  /// Starts serving; returns the bound port.
  @discardableResult
  public func start() throws -> UInt16 {
    let port = try http.start()
    let sweeper = DispatchSource.makeTimerSource(queue: .global())
    let interval = max(0.05, min(roomTTL / 2, 30))
    sweeper.schedule(deadline: .now() + interval, repeating: interval)
    sweeper.setEventHandler { [registry, roomTTL] in registry.unloadIdleRooms(olderThan: roomTTL) }
    sweeper.resume()
    self.sweeper = sweeper
    return port
  }

  /// Closes every connection and stops.
  public func stop() {
    sweeper?.cancel()
    http.stop()
  }

  /// Blocks until ``stop()`` completed.
  public func waitUntilStopped() { http.waitUntilStopped() }
}

extension MirrorServer: WebSocketDelegate {
  public func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest) {
    do {
      let room = try registry.room(
        named: request.query["room"] ?? "main", demo: request.query["demo"])
      sessions.set(room, for: connection)
      room.join(
        connection, token: request.query["token"], at: request.query["at"].flatMap { Int($0) })
    } catch let error as WireError {
      connection.send(text: error.json.text)
      connection.close(code: 1008, reason: error.code.rawValue)
    } catch {
      connection.close(code: 1011, reason: "internal error")
    }
  }

  public func webSocket(_ connection: WebSocketConnection, didReceiveText text: String) {
    sessions.room(for: connection)?.receive(text, from: connection)
  }

  public func webSocketDidDisconnect(_ connection: WebSocketConnection) {
    sessions.remove(connection)?.leave(connection)
  }
}

/// Which room each connection is in.
final class SessionTable: @unchecked Sendable {
  private let lock = NSLock()
  private var rooms: [UInt64: Room] = [:]

  var count: Int { lock.withLock { rooms.count } }

  func set(_ room: Room, for connection: WebSocketConnection) {
    lock.withLock { rooms[connection.id] = room }
  }

  func room(for connection: WebSocketConnection) -> Room? {
    lock.withLock { rooms[connection.id] }
  }

  func remove(_ connection: WebSocketConnection) -> Room? {
    lock.withLock { rooms.removeValue(forKey: connection.id) }
  }
}
