import Glibc
import PosixIO
import SystemTLS
import WebSocketProtocol

/// One accepted TCP connection: HTTP/1.1 until it upgrades, then WebSocket. Loop thread only.
final class Connection: EventHandler {
  private enum Mode {
    case http
    case webSocket(WebSocketSession)
  }

  /// A class so the parser's buffer is mutated in place, never copied out of `mode`.
  private final class WebSocketSession {
    var parser: FrameParser
    var assembler: MessageAssembler
    let handle: WebSocketConnection
    let delegate: WebSocketDelegate
    /// We sent a close frame and wait for the peer's (RFC 6455 §7.1.2).
    var closeSent = false

    init(
      parser: FrameParser, assembler: MessageAssembler, handle: WebSocketConnection,
      delegate: WebSocketDelegate
    ) {
      self.parser = parser
      self.assembler = assembler
      self.handle = handle
      self.delegate = delegate
    }
  }

  let fd: Int32
  private unowned let server: HTTPServer
  private let loop: EventLoop
  let output: OutputQueue
  private var mode = Mode.http
  private var parser = RequestParser()
  private var isWritable = true
  private var interest: EpollEvents = .readable
  /// Stop interpreting input; close once the output is flushed.
  private var closeWhenFlushed = false
  /// Output flushed and write side shut; discard input until EOF.
  private var isDraining = false
  private(set) var isClosed = false
  private var timer: TimerID?

  init(fd: Int32, server: HTTPServer, loop: EventLoop, queueLimit: Int) {
    self.fd = fd
    self.server = server
    self.loop = loop
    output = OutputQueue(limit: queueLimit)
  }

  var isWebSocket: Bool {
    if case .webSocket = mode { return true }
    return false
  }

  func start() throws {
    try loop.register(fd, interest: interest, handler: self)
    armHeaderTimer()
  }

  // MARK: Events

  func handleEvents(_ events: EpollEvents) {
    if events.contains(.writable) || events.contains(.error) { flush() }
    if !isClosed, !events.isDisjoint(with: [.readable, .hangup, .readHangup, .error]) {
      readAvailable()
    }
  }

  private func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    // A few reads per wake-up keeps one busy client from starving the others (level-triggered
    // epoll reports the rest next time).
    for _ in 0..<4 where !isClosed {
      let result: IOResult<Int>
      do {
        result = try buffer.withUnsafeMutableBytes { try Posix.read(fd, $0.baseAddress!, $0.count) }
      } catch {
        terminate()
        return
      }
      guard case .processed(let count) = result else { return }
      if count == 0 {
        peerClosed()
        return
      }
      if isDraining || closeWhenFlushed { continue }
      received(buffer[0..<count])
      if count < buffer.count { return }
    }
  }

  private func peerClosed() {
    if case .http = mode, !isDraining, !output.isEmpty {
      // A client may half-close after its last request; still deliver the answers.
      closeWhenFlushed = true
      isDraining = true
      updateInterest(wantsRead: false)
      return
    }
    terminate()
  }

  private func received(_ bytes: ArraySlice<UInt8>) {
    switch mode {
    case .http:
      parser.append(bytes)
      processRequests()
    case .webSocket:
      processFrames(bytes)
    }
  }

  // MARK: HTTP

  private func processRequests() {
    while !closeWhenFlushed, !isClosed, case .http = mode {
      switch parser.next() {
      case .incomplete:
        return
      case .failure(let status, let message):
        enqueueResponse(.text(message + "\n", status: status), head: false, keepAlive: false)
        return
      case .request(let request, let keepAlive):
        armHeaderTimer()
        handle(request, keepAlive: keepAlive)
      }
    }
  }

  private func handle(_ request: HTTPRequest, keepAlive: Bool) {
    // RFC 9110 §15.5.6: 405 carries Allow with the supported methods.
    guard request.method == "GET" || request.method == "HEAD" else {
      var response = HTTPResponse.text("Method Not Allowed\n", status: 405)
      response.headers.append(("Allow", "GET, HEAD"))
      enqueueResponse(response, head: false, keepAlive: false)
      return
    }
    if let endpoint = server.webSocketEndpoint(for: request.path) {
      upgrade(request, endpoint: endpoint)
      return
    }
    let response = server.response(for: request)
    enqueueResponse(response, head: request.method == "HEAD", keepAlive: keepAlive)
  }

  private func enqueueResponse(_ response: HTTPResponse, head: Bool, keepAlive: Bool) {
    _ = output.enqueue(response.serialized(includeBody: !head, closeConnection: !keepAlive))
    if !keepAlive { closeWhenFlushed = true }
    flush()
  }

  private func upgrade(_ request: HTTPRequest, endpoint: HTTPServer.WebSocketEndpoint) {
    // RFC 6455 §4.2.1 step 1: the handshake is a GET.
    guard request.method == "GET", request.version == "HTTP/1.1" else {
      enqueueResponse(
        .text("WebSocket handshake requires GET over HTTP/1.1\n", status: 400), head: false,
        keepAlive: false)
      return
    }
    // RFC 6455 §10.2: servers check Origin to refuse cross-site browser connections.
    guard server.isOriginAllowed(request) else {
      enqueueResponse(.text("Origin not allowed\n", status: 403), head: false, keepAlive: false)
      return
    }
    switch Handshake.validate(header: { request.headers[$0] }, subprotocols: endpoint.subprotocols)
    {
    case .failure(let rejection):
      let response = HTTPResponse(
        status: rejection.status,
        headers: rejection.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
          + [("Content-Type", "text/plain; charset=utf-8")],
        body: Array((rejection.reason + "\n").utf8))
      enqueueResponse(response, head: false, keepAlive: false)
    case .success(let accepted):
      var headers = [
        ("Upgrade", "websocket"), ("Connection", "Upgrade"),
        ("Sec-WebSocket-Accept", Handshake.acceptKey(for: accepted.key, sha1: SHA1.hash)),
      ]
      if let subprotocol = accepted.subprotocol {
        headers.append(("Sec-WebSocket-Protocol", subprotocol))
      }
      _ = output.enqueue(
        HTTPResponse(status: 101, headers: headers).serialized(
          includeBody: false, closeConnection: false))
      cancelTimer()
      let handle = WebSocketConnection(
        id: server.makeConnectionID(), subprotocol: accepted.subprotocol, output: output,
        loop: loop)
      handle.connection = self
      let maxSize = server.configuration.maxMessageSize
      mode = .webSocket(
        WebSocketSession(
          parser: FrameParser(maxPayloadLength: maxSize),
          assembler: MessageAssembler(maxMessageSize: maxSize), handle: handle,
          delegate: endpoint.delegate))
      flush()
      guard !isClosed else { return }
      server.webSocketConnected(handle)
      endpoint.delegate.webSocketDidConnect(handle, request: request)
      let early = parser.takeRemainingBytes()
      if !early.isEmpty, !isClosed { processFrames(early) }
    }
  }

  private func armHeaderTimer() {
    cancelTimer()
    let timeout = server.configuration.headerReadTimeout
    timer = loop.schedule(after: timeout) { [weak self] in
      // Slow loris, or an idle keep-alive connection: either way it holds a descriptor.
      guard let self, !self.isClosed, case .http = self.mode else { return }
      self.timer = nil
      self.terminate()
    }
  }

  private func cancelTimer() {
    if let timer { loop.cancel(timer) }
    timer = nil
  }

  // MARK: WebSocket

  private func processFrames(_ bytes: ArraySlice<UInt8>) {
    guard case .webSocket(let session) = mode else { return }
    session.parser.append(bytes)
    while !isClosed, !closeWhenFlushed {
      let message: Message?
      do {
        guard let frame = try session.parser.nextFrame() else { return }
        message = try session.assembler.process(frame)
      } catch let error as WebSocketError {
        failWebSocket(error)
        return
      } catch {
        terminate()
        return
      }
      guard let message else { continue }
      switch message {
      case .text(let text):
        if !session.closeSent { session.delegate.webSocket(session.handle, didReceiveText: text) }
      case .binary(let bytes):
        if !session.closeSent {
          session.delegate.webSocket(session.handle, didReceiveBinary: bytes)
        }
      case .ping(let payload):
        // RFC 6455 §5.5.2: a pong with the same application data.
        _ = output.enqueue(FrameEncoder.encode(opcode: .pong, payload: payload))
        flush()
      case .pong:
        break
      case .close(let code, _):
        if !session.closeSent {
          // RFC 6455 §5.5.1: answer with a close frame, typically echoing the status code.
          let payload = code.map { FrameEncoder.closePayload(code: $0, reason: "") } ?? []
          _ = output.seal(with: FrameEncoder.encode(opcode: .close, payload: payload))
        }
        // RFC 6455 §7.1.1: the server closes the TCP connection first once both closes passed.
        closeAfterFlush()
        return
      }
    }
  }

  /// RFC 6455 §7.1.7: fail the connection: send a close frame with the error code and close.
  private func failWebSocket(_ error: WebSocketError) {
    let payload = FrameEncoder.closePayload(code: error.code, reason: error.reason)
    _ = output.seal(with: FrameEncoder.encode(opcode: .close, payload: payload))
    closeAfterFlush()
  }

  /// Starts a server-initiated close; waits up to 2 s for the peer's close frame.
  func startClose(code: CloseCode, reason: String, discarding: Bool) {
    guard !isClosed, case .webSocket(let session) = mode, !session.closeSent else { return }
    let payload = FrameEncoder.closePayload(code: code, reason: reason)
    guard
      output.seal(
        with: FrameEncoder.encode(opcode: .close, payload: payload), discardingPending: discarding)
    else { return }
    session.closeSent = true
    cancelTimer()
    timer = loop.schedule(after: 2) { [weak self] in self?.terminate() }
    flush()
  }

  // MARK: Output and teardown

  func flush() {
    guard !isClosed else { return }
    let done: Bool
    do {
      done = try output.write(to: fd)
    } catch {
      terminate()
      return
    }
    if !done {
      updateInterest(wantsWrite: true)
      return
    }
    updateInterest(wantsWrite: false)
    if closeWhenFlushed, !isDraining || !interest.contains(.readable) {
      if isDraining { terminate() } else { beginDraining() }
    }
  }

  private func closeAfterFlush() {
    closeWhenFlushed = true
    flush()
  }

  /// Lingering close: shut our side, then read until the peer's EOF so unread input does not
  /// turn our close into a reset that could destroy the close frame in flight.
  private func beginDraining() {
    isDraining = true
    Posix.shutdown(fd, writeOnly: true)
    cancelTimer()
    timer = loop.schedule(after: 2) { [weak self] in self?.terminate() }
  }

  private func updateInterest(wantsWrite: Bool? = nil, wantsRead: Bool? = nil) {
    var next = interest
    if let wantsWrite {
      if wantsWrite { next.insert(.writable) } else { next.remove(.writable) }
    }
    if let wantsRead {
      if wantsRead { next.insert(.readable) } else { next.remove(.readable) }
    }
    guard next != interest, !isClosed else { return }
    interest = next
    try? loop.modify(fd, interest: interest)
  }

  /// Closes the socket now. Idempotent.
  func terminate() {
    guard !isClosed else { return }
    isClosed = true
    cancelTimer()
    output.discard()
    loop.deregister(fd)
    Posix.close(fd)
    server.connectionClosed(self)
    if case .webSocket(let session) = mode {
      session.handle.connection = nil
      server.webSocketDisconnected(session.handle)
      session.delegate.webSocketDidDisconnect(session.handle)
    }
  }
}
