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

  func testAPickerInAMenuIsAGroupOfItsOptionsTheSelectedOneChecked() {
    let nodes = galleryChildren { store in
      VStack {
        Menu("Size") {
          Button("Save") { store.send(.saveTapped) }
          Picker("Size", selection: Bindable(store).size) {
            Text("Small").tag("S")
            Text("Medium").tag("M")
            Text("Large").tag("L")
          }
        }
      }
    }
    let items = nodes.first?["items"]?.arrayValue ?? []
    XCTAssertEqual(items.map { $0["kind"] }, ["button", "section"])
    let choices = items.last?["children"]?.arrayValue ?? []
    XCTAssertEqual(choices.map { $0["kind"] }, ["button", "labeledButton", "button"])
    XCTAssertEqual(
      choices.map { $0["label"]?["title"] ?? $0["label"] }, ["Small", "Medium", "Large"])
    guard choices.count == 3 else { return XCTFail("the picker's options are not listed") }
    XCTAssertEqual(choices[1]["label"]?["systemImage"], "checkmark", "the selection is checked")
    XCTAssertEqual(choices[2]["action"], ["binding": ["field": "size", "value": "L"]])
  }

  func testAMenuStylePickerInAMenuIsASubmenuOfItsOptions() {
    let nodes = galleryChildren { store in
      VStack {
        Menu("Options") {
          Picker("Size", selection: Bindable(store).size) {
            Text("Small").tag("S")
            Text("Medium").tag("M")
          }
          .pickerStyle(.menu)
        }
        Picker("Size", selection: Bindable(store).size) {
          Text("Small").tag("S")
        }
      }
    }
    let items = nodes.first?["items"]?.arrayValue ?? []
    XCTAssertEqual(items.map { $0["kind"] }, ["menu"])
    XCTAssertEqual(items.first?["label"]?["text"], "Size", "the submenu is named after the picker")
    let choices = items.first?["items"]?.arrayValue ?? []
    XCTAssertEqual(
      choices.map { $0["label"]?["title"] ?? $0["label"] }, ["Small", "Medium"])
    XCTAssertEqual(choices.last?["label"]?["systemImage"], "checkmark", "the selection is checked")
    XCTAssertEqual(choices.first?["action"], ["binding": ["field": "size", "value": "S"]])
    XCTAssertEqual(
      nodes.last?["style"], "menu", "outside a menu, an automatic picker is drawn as a menu")
  }

  func testADisabledMenuSaysSoWhetherDisabledItselfOrByAnAncestor() {
    let nodes = galleryChildren { store in
      VStack {
        Menu("Open") { Button("Save") { store.send(.saveTapped) } }
        Menu("Itself") { Button("Save") { store.send(.saveTapped) } }
          .disabled(true)
        VStack {
          Text("Around")
          Menu("Ancestor") { Button("Save") { store.send(.saveTapped) } }
        }
        .disabled(true)
      }
    }
    let inside = nodes.last?["children"]?.arrayValue?.last ?? .null
    XCTAssertEqual(nodes.map { $0["kind"] }, ["menu", "menu", "vstack"])
    XCTAssertEqual(inside["label"]?["text"], "Ancestor")
    XCTAssertEqual(nodes[0]["disabled"], false)
    XCTAssertEqual(nodes[1]["disabled"], true, "a disabled menu does not open")
    XCTAssertEqual(
      inside["disabled"], true,
      "nor does a menu inside a disabled view")
  }

  func testSectionsDividersAndMenusInAMenuStayWhatTheyAre() {
    let nodes = galleryChildren { store in
      VStack {
        Text("Menus")
        Menu("Actions") {
          Section {
            Button("Copy") { store.send(.saveTapped) }
          }
          Divider()
          Section("Share") {
            Button("Mail") { store.send(.saveTapped) }
          }
          Menu("More") {
            Button("Rename") { store.send(.saveTapped) }
          }
        }
      }
    }
    let items = nodes.last?["items"]?.arrayValue ?? []
    XCTAssertEqual(items.map { $0["kind"] }, ["section", "divider", "section", "menu"])
    XCTAssertEqual(items.map { $0["header"] }, [JSONValue.null, nil, "Share", nil])
    XCTAssertEqual(items.first?["children"]?.arrayValue?.first?["label"], "Copy")
    XCTAssertEqual(items.last?["label"]?["text"], "More")
    let submenu = items.last?["items"]?.arrayValue?.first ?? .null
    XCTAssertEqual(submenu["label"], "Rename")
    XCTAssertNotEqual(submenu["action"] ?? .null, .null, "a submenu's button sends")
  }
}
