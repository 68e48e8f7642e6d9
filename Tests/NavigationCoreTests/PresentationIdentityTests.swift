import NavigationCore
import Synchronization
import XCTest

/// Presented state has an identity of its own: an alert replaced by another is a new
/// presentation, an alert clears after its own actions only, and copies of a presentation
/// compare without looking at their values.
final class PresentationIdentityTests: XCTestCase {
  enum Alert: Equatable { case again, confirm }

  struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable
    enum Action: Equatable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Destination: Reducer {
    @CasePathable
    enum State: Equatable {
      case alert(AlertState<Alert>)
      case child(Child.State)
    }
    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case child(Child.Action)
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.child, action: \.child) { Child() }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @Presents var alert: AlertState<Alert>?
      @Presents var destination: Destination.State?
      var plainAlert: AlertState<Alert>?
    }
    @CasePathable
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case destination(PresentationAction<Destination.Action>)
      case plainAlert(Alert)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .alert(.presented(.again)) = action {
          state.alert = Parent.alert(title: "Again?")
        }
        return .none
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$destination, action: \.destination) { Destination() }
      .ifLet(\.plainAlert, action: \.plainAlert)
    }

    static func alert(title: String) -> AlertState<Alert> {
      AlertState {
        TextState(title)
      } actions: {
        ButtonState(action: .again) { TextState("Again") }
        ButtonState(action: .confirm) { TextState("OK") }
      }
    }
  }

  func testReplacingAPresentedAlertKeepsTheNewOne() {
    let store = StoreRuntime(
      initialState: Parent.State(alert: Parent.alert(title: "Delete?")), reducer: Parent())
    store.send(.alert(.presented(.again)))
    XCTAssertEqual(store.state.alert, Parent.alert(title: "Again?"))
    store.send(.alert(.presented(.confirm)))
    XCTAssertNil(store.state.alert)
  }

  func testReplacingAnAlertWithAnEqualOneKeepsItPresented() {
    let alert = Parent.alert(title: "Again?")
    let store = StoreRuntime(initialState: Parent.State(alert: alert), reducer: Parent())
    store.send(.alert(.presented(.again)))
    XCTAssertEqual(store.state.alert, alert)
    XCTAssertNotEqual(store.state.alert?.id, alert.id)
  }

  func testPresentedAlertClearsOnlyAfterItsOwnAction() {
    let store = StoreRuntime(
      initialState: Parent.State(destination: .alert(Parent.alert(title: "Delete?"))),
      reducer: Parent())
    let result = store.send(.destination(.presented(.child(.increment))))
    XCTAssertEqual(store.state.destination, .alert(Parent.alert(title: "Delete?")))
    XCTAssertEqual(result.diagnostics.map(\.code), ["scope-wrong-case"])
    store.send(.destination(.presented(.alert(.confirm))))
    XCTAssertNil(store.state.destination)
  }

  func testActionForAnotherCaseLeavesTheStateAndWarnsWithTheLocation() {
    let store = StoreRuntime(
      initialState: Parent.State(destination: .alert(Parent.alert(title: "Delete?"))),
      reducer: Parent())
    let result = store.send(.destination(.presented(.child(.increment))))
    XCTAssertEqual(store.state.destination, .alert(Parent.alert(title: "Delete?")))
    let message = result.diagnostics.first?.message ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        """
        A "Scope" at "NavigationCoreTests/PresentationIdentityTests.swift:
        """), message)
    XCTAssertTrue(
      message.contains("received a child action when child state was set to a different case"),
      message)
  }

  func testPlainOptionalIfLetClearsAnAlertAfterItsAction() {
    let store = StoreRuntime(
      initialState: Parent.State(plainAlert: Parent.alert(title: "Delete?")), reducer: Parent())
    let result = store.send(.plainAlert(.confirm))
    XCTAssertNil(store.state.plainAlert)
    XCTAssertEqual(result.diagnostics, [])
  }

  func testComparingAPresentationStateToItselfDoesNotCallTheWrappedEquals() {
    let counter = CountingEquality()
    let presentation = PresentationState(wrappedValue: counter)
    let copy = presentation
    XCTAssertTrue(presentation == copy)
    XCTAssertEqual(counter.comparisons, 0)
    XCTAssertTrue(presentation == PresentationState(wrappedValue: counter))
    XCTAssertEqual(counter.comparisons, 1)
  }

  func testModifyingAnUnrelatedCaseOfAPresentationWarnsAndChangesNothing() {
    var presentation = PresentationState<Destination.State>(wrappedValue: .child(Child.State()))
    let reported = collect {
      presentation[case: \.alert]?.title = TextState("Changed")
    }
    XCTAssertEqual(presentation.wrappedValue, .child(Child.State()))
    XCTAssertEqual(reported.map(\.message), [#"Can't modify unrelated case "child""#])
    let removed = collect { presentation[case: \.alert] = nil }
    XCTAssertEqual(presentation.wrappedValue, .child(Child.State()))
    XCTAssertEqual(removed.map(\.message), [#"Can't modify unrelated case "child""#])
  }
}

/// A value whose `==` counts its calls.
final class CountingEquality: Equatable, Sendable {
  private let count = Mutex(0)
  var comparisons: Int { count.withLock { $0 } }

  static func == (lhs: CountingEquality, rhs: CountingEquality) -> Bool {
    lhs.count.withLock { $0 += 1 }
    return lhs === rhs
  }
}
