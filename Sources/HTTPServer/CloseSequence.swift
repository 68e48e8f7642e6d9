/// How one connection ends, as a state machine that takes events and returns actions: the
/// lingering close, and the peer that half-closes while answers are still due.
///
/// Once the last answer (or WebSocket close frame) is queued, input is no longer interpreted;
/// when it is flushed our write side shuts and input is read and discarded until the peer's
/// end of stream, so unread input does not turn our close into a reset that could destroy
/// what we sent last. A client may also half-close after its last request: its answers are
/// still written, and the connection closes once they are out.
struct CloseSequence {
  /// Where the connection is on its way to closed.
  enum Phase: Equatable {
    /// Input is read and interpreted.
    case open
    /// The last output is queued; our side shuts once it is flushed.
    case closingAfterFlush
    /// The peer closed its side with answers still due; the socket closes once they are out.
    case peerHalfClosed
    /// Our write side is shut; input is discarded until the peer's end of stream.
    case lingering
    /// The socket is closed.
    case closed
  }

  /// What the connection must do after an event.
  enum Action: Equatable {
    case none
    /// Stop watching for input; the answers are still written.
    case stopReading
    /// Shut our write side, watch for input (even while back-pressure paused reading) to see
    /// the peer's end of stream, and give the close its deadline.
    case linger
    /// Close the socket now.
    case terminate
  }

  private(set) var phase = Phase.open

  /// Input is no longer interpreted.
  var ignoresInput: Bool { phase != .open }
  /// Input is read only to be discarded: its end of stream is what the connection waits for.
  var discardsInput: Bool { phase == .peerHalfClosed || phase == .lingering }
  var isClosed: Bool { phase == .closed }

  /// The last output was queued: close once it is flushed.
  mutating func closeAfterFlush() {
    if phase == .open { phase = .closingAfterFlush }
  }

  /// The peer ended its direction; `answersDue` when HTTP answers are queued or being computed.
  mutating func peerClosed(answersDue: Bool) -> Action {
    switch phase {
    case .open, .closingAfterFlush:
      guard answersDue else { return .terminate }
      phase = .peerHalfClosed
      return .stopReading
    case .peerHalfClosed, .lingering:
      return .terminate
    case .closed:
      return .none
    }
  }

  /// Everything queued was written.
  mutating func outputFlushed() -> Action {
    switch phase {
    case .closingAfterFlush:
      phase = .lingering
      return .linger
    case .peerHalfClosed:
      return .terminate
    case .open, .lingering, .closed:
      return .none
    }
  }

  /// The socket was closed.
  mutating func closed() {
    phase = .closed
  }
}
