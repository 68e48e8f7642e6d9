import CasePaths
import Clocks
import NavigationCore
import XCTest

final class IfLetAndIfCaseLetTests: XCTestCase {
  struct Parent: Reducer {
    struct State: Equatable { var child: Counter.State? }
    @CasePathable enum Action: Equatable {
      case child(Counter.Action)
      case toggle
    }
    let recorder: Recorder
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        recorder.append("parent \(action) count=\(state.child?.count ?? -1)")
        if case .toggle = action { state.child = state.child == nil ? Counter.State() : nil }
        return .none
      }
      .ifLet(\.child, action: \.child) { Counter(recorder: recorder) }
    }
  }

  /// An app root that switches between an intro and the main tab.
  struct AppRoot: Reducer {
    @CasePathable
    enum State: Equatable {
      case intro(Counter.State)
      case mainTab(Counter.State)
    }
    @CasePathable
    enum Action: Equatable {
      case intro(Counter.Action)
      case mainTab(Counter.Action)
    }
    let recorder: Recorder
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        recorder.append("root \(action)")
        if case .intro(.delegate(.close)) = action { state = .mainTab(Counter.State()) }
        return .none
      }
      .ifCaseLet(\.intro, action: \.intro) { Counter(recorder: recorder) }
      .ifCaseLet(\.mainTab, action: \.mainTab) { Counter(recorder: recorder) }
    }
  }

  func testIfLetRunsChildBeforeParent() {
    let recorder = Recorder()
    let store = StoreRuntime(
      initialState: Parent.State(child: .init()), reducer: Parent(recorder: recorder))
    store.send(.child(.increment))
    XCTAssertEqual(
      recorder.all,
      [
        "child increment count=0",
        "parent child(NavigationCoreTests.Counter.Action.increment) count=1",
      ])
  }

  func testIfLetChildActionOnNilIsReported() {
    let store = StoreRuntime(initialState: Parent.State(), reducer: Parent(recorder: Recorder()))
    let result = store.send(.child(.increment))
    XCTAssertEqual(result.diagnostics.map(\.code), ["iflet-nil-state"])
    XCTAssertTrue(result.diagnostics[0].message.contains(#"child state was "nil""#))
  }

  func testIfLetCancelsChildEffectsWhenStateBecomesNil() {
    let store = withClock(TestClock()) {
      StoreRuntime(
        initialState: Parent.State(child: .init()), reducer: Parent(recorder: Recorder()))
    }
    store.send(.child(.startTimer))
    XCTAssertEqual(store.effectsInFlight, 1)
    store.send(.toggle)
    XCTAssertEqual(store.effectsInFlight, 0)
  }

  func testEnumRootSwitchesFromIntroToMainTabAndCancelsIntroEffects() {
    let recorder = Recorder()
    let store = withClock(TestClock()) {
      StoreRuntime(initialState: AppRoot.State.intro(.init()), reducer: AppRoot(recorder: recorder))
    }
    store.send(.intro(.startTimer))
    XCTAssertEqual(store.effectsInFlight, 1)
    store.send(.intro(.delegate(.close)))
    XCTAssertEqual(store.state, .mainTab(Counter.State()))
    XCTAssertEqual(store.effectsInFlight, 0)
    store.send(.mainTab(.increment))
    XCTAssertEqual(store.state, .mainTab(Counter.State(count: 1)))
    let result = store.send(.intro(.increment))
    XCTAssertEqual(result.diagnostics.map(\.code), ["ifcaselet-wrong-case"])
    XCTAssertEqual(store.state, .mainTab(Counter.State(count: 1)))
  }

  func testScopeWithCaseKeyPathWorksForEnumRoots() {
    struct Root: Reducer {
      typealias State = AppRoot.State
      typealias Action = AppRoot.Action
      var body: some ReducerOf<Self> {
        Scope(state: \.intro, action: \.intro) { Counter() }
        Scope(state: \.mainTab, action: \.mainTab) { Counter() }
      }
    }
    let store = StoreRuntime(initialState: AppRoot.State.intro(.init()), reducer: Root())
    store.send(.intro(.increment))
    XCTAssertEqual(store.state, .intro(Counter.State(count: 1)))
    XCTAssertEqual(store.send(.mainTab(.increment)).diagnostics.map(\.code), ["scope-wrong-case"])
  }
}
