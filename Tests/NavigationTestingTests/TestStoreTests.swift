import CasePaths
import Clocks
import NavigationCore
import NavigationTesting
import XCTest

/// A counter that can load a value in an effect, start an effect that never ends, and dismiss
/// itself.
struct Detail: Reducer {
  struct State: Equatable { var count = 0 }
  @CasePathable
  enum Action: Equatable {
    case incrementTapped
    case loadTapped
    case loaded(Int)
    case closeTapped
    case forever
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .loadTapped:
        return .run { send in await send(.loaded(42)) }
      case .loaded(let value):
        state.count = value
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .forever:
        // Sleeps on a clock nobody advances: runs until it is cancelled.
        return .run { _ in try await TestClock().sleep(for: .seconds(1)) }
      }
    }
  }
}

struct Root: Reducer {
  struct State: Equatable {
    var path = StackState<Path.State>()
    var pushes = 0
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case pushTapped
  }
  struct Path: Reducer {
    @CasePathable @dynamicMemberLookup
    enum State: Equatable { case detail(Detail.State) }
    @CasePathable
    enum Action: Equatable { case detail(Detail.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.detail, action: \.detail) { Detail() }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .pushTapped = action {
        state.path.append(.detail(Detail.State()))
        state.pushes += 1
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Path() }
  }
}

final class TestStoreTests: XCTestCase {
  func testSendAssertsPushIntoPathByID() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.pushTapped) {
      $0.path[id: 0] = .detail(Detail.State())
      $0.pushes = 1
    }
    await store.send(.path(.element(id: 0, action: .detail(.incrementTapped)))) {
      $0.path[id: 0, case: \.detail]?.count = 1
    }
    await store.finish()
  }

  func testWrongExpectationFailsWithDiff() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Root.State()) { Root() }
    failures.install(on: store)
    await store.send(.pushTapped) {
      $0.pushes = 2
    }
    XCTAssertEqual(failures.messages.count, 1)
    let message = failures.messages.first ?? ""
    XCTAssertTrue(message.contains("A state change does not match expectation"), message)
    XCTAssertTrue(message.contains("−"), message)
    XCTAssertTrue(message.contains("pushes: 2"), message)
    XCTAssertTrue(message.contains("pushes: 1"), message)
    XCTAssertTrue(message.contains("(Expected: −, Actual: +)"), message)
  }

  func testUnexpectedChangeWithoutClosureFails() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Root.State()) { Root() }
    failures.install(on: store)
    await store.send(.pushTapped)
    XCTAssertTrue(
      failures.messages.first?.contains("State was not expected to change") ?? false,
      "\(failures.messages)")
  }

  func testReceiveByCaseKeyPathAndByValue() async {
    let store = TestStore(initialState: Detail.State()) { Detail() }
    await store.send(.loadTapped)
    await store.receive(\.loaded) { $0.count = 42 }
    await store.send(.loadTapped)
    await store.receive(.loaded(42))
    await store.finish()
  }

  func testUnreceivedActionFailsAtFinish() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Detail.State()) { Detail() }
    failures.install(on: store)
    await store.send(.loadTapped)
    await store.finish()
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    XCTAssertTrue(failures.messages[0].contains("received 1 unexpected action"))
  }

  func testEffectStillRunningFailsFinish() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Detail.State()) { Detail() }
    failures.install(on: store)
    store.timeout = .milliseconds(50)
    await store.send(.forever)
    await store.finish()
    XCTAssertTrue(
      failures.messages.first?.contains("still effects in-flight") ?? false, "\(failures.messages)")
  }

  func testEffectStillRunningFailsAtDeinit() async {
    let failures = FailureLog()
    do {
      let store = TestStore(initialState: Detail.State()) { Detail() }
      failures.install(on: store)
      store.timeout = .milliseconds(50)
      await store.send(.forever)
    }
    XCTAssertTrue(
      failures.messages.first?.contains("An effect returned for this action is still running")
        ?? false, "\(failures.messages)")
  }

  func testChildDismissIsReceivedAsPopFrom() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.pushTapped) {
      $0.path[id: 0] = .detail(Detail.State())
      $0.pushes = 1
    }
    await store.send(\.path[id: 0].detail.closeTapped)
    await store.receive(\.path.popFrom) { $0.path[id: 0] = nil }
    await store.finish()
  }

  func testNonExhaustiveModeChecksOnlyAssertedFields() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    store.exhaustivity = .off
    await store.send(.pushTapped) { $0.pushes = 1 }
    await store.send(.path(.element(id: 0, action: .detail(.loadTapped))))
    await store.receive(\.path[id: 0].detail.loaded)
    XCTAssertEqual(store.state.path[id: 0, case: \.detail]?.count, 42)
  }

  func testRuntimeWarningFailsTest() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Root.State()) { Root() }
    failures.install(on: store)
    await store.send(.path(.popFrom(id: 3)))
    XCTAssertTrue(
      failures.messages.first?.contains("\"popFrom\" action for a missing element") ?? false,
      "\(failures.messages)")
  }
}
