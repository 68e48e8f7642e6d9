import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// SwiftUI's `Menu`, in each of its spellings: a label and the buttons it opens.
final class MenuSceneTests: XCTestCase {
  func testAMenuIsItsLabelAndItsButtonsEachWithItsAction() {
    let nodes = galleryChildren { store in
      VStack {
        Menu("Sort") {
          Button("Save") { store.send(.saveTapped) }
          Button("Delete", role: .destructive) { store.send(.saveTapped) }
        }
        Menu {
          Button("Save") { store.send(.saveTapped) }
        } label: {
          Image(systemName: "ellipsis.circle")
        }
        Menu("Options", systemImage: "gear") {
          Button("Save") { store.send(.saveTapped) }
        }
        .disabled(true)
      }
    }
    XCTAssertEqual(nodes.map { $0["kind"] }, ["menu", "menu", "menu"])
    XCTAssertEqual(nodes[0]["label"]?["text"], "Sort")
    let items = nodes[0]["items"]?.arrayValue ?? []
    XCTAssertEqual(items.map { $0["label"] }, ["Save", "Delete"])
    XCTAssertEqual(items.map { $0["role"] }, [.null, "destructive"])
    XCTAssertEqual(items.map { $0["disabled"] }, [false, false])
    XCTAssertNotEqual(items.first?["action"], .null, "a button of a menu sends its action")
    XCTAssertEqual(nodes[1]["label"]?["systemName"], "ellipsis.circle")
    XCTAssertEqual(nodes[2]["label"]?["systemImage"], "gear")
    XCTAssertEqual(
      nodes[2]["items"]?.arrayValue?.map { $0["disabled"] }, [true],
      "a disabled menu's buttons send nothing")
  }
}
