import CasePaths
import MirrorJSON
import MirrorUI
import NavigationCore
import XCTest

/// A feature with an edit sheet (through a destination enum), an alert and a dialog.
struct Editor: Reducer {
  struct State: Codable, Equatable {
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }
  @CasePathable
  enum Action: Codable, Equatable {
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    enum Alert: Codable, Equatable { case delete }
    enum Dialog: Codable, Equatable { case copy }
  }
  struct Destination: Reducer {
    @CasePathable @dynamicMemberLookup
    enum State: Codable, Equatable { case edit(Edit.State) }
    @CasePathable
    enum Action: Codable, Equatable { case edit(Edit.Action) }
    var body: some ReducerOf<Self> { Scope(state: \.edit, action: \.edit) { Edit() } }
  }
  struct Edit: Reducer {
    struct State: Codable, Equatable { var name = "" }
    enum Action: Codable, Equatable { case saveTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination) { Destination() }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$dialog, action: \.dialog)
  }
}

struct EditorView: View {
  @Bindable var store: StoreOf<Editor>
  var body: some View {
    Text("Items")
      .navigationTitle("Editor")
      .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
        Button("Save") { store.send(.saveTapped) }
          .navigationTitle("Edit \(store.name)")
      }
      .alert($store.scope(state: \.alert, action: \.alert))
      .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  }
}

final class PresentationRenderingTests: XCTestCase {
  let encoder = JSONValueEncoder()

  func app(_ state: Editor.State) -> any AppRuntime {
    let app = MirrorApp(
      name: "editor", summary: "", initialState: state, reducer: Editor(), view: EditorView.init)
    return app.start()
  }

  func testSheetAndAlertRenderOutermostFirstWithRootActions() throws {
    let runtime = app(
      Editor.State(
        destination: .edit(Editor.Edit.State(name: "milk")),
        alert: AlertState {
          TextState("Delete") + TextState("?").bold()
        } actions: {
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("Gone for good.")
        }))
    let scene = runtime.snapshot().scene
    XCTAssertEqual(scene.presentations.map(\.kind), [.sheet, .alert])
    let sheet = scene.presentations[0]
    XCTAssertEqual(sheet.id, "sheet")
    XCTAssertEqual(sheet.title, "Edit milk")
    XCTAssertEqual(
      sheet.dismissAction, try encoder.encode(Editor.Action.destination(.dismiss)))
    guard case .button(_, let save, _, _) = sheet.content else {
      return XCTFail("\(String(describing: sheet.content))")
    }
    XCTAssertEqual(
      save, try encoder.encode(Editor.Action.destination(.presented(.edit(.saveTapped)))))
    let alert = scene.presentations[1]
    XCTAssertEqual(alert.title, "Delete?")
    XCTAssertEqual(alert.message, "Gone for good.")
    XCTAssertEqual(alert.buttons.map(\.label), ["Delete", "Cancel"])
    XCTAssertEqual(alert.buttons.map(\.role), [.destructive, .cancel])
    XCTAssertEqual(
      alert.buttons[0].action, try encoder.encode(Editor.Action.alert(.presented(.delete))))
    XCTAssertNil(alert.buttons[1].action)
    XCTAssertEqual(alert.dismissAction, try encoder.encode(Editor.Action.alert(.dismiss)))
    XCTAssertEqual(scene.json["presentations"]?.arrayValue?.count, 2)
  }

  func testSendingButtonActionsThroughRuntimeDismissesAlertAndSheet() throws {
    let runtime = app(
      Editor.State(
        destination: .edit(Editor.Edit.State()),
        alert: AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
        }))
    let scene = runtime.snapshot().scene
    _ = try runtime.send(try XCTUnwrap(scene.presentations[1].buttons[0].action), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.presentations.map(\.kind), [.sheet])
    _ = try runtime.send(try XCTUnwrap(scene.presentations[0].dismissAction), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.presentations, [])
  }

  func testDialogRendersItsTitleAsVisibilitySaysAndAnimatedButtonsSendTheirAction() throws {
    func dialog(_ visibility: ConfirmationDialogStateTitleVisibility) -> Editor.State {
      var state = Editor.State()
      state.dialog = ConfirmationDialogState(titleVisibility: visibility) {
        TextState("Share")
      } actions: {
        ButtonState(action: .send(.copy, animation: .easeInOut)) { TextState("Copy") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("Pick one.")
      }
      return state
    }
    let runtime = app(dialog(.visible))
    let scene = runtime.snapshot().scene
    XCTAssertEqual(scene.presentations.map(\.kind), [.confirmationDialog])
    let presented = scene.presentations[0]
    XCTAssertEqual(presented.title, "Share")
    XCTAssertEqual(presented.message, "Pick one.")
    XCTAssertEqual(presented.buttons.map(\.label), ["Copy", "Cancel"])
    XCTAssertEqual(
      presented.buttons[0].action, try encoder.encode(Editor.Action.dialog(.presented(.copy))))
    XCTAssertEqual(app(dialog(.hidden)).snapshot().scene.presentations[0].title, "")
    _ = try runtime.send(try XCTUnwrap(presented.buttons[0].action), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.presentations, [])
  }
}
