import Foundation
import NavigationCore
import XCTest

/// Waits until `condition` holds, polling every millisecond, failing after `timeout` seconds.
func waitUntil(
  timeout: TimeInterval = 2, file: StaticString = #filePath, line: UInt = #line,
  _ condition: () -> Bool
) async {
  let deadline = Date().addingTimeInterval(timeout)
  while !condition() {
    if Date() > deadline {
      XCTFail("Timed out waiting for a condition", file: file, line: line)
      return
    }
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
}

/// Records what reducers did, in order, across threads.
final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func append(_ item: String) { lock.withLock { items.append(item) } }
  var all: [String] { lock.withLock { items } }
}

/// A child that counts, can start a long effect, and can dismiss itself.
struct Counter: Reducer {
  struct State: Codable, Equatable, Hashable {
    var count = 0
  }
  enum Action: Codable, Equatable {
    case increment
    case startTimer
    case tick
    case closeTapped
    case delegate(Delegate)
    enum Delegate: Codable, Equatable { case close }
  }
  let recorder: Recorder?

  init(recorder: Recorder? = nil) { self.recorder = recorder }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      recorder?.append("child \(action) count=\(state.count)")
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          while !Task.isCancelled {
            try await Task.sleep(nanoseconds: 2_000_000)
            send(.tick)
          }
        }
        .cancellable(id: "timer")
      case .tick:
        state.count += 1
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .delegate:
        return .none
      }
    }
  }
}
