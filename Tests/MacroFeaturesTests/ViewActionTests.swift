import MirrorUI
import NavigationCore
import XCTest

/// `@ViewAction(for:)`: a view sends its feature's view actions with `send(_:)`.
final class ViewActionTests: XCTestCase {
  func testViewAndStoreSendViewActionsWrappedInTheViewCase() {
    var sent: [EditorFeature.Action] = []
    let store = ViewStore<EditorFeature.State, EditorFeature.Action>(state: .init()) { action in
      sent.append(action)
      return nil
    }

    EditorView(store: store).send(.saveTapped)
    store.send(.saveTapped)

    XCTAssertEqual(sent.count, 2)
    for action in sent {
      guard case .view(.saveTapped) = action else { return XCTFail("Sent \(action)") }
    }
  }

  func testViewActionReachesTheReducer() {
    let store = Store(initialState: EditorFeature.State(), reducer: EditorFeature())
    store.send(.view(.saveTapped))
    XCTAssertTrue(store.state.saved)
  }
}
