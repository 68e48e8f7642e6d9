import CasePaths
import NavigationCore
import NavigationTesting
import XCTest

/// Features that hold themselves build (their inner levels on first use) and run at any depth;
/// an enum reducer's state takes TCA's `extension Destination.State: Equatable {}`.
final class RecursiveFeatureTests: XCTestCase {
  func testPresentationOfItselfRunsThreeLevelsDown() async {
    let store = TestStore(initialState: PresentsItself.State()) { PresentsItself() }

    await store.send(.openTapped) { $0.child = PresentsItself.State(depth: 1) }
    await store.send(.child(.presented(.openTapped))) {
      $0.child?.child = PresentsItself.State(depth: 2)
    }
    await store.send(.child(.presented(.child(.presented(.openTapped))))) {
      $0.child?.child?.child = PresentsItself.State(depth: 3)
    }
    await store.send(.child(.presented(.child(.dismiss)))) {
      $0.child?.child = nil
    }
  }

  func testRowsOfItselfRunAtAnyDepth() async {
    let store = TestStore(initialState: TreeOfRows.State(id: 1)) { TreeOfRows() }

    await store.send(.addTapped) { $0.rows = [TreeOfRows.State(id: 11)] }
    await store.send(\.rows[id: 11].addTapped) {
      $0.rows[id: 11]?.rows = [TreeOfRows.State(id: 111)]
    }
    await store.send(\.rows[id: 11].rows[id: 111].addTapped) {
      $0.rows[id: 11]?.rows[id: 111]?.rows = [TreeOfRows.State(id: 1111)]
    }
  }

  func testDestinationStateWithEquatableWrittenAgain() async {
    let store = TestStore(initialState: ChoosesPresentation.State()) { ChoosesPresentation() }

    await store.send(.sheetTapped) { $0.destination = .sheet(CounterFeature.State()) }
    XCTAssertNotEqual(
      ChoosesPresentation.Destination.State.sheet(CounterFeature.State()),
      .popover(CounterFeature.State()))
  }
}
