import NavigationCore
import XCTest

/// A state that presents a state of its own type: `@Presents var child: State?` inside `State`.
final class FolderFeatureTests: XCTestCase {
  func testRecursivePresentationOpensAndCloses() {
    let store = StoreRuntime(
      initialState: FolderFeature.State(name: "Root"), reducer: FolderFeature())

    store.send(.openSubfolderTapped(name: "Photos"))
    XCTAssertEqual(store.state.child, FolderFeature.State(name: "Photos"))
    XCTAssertEqual(store.state.openedCount, 1)

    store.send(.closeSubfolderTapped)
    XCTAssertNil(store.state.child)
  }

  func testRecursiveStateEncodesEachChildUnderItsPropertyName() throws {
    var state = FolderFeature.State(name: "Root")
    state.child = FolderFeature.State(name: "Photos", child: FolderFeature.State(name: "2024"))

    let data = try JSONEncoder().encode(state)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let child = try XCTUnwrap(object["child"] as? [String: Any])
    XCTAssertEqual(child["name"] as? String, "Photos")
    XCTAssertEqual((child["child"] as? [String: Any])?["name"] as? String, "2024")
    XCTAssertEqual(try JSONDecoder().decode(FolderFeature.State.self, from: data), state)
  }

  func testMutatingAPresentedChildInPlaceLeavesCopiesAlone() {
    var state = FolderFeature.State(name: "Root", child: FolderFeature.State(name: "Photos"))
    let copy = state

    state.child?.name = "Pictures"
    XCTAssertEqual(state.child?.name, "Pictures")
    XCTAssertEqual(copy.child?.name, "Photos")
  }

  func testBindableFieldsSkipIgnoredAndPresentedProperties() {
    XCTAssertEqual(Set(FolderFeature.State._$bindableFields.keys), ["name"])
    XCTAssertEqual(FolderFeature.State._$bindableFields["name"], \FolderFeature.State.name)
  }
}
