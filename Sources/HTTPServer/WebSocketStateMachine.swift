import WebSocketProtocol

/// The WebSocket protocol of one connection after the upgrade, as a state machine: received
/// bytes and events go in, actions come out, and it does no I/O. It parses and assembles
/// frames, answers pings (RFC 6455 §5.5.2), runs the closing handshake (§5.5.1, §7.1) and
/// decides when a quiet peer is pinged or given up. `Connection` carries out the actions.
///
/// It remembers whether the last frame (a close frame) was queued, so a second close or a
/// failure after it never queues another: the output queue is sealed by the first.
struct WebSocketStateMachine {
  /// What the connection must do next with the received input.
  enum Action: Equatable {
    /// Hand a text message to the delegate, as its UTF-8 bytes (validated).
    case text([UInt8])
    /// Hand a binary message to the delegate.
    case binary([UInt8])
    /// Queue this frame (a pong).
    case send([UInt8])
    /// Stop interpreting input: queue `lastFrame` (a close frame) as the last frame when there
    /// is one, and close the TCP connection once the output is flushed — the server closes
    /// first (RFC 6455 §7.1.1).
    case finish(lastFrame: [UInt8]?)
    /// Close the connection at once.
    case terminate
  }

  /// What a liveness check decided.
  enum LivenessAction: Equatable {
    case none
    /// Queue this ping frame.
    case ping([UInt8])
    /// A ping went unanswered for a whole interval: close the connection at once.
    case terminate
  }

  private var parser: FrameParser
  private var assembler: MessageAssembler
  /// We sent a close frame and wait for the peer's (RFC 6455 §7.1.2).
  private(set) var closeSent = false
  /// The last frame was queued; nothing may follow it.
  private(set) var lastFrameQueued = false
  /// When the peer last sent anything, in nanoseconds of the loop's clock (`EventLoop.now()`).
  private(set) var lastHeard: UInt64
  /// A ping went out at this time and nothing came back since.
  private(set) var pingSentAt: UInt64?

  init(parser: FrameParser, assembler: MessageAssembler, now: UInt64) {
    self.parser = parser
    self.assembler = assembler
    lastHeard = now
  }

  /// The peer sent something at `now`: it is alive.
  mutating func heard(now: UInt64) {
    lastHeard = now
    pingSentAt = nil
  }

  /// Adds received bytes; `nextAction()` interprets them.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    parser.append(bytes)
  }

  /// Frees the parser's buffer once everything in it was interpreted.
  mutating func releaseIfDrained() {
    parser.releaseIfDrained()
  }

  /// Interprets the received bytes up to the next action; `nil` when they hold no complete
  /// message.
  mutating func nextAction() -> Action? {
    while true {
      let message: Message
      do {
        guard let frame = try parser.nextFrame() else { return nil }
        guard let assembled = try assembler.process(frame) else { continue }
        message = assembled
      } catch let error as WebSocketError {
        // RFC 6455 §7.1.7: fail the connection with a close frame carrying the error's code.
        let payload = FrameEncoder.closePayload(code: error.code, reason: error.reason)
        return finish(lastFrame: FrameEncoder.encode(opcode: .close, payload: payload))
      } catch {
        return .terminate
      }
      switch message {
      case .text(let text):
        if !closeSent { return .text(text) }
      case .binary(let bytes):
        if !closeSent { return .binary(bytes) }
      case .ping(let payload):
        // RFC 6455 §5.5.2: a pong with the same application data.
        return .send(FrameEncoder.encode(opcode: .pong, payload: payload))
      case .pong:
        break
      case .close(let code, _):
        if closeSent { return .finish(lastFrame: nil) }
        // RFC 6455 §5.5.1: answer with a close frame, typically echoing the status code.
        let payload = code.map { FrameEncoder.closePayload(code: $0, reason: "") } ?? []
        return finish(lastFrame: FrameEncoder.encode(opcode: .close, payload: payload))
      }
    }
  }

  /// The server starts the closing handshake: the close frame to queue, or `nil` when a close
  /// frame was already queued.
  mutating func closeRequested(code: CloseCode, reason: String) -> [UInt8]? {
    guard !closeSent, !lastFrameQueued else { return nil }
    closeSent = true
    lastFrameQueued = true
    let payload = FrameEncoder.closePayload(code: code, reason: reason)
    return FrameEncoder.encode(opcode: .close, payload: payload)
  }

  /// Pings a peer silent for `interval` seconds; gives it up when a ping went unanswered for
  /// another `interval` (a half-open connection, or a peer that stopped reading).
  mutating func checkLiveness(now: UInt64, interval: Double) -> LivenessAction {
    guard !closeSent else { return .none }
    let span = UInt64(interval * 1_000_000_000)
    if let pingSentAt {
      return now &- pingSentAt >= span ? .terminate : .none
    }
    guard now &- lastHeard >= span else { return .none }
    pingSentAt = now
    return .ping(FrameEncoder.encode(opcode: .ping, payload: []))
  }

  private mutating func finish(lastFrame: [UInt8]) -> Action {
    if lastFrameQueued { return .finish(lastFrame: nil) }
    lastFrameQueued = true
    return .finish(lastFrame: lastFrame)
  }
}
