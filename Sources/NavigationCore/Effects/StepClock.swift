import Synchronization

/// The clock of one flow-map step: its time moves only when the step's driver moves it, to
/// the next moment an effect sleeps until, once nothing else is left to run.
///
/// The explorer gives it to the app's effects as `continuousClock` and `suspendingClock`, so a
/// timer or a delay costs no real time and runs the same way in every step: a one-second
/// timer ticks as many times as the step's limit on this clock allows, at once.
package final class StepClock: Clock, Sendable {
  /// A moment of the step: the time since it began.
  package struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time since the step began.
    package var offset: Duration

    package func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    package func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    package static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// What ``advance(notPast:)`` did.
  package enum Advance: Equatable, Sendable {
    /// Time moved to the next wake-up and the sleepers due then were resumed.
    case advanced
    /// The next wake-up is past the limit: time did not move.
    case pastLimit
    /// Nothing sleeps on the clock.
    case noSleepers
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleeps cancelled before they were registered.
    var cancelled: Set<Int> = []
  }

  private let timeline = Mutex(Timeline())

  /// A clock at the start of a step.
  package init() {}

  package var now: Instant { timeline.withLock { $0.now } }

  package var minimumResolution: Duration { .zero }

  package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = timeline.withLock { timeline in
      defer { timeline.nextID += 1 }
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<Void, any Error>? = timeline.withLock { timeline in
          if timeline.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= timeline.now { return .success(()) }
          timeline.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = timeline.withLock { timeline -> Sleeper? in
        guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else {
          timeline.cancelled.insert(id)
          return nil
        }
        return timeline.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time to the earliest moment a sleeper waits for, unless it is past `limit`, and
  /// resumes every sleeper due then, earliest first (in the order they slept among equals).
  package func advance(notPast limit: Instant) -> Advance {
    let (advance, due) = timeline.withLock { timeline -> (Advance, [Sleeper]) in
      guard let next = timeline.sleepers.map(\.deadline).min() else { return (.noSleepers, []) }
      guard next <= limit else { return (.pastLimit, []) }
      timeline.now = max(timeline.now, next)
      let now = timeline.now
      let due = timeline.sleepers.filter { $0.deadline <= now }
      timeline.sleepers.removeAll { $0.deadline <= now }
      return (.advanced, due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) })
    }
    for sleeper in due { sleeper.continuation.resume() }
    return advance
  }
}
