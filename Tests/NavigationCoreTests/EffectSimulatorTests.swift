import CasePaths
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

final class EffectSimulatorTests: XCTestCase {
  private let twoCounters = TwiceClosingParent.State(
    path: StackState([Counter.State(), Counter.State(count: 3)]))

  func testAnElementThatDismissesItselfIsPoppedOnce() {
    let simulator = EffectSimulator(reducer: TwiceClosingParent(), timeLimit: 2)
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
    let simulator = EffectSimulator(reducer: TwiceClosingParent(), timeLimit: 2)
    let outcome = simulator.step(from: twoCounters, sending: .closeTwice(1))
    XCTAssertEqual(outcome.state.path.ids, [0])
    XCTAssertEqual(outcome.diagnostics, [])
  }

  func testAnElementWithoutEffectsIsPoppedWithoutPresence() {
    let simulator = EffectSimulator(reducer: TwiceClosingParent(), timeLimit: 2)
    let outcome = simulator.step(from: twoCounters, sending: .path(.popFrom(id: 0)))
    XCTAssertEqual(outcome.state.path.ids, [])
    XCTAssertEqual(outcome.diagnostics, [])
  }
}
