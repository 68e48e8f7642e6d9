import Glibc
import PosixIO

/// An HTTP/1.1 and WebSocket server on one epoll thread, without SwiftNIO.
///
/// ```swift
/// let server = HTTPServer(configuration: ServerConfiguration(publicDirectory: "/srv/public"))
/// server.route("/api/rooms") { _ in .json(Array("[]".utf8)) }
/// server.webSocket("/ws", subprotocols: ["navmirror.v1"], delegate: mirror)
/// let port = try server.start()
/// server.waitUntilStopped()
/// ```
///
/// Route handlers and delegate callbacks run on the loop thread and must not block.
public final class HTTPServer: @unchecked Sendable {
  struct Route {
    let path: String
    let prefix: Bool
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
  }

  struct WebSocketEndpoint {
    let subprotocols: [String]
    let delegate: WebSocketDelegate
  }

  private enum State { case idle, running, stopping, stopped }

  /// The configuration the server was created with.
  public let configuration: ServerConfiguration
  private let lock = Lock()
  private var routes: [Route] = []
  private var endpoints: [String: WebSocketEndpoint] = [:]
  private var state = State.idle
  private let stoppedLatch = Latch()
  private var loop: EventLoop?
  private var listener: Listener?
  private var staticFiles: StaticFileHandler?
  private let startTime = EventLoop.now()
  // Loop-thread state.
  private var connections: [Int32: Connection] = [:]
  private var webSockets: [UInt64: WebSocketConnection] = [:]
  private var nextConnectionID: UInt64 = 0
  private var isShuttingDown = false
  private var shutdownFinished = false

  /// Creates a server; nothing is bound until `start()`.
  public init(configuration: ServerConfiguration) {
    self.configuration = configuration
  }

  /// Dynamic GET/HEAD route answered before static files. Exact path, or every path under it
  /// when `prefix` is true. The handler runs on the loop thread and must not block.
  public func route(
    _ path: String, prefix: Bool = false,
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) {
    lock.withLock { routes.append(Route(path: path, prefix: prefix, handler: handler)) }
  }

  /// WebSocket endpoint; the first of the client's offered subprotocols that is in
  /// `subprotocols` is accepted.
  public func webSocket(_ path: String, subprotocols: [String] = [], delegate: WebSocketDelegate) {
    lock.withLock {
      endpoints[path] = WebSocketEndpoint(subprotocols: subprotocols, delegate: delegate)
    }
  }

  /// Binds, listens and starts the loop thread. Returns the bound port (useful with port 0).
  ///
  /// - Throws: `ServerError` with a clear message (address in use, bad host, missing public
  ///   directory).
  @discardableResult
  public func start() throws -> UInt16 {
    guard lock.withLock({ state == .idle }) else { throw ServerError("server already started") }
    guard let files = StaticFileHandler(directory: configuration.publicDirectory) else {
      throw ServerError("public directory '\(configuration.publicDirectory)' is not a directory")
    }
    let address = "\(configuration.host):\(configuration.port)"
    let bound: (fd: Int32, port: UInt16)
    do {
      bound = try Socket.listen(host: configuration.host, port: configuration.port)
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw ServerError("cannot listen on \(address): address already in use")
    } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
      throw ServerError("cannot listen on \(address): address not available on this host")
    } catch {
      throw ServerError("cannot listen on \(address): \(error)")
    }
    do {
      let loop = try EventLoop()
      let listener = Listener(fd: bound.fd, server: self, loop: loop)
      try loop.register(bound.fd, interest: .readable, handler: listener)
      lock.withLock {
        self.loop = loop
        self.listener = listener
        staticFiles = files
        state = .running
      }
      try loop.start()
    } catch {
      Posix.close(bound.fd)
      throw ServerError("cannot start the event loop: \(error)")
    }
    return bound.port
  }

  /// Stops accepting, sends close 1001 to every WebSocket, flushes, closes everything; returns
  /// when done (≤ 2 s). Calling it from a handler on the loop thread starts the shutdown
  /// without waiting.
  public func stop() {
    let (previous, loop) = lock.withLock { () -> (State, EventLoop?) in
      let previous = state
      if state == .running { state = .stopping }
      if state == .idle { state = .stopped }
      return (previous, self.loop)
    }
    switch previous {
    case .idle:
      stoppedLatch.signal()
      return
    case .running:
      guard let loop else { return }
      loop.execute { self.beginShutdown() }
      if loop.inEventLoop { return }
      loop.join()
      lock.withLock {
        state = .stopped
        self.loop = nil
        listener = nil
      }
      stoppedLatch.signal()
    case .stopping, .stopped:
      if loop?.inEventLoop != true { stoppedLatch.wait() }
    }
  }

  /// Blocks the caller until `stop()` completed.
  public func waitUntilStopped() {
    stoppedLatch.wait()
  }

  // MARK: Loop-thread internals

  func accepted(_ fd: Int32, loop: EventLoop) {
    guard !isShuttingDown else {
      Posix.close(fd)
      return
    }
    Socket.setNoDelay(fd)
    let connection = Connection(
      fd: fd, server: self, loop: loop, queueLimit: configuration.maxQueuedBytes)
    connections[fd] = connection
    do {
      try connection.start()
    } catch {
      connections[fd] = nil
      Posix.close(fd)
    }
  }

  func connectionClosed(_ connection: Connection) {
    if connections[connection.fd] === connection { connections[connection.fd] = nil }
    if isShuttingDown, connections.isEmpty { finishShutdown() }
  }

  func makeConnectionID() -> UInt64 {
    nextConnectionID += 1
    return nextConnectionID
  }

  func webSocketConnected(_ handle: WebSocketConnection) { webSockets[handle.id] = handle }
  func webSocketDisconnected(_ handle: WebSocketConnection) { webSockets[handle.id] = nil }

  func webSocketEndpoint(for path: String) -> WebSocketEndpoint? {
    lock.withLock { endpoints[path] }
  }

  /// Dynamic routes, then the built-in /healthz, then static files.
  func response(for request: HTTPRequest) -> HTTPResponse {
    let (routes, files) = lock.withLock { (self.routes, staticFiles) }
    let matching = routes.first { route in
      route.path == request.path
        || (route.prefix
          && request.path.hasPrefix(route.path.hasSuffix("/") ? route.path : route.path + "/"))
    }
    if let matching { return matching.handler(request) }
    if request.path == "/healthz" {
      let uptime = (EventLoop.now() - startTime) / 1_000_000_000
      return .json(
        Array(
          #"{"status":"ok","uptimeSeconds":\#(uptime),"connections":\#(webSockets.count)}"#.utf8))
    }
    return files?.respond(to: request) ?? .text("Not Found\n", status: 404)
  }

  /// `Origin` must be in `allowedOrigins`, or name the same host:port as `Host` when the list is
  /// `nil`. Requests without `Origin` come from non-browser clients and are allowed.
  func isOriginAllowed(_ request: HTTPRequest) -> Bool {
    guard let origin = request.headers["origin"]?.lowercasedASCII else { return true }
    if let allowed = configuration.allowedOrigins {
      return allowed.contains { $0 == "*" || $0.lowercasedASCII == origin }
    }
    guard let host = request.headers["host"]?.lowercasedASCII else { return false }
    let parts = origin.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count == 2, parts[0].hasSuffix(":") else { return false }
    let scheme = parts[0].dropLast()
    let authority = String(parts[1])
    if authority == host { return true }
    // "http://example.com" and "Host: example.com:80" name the same origin.
    let defaultPort = scheme == "https" ? ":443" : ":80"
    return authority + defaultPort == host || authority == host + defaultPort
  }

  private func beginShutdown() {
    guard !isShuttingDown else { return }
    isShuttingDown = true
    if let listener = lock.withLock({ self.listener }) { listener.close() }
    for connection in Array(connections.values) {
      if connection.isWebSocket {
        connection.startClose(code: .goingAway, reason: "server stopping", discarding: false)
      } else {
        connection.terminate()
      }
    }
    if connections.isEmpty {
      finishShutdown()
      return
    }
    lock.withLock { loop }?.schedule(after: 1.5) { [self] in
      for connection in Array(connections.values) { connection.terminate() }
      finishShutdown()
    }
  }

  private func finishShutdown() {
    guard !shutdownFinished else { return }
    shutdownFinished = true
    lock.withLock { loop }?.stop()
  }
}

/// The listening socket's handler: accepts until the backlog is empty.
final class Listener: EventHandler {
  private let fd: Int32
  private unowned let server: HTTPServer
  private let loop: EventLoop
  private var isClosed = false

  init(fd: Int32, server: HTTPServer, loop: EventLoop) {
    self.fd = fd
    self.server = server
    self.loop = loop
  }

  func handleEvents(_ events: EpollEvents) {
    for _ in 0..<64 where !isClosed {
      do {
        guard case .processed(let client) = try Posix.accept(fd) else { return }
        server.accepted(client, loop: loop)
      } catch {
        // EMFILE, ECONNABORTED: keep serving the connections we have.
        return
      }
    }
  }

  func close() {
    guard !isClosed else { return }
    isClosed = true
    loop.deregister(fd)
    Posix.close(fd)
  }
}
