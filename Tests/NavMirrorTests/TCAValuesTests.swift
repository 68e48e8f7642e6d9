// MirrorJSON is test glue: it sends the app an action as the page would.
import MirrorJSON
import NavMirror
import XCTest

/// TCA's alerts, dialogs, bindings and identified rows, written as for TCA with only
/// `import NavMirror`.
final class TCAValuesTests: XCTestCase {
  struct Row: Reducer {
    struct State: Codable, Equatable, Identifiable {
      let id: Int
      var isDone = false
    }
    @CasePathable
    enum Action: Codable, Equatable { case toggle, delete }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .toggle = action { state.isDone.toggle() }
        return .none
      }
    }
  }

  struct Notes: Reducer {
    struct State: Codable, Equatable, ObservableState {
      @Presents var alert: AlertState<Action.Alert>?
      @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
      var text = ""
      var rows: IdentifiedArrayOf<Row.State> = []

      static var _$bindableFields: [String: PartialKeyPath<Self>] { ["text": \Self.text] }
    }
    @CasePathable
    enum Action: BindableAction, Codable, Equatable {
      case alert(PresentationAction<Alert>)
      case dialog(PresentationAction<Dialog>)
      case binding(BindingAction<State>)
      case rows(IdentifiedActionOf<Row>)
      case clearTapped
      case shareTapped
      enum Alert: Codable, Equatable { case confirmClear }
      enum Dialog: Codable, Equatable { case copy }
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .clearTapped:
          state.alert = Self.clearAlert
        case .alert(.presented(.confirmClear)):
          state.text = ""
          state.rows = []
        case .shareTapped:
          state.dialog = Self.shareDialog
        case .binding(\.text):
          if state.text.hasSuffix("\n") {
            state.rows.append(Row.State(id: state.rows.count))
            state.text = ""
          }
        case let .rows(.element(id: id, action: .delete)):
          state.rows.remove(id: id)
        case .alert, .dialog, .binding, .rows:
          break
        }
        return .none
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$dialog, action: \.dialog)
      .forEach(\.rows, action: \.rows) { Row() }
    }

    static let clearAlert = AlertState<Action.Alert> {
      TextState("Clear?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }

    static let shareDialog = ConfirmationDialogState<Action.Dialog>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .send(.copy, animation: .default)) { TextState("Copy") }
    }
  }

  func testTheFeatureRunsUnderTestStore() async {
    let store = TestStore(initialState: Notes.State()) { Notes() }
    await store.send(.binding(.set(\.text, "a\n"))) { $0.rows = [Row.State(id: 0)] }
    await store.send(.rows(.element(id: 0, action: .toggle))) { $0.rows[id: 0]?.isDone = true }
    await store.send(.clearTapped) {
      $0.alert = Notes.clearAlert
    }
    await store.send(.alert(.presented(.confirmClear))) {
      $0.alert = nil
      $0.rows = []
    }
    await store.send(.shareTapped) {
      $0.dialog = Notes.shareDialog
    }
    await store.send(.dialog(.presented(.copy))) { $0.dialog = nil }
  }

  func testTheMirrorTakesBindingAndRowActionsAsJSON() throws {
    let app = MirrorApp(
      name: "notes", summary: "Notes.", initialState: Notes.State(), reducer: Notes()
    ) { store in
      Text("\(store.rows.count) rows")
    }
    let runtime = app.start()
    _ = try runtime.send(
      try JSONParser.parse(#"{"binding":{"field":"text","value":"a\n"}}"#), origin: "c1")
    XCTAssertEqual(runtime.snapshot().state["rows"]?.arrayValue?.count, 1)
    _ = try runtime.send(
      try JSONParser.parse(#"{"rows":{"element":{"id":0,"action":{"delete":{}}}}}"#), origin: "c1")
    XCTAssertEqual(runtime.snapshot().state["rows"]?.arrayValue?.count, 0)
    XCTAssertThrowsError(
      try runtime.send(
        try JSONParser.parse(#"{"binding":{"field":"nope","value":1}}"#), origin: "c1"))
  }
}
