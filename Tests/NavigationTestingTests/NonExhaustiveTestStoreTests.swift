import NavigationCore
import NavigationTesting
import XCTest

/// `exhaustivity = .off`: closures describe only the fields they care about, unasserted
/// received actions are skipped, and with `showSkippedAssertions` what was skipped is shown.
final class NonExhaustiveTestStoreTests: XCTestCase {
  func testAClosureAppliesToTheActualState() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Root.State()) { Root() }
    failures.install(on: store)
    store.exhaustivity = .off
    await store.send(.pushTapped) { $0.pushes = 1 }
    await store.send(.pushTapped)
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(failures.skipped, [])
    XCTAssertEqual(store.state.path.ids, [0, 1])
  }

  func testAWrongAssertedFieldStillFails() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Root.State()) { Root() }
    failures.install(on: store)
    store.exhaustivity = .off
    await store.send(.pushTapped) { $0.pushes = 2 }
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    let message = failures.messages.first ?? ""
    XCTAssertTrue(message.hasPrefix("A state change does not match expectation."), message)
    XCTAssertTrue(message.contains("−   pushes: 2\n    +   pushes: 1"), message)
  }

  func testShowSkippedAssertionsReportsWhatWasNotAssertedWithoutFailing() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Root.State()) { Root() }
    failures.install(on: store)
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.pushTapped) { $0.pushes = 1 }
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(failures.skipped.count, 1, "\(failures.skipped)")
    let message = failures.skipped.first ?? ""
    XCTAssertTrue(
      message.hasPrefix("Skipped assertions.\n\nA state change does not match expectation."),
      message)
    XCTAssertTrue(message.contains("path"), message)
  }

  func testUnassertedReceivedActionsAreSkippedAndShown() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Ticker.State()) { Ticker.make().0 }
    failures.install(on: store)
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.refreshTapped)
    await store.receive(\.refreshed) { $0.total = 10 }
    XCTAssertEqual(failures.messages, [])
    XCTAssertTrue(
      failures.skipped.contains {
        $0.hasPrefix("Skipped assertions.\n\n1 received action was skipped.")
      },
      "\(failures.skipped)")
    XCTAssertEqual(store.state, Ticker.State(total: 10))
  }

  func testUnassertedReceivedActionsAreSkippedBeforeTheNextSend() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Ticker.State()) { Ticker.make().0 }
    failures.install(on: store)
    store.exhaustivity = .off
    await store.send(.refreshTapped).finish()
    await store.send(.ticked(1)) { $0.total = 11 }
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(failures.skipped, [])
  }

  func testReceivingAnActionThatNeverComesFails() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Ticker.State()) { Ticker.make().0 }
    failures.install(on: store)
    store.exhaustivity = .off
    await store.send(.refreshTapped).finish()
    await store.receive(\.ticked)
    XCTAssertEqual(
      failures.messages,
      ["Expected to receive an action matching case path, but didn't get one."])
  }

  func testWithExhaustivityRestoresTheStoresOwn() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Root.State()) { Root() }
    failures.install(on: store)
    await store.withExhaustivity(.off) {
      await store.send(.pushTapped) { $0.pushes = 1 }
    }
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(store.exhaustivity, .on)
    await store.send(.pushTapped) { $0.pushes = 2 }
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("A state change does not match expectation.") ?? false,
      "\(failures.messages)")
  }
}
