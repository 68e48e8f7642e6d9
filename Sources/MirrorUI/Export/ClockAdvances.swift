/// How far an exported test advances its `TestClock` before each step, read from the times the
/// steps were recorded at, so that effects waiting on a clock (a timer, a debounce,
/// `clock.sleep`) send their actions in the test where they sent them in the mirror.
///
/// A flow uses a clock when an effect sent an action at least ``waitThreshold`` after the step
/// before it; an action sent sooner came from an effect that did not wait. The test's clock
/// then follows the recorded times, rounded down to ``grid`` (durations in code are round
/// numbers, recorded times are a few milliseconds late): before each step that came after a
/// pause, as long as some effect's action is still to come, it moves to that step's time.
/// An effect starts after the time of the step that started it is taken, so it sends its action
/// no sooner than that time plus its wait, and rounding both down keeps that order.
struct ClockAdvances {
  /// The shortest pause, in milliseconds, taken as an effect waiting on a clock.
  static var waitThreshold: Int { 10 }
  /// The step, in milliseconds, recorded times are rounded to.
  static var grid: Int { 10 }

  /// Whether an effect of the flow waited on a clock, so the test needs a `TestClock`.
  let usesClock: Bool
  /// The milliseconds to advance before each step; 0 for none.
  let beforeStep: [Int]

  /// The advances for steps recorded `delays` milliseconds after the step before each, the
  /// ones an effect sent marked in `isReceived`.
  init(delays: [Int], isReceived: [Bool]) {
    let steps = Array(zip(delays, isReceived).enumerated())
    usesClock = steps.contains { index, step in
      index > 0 && step.1 && step.0 >= Self.waitThreshold
    }
    let lastReceived = isReceived.lastIndex(of: true) ?? -1
    var advances = Array(repeating: 0, count: delays.count)
    var recordedTime = 0
    var clockTime = 0
    for (index, (delay, _)) in steps.dropFirst() {
      recordedTime += delay
      guard usesClock, index <= lastReceived, delay >= Self.waitThreshold else { continue }
      let target = recordedTime / Self.grid * Self.grid
      guard target > clockTime else { continue }
      advances[index] = target - clockTime
      clockTime = target
    }
    beforeStep = advances
  }

  /// `await clock.advance(by: …)` for `milliseconds`, in whole seconds when it is some.
  static func statement(advancing milliseconds: Int) -> String {
    let duration =
      milliseconds.isMultiple(of: 1000)
      ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
    return "await clock.advance(by: \(duration))"
  }
}
