import Foundation
import HTTPServer
import Logging
import MirrorJSON
import MirrorUI
import Synchronization

/// A NavMirror server: the page, the WebSocket endpoint and the JSON API for a set of apps.
///
/// ```swift
/// let server = try MirrorServer(apps: [myApp], configuration: .init(publicDirectory: path))
/// try server.start()
/// server.waitUntilStopped()
/// ```
public final class MirrorServer: Sendable {
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
    /// Seconds after which a room nobody visits is unloaded from memory: a room with a
    /// journal is restored on the next join, a room kept in memory only is discarded.
    public var roomTTL: TimeInterval
    /// What one visitor may make the server hold.
    public var limits: MirrorLimits
    /// The clock idle rooms are measured and swept with, and uptime counted on.
    public var clock: any Clock<Duration>
    /// The wall-clock time, stamped on journal entries and on the causes clients receive.
    public var now: @Sendable () -> Date
    /// When set, rooms are shared with the other nodes on the same Redis instead of kept here.
    public var cluster: ClusterConfiguration?
    /// The disk room journals write to (a test's fails on command).
    var journalDisk: any JournalDisk = PosixDisk()

    /// Creates a configuration; `clock` and `now` are the system's unless a test controls them.
    public init(
      server: ServerConfiguration, defaultDemo: String, dataDirectory: String? = nil,
      driverToken: String? = nil, roomTTL: TimeInterval = 600, limits: MirrorLimits = .init(),
      clock: any Clock<Duration> = ContinuousClock(),
      now: @escaping @Sendable () -> Date = { Date() }, cluster: ClusterConfiguration? = nil
    ) {
      self.cluster = cluster
      self.clock = clock
      self.now = now
      self.server = server
      self.defaultDemo = defaultDemo
      self.dataDirectory = dataDirectory
      self.driverToken = driverToken
      self.roomTTL = roomTTL
      self.limits = limits
    }
  }

  /// Why a server cannot start.
  public struct SetupError: Error, CustomStringConvertible {
    public let description: String
  }

  let http: HTTPServer
  let registry: RoomRegistry
  let apps: [MirrorApp]
  private let access: AccessPolicy
  private let sessions = SessionTable()
  private let logger: Logger
  private let time: MirrorTime
  private let cluster: ClusterNode?
  private let roomTTL: Duration
  private let lifecycle = Mutex(Lifecycle())

  /// The sweeper that unloads idle rooms, and whether the server was stopped: `start()` and
  /// `stop()` may race (a signal handler stops the server from another thread), and a sweeper
  /// started after the stop must not outlive it.
  private struct Lifecycle {
    var sweeper: Task<Void, Never>?
    var isStopped = false
  }

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
    let limits = configuration.limits
    if let problem = limits.problem(maxQueuedBytes: configuration.server.maxQueuedBytes) {
      throw SetupError(description: problem)
    }
    self.apps = apps
    self.logger = logger
    self.roomTTL = .seconds(configuration.roomTTL)
    let time = MirrorTime(clock: configuration.clock, now: configuration.now)
    self.time = time
    if let token = configuration.driverToken, let weakness = AccessPolicy.weakness(of: token) {
      throw SetupError(description: weakness)
    }
    let access = AccessPolicy(
      driverToken: configuration.driverToken,
      throttle: AuthThrottle(
        baseDelay: .milliseconds(limits.authRetryDelayMilliseconds), elapsed: time.elapsed))
    self.access = access
    do {
      cluster = try configuration.cluster.map { configuration throws(ClusterNode.StartError) in
        try ClusterNode(configuration: configuration, time: time, logger: logger)
      }
    } catch {
      throw SetupError(description: error.description)
    }
    self.registry = RoomRegistry(
      apps: apps, defaultDemo: configuration.defaultDemo,
      dataDirectory: configuration.dataDirectory.map { URL(fileURLWithPath: $0) },
      access: access, limits: limits, time: time, cluster: cluster,
      disk: configuration.journalDisk, logger: logger)
    self.http = HTTPServer(configuration: configuration.server)
    http.webSocket("/ws", subprotocols: ["navmirror.v1"], delegate: self)
    let api = MirrorAPI(
      apps: apps, registry: registry,
      flows: FlowStore(
        dataDirectory: configuration.dataDirectory.map { URL(fileURLWithPath: $0) },
        limits: limits, disk: configuration.journalDisk, logger: logger),
      access: access, maps: FlowMapService(limits: limits, apps: apps),
      exports: TestExportService(limits: limits))
    http.route("/api", prefix: true, methods: ["POST"], answer: api.answer)
    http.route("/healthz") { [registry, sessions, time] _ in
      .json(
        JSONValue.object([
          "status": "ok", "uptimeSeconds": .int(Int(time.elapsed().components.seconds)),
          "connections": .int(sessions.count), "rooms": .int(registry.count),
        ]).bytes)
    }
  }

  /// Starts serving; returns the bound port.
  ///
  /// - Throws: `ServerError` when the server cannot listen, or was started or stopped already.
  @discardableResult
  public func start() throws -> UInt16 {
    let port = try http.start()
    let sweeper = Task { [registry, roomTTL, clock = time.clock] in
      let interval = max(.milliseconds(50), min(roomTTL / 2, .seconds(30)))
      while (try? await clock.sleep(for: interval)) != nil {
        registry.unloadIdleRooms(olderThan: roomTTL)
      }
    }
    let stoppedMeanwhile = lifecycle.withLock { lifecycle in
      lifecycle.sweeper = sweeper
      return lifecycle.isStopped
    }
    if stoppedMeanwhile { sweeper.cancel() }
    return port
  }

  /// Closes every connection and stops. Safe from any thread, also while `start()` runs.
  public func stop() {
    let sweeper = lifecycle.withLock { lifecycle in
      lifecycle.isStopped = true
      return lifecycle.sweeper
    }
    sweeper?.cancel()
    // Before the listener stops: once it has, the process may exit.
    registry.handOverSharedRooms()
    http.stop()
    registry.unloadAll()
    cluster?.stop()
  }

  /// Whether the sweeper of idle rooms runs (for tests: never once `stop()` returned).
  var isSweeping: Bool {
    lifecycle.withLock { $0.sweeper.map { !$0.isCancelled } ?? false }
  }

  /// Blocks until ``stop()`` completed.
  public func waitUntilStopped() { http.waitUntilStopped() }
}

extension MirrorServer: WebSocketDelegate {
  /// Checks the client's token once, opens the room off the loop thread, and joins the client
  /// once it is open.
  public func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest) {
    let address = request.remoteAddress
    let check = access.check(request.query["token"], on: connection.id)
    let opener = RoomRegistry.Opener(address: address, mayCreate: check == .driver)
    sessions.beginOpening(connection)
    let at = request.query["at"].flatMap { Int($0) }
    let resume = ResumePoint(query: request.query)
    registry.open(
      named: request.query["room"] ?? "main", demo: request.query["demo"], for: opener
    ) { [sessions] result in
      switch result {
      case .success(let room):
        let joined = sessions.opened(room, for: connection) {
          $0.join(connection, check: check, address: address, at: at, resume: resume)
        }
        if !joined { room.cancelJoin() }
      case .failure(let error):
        _ = sessions.remove(connection)
        connection.send(text: error.json.text)
        connection.close(code: 1008, reason: error.code.rawValue)
      }
    }
  }

  public func webSocket(_ connection: WebSocketConnection, didReceiveText text: String) {
    if !sessions.deliver(text, from: connection) {
      connection.close(code: 1008, reason: "too many messages before the room opened")
    }
  }

  public func webSocketDidDisconnect(_ connection: WebSocketConnection) {
    sessions.remove(connection)?.leave(connection)
  }
}
