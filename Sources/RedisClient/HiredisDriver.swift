import CHiredis
import Glibc
import PosixIO
import Synchronization

/// Drives one hiredis asynchronous context on an `EventLoop`: it registers the context's
/// socket with the loop, turns hiredis's read and write hooks into epoll interest, keeps the
/// completions of pipelined commands in order and reports how the connection ends.
///
/// hiredis's rules shape it. Its callbacks are C functions, so they reach the driver through
/// the context's `data` and `ev.data`, which hold one retain of the driver for as long as the
/// context lives; `ev.cleanup`, the last hook hiredis calls before freeing the context, gives
/// that retain back. The context is never freed from inside a callback (hiredis defers
/// `redisAsyncFree` there), and replies are copied out before the callback returns.
///
/// `@unchecked Sendable`: everything but `connected` is confined to the loop thread, where
/// `RedisConnection` runs each call (hopping with `execute` from other threads); `connected`
/// is inside a `Mutex`.
final class HiredisDriver: EventHandler, @unchecked Sendable {
  typealias Completion = (Result<RedisValue, RedisError>) -> Void

  /// Where the connection is in its life.
  private enum Phase {
    /// Not yet asked to connect.
    case idle
    /// Connecting, then logging in; the completion reports the outcome.
    case connecting((Result<Void, RedisError>) -> Void)
    /// Ready for commands.
    case open
    /// Lost for the reason given, without `close()`.
    case lost(RedisError)
    /// Closed with `close()`, or given up while connecting.
    case closed
  }

  let address: RedisAddress
  private let loop: EventLoop
  private var context: UnsafeMutablePointer<redisAsyncContext>?
  private var fd: Int32 = -1
  private var interest: EpollEvents = []
  private var phase = Phase.idle
  private var pending = FIFOQueue<Completion>()
  private var connectTimer: TimerID?
  private var disconnectHandler: (@Sendable (RedisError) -> Void)?
  let connected = Mutex(false)

  init(address: RedisAddress, loop: EventLoop) {
    self.address = address
    self.loop = loop
  }

  // MARK: Connecting

  /// Starts connecting; `completion` runs once, when the server has answered the log-in
  /// (`AUTH`, `SELECT`, then a `PING`), or with `.connectionFailed` on an error or when
  /// `timeout` seconds pass first.
  func open(timeout: Double, completion: @escaping (Result<Void, RedisError>) -> Void) {
    // hiredis writes with write(2): a server that has gone would raise SIGPIPE and kill the
    // process. Ignored, it becomes EPIPE, which hiredis reports as a lost connection.
    signal(SIGPIPE, SIG_IGN)
    guard let context = redisAsyncConnect(address.host, Int32(address.port)) else {
      completion(.failure(connectFailure("out of memory")))
      return
    }
    if context.pointee.err != 0 {
      let reason = String(cString: context.pointee.errstr)
      redisAsyncFree(context)
      completion(.failure(connectFailure(reason)))
      return
    }
    do {
      try loop.register(context.pointee.c.fd, interest: [], handler: self)
    } catch {
      redisAsyncFree(context)
      completion(.failure(connectFailure("\(error)")))
      return
    }
    self.context = context
    fd = context.pointee.c.fd
    phase = .connecting(completion)
    installHooks(on: context)
    connectTimer = loop.schedule(after: timeout) { [self] in
      connectTimer = nil
      failConnecting("no answer within \(timeout.decimalText) s")
    }
    redisAsyncSetConnectCallback(context) { context, status in
      guard status == REDIS_OK, let driver = HiredisDriver.owning(context) else { return }
      driver.logIn()
    }
  }

  /// Points the context's hooks at this driver, which they keep alive until `ev.cleanup`.
  private func installHooks(on context: UnsafeMutablePointer<redisAsyncContext>) {
    let retained = Unmanaged.passRetained(self).toOpaque()
    context.pointee.data = retained
    context.pointee.ev.data = retained
    context.pointee.ev.addRead = { HiredisDriver.hooked($0).watch(.readable, true) }
    context.pointee.ev.delRead = { HiredisDriver.hooked($0).watch(.readable, false) }
    context.pointee.ev.addWrite = { HiredisDriver.hooked($0).watch(.writable, true) }
    context.pointee.ev.delWrite = { HiredisDriver.hooked($0).watch(.writable, false) }
    context.pointee.ev.cleanup = { HiredisDriver.hooked($0).contextWillBeFreed() }
  }

  /// Sends what the address asks for (`AUTH`, `SELECT`) and a `PING`: a server that accepts
  /// the TCP connection but does not answer (stopped, loading) is not reported as connected.
  private func logIn() {
    var steps: [[RedisArgument]] = []
    if let password = address.password {
      steps.append(
        ["AUTH"] + (address.username.map { [RedisArgument($0)] } ?? []) + [.init(password)])
    }
    if address.database != 0 { steps.append(["SELECT", RedisArgument(address.database)]) }
    steps.append(["PING"])
    for (index, step) in steps.enumerated() {
      let isLast = index == steps.count - 1
      let name = String(decoding: step[0].bytes, as: UTF8.self)
      send(step) { [self] result in
        switch result {
        case .success where isLast: finishConnecting(.success(()))
        case .success: break
        case .failure(.server(let text)): failConnecting("\(name) failed: \(text)")
        case .failure: failConnecting(contextError)
        }
      }
    }
  }

  private func failConnecting(_ reason: String) {
    finishConnecting(.failure(connectFailure(reason)))
  }

  /// Ends the connecting phase once; a failure frees the context (at once, or when the
  /// current hiredis callback returns).
  private func finishConnecting(_ result: Result<Void, RedisError>) {
    guard case .connecting(let completion) = phase else { return }
    if let connectTimer { loop.cancel(connectTimer) }
    connectTimer = nil
    switch result {
    case .success:
      phase = .open
      connected.withLock { $0 = true }
    case .failure:
      phase = .closed
      if let context { redisAsyncFree(context) }
    }
    completion(result)
  }

  private func connectFailure(_ reason: String) -> RedisError {
    .connectionFailed("could not connect to Redis at \(address): \(reason)")
  }

  // MARK: Commands

  /// Queues one command; `completion` runs on the loop thread with its reply. Commands that
  /// would put the connection in subscriber or monitor mode are refused: their replies do not
  /// come one per command.
  func send(_ arguments: [RedisArgument], completion: @escaping Completion) {
    if let refusal = Self.refusal(of: arguments) {
      completion(.failure(refusal))
      return
    }
    guard let context else {
      completion(.failure(unavailable))
      return
    }
    let status = arguments.encodedCommand.withUnsafeBytes { command in
      redisAsyncFormattedCommand(
        context,
        { context, reply, _ in
          HiredisDriver.owning(context)?.receive(reply?.assumingMemoryBound(to: redisReply.self))
        }, nil, command.baseAddress!.assumingMemoryBound(to: CChar.self), command.count)
    }
    guard status == REDIS_OK else {
      // hiredis takes no more commands once it is closing the connection.
      completion(.failure(unavailable))
      return
    }
    pending.append(completion)
  }

  /// Passes a reply, or `nil` when hiredis gives up on the command, to the oldest completion.
  private func receive(_ reply: UnsafePointer<redisReply>?) {
    guard let completion = pending.popFirst() else { return }
    guard let reply else {
      completion(.failure(.disconnected(lostBeforeReply)))
      return
    }
    do throws(RedisError) {
      completion(.success(try RedisValue.copying(reply)))
    } catch {
      completion(.failure(error))
    }
  }

  private static let subscriberCommands: Set<String> = [
    "subscribe", "psubscribe", "ssubscribe", "unsubscribe", "punsubscribe", "sunsubscribe",
    "monitor",
  ]

  private static let subscriberInitials = Set("psumPSUM".utf8)

  private static func refusal(of arguments: [RedisArgument]) -> RedisError? {
    guard let first = arguments.first else { return .server("ERR an empty command was sent") }
    // Most commands stop here: every refused name starts with one of these letters.
    guard let initial = first.bytes.first, subscriberInitials.contains(initial) else {
      return nil
    }
    let name = String(decoding: first.bytes, as: UTF8.self)
    guard subscriberCommands.contains(name.lowercased()) else { return nil }
    return .server(
      "ERR \(name.uppercased()) is not supported by this client: read a stream with XREAD instead")
  }

  /// The error for a command that cannot be sent: the connection is lost, being lost (a
  /// completion of a failed command sends another) or closed.
  private var unavailable: RedisError {
    switch phase {
    case .lost(let error): error
    case .open: .disconnected("lost the connection to Redis at \(address): \(contextError)")
    case .idle, .connecting, .closed:
      .disconnected("the connection to Redis at \(address) is closed")
    }
  }

  /// Why a command sent on the connection got no reply.
  private var lostBeforeReply: String {
    if case .closed = phase {
      return "the connection to Redis at \(address) was closed before the reply came"
    }
    return "lost the connection to Redis at \(address) before the reply came: \(contextError)"
  }

  /// hiredis's text for the error that ends the context.
  private var contextError: String {
    guard let context, context.pointee.err != 0, let text = context.pointee.errstr else {
      return "the server closed the connection"
    }
    return String(cString: text)
  }

  // MARK: Ending

  /// Closes the connection now: commands still waiting fail with `.disconnected`, and the
  /// disconnect handler is not called.
  func close() {
    disconnectHandler = nil
    guard let context else { return }
    if case .open = phase {
      phase = .closed
      connected.withLock { $0 = false }
    }
    redisAsyncFree(context)
  }

  /// Sets the handler called when the connection is lost; at once when it already was.
  func onDisconnect(_ handler: @escaping @Sendable (RedisError) -> Void) {
    switch phase {
    case .lost(let error): handler(error)
    case .idle, .connecting, .open: disconnectHandler = handler
    case .closed: break
    }
  }

  /// `ev.cleanup`: hiredis has failed every waiting command and is about to free the context.
  private func contextWillBeFreed() {
    let reason = contextError
    context = nil
    loop.deregister(fd)
    connected.withLock { $0 = false }
    switch phase {
    case .connecting:
      failConnecting(reason)
    case .open:
      let error = RedisError.disconnected("lost the connection to Redis at \(address): \(reason)")
      phase = .lost(error)
      let handler = disconnectHandler
      disconnectHandler = nil
      handler?(error)
    case .idle, .lost, .closed:
      break
    }
    // The retain the context held, taken in `installHooks`. Whoever called into hiredis holds
    // its own reference, so the driver outlives this call.
    Unmanaged.passUnretained(self).release()
  }

  // MARK: Events

  func handleEvents(_ events: EpollEvents) {
    let failed = !events.isDisjoint(with: [.error, .hangup])
    if let context, events.contains(.writable) || (failed && interest.contains(.writable)) {
      redisAsyncHandleWrite(context)
    }
    if let context, events.contains(.readable) || failed {
      redisAsyncHandleRead(context)
    }
  }

  /// hiredis's `addRead`/`delRead`/`addWrite`/`delWrite`, called often: epoll is told only
  /// when the interest changes.
  private func watch(_ event: EpollEvents, _ wanted: Bool) {
    let next = wanted ? interest.rawValue | event.rawValue : interest.rawValue & ~event.rawValue
    guard next != interest.rawValue, context != nil else { return }
    interest = EpollEvents(rawValue: next)
    try? loop.modify(fd, interest: interest)
  }

  /// The driver behind a hook's `privdata`, which is the context's `ev.data`.
  private static func hooked(_ data: UnsafeMutableRawPointer?) -> HiredisDriver {
    Unmanaged<HiredisDriver>.fromOpaque(data!).takeUnretainedValue()
  }

  /// The driver behind a context, from its `data`.
  private static func owning(_ context: UnsafePointer<redisAsyncContext>?) -> HiredisDriver? {
    guard let data = context?.pointee.data else { return nil }
    return Unmanaged<HiredisDriver>.fromOpaque(data).takeUnretainedValue()
  }
}

extension Double {
  /// The number as a person writes it: `5` rather than `5.0`, `0.25` as is.
  fileprivate var decimalText: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
