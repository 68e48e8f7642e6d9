import Clocks
import Foundation
import NavigationCore
import Synchronization
import XCTest

/// Waits until `condition` holds, polling every millisecond, failing after `timeout` seconds.
func waitUntil(
  timeout: TimeInterval = 2, file: StaticString = #filePath, line: UInt = #line,
  _ condition: () async -> Bool
) async {
  let deadline = Date().addingTimeInterval(timeout)
  while await !condition() {
    if Date() > deadline {
      XCTFail("Timed out waiting for a condition", file: file, line: line)
      return
    }
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
}

extension TestClock<Duration> {
  /// Whether an effect is asleep on the clock, waiting for it to advance.
  func hasSleepers() async -> Bool {
    do {
      try await checkSuspension()
      return false
    } catch {
      return true
    }
  }
}

/// Runs `operation` with `clock` as the continuous clock: a store made inside runs its effects'
/// sleeps on it, so they wake only when the test advances it.
func withClock<T>(_ clock: TestClock<Duration>, _ operation: () -> T) -> T {
  withDependencies {
    $0.continuousClock = clock
  } operation: {
    operation()
  }
}

/// Records what reducers did, in order, across threads.
final class Recorder: Sendable {
  private let items = Mutex<[String]>([])
  func append(_ item: String) { items.withLock { $0.append(item) } }
  var all: [String] { items.withLock { $0 } }
}

/// A child that counts, can start a timer that ticks every second of the continuous clock, and
/// can dismiss itself.
struct Counter: Reducer {
  struct State: Codable, Equatable, Hashable {
    var count = 0
  }
  enum Action: Codable, Equatable {
    case increment
    case startTimer
    case tick
    case closeTapped
    /// Dismisses like `closeTapped`, then records `child dismiss returned`: how a test learns
    /// that the effect has made its dismissal call.
    case closeAndRecord
    case delegate(Delegate)
    enum Delegate: Codable, Equatable { case close }
  }
  let recorder: Recorder?

  init(recorder: Recorder? = nil) { self.recorder = recorder }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      recorder?.append("child \(action) count=\(state.count)")
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: "timer")
      case .tick:
        state.count += 1
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .closeAndRecord:
        return .run { [recorder] _ in
          await dismiss()
          recorder?.append("child dismiss returned")
        }
      case .delegate:
        return .none
      }
    }
  }
}
