import CasePaths
import Foundation
import IssueReporting
import NavigationCore
import NavigationTesting
import Synchronization

/// Adds up the numbers a long-living effect reads from `ticks` until it is cancelled, and
/// refreshes with an effect that sends two actions.
struct Ticker: Reducer {
  let ticks: AsyncStream<Int>

  struct State: Equatable {
    var total = 0
    var isRunning = false
    var isRefreshing = false
  }

  @CasePathable
  enum Action: Equatable {
    case startTapped
    case ticked(Int)
    case refreshTapped
    case refreshStarted
    case refreshed(total: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.isRunning = true
        return .run { [ticks] send in
          for await tick in ticks { await send(.ticked(tick)) }
        }
      case .ticked(let tick):
        state.total += tick
        return .none
      case .refreshTapped:
        return .run { send in
          await send(.refreshStarted)
          await send(.refreshed(total: 10))
        }
      case .refreshStarted:
        state.isRefreshing = true
        return .none
      case .refreshed(let total):
        state.total = total
        state.isRefreshing = false
        return .none
      }
    }
  }

  /// A ticker and the continuation that feeds it.
  static func make() -> (Ticker, AsyncStream<Int>.Continuation) {
    let (ticks, continuation) = AsyncStream.makeStream(of: Int.self)
    return (Ticker(ticks: ticks), continuation)
  }
}

/// Captures the failures and skipped assertions a test store reports instead of failing the
/// test: the store's issue reporter (a skipped assertion is a warning).
final class FailureLog: IssueReporter {
  private let failures = Mutex<[(message: String, line: UInt)]>([])
  private let skips = Mutex<[String]>([])

  /// The failures reported so far.
  var messages: [String] { failures.withLock { $0.map(\.message) } }
  /// The lines the failures reported so far point at.
  var lines: [UInt] { failures.withLock { $0.map(\.line) } }
  /// The skipped assertions reported so far.
  var skipped: [String] { skips.withLock { $0 } }

  func install<S, A>(on store: TestStore<S, A>) {
    store.issueReporters = [self]
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let message = message() ?? ""
    switch severity {
    case .warning: skips.withLock { $0.append(message) }
    case .error: failures.withLock { $0.append((message, line)) }
    }
  }
}
