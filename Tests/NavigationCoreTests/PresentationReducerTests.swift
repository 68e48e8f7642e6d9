import CasePaths
import Clocks
import Foundation
import NavigationCore
import XCTest

/// A parent presenting a counter sheet or an alert, recording the order of operations.
struct Presenter: Reducer {
  struct State: Codable, Equatable {
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Action.Alert>?
    var log: [String] = []
  }
  @CasePathable
  enum Action: Codable, Equatable {
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case showSheet
    case showAlert
    case replaceSheet
    enum Alert: Codable, Equatable { case confirm }
  }
  struct Destination: Reducer {
    @CasePathable
    enum State: Codable, Equatable {
      case sheet(Counter.State)
      case other(Counter.State)
    }
    @CasePathable
    enum Action: Codable, Equatable {
      case sheet(Counter.Action)
      case other(Counter.Action)
    }
    let recorder: Recorder
    var body: some ReducerOf<Self> {
      Scope(state: \.sheet, action: \.sheet) { Counter(recorder: recorder) }
      Scope(state: \.other, action: \.other) { Counter(recorder: recorder) }
    }
  }
  let recorder: Recorder

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.dismiss):
        recorder.append("parent dismiss present=\(state.destination != nil)")
      case .destination(.presented(let action)):
        recorder.append("parent presented \(action)")
        if case .sheet(.delegate(.close)) = action { state.destination = nil }
      case .alert(.presented(.confirm)):
        recorder.append("parent confirm present=\(state.alert != nil)")
      case .alert(.dismiss):
        recorder.append("parent alert dismiss")
      case .showSheet:
        state.destination = .sheet(Counter.State())
      case .showAlert:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
          ButtonState(role: .cancel) { TextState("No") }
        } message: {
          TextState("Really.")
        }
      case .replaceSheet:
        state.destination = .other(Counter.State())
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination) { Destination(recorder: recorder) }
    .ifLet(\.$alert, action: \.alert)
  }
}

final class PresentationReducerTests: XCTestCase {
  func makeStore(_ recorder: Recorder = Recorder(), clock: TestClock<Duration> = TestClock())
    -> StoreRuntime<Presenter.State, Presenter.Action>
  {
    withClock(clock) {
      StoreRuntime(initialState: Presenter.State(), reducer: Presenter(recorder: recorder))
    }
  }

  func testPresentedActionRunsChildBeforeParent() {
    let recorder = Recorder()
    let store = makeStore(recorder)
    store.send(.showSheet)
    store.send(.destination(.presented(.sheet(.increment))))
    XCTAssertEqual(
      recorder.all,
      [
        "child increment count=0",
        "parent presented sheet(NavigationCoreTests.Counter.Action.increment)",
      ])
    XCTAssertEqual(store.state.destination, .sheet(Counter.State(count: 1)))
  }

  func testDismissRunsParentFirstThenNilsState() {
    let recorder = Recorder()
    let store = makeStore(recorder)
    store.send(.showSheet)
    store.send(.destination(.dismiss))
    XCTAssertEqual(recorder.all, ["parent dismiss present=true"])
    XCTAssertNil(store.state.destination)
  }

  func testDismissKeepsStateWhenParentChangedIdentity() {
    struct Replacer: Reducer {
      typealias State = Presenter.State
      typealias Action = Presenter.Action
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .destination(.dismiss) = action { state.destination = .other(Counter.State()) }
          return .none
        }
        .ifLet(\.$destination, action: \.destination) {
          Presenter.Destination(recorder: Recorder())
        }
      }
    }
    let store = StoreRuntime(
      initialState: Presenter.State(destination: .sheet(Counter.State())), reducer: Replacer())
    store.send(.destination(.dismiss))
    XCTAssertEqual(store.state.destination, .other(Counter.State()))
  }

  func testPresentationActionWithoutStateIsReported() {
    let store = makeStore()
    let result = store.send(.destination(.presented(.sheet(.increment))))
    XCTAssertEqual(result.diagnostics.map(\.code), ["presentation-state-absent"])
    XCTAssertTrue(
      result.diagnostics[0].message.contains(
        "received a presentation action when destination state was absent"))
  }

  func testAlertIsClearedAfterButtonActionAndParentSeesItFirst() {
    let recorder = Recorder()
    let store = makeStore(recorder)
    store.send(.showAlert)
    XCTAssertEqual(store.state.alert?.buttons.count, 2)
    store.send(.alert(.presented(.confirm)))
    XCTAssertEqual(recorder.all, ["parent confirm present=true"])
    XCTAssertNil(store.state.alert)
    XCTAssertEqual(store.effectsInFlight, 0)
  }

  func testChildDismissSendsDismissAndNilsState() async {
    let recorder = Recorder()
    let store = makeStore(recorder)
    store.send(.showSheet)
    store.send(.destination(.presented(.sheet(.closeTapped))))
    await waitUntil { store.state.destination == nil }
    XCTAssertEqual(recorder.all.last, "parent dismiss present=true")
    XCTAssertEqual(store.log.last?.action, .destination(.dismiss))
  }

  func testParentDrivenDismissThroughDelegate() {
    let store = makeStore()
    store.send(.showSheet)
    store.send(.destination(.presented(.sheet(.delegate(.close)))))
    XCTAssertNil(store.state.destination)
  }

  func testEffectsAreCancelledOnDismissAndOnIdentityChange() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.showSheet)
    store.send(.destination(.presented(.sheet(.startTimer))))
    XCTAssertEqual(store.effectsInFlight, 1)
    await waitUntil { await clock.hasSleepers() }
    store.send(.replaceSheet)
    XCTAssertEqual(store.effectsInFlight, 0, "another case is another identity")
    // The clock never moved: only cancellation ends the timer's sleep.
    await waitUntil { await !clock.hasSleepers() }
    store.send(.destination(.presented(.other(.startTimer))))
    XCTAssertEqual(store.effectsInFlight, 1, "\(store.effectCauses) \(store.diagnostics)")
    await waitUntil { await clock.hasSleepers() }
    store.send(.destination(.dismiss))
    XCTAssertEqual(store.effectsInFlight, 0)
    await waitUntil { await !clock.hasSleepers() }
    let version = store.version
    await clock.advance(by: .seconds(5))
    XCTAssertEqual(store.send(.showSheet).version, version + 1, "no tick arrived after the dismiss")
  }

  func testPresentsStateCodableEncodesOptionalValue() throws {
    var state = Presenter.State()
    state.destination = .sheet(Counter.State(count: 2))
    let data = try JSONEncoder().encode(state)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertNotNil(object["destination"] as? [String: Any])
    XCTAssertTrue(object["alert"] is NSNull || object["alert"] == nil)
    XCTAssertEqual(try JSONDecoder().decode(Presenter.State.self, from: data), state)
    let missing = try JSONDecoder().decode(Presenter.State.self, from: Data(#"{"log":[]}"#.utf8))
    XCTAssertNil(missing.destination)
  }

  func testPresentationActionCodableShape() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let dismiss = String(
      decoding: try encoder.encode(PresentationAction<Presenter.Action.Alert>.dismiss),
      as: UTF8.self)
    XCTAssertEqual(dismiss, #"{"dismiss":{}}"#)
    let presented = String(
      decoding: try encoder.encode(PresentationAction<Presenter.Action.Alert>.presented(.confirm)),
      as: UTF8.self)
    XCTAssertEqual(presented, #"{"presented":{"confirm":{}}}"#)
    XCTAssertEqual(
      try JSONDecoder().decode(
        PresentationAction<Presenter.Action.Alert>.self, from: Data(presented.utf8)),
      .presented(.confirm))
  }

  func testPresentationInsideStackElementDismissesOnlyThatPresentation() async {
    let store = withClock(TestClock()) {
      StoreRuntime(
        initialState: PresenterStack.State(
          path: StackState([Presenter.State(), Presenter.State()])),
        reducer: PresenterStack())
    }
    store.send(.path(.element(id: 1, action: .showSheet)))
    store.send(.path(.element(id: 1, action: .destination(.presented(.sheet(.startTimer))))))
    XCTAssertEqual(store.effectsInFlight, 1)
    store.send(
      .path(.element(id: 1, action: .destination(.presented(.sheet(.closeTapped))))))
    await waitUntil { store.state.path[id: 1]?.destination == nil }
    XCTAssertEqual(store.state.path.ids, [0, 1], "the sheet went away, not the element")
    XCTAssertEqual(store.effectsInFlight, 0)
    store.send(.path(.element(id: 1, action: .showSheet)))
    store.send(.path(.element(id: 1, action: .destination(.presented(.sheet(.startTimer))))))
    store.send(.path(.popFrom(id: 1)))
    XCTAssertEqual(store.effectsInFlight, 0, "popping the element ends its sheet's effects")
  }
}

/// A stack whose elements present sheets of their own.
struct PresenterStack: Reducer {
  struct State: Equatable { var path = StackState<Presenter.State>() }
  @CasePathable enum Action: Equatable { case path(StackActionOf<Presenter>) }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.path, action: \.path) { Presenter(recorder: Recorder()) }
  }
}
