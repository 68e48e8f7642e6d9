import Dispatch
import PerMessageDeflate
import PosixIO
import Synchronization
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
/// Route handlers registered with `offloaded: true` and static file reads run on a concurrent
/// queue; other route handlers and delegate callbacks run on a loop thread and must not block.
/// One connection always stays on the same loop, so its callbacks arrive in order on one
/// thread; different connections may be on different threads at the same time.
public final class HTTPServer: Sendable {
  struct Route {
    let path: String
    let prefix: Bool
    let methods: Set<String>
    let offloaded: Bool
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// Answers off the loop, when it has the answer (set instead of `handler`).
    var answer: (@Sendable (HTTPRequest, @escaping @Sendable (HTTPResponse) -> Void) -> Void)?

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
    /// Connections held at once on this endpoint; `nil` for no cap of its own.
    var maxConnections: Int?
    /// Stop reading while the send queue is above `outputHighWaterMark` (the echo endpoint,
    /// whose every message queues one as large).
    var pausesReadingOnOutput = false
  }

  /// What `responder(for:)` found for a request.
  enum Responder {
    /// Cheap: answered on the loop thread.
    case onLoop(HTTPResponse)
    /// May block or take long: run on the offload queue.
    case offloaded(@Sendable () -> HTTPResponse)
    /// Started on the offload queue, answered when the answer is there.
    case later(@Sendable (@escaping @Sendable (HTTPResponse) -> Void) -> Void)
  }

  private enum State { case idle, running, stopping, stopped }

  /// The configuration the server was created with.
  public let configuration: ServerConfiguration
  /// What the loops and the callers of the public methods share, behind one mutex.
  private struct Shared {
    var routes: [Route] = []
    var endpoints: [String: WebSocketEndpoint] = [:]
    var state = State.idle
    var loops: [ServerLoop] = []
    var listener: Listener?
    var staticFiles: StaticFileHandler?
    var tlsContext: TLSContext?
    var nextConnectionID: UInt64 = 0
    var openConnections = 0
    var openWebSockets = 0
    var connectionsPerAddress: [String: Int] = [:]
    var webSocketsPerPath: [String: Int] = [:]
    var hostPolicy: HostPolicy?
    var pausedReads = 0
    var peakQueuedBytes = 0
    var descriptorExhaustions = 0
    var nextLoop = 0
  }

  private let shared = Mutex(Shared())
  private let stoppedLatch = Latch()
  private let startTime = EventLoop.monotonicNow()
  /// Runs offloaded route handlers and static file reads, off the loop threads.
  private let offloadQueue = DispatchQueue(label: "HTTPServer.offload", attributes: .concurrent)

  /// The TLS context of a server started with a certificate.
  var tlsContext: TLSContext? { shared.withLock { $0.tlsContext } }

  /// Creates a server; nothing is bound until `start()`.
  public init(configuration: ServerConfiguration) {
    self.configuration = configuration
  }

  /// Dynamic route answered before static files. Exact path, or every path under it when
  /// `prefix` is true. GET and HEAD always reach it; list other `methods` (such as `POST`,
  /// whose body arrives in `HTTPRequest.body`) to accept them.
  ///
  /// By default the handler runs on a loop thread and must not block: it holds up every
  /// connection of that loop. With `offloaded: true` it runs on a concurrent queue instead, for
  /// handlers that parse bodies, lock, or do I/O; the connection reads no further request until
  /// its answer is queued, so answers keep the order of the requests.
  public func route(
    _ path: String, prefix: Bool = false, methods: Set<String> = [], offloaded: Bool = false,
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) {
    shared.withLock { shared in
      shared.routes.append(
        Route(
          path: path, prefix: prefix, methods: methods.union(["GET", "HEAD"]),
          offloaded: offloaded, handler: handler))
    }
  }

  /// Dynamic route answered later: `answer` starts on a concurrent queue and hands the
  /// response over whenever it has it, from any thread, so that a handler waiting for another
  /// service holds no thread meanwhile. Otherwise as `route(_:prefix:methods:offloaded:handler:)`
  /// with `offloaded: true`.
  public func route(
    _ path: String, prefix: Bool = false, methods: Set<String> = [],
    answer: @escaping @Sendable (HTTPRequest, @escaping @Sendable (HTTPResponse) -> Void) -> Void
  ) {
    var route = Route(
      path: path, prefix: prefix, methods: methods.union(["GET", "HEAD"]), offloaded: true,
      handler: { _ in .text("Not Found\n", status: 404) })
    route.answer = answer
    shared.withLock { shared in shared.routes.append(route) }
  }

  /// The methods the route for `path` accepts: GET and HEAD everywhere, more where a route says.
  func allowedMethods(for path: String) -> Set<String> {
    let routes = shared.withLock { shared in shared.routes }
    return routes.first { $0.matches(path) }?.methods ?? ["GET", "HEAD"]
  }

  /// WebSocket endpoint; the first of the client's offered subprotocols that is in
  /// `subprotocols` is accepted.
  public func webSocket(_ path: String, subprotocols: [String] = [], delegate: WebSocketDelegate) {
    shared.withLock { shared in
      shared.endpoints[path] = WebSocketEndpoint(
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
    guard shared.withLock({ shared in shared.state == .idle }) else {
      throw ServerError("server already started")
    }
    guard
      let files = StaticFileHandler(
        directory: configuration.publicDirectory, cacheBytes: configuration.staticFileCacheBytes)
    else {
      throw ServerError("public directory '\(configuration.publicDirectory)' is not a directory")
    }
    let tls = try makeTLSContext()
    if tls != nil {
      // OpenSSL writes with write(2), which has no MSG_NOSIGNAL: a peer that resets would raise
      // SIGPIPE and kill the process. Ignoring it turns that into EPIPE, as for plain sockets.
      Posix.ignoreBrokenPipes()
    }
    if let echoPath = configuration.echoPath {
      let size = configuration.echoMaxMessageSize
      shared.withLock { shared in
        // Reading pauses above the high-water mark, so at most one echo of the largest
        // message is queued beyond it (plus a little for control frames).
        shared.endpoints[echoPath] = WebSocketEndpoint(
          subprotocols: [], delegate: EchoDelegate(), maxMessageSize: size,
          maxQueuedBytes: max(
            configuration.maxQueuedBytes, size + configuration.outputHighWaterMark + (64 << 10)),
          maxConnections: configuration.echoMaxConnections, pausesReadingOnOutput: true)
      }
    }
    let address = "\(configuration.host):\(configuration.port)"
    let bound: (fd: Int32, port: UInt16)
    do {
      bound = try Socket.listen(host: configuration.host, port: configuration.port)
    } catch let error as IOError where error.isAddressInUse {
      throw ServerError("cannot listen on \(address): address already in use")
    } catch let error as IOError where error.isAddressUnavailable {
      throw ServerError("cannot listen on \(address): address not available on this host")
    } catch {
      throw ServerError("cannot listen on \(address): \(error)")
    }
    do {
      let count = max(1, configuration.eventLoopCount ?? Posix.onlineProcessorCount)
      let loops = try (0..<count).map { try ServerLoop(index: $0, server: self) }
      let listener = Listener(fd: bound.fd, server: self, loop: loops[0].loop)
      try loops[0].loop.register(bound.fd, interest: .readable, handler: listener)
      let stoppedMeanwhile = shared.withLock { shared in
        // `stop()` may have run on another thread since the check above.
        guard shared.state == .idle else { return true }
        shared.loops = loops
        shared.listener = listener
        shared.staticFiles = files
        shared.tlsContext = tls
        shared.hostPolicy = HostPolicy(
          configuration: configuration, boundPort: bound.port, tls: tls != nil)
        shared.state = .running
        return false
      }
      if stoppedMeanwhile { throw ServerError("the server was stopped while it started") }
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
    let (previous, loops) = shared.withLock { shared -> (State, [ServerLoop]) in
      let previous = shared.state
      if shared.state == .running { shared.state = .stopping }
      if shared.state == .idle { shared.state = .stopped }
      return (previous, shared.loops)
    }
    let onLoopThread = loops.contains { $0.loop.inEventLoop }
    switch previous {
    case .idle:
      stoppedLatch.signal()
      return
    case .running:
      if let listener = shared.withLock({ shared in shared.listener }), let first = loops.first {
        first.loop.execute { listener.close() }
      }
      for serverLoop in loops { serverLoop.loop.execute { serverLoop.beginShutdown() } }
      if onLoopThread {
        // A loop cannot wait for itself: finish the bookkeeping elsewhere.
        DispatchQueue.global().async { self.finishStop() }
        return
      }
      finishStop()
    case .stopping, .stopped:
      if !onLoopThread { stoppedLatch.wait() }
    }
  }

  /// Waits for every loop thread, then marks the server stopped. The loops stay in `loops`
  /// until then, so this reads them there rather than taking them across threads.
  private func finishStop() {
    for serverLoop in shared.withLock({ shared in shared.loops }) { serverLoop.loop.join() }
    shared.withLock { shared in
      shared.state = .stopped
      shared.loops = []
      shared.listener = nil
    }
    stoppedLatch.signal()
  }

  /// Blocks the caller until `stop()` completed.
  public func waitUntilStopped() {
    stoppedLatch.wait()
  }

  // MARK: Shared by the loops

  /// Called by the listener for each accepted socket: counts it against `maxConnections` and
  /// `maxConnectionsPerAddress` and hands it to the next loop.
  func dispatch(_ fd: Int32) {
    let address = Socket.peerAddress(fd)
    let (serverLoop, admission) = shared.withLock { shared -> (ServerLoop?, Admission) in
      guard !shared.loops.isEmpty else { return (nil, Admission(address: address, rejection: nil)) }
      shared.nextLoop = (shared.nextLoop + 1) % shared.loops.count
      let perAddress = configuration.maxConnectionsPerAddress
      var rejection: String?
      if shared.openConnections >= configuration.maxConnections {
        rejection = "too many connections"
      } else if perAddress > 0, shared.connectionsPerAddress[address, default: 0] >= perAddress {
        rejection = "too many connections from your address"
      } else {
        shared.openConnections += 1
        shared.connectionsPerAddress[address, default: 0] += 1
      }
      return (shared.loops[shared.nextLoop], Admission(address: address, rejection: rejection))
    }
    guard let serverLoop else {
      Posix.close(fd)
      return
    }
    serverLoop.adopt(fd, admission: admission)
  }

  func connectionFinished(_ admission: Admission) {
    guard admission.rejection == nil else { return }
    shared.withLock { shared in
      shared.openConnections -= 1
      let left = shared.connectionsPerAddress[admission.address, default: 1] - 1
      shared.connectionsPerAddress[admission.address] = left > 0 ? left : nil
    }
  }

  func noteDescriptorExhaustion() {
    shared.withLock { shared in shared.descriptorExhaustions += 1 }
  }

  /// How often accept hit EMFILE/ENFILE (for tests and /healthz).
  var descriptorExhaustionCount: Int { shared.withLock { shared in shared.descriptorExhaustions } }

  func makeConnectionID() -> UInt64 {
    shared.withLock { shared in
      shared.nextConnectionID += 1
      return shared.nextConnectionID
    }
  }

  /// Takes a slot on the endpoint at `path` for a new WebSocket; false when its
  /// `maxConnections` are all taken.
  func reserveWebSocket(path: String, endpoint: WebSocketEndpoint) -> Bool {
    shared.withLock { shared in
      let open = shared.webSocketsPerPath[path, default: 0]
      if let cap = endpoint.maxConnections, open >= cap { return false }
      shared.webSocketsPerPath[path] = open + 1
      shared.openWebSockets += 1
      return true
    }
  }

  /// Gives back the slot `reserveWebSocket(path:endpoint:)` took.
  func webSocketDisconnected(path: String) {
    shared.withLock { shared in
      shared.openWebSockets -= 1
      shared.webSocketsPerPath[path, default: 1] -= 1
    }
  }

  func webSocketEndpoint(for path: String) -> WebSocketEndpoint? {
    shared.withLock { shared in shared.endpoints[path] }
  }

  /// Runs `work` off the loop threads.
  func offload(_ work: @escaping @Sendable () -> Void) {
    offloadQueue.async(execute: work)
  }

  /// Posts an offloaded response to the loop of its connection. Safe from any thread.
  func deliver(
    _ response: HTTPResponse, loop index: Int, connection: ObjectIdentifier, token: UInt64
  ) {
    guard
      let serverLoop = shared.withLock({ shared in
        shared.loops.indices.contains(index) ? shared.loops[index] : nil
      })
    else { return }
    serverLoop.loop.execute {
      serverLoop.deliver(response, connection: connection, token: token)
    }
  }

  /// Connections whose reading is paused by back-pressure (for tests).
  var readPausedConnectionCount: Int { shared.withLock { shared in shared.pausedReads } }

  /// The most bytes any HTTP connection had queued after adding a response (for tests).
  var peakQueuedResponseBytes: Int { shared.withLock { shared in shared.peakQueuedBytes } }

  func noteReadPaused(_ paused: Bool) {
    shared.withLock { shared in shared.pausedReads += paused ? 1 : -1 }
  }

  func noteQueuedResponseBytes(_ bytes: Int) {
    shared.withLock { shared in shared.peakQueuedBytes = max(shared.peakQueuedBytes, bytes) }
  }

  /// Dynamic routes, then the built-in /healthz, then static files (read off the loop).
  func responder(for request: HTTPRequest) -> Responder {
    let (routes, files) = shared.withLock { shared in (shared.routes, shared.staticFiles) }
    if let matching = routes.first(where: { $0.matches(request.path) }) {
      if let answer = matching.answer { return .later { answer(request, $0) } }
      let handler = matching.handler
      return matching.offloaded ? .offloaded { handler(request) } : .onLoop(handler(request))
    }
    if request.path == "/healthz" {
      let uptime = (EventLoop.monotonicNow() - startTime) / 1_000_000_000
      let (webSockets, connections) = shared.withLock { shared in
        (shared.openWebSockets, shared.openConnections)
      }
      return .onLoop(
        .json(
          Array(
            (#"{"status":"ok","uptimeSeconds":\#(uptime),"connections":\#(webSockets),"#
              + #""tcpConnections":\#(connections)}"#).utf8)))
    }
    guard let files else { return .onLoop(.text("Not Found\n", status: 404)) }
    return .offloaded { files.respond(to: request) }
  }

  /// Whether the `Host` of `request` names this server (see `HostPolicy`). HTTP/1.0 requests
  /// may leave it out; HTTP/1.1 ones without it never get here (400).
  func isHostAllowed(_ request: HTTPRequest) -> Bool {
    guard let host = request.headers["host"] else { return request.version == "HTTP/1.0" }
    return shared.withLock { shared in shared.hostPolicy }?.allowsHost(host) ?? false
  }

  /// `Origin` must be one of the server's own origins or in `allowedOrigins`. Requests without
  /// `Origin` come from non-browser clients and are allowed.
  func isOriginAllowed(_ request: HTTPRequest) -> Bool {
    guard let origin = request.headers["origin"] else { return true }
    return shared.withLock { shared in shared.hostPolicy }?.allowsOrigin(origin) ?? false
  }
}

/// Whether an accepted connection is served, and the peer address it is counted under.
struct Admission {
  /// The peer's IP address, as text.
  let address: String
  /// Why it is refused with 503, or `nil` when it is served.
  let rejection: String?
}
