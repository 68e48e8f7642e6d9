import Dispatch
import Glibc
import PerMessageDeflate
import PosixIO
import SystemTLS

/// An HTTP/1.1 and WebSocket server on one epoll loop per core, without SwiftNIO.
///
/// ```swift
/// let server = HTTPServer(configuration: ServerConfiguration(publicDirectory: "/srv/public"))
/// server.route("/api/rooms") { _ in .json(Array("[]".utf8)) }
/// server.webSocket("/ws", subprotocols: ["navmirror.v1"], delegate: mirror)
/// let port = try server.start()
/// server.waitUntilStopped()
/// ```
///
/// Route handlers and delegate callbacks run on a loop thread and must not block. One
/// connection always stays on the same loop, so its callbacks arrive in order on one thread;
/// different connections may be on different threads at the same time.
public final class HTTPServer: @unchecked Sendable {
  struct Route {
    let path: String
    let prefix: Bool
    let methods: Set<String>
    let handler: @Sendable (HTTPRequest) -> HTTPResponse

    func matches(_ requestPath: String) -> Bool {
      requestPath == path
        || (prefix && requestPath.hasPrefix(path.hasSuffix("/") ? path : path + "/"))
    }
  }

  struct WebSocketEndpoint {
    let subprotocols: [String]
    let delegate: WebSocketDelegate
    /// The largest message on this endpoint.
    let maxMessageSize: Int
    /// The send queue bound on this endpoint.
    let maxQueuedBytes: Int
  }

  private enum State { case idle, running, stopping, stopped }

  /// The configuration the server was created with.
  public let configuration: ServerConfiguration
  private let lock = Lock()
  private var routes: [Route] = []
  private var endpoints: [String: WebSocketEndpoint] = [:]
  private var state = State.idle
  private let stoppedLatch = Latch()
  private var loops: [ServerLoop] = []
  private var listener: Listener?
  private var staticFiles: StaticFileHandler?
  private(set) var tlsContext: TLSContext?
  private let startTime = EventLoop.now()
  // Shared between loops, under `lock`.
  private var nextConnectionID: UInt64 = 0
  private var openConnections = 0
  private var openWebSockets = 0
  private var descriptorExhaustions = 0
  private var nextLoop = 0

  /// Creates a server; nothing is bound until `start()`.
  public init(configuration: ServerConfiguration) {
    self.configuration = configuration
  }

  /// Dynamic route answered before static files. Exact path, or every path under it when
  /// `prefix` is true. GET and HEAD always reach it; list other `methods` (such as `POST`,
  /// whose body arrives in `HTTPRequest.body`) to accept them. The handler runs on a loop
  /// thread and must not block.
  public func route(
    _ path: String, prefix: Bool = false, methods: Set<String> = [],
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) {
    lock.withLock {
      routes.append(
        Route(
          path: path, prefix: prefix, methods: methods.union(["GET", "HEAD"]), handler: handler))
    }
  }

  /// The methods the route for `path` accepts: GET and HEAD everywhere, more where a route says.
  func allowedMethods(for path: String) -> Set<String> {
    let routes = lock.withLock { self.routes }
    return routes.first { $0.matches(path) }?.methods ?? ["GET", "HEAD"]
  }

  /// WebSocket endpoint; the first of the client's offered subprotocols that is in
  /// `subprotocols` is accepted.
  public func webSocket(_ path: String, subprotocols: [String] = [], delegate: WebSocketDelegate) {
    lock.withLock {
      endpoints[path] = WebSocketEndpoint(
        subprotocols: subprotocols, delegate: delegate,
        maxMessageSize: configuration.maxMessageSize, maxQueuedBytes: configuration.maxQueuedBytes)
    }
  }

  /// Binds, listens and starts the loop threads. Returns the bound port (useful with port 0).
  ///
  /// - Throws: `ServerError` with a clear message (address in use, bad host, missing public
  ///   directory, unreadable or mismatched TLS certificate and key).
  @discardableResult
  public func start() throws -> UInt16 {
    guard lock.withLock({ state == .idle }) else { throw ServerError("server already started") }
    guard let files = StaticFileHandler(directory: configuration.publicDirectory) else {
      throw ServerError("public directory '\(configuration.publicDirectory)' is not a directory")
    }
    let tls = try makeTLSContext()
    if tls != nil {
      // OpenSSL writes with write(2), which has no MSG_NOSIGNAL: a peer that resets would raise
      // SIGPIPE and kill the process. Ignoring it turns that into EPIPE, as for plain sockets.
      signal(SIGPIPE, SIG_IGN)
    }
    if let echoPath = configuration.echoPath {
      let size = configuration.echoMaxMessageSize
      lock.withLock {
        endpoints[echoPath] = WebSocketEndpoint(
          subprotocols: [], delegate: EchoDelegate(), maxMessageSize: size,
          // Room for a few echoes of the largest message in flight.
          maxQueuedBytes: max(configuration.maxQueuedBytes, 3 * size))
      }
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
      let count = max(1, configuration.eventLoopCount ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
      let loops = try (0..<count).map { try ServerLoop(index: $0, server: self) }
      let listener = Listener(fd: bound.fd, server: self, loop: loops[0].loop)
      try loops[0].loop.register(bound.fd, interest: .readable, handler: listener)
      lock.withLock {
        self.loops = loops
        self.listener = listener
        staticFiles = files
        tlsContext = tls
        state = .running
      }
      for serverLoop in loops {
        try serverLoop.loop.start()
        serverLoop.loop.execute { serverLoop.schedulePingSweep() }
      }
    } catch {
      Posix.close(bound.fd)
      throw ServerError("cannot start the event loops: \(error)")
    }
    return bound.port
  }

  private func makeTLSContext() throws -> TLSContext? {
    switch (configuration.tlsCertificatePath, configuration.tlsKeyPath) {
    case (nil, nil):
      return nil
    case (let certificate?, let key?):
      do {
        return try TLSContext(certificatePath: certificate, keyPath: key)
      } catch {
        throw ServerError("cannot enable TLS: \(error)")
      }
    default:
      throw ServerError("TLS needs both a certificate and a private key")
    }
  }

  /// Stops accepting, sends close 1001 to every WebSocket, flushes, closes everything; returns
  /// when done (≤ 2 s). Calling it from a handler on a loop thread starts the shutdown
  /// without waiting.
  public func stop() {
    let (previous, loops) = lock.withLock { () -> (State, [ServerLoop]) in
      let previous = state
      if state == .running { state = .stopping }
      if state == .idle { state = .stopped }
      return (previous, self.loops)
    }
    let onLoopThread = loops.contains { $0.loop.inEventLoop }
    switch previous {
    case .idle:
      stoppedLatch.signal()
      return
    case .running:
      if let listener = lock.withLock({ self.listener }), let first = loops.first {
        first.loop.execute { listener.close() }
      }
      for serverLoop in loops { serverLoop.loop.execute { serverLoop.beginShutdown() } }
      if onLoopThread {
        // A loop cannot wait for itself: finish the bookkeeping elsewhere.
        DispatchQueue.global().async { self.finishStop(loops) }
        return
      }
      finishStop(loops)
    case .stopping, .stopped:
      if !onLoopThread { stoppedLatch.wait() }
    }
  }

  private func finishStop(_ loops: [ServerLoop]) {
    for serverLoop in loops { serverLoop.loop.join() }
    lock.withLock {
      state = .stopped
      self.loops = []
      listener = nil
    }
    stoppedLatch.signal()
  }

  /// Blocks the caller until `stop()` completed.
  public func waitUntilStopped() {
    stoppedLatch.wait()
  }

  // MARK: Shared by the loops

  /// Called by the listener for each accepted socket: counts it against `maxConnections` and
  /// hands it to the next loop.
  func dispatch(_ fd: Int32) {
    let (serverLoop, rejected) = lock.withLock { () -> (ServerLoop?, Bool) in
      guard !loops.isEmpty else { return (nil, false) }
      let rejected = openConnections >= configuration.maxConnections
      if !rejected { openConnections += 1 }
      nextLoop = (nextLoop + 1) % loops.count
      return (loops[nextLoop], rejected)
    }
    guard let serverLoop else {
      Posix.close(fd)
      return
    }
    serverLoop.adopt(fd, rejected: rejected)
  }

  func connectionFinished(rejected: Bool) {
    if !rejected { lock.withLock { openConnections -= 1 } }
  }

  func noteDescriptorExhaustion() { lock.withLock { descriptorExhaustions += 1 } }

  /// How often accept hit EMFILE/ENFILE (for tests and /healthz).
  var descriptorExhaustionCount: Int { lock.withLock { descriptorExhaustions } }

  func makeConnectionID() -> UInt64 {
    lock.withLock {
      nextConnectionID += 1
      return nextConnectionID
    }
  }

  func webSocketConnected(_ handle: WebSocketConnection) { lock.withLock { openWebSockets += 1 } }
  func webSocketDisconnected(_ handle: WebSocketConnection) {
    lock.withLock { openWebSockets -= 1 }
  }

  func webSocketEndpoint(for path: String) -> WebSocketEndpoint? {
    lock.withLock { endpoints[path] }
  }

  /// Dynamic routes, then the built-in /healthz, then static files.
  func response(for request: HTTPRequest) -> HTTPResponse {
    let (routes, files) = lock.withLock { (self.routes, staticFiles) }
    let matching = routes.first { $0.matches(request.path) }
    if let matching { return matching.handler(request) }
    if request.path == "/healthz" {
      let uptime = (EventLoop.now() - startTime) / 1_000_000_000
      let (webSockets, connections) = lock.withLock { (openWebSockets, openConnections) }
      return .json(
        Array(
          (#"{"status":"ok","uptimeSeconds":\#(uptime),"connections":\#(webSockets),"#
            + #""tcpConnections":\#(connections)}"#).utf8))
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
}
