import PosixIO
import WebSocketProtocol

/// One accepted TCP connection: HTTP/1.1 until it upgrades, then WebSocket; plain or TLS.
/// Loop thread only.
///
/// It owns the socket's epoll interest and its one timer, and carries out what small state
/// machines decide, none of which does I/O: `HTTPStateMachine` (requests, the answer
/// computed off the loop), `HTTPRequestRouter` (what answers a request),
/// `WebSocketStateMachine` (frames, closing handshake, pings), `ReadGate` (back-pressure),
/// `ConnectionDeadline` (header read, write progress and closing timeouts) and `CloseSequence`
/// (lingering close, half-close). Bytes go through a `ByteStream`, so TLS is a decorator and
/// not a branch here.
///
/// `@unchecked Sendable`: every mutable part is confined to the thread of its loop; other
/// threads only hand it closures through `EventLoop.execute`, which run on that thread.
final class Connection: EventHandler, @unchecked Sendable {
  private enum Mode {
    case http
    case webSocket(WebSocketSession)
  }

  private let stream: ByteStream
  private var fd: Int32 { stream.fd }
  private unowned let serverLoop: ServerLoop
  private var server: HTTPServer { serverLoop.server }
  private var loop: EventLoop { serverLoop.loop }
  /// The peer address it is counted under, and whether it was refused (answered 503 and
  /// closed).
  let admission: Admission
  let output: OutputQueue
  private var mode = Mode.http
  private var http = HTTPStateMachine()
  private var gate: ReadGate
  /// Input is not watched because `gate` is closed.
  private var readPaused = false
  private var interest: EpollEvents = .readable
  /// The stream must write before it can read on (`ReadOutcome.needsWritable`).
  private var readWaitsForWritable = false
  /// The stream must read before it can write on (`WriteOutcome.needsReadable`).
  private var writeWaitsForReadable = false
  /// How far the connection is on its way to closed.
  private var closing = CloseSequence()
  private var isClosed: Bool { closing.isClosed }
  /// What the one timer is armed for.
  private var deadline: ConnectionDeadline
  private var timer: TimerID?

  init(stream: ByteStream, serverLoop: ServerLoop, admission: Admission) {
    self.stream = stream
    self.serverLoop = serverLoop
    self.admission = admission
    // HTTP responses are never dropped: `gate` bounds the queue by not reading further
    // requests. The WebSocket limit is set on upgrade.
    output = OutputQueue(limit: .max)
    let configuration = serverLoop.server.configuration
    gate = ReadGate(highWaterMark: configuration.outputHighWaterMark)
    deadline = ConnectionDeadline(
      headerReadTimeout: configuration.headerReadTimeout, writeTimeout: configuration.writeTimeout)
  }

  var isWebSocket: Bool {
    if case .webSocket = mode { return true }
    return false
  }

  func start() throws {
    try loop.register(fd, interest: interest, handler: self)
    if let rejection = admission.rejection {
      // Over a limit: say so at once rather than after reading a request.
      var response = HTTPResponse.text("Service Unavailable: \(rejection)\n", status: 503)
      response.headers.append(("Retry-After", "1"))
      enqueueResponse(response, head: false, keepAlive: false)
      return
    }
    apply(deadline.started())
  }

  // MARK: Events

  func handleEvents(_ events: EpollEvents) {
    if readWaitsForWritable, events.contains(.writable) {
      readWaitsForWritable = false
      readAvailable()
    }
    if !isClosed, events.contains(.writable) || events.contains(.error) { flush() }
    if !isClosed, readPaused, !closing.discardsInput, !events.isDisjoint(with: [.hangup, .error]) {
      // Both directions are gone while the answers wait: nobody is left to take them.
      terminate()
      return
    }
    if !isClosed, !events.isDisjoint(with: [.readable, .hangup, .readHangup, .error]) {
      readAvailable()
      // A write may have waited for the data (a TLS handshake) that this read consumed.
      if !isClosed, writeWaitsForReadable { flush() }
    }
  }

  private func readAvailable() {
    let buffer = serverLoop.readBuffer
    // A few reads per wake-up keeps one busy client from starving the others (level-triggered
    // epoll reports the rest next time).
    for _ in 0..<4 where !isClosed && (!readPaused || closing.discardsInput) {
      let outcome: ReadOutcome
      do {
        outcome =
          try closing.discardsInput ? stream.discard(into: buffer) : stream.read(into: buffer)
      } catch {
        terminate()
        return
      }
      switch outcome {
      case .wouldBlock:
        return
      case .needsWritable:
        readWaitsForWritable = true
        updateInterest(wantsWrite: true)
        return
      case .endOfStream:
        peerClosed()
        return
      case .bytes(let count):
        if closing.ignoresInput { continue }
        received(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        if count < buffer.count, stream.bufferedBytes == 0 { return }
      }
    }
    // Bytes buffered inside the stream (decrypted by OpenSSL) are invisible to epoll: come
    // back for them.
    if !isClosed, !readPaused || closing.discardsInput, stream.bufferedBytes > 0 {
      loop.execute { [weak self] in self?.readAvailable() }
    }
  }

  private func peerClosed() {
    // A client may half-close after its last request; still deliver the answers.
    var answersDue = false
    if case .http = mode { answersDue = !output.isEmpty || http.awaitsAnswer }
    apply(closing.peerClosed(answersDue: answersDue))
  }

  private func received(_ bytes: UnsafeRawBufferPointer) {
    switch mode {
    case .http:
      http.append(bytes)
      processRequests()
      http.releaseIfDrained()
    case .webSocket(let session):
      session.machine.heard(now: loop.now())
      processFrames(bytes)
    }
  }

  // MARK: HTTP

  private func processRequests() {
    while !closing.ignoresInput, gate.isOpen, case .http = mode, let action = http.nextAction() {
      switch action {
      case .refuse(let response):
        enqueueResponse(response, head: false, keepAlive: false)
        return
      case .request(var request, let keepAlive):
        // The head arrived; the next one's timeout starts once this answer is out.
        apply(deadline.requestHeadArrived())
        request.remoteAddress = admission.address
        handle(request, keepAlive: keepAlive)
      }
    }
  }

  private func handle(_ request: HTTPRequest, keepAlive: Bool) {
    switch HTTPRequestRouter(server: server).decide(request, keepAlive: keepAlive) {
    case .respond(let response, let head, let keepAlive):
      enqueueResponse(response, head: head, keepAlive: keepAlive)
    case .offload(let work, let head, let keepAlive):
      startOffloaded({ answer in answer(work()) }, head: head, keepAlive: keepAlive)
    case .answerLater(let work, let head, let keepAlive):
      startOffloaded(work, head: head, keepAlive: keepAlive)
    case .upgrade(let upgrade):
      accept(upgrade, request: request)
    }
  }

  /// Runs `work` on the offload queue; reads no further request until the answer it hands
  /// over (then, or later from any thread) is queued.
  private func startOffloaded(
    _ work: @escaping @Sendable (@escaping @Sendable (HTTPResponse) -> Void) -> Void, head: Bool,
    keepAlive: Bool
  ) {
    let token = server.makeConnectionID()
    http.answerOffloaded(token: token, head: head, keepAlive: keepAlive)
    apply(gate.responseStarted())
    let server = self.server
    let index = serverLoop.index
    let id = ObjectIdentifier(self)
    server.offload {
      work { response in server.deliver(response, loop: index, connection: id, token: token) }
    }
  }

  /// The answer of `startOffloaded`, back on the loop thread.
  func offloadedResponseArrived(_ response: HTTPResponse, token: UInt64) {
    guard !isClosed, let pending = http.offloadedAnswerArrived(token: token) else { return }
    enqueueResponse(response, head: pending.head, keepAlive: pending.keepAlive)
    apply(gate.responseQueued())
  }

  private func enqueueResponse(_ response: HTTPResponse, head: Bool, keepAlive: Bool) {
    for chunk in response.serializedChunks(includeBody: !head, closeConnection: !keepAlive) {
      _ = output.enqueue(chunk)
    }
    server.noteQueuedResponseBytes(output.queuedByteCount)
    if !keepAlive { closing.closeAfterFlush() }
    flush()
  }

  /// Carries out what `gate` decided.
  private func apply(_ action: ReadGate.Action) {
    switch action {
    case .none:
      return
    case .pause:
      readPaused = true
      server.noteReadPaused(true)
      if !closing.discardsInput { updateInterest(wantsRead: false) }
    case .resume:
      readPaused = false
      server.noteReadPaused(false)
      guard !closing.ignoresInput else { return }
      updateInterest(wantsRead: true)
      // Interpret what was read before the pause; the socket's rest comes with epoll.
      switch mode {
      case .http:
        processRequests()
        http.releaseIfDrained()
      case .webSocket:
        processFrames(UnsafeRawBufferPointer(start: nil, count: 0))
      }
      // Bytes buffered inside the stream are invisible to epoll.
      if !isClosed, stream.bufferedBytes > 0 {
        loop.execute { [weak self] in self?.readAvailable() }
      }
    }
  }

  /// Queues the `101` answer and becomes a WebSocket; bytes the client sent after its
  /// handshake are its first frames.
  private func accept(_ upgrade: HTTPRequestRouter.WebSocketUpgrade, request: HTTPRequest) {
    _ = output.enqueue(
      upgrade.response.serialized(includeBody: false, closeConnection: false))
    apply(deadline.upgraded())
    output.limit = upgrade.endpoint.maxQueuedBytes
    let handle = WebSocketConnection(
      id: server.makeConnectionID(), subprotocol: upgrade.subprotocol,
      compression: upgrade.compression,
      deflateConfiguration: server.configuration.perMessageDeflate, output: output, loop: loop,
      flushes: serverLoop.flushRequests)
    handle.connection = self
    let session = WebSocketSession(
      endpoint: upgrade.endpoint, path: request.path, handle: handle, now: loop.now())
    mode = .webSocket(session)
    flush()
    guard !isClosed else { return }
    session.delegate.webSocketDidConnect(handle, request: request)
    let early = http.upgraded()
    if !early.isEmpty, !isClosed {
      early.withUnsafeBytes { processFrames($0) }
    }
  }

  /// Carries out what `deadline` decided.
  private func apply(_ action: ConnectionDeadline.Action) {
    switch action {
    case .none:
      return
    case .arm(let purpose, let seconds):
      if let timer { loop.cancel(timer) }
      timer = loop.schedule(after: seconds) { [weak self] in self?.deadlinePassed(purpose) }
    case .cancel:
      if let timer { loop.cancel(timer) }
      timer = nil
    case .terminate:
      terminate()
    }
  }

  private func deadlinePassed(_ purpose: ConnectionDeadline.Purpose) {
    guard !isClosed else { return }
    timer = nil
    apply(deadline.fired(purpose, now: loop.now(), wait: httpWait))
  }

  /// What the HTTP side waits for; `nil` once the connection is a WebSocket.
  private var httpWait: ConnectionDeadline.HTTPWait? {
    guard case .http = mode else { return nil }
    if !output.isEmpty { return .output }
    return http.awaitsAnswer || closing.ignoresInput ? .answer : .nextRequest
  }

  // MARK: WebSocket

  /// Carries out what the session's state machine makes of `bytes` and of what was read
  /// before, while reading is allowed.
  private func processFrames(_ bytes: UnsafeRawBufferPointer) {
    guard case .webSocket(let session) = mode else { return }
    session.machine.append(bytes)
    defer { session.machine.releaseIfDrained() }
    while !closing.ignoresInput, gate.isOpen, let action = session.machine.nextAction() {
      switch action {
      case .text(let bytes):
        session.delegate.webSocket(session.handle, didReceiveUTF8: bytes)
      case .binary(let bytes):
        session.delegate.webSocket(session.handle, didReceiveBinary: bytes)
      case .send(let frame):
        _ = output.enqueue(frame)
        flush()
      case .finish(let lastFrame):
        if let lastFrame { _ = output.seal(with: lastFrame) }
        closing.closeAfterFlush()
        flush()
        return
      case .terminate:
        terminate()
        return
      }
    }
  }

  /// Starts a server-initiated close; waits up to 2 s for the peer's close frame.
  func startClose(code: CloseCode, reason: String, discarding: Bool) {
    guard !isClosed, case .webSocket(let session) = mode,
      let frame = session.machine.closeRequested(code: code, reason: reason),
      output.seal(with: frame, discardingPending: discarding)
    else { return }
    apply(deadline.closeStarted())
    flush()
  }

  /// Pings a WebSocket silent for `interval`, or drops it (see
  /// `WebSocketStateMachine.checkLiveness`).
  func checkLiveness(now: UInt64, interval: Double) {
    guard !isClosed, case .webSocket(let session) = mode else { return }
    switch session.machine.checkLiveness(now: now, interval: interval) {
    case .none:
      return
    case .ping(let frame):
      _ = output.enqueue(frame)
      flush()
    case .terminate:
      terminate()
    }
  }

  // MARK: Output and teardown

  /// Flushes at the end of the loop's iteration (`ServerLoop.flushAfterEvents(_:)`); for
  /// messages queued on the loop thread, asked once per flush by the output queue's
  /// `needsWakeUp`.
  func flushSoon() {
    guard !isClosed else { return }
    serverLoop.flushAfterEvents(self)
  }

  func flush() {
    guard !isClosed else { return }
    let queuedBefore = output.queuedByteCount
    defer { afterFlush(queuedBefore: queuedBefore) }
    writeWaitsForReadable = false
    let outcome: WriteOutcome
    do {
      outcome = try stream.write(output)
    } catch {
      terminate()
      return
    }
    switch outcome {
    case .flushed:
      break
    case .needsWritable:
      updateInterest(wantsWrite: true)
      return
    case .needsReadable:
      // Waits for the peer's bytes (a TLS handshake); the read path flushes again.
      writeWaitsForReadable = true
      return
    case .closed:
      terminate()
      return
    }
    if !readWaitsForWritable { updateInterest(wantsWrite: false) }
    apply(closing.outputFlushed())
  }

  /// Notes write progress, then lets the timers and `gate` follow the new queue length.
  private func afterFlush(queuedBefore: Int) {
    guard !isClosed else { return }
    let queued = output.queuedByteCount
    let now = loop.now()
    if queued < queuedBefore { deadline.outputMoved(now: now) }
    if let httpWait { apply(deadline.httpWaits(for: httpWait, now: now)) }
    switch mode {
    case .http: apply(gate.outputChanged(queuedBytes: queued))
    case .webSocket(let session) where session.pausesReadingOnOutput:
      apply(gate.outputChanged(queuedBytes: queued))
    case .webSocket: break
    }
  }

  /// Carries out what `closing` decided.
  private func apply(_ action: CloseSequence.Action) {
    switch action {
    case .none:
      return
    case .stopReading:
      updateInterest(wantsRead: false)
    case .linger:
      stream.shutdownWrite()
      // Reading may have been paused by back-pressure; the peer's EOF must be seen.
      updateInterest(wantsRead: true)
      apply(deadline.closeStarted())
    case .terminate:
      terminate()
    }
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
    closing.closed()
    apply(deadline.closed())
    if readPaused { server.noteReadPaused(false) }
    output.discard()
    loop.deregister(fd)
    stream.close()
    serverLoop.connectionClosed(self)
    if case .webSocket(let session) = mode {
      session.handle.connection = nil
      server.webSocketDisconnected(path: session.path)
      session.delegate.webSocketDidDisconnect(session.handle)
    }
  }
}
