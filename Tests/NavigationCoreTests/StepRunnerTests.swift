import CasePaths
import Foundation
import XCTest

@testable import NavigationCore

/// A stack whose parent can have one element run two effects in one step.
private struct TwiceClosingParent: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>()
  }
  @CasePathable
  enum Action {
    case path(StackActionOf<Counter>)
    case closeTwice(StackElementID)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      guard case .closeTwice(let id) = action else { return .none }
      return .merge(
        .send(.path(.element(id: id, action: .closeTapped))),
        .send(.path(.element(id: id, action: .closeTapped))))
    }
    .forEach(\.path, action: \.path) { Counter() }
  }
}

/// Records the thread its effect ran on.
private struct ThreadRecorder: Reducer {
  struct State: Equatable {
    var thread: pthread_t?
  }
  enum Action {
    case start
    case ran(on: pthread_t)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in await send(.ran(on: pthread_self())) }
      case .ran(let thread):
        state.thread = thread
        return .none
      }
    }
  }
}

/// Presents a ``ThreadRecorder``: its effects run inside the presentation's context.
private struct ThreadRecorderPresenter: Reducer {
  struct State: Equatable {
    @Presents var child: ThreadRecorder.State?
  }
  @CasePathable
  enum Action {
    case child(PresentationAction<ThreadRecorder.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$child, action: \.child) { ThreadRecorder() }
  }
}

final class StepRunnerTests: XCTestCase {
  private let twoCounters = TwiceClosingParent.State(
    path: StackState([Counter.State(), Counter.State(count: 3)]))

  func testAnElementThatDismissesItselfIsPoppedOnce() {
    let simulator = StepRunner(reducer: TwiceClosingParent(), timeLimit: .seconds(2))
    let outcome = simulator.step(
      from: twoCounters, sending: .path(.element(id: 1, action: .closeTapped)))
    XCTAssertEqual(outcome.state.path.ids, [0])
    XCTAssertTrue(outcome.changed)
    XCTAssertEqual(outcome.diagnostics, [])
    XCTAssertEqual(outcome.effectsCancelled, 0)
  }

  func testTwoEffectsOfOneElementShareItsPresence() {
    // Each `closeTapped` starts the element's presence and dismisses it: one `popFrom` only,
    // else the second would be reported as a pop of a missing element.
    let simulator = StepRunner(reducer: TwiceClosingParent(), timeLimit: .seconds(2))
    let outcome = simulator.step(from: twoCounters, sending: .closeTwice(1))
    XCTAssertEqual(outcome.state.path.ids, [0])
    XCTAssertEqual(outcome.diagnostics, [])
  }

  func testAnElementWithoutEffectsIsPoppedWithoutPresence() {
    let simulator = StepRunner(reducer: TwiceClosingParent(), timeLimit: .seconds(2))
    let outcome = simulator.step(from: twoCounters, sending: .path(.popFrom(id: 0)))
    XCTAssertEqual(outcome.state.path.ids, [])
    XCTAssertEqual(outcome.diagnostics, [])
  }

  func testABodyThatNeverSuspendsRunsOnTheStepsThread() throws {
    // No thread is woken for it, and none waited for.
    let simulator = StepRunner(reducer: ThreadRecorder(), timeLimit: .seconds(2))
    let outcome = simulator.step(from: ThreadRecorder.State(), sending: .start)
    let thread = try XCTUnwrap(outcome.state.thread)
    XCTAssertNotEqual(pthread_equal(thread, pthread_self()), 0)
  }

  func testSoDoesAPresentedFeaturesBody() throws {
    let simulator = StepRunner(reducer: ThreadRecorderPresenter(), timeLimit: .seconds(2))
    let outcome = simulator.step(
      from: ThreadRecorderPresenter.State(child: ThreadRecorder.State()),
      sending: .child(.presented(.start)))
    let thread = try XCTUnwrap(outcome.state.child?.thread)
    XCTAssertNotEqual(pthread_equal(thread, pthread_self()), 0)
  }
}
