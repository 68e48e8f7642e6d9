/// The one timer of a connection and what it stands for, as a state machine that takes events
/// and returns what to do with the timer. It does no I/O and reads no clock: times come in as
/// nanoseconds of the loop's clock (`EventLoop.now()`), so every rule can be tested without a socket or a wait.
///
/// A connection is only ever waiting for one thing with a deadline: the next request head
/// (`headerReadTimeout`: a slow loris or an idle keep-alive connection), progress of its queued
/// output (`writeTimeout`: a peer that takes nothing), or the end of a close (the WebSocket
/// closing handshake or a lingering close, 2 seconds). A close in progress keeps its deadline
/// whatever the HTTP side does next.
struct ConnectionDeadline {
  /// What the armed timer is for.
  enum Purpose: Equatable {
    /// The next request head must arrive.
    case header
    /// Queued output must move.
    case write
    /// A close in progress must end.
    case closing
  }

  /// What the HTTP side of the connection waits for, which decides the deadline.
  enum HTTPWait: Equatable {
    /// Output is queued: the peer must take it.
    case output
    /// Nothing is queued, but an answer is still being computed or the connection closes once
    /// flushed: no deadline of its own.
    case answer
    /// Everything is answered: the next request head may come.
    case nextRequest
  }

  /// What the connection must do with its timer.
  enum Action: Equatable {
    case none
    /// Cancel the timer, if one is armed, and arm one for `purpose` after `seconds`.
    case arm(Purpose, seconds: Double)
    /// Cancel the armed timer.
    case cancel
    /// The deadline passed: close the connection now.
    case terminate
  }

  /// How long a close may take, in seconds.
  static let closingTimeout = 2.0

  let headerReadTimeout: Double
  let writeTimeout: Double
  /// The purpose of the armed timer; `nil` when none is armed.
  private(set) var armed: Purpose?
  /// When queued output last moved, in nanoseconds of the loop's clock (`EventLoop.now()`).
  private(set) var lastWriteProgress: UInt64 = 0

  init(headerReadTimeout: Double, writeTimeout: Double) {
    self.headerReadTimeout = headerReadTimeout
    self.writeTimeout = writeTimeout
  }

  /// The connection was accepted: the first request head must come.
  mutating func started() -> Action {
    arm(.header, seconds: headerReadTimeout)
  }

  /// A request head arrived; the next one's deadline starts once this answer is out.
  mutating func requestHeadArrived() -> Action {
    armed == .header ? cancel() : .none
  }

  /// The connection became a WebSocket: only a close sets a deadline from now on.
  mutating func upgraded() -> Action {
    cancel()
  }

  /// A WebSocket closing handshake or a lingering close started.
  mutating func closeStarted() -> Action {
    arm(.closing, seconds: Self.closingTimeout)
  }

  /// The connection was closed.
  mutating func closed() -> Action {
    cancel()
  }

  /// Queued output moved at `now`.
  mutating func outputMoved(now: UInt64) {
    lastWriteProgress = now
  }

  /// The HTTP side now waits for `wait`. A close in progress keeps its own deadline: a peer
  /// that half-closed still has to take the rest.
  mutating func httpWaits(for wait: HTTPWait, now: UInt64) -> Action {
    guard armed != .closing else { return .none }
    switch wait {
    case .output:
      guard armed != .write else { return .none }
      lastWriteProgress = now
      return arm(.write, seconds: writeTimeout)
    case .answer:
      return armed == .write ? cancel() : .none
    case .nextRequest:
      return armed == .header ? .none : arm(.header, seconds: headerReadTimeout)
    }
  }

  /// The timer armed for `purpose` fired at `now`. `wait` is what the HTTP side waits for, or
  /// `nil` once the connection is a WebSocket.
  mutating func fired(_ purpose: Purpose, now: UInt64, wait: HTTPWait?) -> Action {
    armed = nil
    switch purpose {
    case .header:
      return wait == nil ? .none : .terminate
    case .closing:
      return .terminate
    case .write:
      guard let wait else { return .none }
      guard wait == .output else { return httpWaits(for: wait, now: now) }
      let idle = Double(now &- lastWriteProgress) / 1_000_000_000
      // Output moved since the timer was armed: wait for the rest of the timeout.
      return idle >= writeTimeout ? .terminate : arm(.write, seconds: writeTimeout - idle)
    }
  }

  private mutating func arm(_ purpose: Purpose, seconds: Double) -> Action {
    armed = purpose
    return .arm(purpose, seconds: seconds)
  }

  private mutating func cancel() -> Action {
    guard armed != nil else { return .none }
    armed = nil
    return .cancel
  }
}
