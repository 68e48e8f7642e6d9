import Foundation

/// Where the mirror layer reads the time: a clock for idleness and the sweeper, and a wall
/// clock for the timestamps journals and causes carry. Tests pass a `TestClock` and a fixed
/// `now`, so that sweeping and timestamps do not depend on how fast the machine runs.
struct MirrorTime: Sendable {
  /// What the sweeper waits on.
  let clock: any Clock<Duration>
  /// The wall-clock time.
  let now: @Sendable () -> Date
  /// The time passed on `clock` since this value was made: idleness is measured with it.
  let elapsed: @Sendable () -> Duration

  init(clock: any Clock<Duration>, now: @escaping @Sendable () -> Date) {
    self.clock = clock
    self.now = now
    elapsed = Self.stopwatch(on: clock)
  }

  /// The wall-clock time in milliseconds since 1970, as journals and causes store it.
  var epochMilliseconds: Int { Int(now().timeIntervalSince1970 * 1000) }

  private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
