import CasePaths
import NavigationCore
import NavigationTesting
import XCTest

/// A stack whose path is a `@Reducer enum`, integrated with `forEach(\.path, action: \.path)`
/// and no explicit child reducer.
final class StackFeatureTests: XCTestCase {
  func testPushChildActionAndDelegatePopUnderTestStore() async {
    let store = TestStore(initialState: StackFeature.State()) { StackFeature() }

    await store.send(.pushCounterTapped) {
      $0.path.append(.counter(CounterFeature.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementTapped)))) {
      $0.path[id: 0, case: \.counter]?.count = 1
      $0.path[id: 0, case: \.counter]?.history = [CounterFeature.Entry(value: 0)]
    }
    await store.send(.path(.element(id: 0, action: .counter(.doneTapped))))
    await store.receive(\.path[id: 0].counter.delegate.finished) {
      $0.finishedCounts = [1]
      $0.path.removeAll()
    }
    await store.finish()
  }

  func testStorePushesRunsTheElementsReducerAndPops() {
    let store = StoreRuntime(initialState: StackFeature.State(), reducer: StackFeature())

    store.send(.path(.push(id: 0, state: .note(NoteFeature.State()))))
    store.send(.path(.element(id: 0, action: .note(.textChanged("Groceries")))))
    XCTAssertEqual(store.state.path[id: 0], .note(NoteFeature.State(text: "Groceries")))

    store.send(.path(.popFrom(id: 0)))
    XCTAssertTrue(store.state.path.isEmpty)
  }
}
