import PerMessageDeflate
import WebSocketProtocol

/// The WebSocket side of a `Connection` after the upgrade: the protocol state, and whom its
/// messages go to. A class so the state machine (with the parser's buffer) is mutated in place,
/// never copied out of the connection's mode. Loop thread only.
final class WebSocketSession {
  var machine: WebSocketStateMachine
  let handle: WebSocketConnection
  let delegate: WebSocketDelegate
  /// The endpoint's path, whose connection slot this session holds.
  let path: String
  /// Reading pauses while the output is above the high-water mark (the echo endpoint).
  let pausesReadingOnOutput: Bool

  /// A session on `endpoint` at `path`, with the limits of the endpoint and the decompression
  /// `handle` negotiated (RFC 7692: the client's window and context takeover).
  init(
    endpoint: HTTPServer.WebSocketEndpoint, path: String, handle: WebSocketConnection,
    now: UInt64
  ) {
    let inflater = handle.compression.map {
      Inflater(windowBits: $0.clientMaxWindowBits, noContextTakeover: $0.clientNoContextTakeover)
    }
    let maxSize = endpoint.maxMessageSize
    machine = WebSocketStateMachine(
      parser: FrameParser(maxPayloadLength: maxSize),
      assembler: MessageAssembler(maxMessageSize: maxSize, inflater: inflater), now: now)
    self.handle = handle
    delegate = endpoint.delegate
    self.path = path
    pausesReadingOnOutput = endpoint.pausesReadingOnOutput
  }
}
