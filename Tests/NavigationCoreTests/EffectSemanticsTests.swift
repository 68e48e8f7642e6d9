import CasePaths
import XCTest

@testable import NavigationCore

/// Effects whose actions come in one order whatever the timing: each scenario records every
/// action it receives.
private struct Scenarios: Reducer {
  struct State: Equatable, Sendable {
    var received: [Action] = []
  }
  enum Action: Equatable, Sendable {
    case concatenateWithCancellableFirst, mergeInConcatenation, replaceInFlight, dropLate
    case neverEndedByCancel
    case first, second, stop, late, after, x1, x2
    case value(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.received.append(action)
      switch action {
      case .concatenateWithCancellableFirst:
        return .concatenate(
          .run { send in
            await send(.first)
            await waitUntilCancelled()
            await send(.late)
          }
          .cancellable(id: "first"),
          .send(.after))
      case .first:
        return .cancel(id: "first")
      case .mergeInConcatenation:
        return .concatenate(
          .merge(.send(.value(1)), .run { send in await send(.value(2)) }),
          .send(.after))
      case .replaceInFlight:
        return .merge(
          .run { send in
            await waitUntilCancelled()
            await send(.late)
          }
          .cancellable(id: "slot"),
          .send(.second))
      case .second:
        return .run { send in await send(.value(3)) }
          .cancellable(id: "slot", cancelInFlight: true)
      case .dropLate:
        return .run { send in
          await send(.x1)
          await send(.x2)
        }
        .cancellable(id: "chatty")
      case .x1:
        return .cancel(id: "chatty")
      case .neverEndedByCancel:
        return .merge(
          .concatenate(Effect(operation: .never).cancellable(id: "forever"), .send(.after)),
          .run { send in await send(.stop) })
      case .stop:
        return .cancel(id: "forever")
      case .late, .after, .x2, .value:
        return .none
      }
    }
  }
}

/// A stack of counters that records the actions it receives, described.
private struct RecordingStack: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>([Counter.State()])
    var received: [String] = []
  }
  @CasePathable
  enum Action {
    case path(StackActionOf<Counter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.received.append("\(action)")
      return .none
    }
    .forEach(\.path, action: \.path) { Counter() }
  }
}

/// Suspends until the task is cancelled: a wait for something that never comes.
private func waitUntilCancelled() async {
  let (stream, continuation) = AsyncStream<Never>.makeStream()
  await withTaskCancellationHandler {
    for await _ in stream {}
  } onCancel: {
    continuation.finish()
  }
}

/// The same scenarios through both executors of the one effect interpreter: the store's live
/// one and the flow-map step's deterministic one must agree on what each operation means.
final class EffectSemanticsTests: XCTestCase {
  /// The state once `action` and every effect it started ran in a store.
  private func live<R: Reducer>(
    _ reducer: R, from state: R.State, sending action: R.Action
  ) async -> R.State where R.State: Equatable {
    let store = StoreRuntime(initialState: state, reducer: reducer)
    if let effects = store.sendReturningEffects(action) { await effects.value }
    return store.state
  }

  /// The state once `action` and every effect it started ran in one deterministic step.
  private func stepped<R: Reducer>(
    _ reducer: R, from state: R.State, sending action: R.Action
  ) -> R.State where R.State: Equatable {
    let outcome = StepRunner(reducer: reducer, timeLimit: .seconds(30))
      .step(from: state, sending: action)
    XCTAssertEqual(outcome.effectsCancelled, 0)
    return outcome.state
  }

  private func assertBothExecutors(
    _ action: Scenarios.Action, receive expected: [Scenarios.Action],
    file: StaticString = #filePath, line: UInt = #line
  ) async {
    let live = await live(Scenarios(), from: Scenarios.State(), sending: action)
    XCTAssertEqual(live.received, expected, "live", file: file, line: line)
    let stepped = stepped(Scenarios(), from: Scenarios.State(), sending: action)
    XCTAssertEqual(stepped.received, expected, "deterministic", file: file, line: line)
  }

  func testCancellingTheFirstPartOfAConcatenationGoesOnWithTheNext() async {
    await assertBothExecutors(
      .concatenateWithCancellableFirst,
      receive: [.concatenateWithCancellableFirst, .first, .after])
  }

  func testAConcatenationWaitsForEveryPartOfAMerge() async {
    await assertBothExecutors(
      .mergeInConcatenation, receive: [.mergeInConcatenation, .value(1), .value(2), .after])
  }

  func testCancelInFlightReplacesTheRunningEffect() async {
    await assertBothExecutors(.replaceInFlight, receive: [.replaceInFlight, .second, .value(3)])
  }

  func testAnActionOnItsWayWhenItsEffectIsCancelledIsDropped() async {
    await assertBothExecutors(.dropLate, receive: [.dropLate, .x1])
  }

  func testNeverEndsOnlyWhenCancelled() async {
    await assertBothExecutors(
      .neverEndedByCancel, receive: [.neverEndedByCancel, .stop, .after])
  }

  func testDismissEndsThePresenceWhichPopsTheElement() async {
    let action = RecordingStack.Action.path(.element(id: 0, action: .closeTapped))
    let expected = ["\(action)", "\(RecordingStack.Action.path(.popFrom(id: 0)))"]
    let live = await live(RecordingStack(), from: RecordingStack.State(), sending: action)
    XCTAssertEqual(live.received, expected)
    XCTAssertEqual(live.path.ids, [])
    let stepped = stepped(RecordingStack(), from: RecordingStack.State(), sending: action)
    XCTAssertEqual(stepped.received, expected)
    XCTAssertEqual(stepped.path.ids, [])
  }
}
