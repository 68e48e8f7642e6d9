import PosixIO
import SystemTLS

/// The server's state on one event loop: its connections, a read buffer shared by all of them,
/// the ping sweep and the shutdown. Loop thread only, except `adopt(_:admission:)` which hops.
///
/// Every connection lives on exactly one loop for its whole life, so the callbacks of one
/// connection run in order on one thread (the `WebSocketDelegate` contract), while different
/// connections run on different cores.
///
/// `@unchecked Sendable`: the connections, the read buffer and the shutdown flag are confined to
/// `loop`'s thread; the methods other threads call (`adopt(_:admission:)`) hop onto it.
final class ServerLoop: @unchecked Sendable {
  let loop: EventLoop
  let index: Int
  unowned let server: HTTPServer
  /// One read buffer per loop: a connection reads into it and keeps only what it cannot
  /// process yet, so idle connections hold no read buffer.
  let readBuffer: UnsafeMutableRawBufferPointer
  /// Connections that other threads sent to, waiting for this loop to write them.
  let flushRequests: FlushRequests
  private var connections: [ObjectIdentifier: Connection] = [:]
  /// Connections with output queued during this iteration, flushed once at its end.
  private var corked: [Connection] = []
  private var isShuttingDown = false
  private var shutdownFinished = false

  init(index: Int, server: HTTPServer) throws {
    self.index = index
    self.server = server
    loop = try EventLoop()
    flushRequests = FlushRequests(loop: loop)
    readBuffer = .allocate(byteCount: 64 * 1024, alignment: 16)
  }

  deinit { readBuffer.deallocate() }

  /// Takes over an accepted socket. Safe from any thread.
  func adopt(_ fd: Int32, admission: Admission) {
    if loop.inEventLoop {
      start(fd, admission: admission)
    } else {
      loop.execute { [self] in start(fd, admission: admission) }
    }
  }

  private func start(_ fd: Int32, admission: Admission) {
    guard !isShuttingDown else {
      server.connectionFinished(admission)
      Posix.close(fd)
      return
    }
    Socket.setNoDelay(fd)
    if let size = server.configuration.socketSendBufferSize { Socket.setSendBufferSize(fd, size) }
    let stream: ByteStream
    do {
      if let session = try server.tlsContext?.makeSession(fd: fd) {
        stream = TLSStream(fd: fd, session: session)
      } else {
        stream = PlainStream(fd: fd)
      }
    } catch {
      server.connectionFinished(admission)
      Posix.close(fd)
      return
    }
    let connection = Connection(stream: stream, serverLoop: self, admission: admission)
    connections[ObjectIdentifier(connection)] = connection
    do {
      try connection.start()
    } catch {
      connection.terminate()
    }
  }

  func connectionClosed(_ connection: Connection) {
    connections[ObjectIdentifier(connection)] = nil
    server.connectionFinished(connection.admission)
    if isShuttingDown, connections.isEmpty { finishShutdown() }
  }

  /// Flushes `connection` at the end of this loop iteration rather than now: every message
  /// queued for it meanwhile (a burst of broadcasts read at once) leaves in one system call.
  func flushAfterEvents(_ connection: Connection) {
    corked.append(connection)
    if corked.count == 1 { loop.executeAfterEvents { [self] in flushCorked() } }
  }

  private func flushCorked() {
    let connections = corked
    corked = []
    for connection in connections { connection.flush() }
  }

  /// Hands an offloaded response to its connection, if it is still open.
  func deliver(_ response: HTTPResponse, connection id: ObjectIdentifier, token: UInt64) {
    connections[id]?.offloadedResponseArrived(response, token: token)
  }

  /// Pings quiet WebSockets and drops those that stayed silent for another interval: a
  /// half-open connection (peer gone without FIN or RST) is found this way.
  func schedulePingSweep() {
    let interval = server.configuration.pingInterval
    guard interval > 0 else { return }
    loop.schedule(after: interval / 4) { [weak self] in
      guard let self, !self.isShuttingDown else { return }
      let now = loop.now()
      for connection in Array(connections.values) {
        connection.checkLiveness(now: now, interval: interval)
      }
      schedulePingSweep()
    }
  }

  func beginShutdown() {
    guard !isShuttingDown else { return }
    isShuttingDown = true
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
    loop.schedule(after: 1.5) { [self] in
      for connection in Array(connections.values) { connection.terminate() }
      finishShutdown()
    }
  }

  private func finishShutdown() {
    guard !shutdownFinished else { return }
    shutdownFinished = true
    loop.stop()
  }
}

/// The listening socket's handler: accepts until the backlog is empty and hands connections to
/// the loops in turn.
///
/// `EMFILE`: level-triggered epoll reports the pending connection again at once, so doing
/// nothing would spin. A spare descriptor (on `/dev/null`) is kept open; when the table is
/// full it is closed, the connection accepted and closed at once (the client sees a close,
/// not a hang), and the spare reopened. If even that fails, accepting pauses for 100 ms.
///
/// `@unchecked Sendable`: the spare descriptor and the socket are only used on the thread of
/// the first loop, where it is registered; other threads reach it through `EventLoop.execute`.
final class Listener: EventHandler, @unchecked Sendable {
  private let fd: Int32
  private unowned let server: HTTPServer
  private let loop: EventLoop
  private var isClosed = false
  private var isPaused = false
  private var spare: Int32 = -1

  init(fd: Int32, server: HTTPServer, loop: EventLoop) {
    self.fd = fd
    self.server = server
    self.loop = loop
    spare = Posix.openSpareDescriptor()
  }

  deinit { if spare >= 0 { Posix.close(spare) } }

  func handleEvents(_ events: EpollEvents) {
    for _ in 0..<64 where !isClosed && !isPaused {
      do {
        guard case .processed(let client) = try Posix.accept(fd) else { return }
        server.dispatch(client)
      } catch let error as IOError where error.isDescriptorTableFull {
        shedWithSpareDescriptor()
        return
      } catch let error as IOError where error.isOutOfKernelMemory {
        pause()
        return
      } catch {
        // ECONNABORTED and the like concern one connection only: go on.
        continue
      }
    }
  }

  private func shedWithSpareDescriptor() {
    server.noteDescriptorExhaustion()
    guard spare >= 0 else {
      pause()
      return
    }
    Posix.close(spare)
    spare = -1
    if case .processed(let client)? = try? Posix.accept(fd) { Posix.close(client) }
    spare = Posix.openSpareDescriptor()
    if spare < 0 { pause() }
  }

  private func pause() {
    guard !isPaused, !isClosed else { return }
    isPaused = true
    try? loop.modify(fd, interest: [])
    loop.schedule(after: 0.1) { [weak self] in
      guard let self, !self.isClosed else { return }
      self.isPaused = false
      if self.spare < 0 { self.spare = Posix.openSpareDescriptor() }
      try? self.loop.modify(self.fd, interest: .readable)
    }
  }

  func close() {
    guard !isClosed else { return }
    isClosed = true
    loop.deregister(fd)
    Posix.close(fd)
  }
}
