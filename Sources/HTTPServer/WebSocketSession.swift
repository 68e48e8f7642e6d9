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

  init(
    machine: WebSocketStateMachine, handle: WebSocketConnection, delegate: WebSocketDelegate,
    path: String, pausesReadingOnOutput: Bool
  ) {
    self.machine = machine
    self.handle = handle
    self.delegate = delegate
    self.path = path
    self.pausesReadingOnOutput = pausesReadingOnOutput
  }
}
