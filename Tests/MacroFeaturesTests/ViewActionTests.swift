import CasePaths
import MirrorJSON
import MirrorUI
import NavigationCore
import XCTest

/// `@ViewAction(for:)`: a view sends its feature's view actions with `send(_:)`, and a store
/// of a feature with view actions sends them wrapped in `.view` too.
final class ViewActionTests: XCTestCase {
  func testViewAndStoreSendViewActionsWrappedInTheViewCase() throws {
    for view in [Sender.view, .store] {
      let runtime = MirrorApp(
        name: "editor", summary: "", initialState: EditorFeature.State(),
        reducer: EditorFeature(), view: { EditorSendingView(store: $0, sender: view) }
      ).start()
      defer { runtime.stop() }
      let button = runtime.snapshot().scene.json["root"]
      XCTAssertEqual(button?["kind"], "button")
      let action = try XCTUnwrap(button?["action"], "the button learnt no action (\(view))")
      let decoded = try JSONValueDecoder().decode(EditorFeature.Action.self, from: action)
      guard case .view(.saveTapped) = decoded else { return XCTFail("Sent \(decoded)") }
      _ = try runtime.send(action, origin: nil)
      XCTAssertEqual(runtime.snapshot().state["saved"], true)
    }
  }

  func testViewActionReachesTheReducer() {
    let store = StoreRuntime(initialState: EditorFeature.State(), reducer: EditorFeature())
    store.send(.view(.saveTapped))
    XCTAssertTrue(store.state.saved)
  }
}

/// Who sends the view action in ``EditorSendingView``.
private enum Sender { case view, store }

/// The editor's button, sending through the view's `send` or the store's.
private struct EditorSendingView: MirrorUI.View {
  let store: StoreOf<EditorFeature>
  let sender: Sender

  var body: some MirrorUI.View {
    switch sender {
    case .view: EditorView(store: store)
    case .store: Button("Save") { store.send(.saveTapped) }
    }
  }
}
