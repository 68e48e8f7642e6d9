/// Whether a connection may read and interpret more input: the back-pressure of one
/// connection, as a state machine that takes events and says when to stop or resume reading.
///
/// Reading stops while a response is computed off the loop (answers go out in request order,
/// so the next request waits), and while the output queue is above the high-water mark; it
/// resumes once the queue is at or below half of it. Stopping reading bounds what one client
/// can make the server hold: the kernel's socket buffers hold the rest, and TCP flow control
/// slows the client down.
struct ReadGate {
  /// What the connection must do after an event.
  enum Action: Equatable {
    case none
    /// Stop watching for input.
    case pause
    /// Watch for input again and interpret what was already read.
    case resume
  }

  /// Queued output bytes above which reading stops.
  let highWaterMark: Int
  /// A response is being computed off the loop.
  private(set) var awaitsResponse = false
  /// The output queue passed the high-water mark and has not yet drained to half of it.
  private(set) var outputIsFull = false

  init(highWaterMark: Int) {
    self.highWaterMark = max(1, highWaterMark)
  }

  /// Input may be read and interpreted.
  var isOpen: Bool { !awaitsResponse && !outputIsFull }

  /// The output queue now holds `queuedBytes`.
  mutating func outputChanged(queuedBytes: Int) -> Action {
    let wasOpen = isOpen
    if outputIsFull {
      if queuedBytes <= highWaterMark / 2 { outputIsFull = false }
    } else if queuedBytes > highWaterMark {
      outputIsFull = true
    }
    return action(wasOpen: wasOpen)
  }

  /// A response started to be computed off the loop.
  mutating func responseStarted() -> Action {
    let wasOpen = isOpen
    awaitsResponse = true
    return action(wasOpen: wasOpen)
  }

  /// The response computed off the loop was queued.
  mutating func responseQueued() -> Action {
    let wasOpen = isOpen
    awaitsResponse = false
    return action(wasOpen: wasOpen)
  }

  private func action(wasOpen: Bool) -> Action {
    if wasOpen == isOpen { return .none }
    return isOpen ? .resume : .pause
  }
}
