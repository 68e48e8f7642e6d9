import PosixIO
import WebSocketProtocol

/// The WebSocket side of a `Connection` after the upgrade: frame parsing, message assembly and
/// liveness. A class so the parser's buffer is mutated in place, never copied out of the
/// connection's mode. Loop thread only.
final class WebSocketSession {
  var parser: FrameParser
  var assembler: MessageAssembler
  let handle: WebSocketConnection
  let delegate: WebSocketDelegate
  /// The endpoint's path, whose connection slot this session holds.
  let path: String
  /// Reading pauses while the output is above the high-water mark (the echo endpoint).
  let pausesReadingOnOutput: Bool
  /// We sent a close frame and wait for the peer's (RFC 6455 §7.1.2).
  var closeSent = false
  /// When the peer last sent anything, in `EventLoop.now()` nanoseconds.
  var lastHeard: UInt64
  /// A ping went out and nothing came back since.
  var pingSentAt: UInt64?

  init(
    parser: FrameParser, assembler: MessageAssembler, handle: WebSocketConnection,
    delegate: WebSocketDelegate, path: String, pausesReadingOnOutput: Bool
  ) {
    self.parser = parser
    self.assembler = assembler
    self.handle = handle
    self.delegate = delegate
    self.path = path
    self.pausesReadingOnOutput = pausesReadingOnOutput
    lastHeard = EventLoop.now()
  }
}
