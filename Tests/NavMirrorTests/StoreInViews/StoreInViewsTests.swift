import MirrorJSON
import NavMirror
import XCTest

/// The store in views, as TCA users write it, rendered to scenes: each control carries the root
/// action its binding or store sends, and sending that action changes the state as TCA would.
final class StoreInViewsTests: XCTestCase {
  private let encoder = JSONValueEncoder()

  private enum Screen { case shelf, covers, push }

  private func start(
    _ state: ShelfFeature.State = ShelfFeature.State(), _ screen: Screen = .shelf
  ) -> any AppRuntime {
    switch screen {
    case .shelf:
      return MirrorApp(
        name: "shelf", summary: "", initialState: state, reducer: ShelfFeature(),
        view: { ShelfView(store: $0) }
      ).start()
    case .covers:
      return MirrorApp(
        name: "covers", summary: "", initialState: state, reducer: ShelfFeature(),
        view: { ShelfCoversView(store: $0) }
      ).start()
    case .push:
      return MirrorApp(
        name: "push", summary: "", initialState: state, reducer: ShelfFeature(),
        view: { ShelfPushView(store: $0) }
      ).start()
    }
  }

  private func rows(_ runtime: any AppRuntime) throws -> [JSONValue] {
    let list = runtime.snapshot().scene.json["root"]?["root"]?["content"]
    XCTAssertEqual(list?["kind"], "list")
    return try XCTUnwrap(list?["children"]?.arrayValue)
  }

  private func encode(_ action: ShelfFeature.Action) throws -> JSONValue {
    try encoder.encode(action)
  }

  func testAFieldOfABindableActionBindsThroughTheBindingCase() throws {
    let runtime = start()
    let toggle = try rows(runtime)[0]
    XCTAssertEqual(toggle["kind"], "toggle")
    XCTAssertEqual(toggle["action"], try encode(.binding(.set(\.isCompact, true))))
    _ = try runtime.send(XCTUnwrap(toggle["action"]), origin: "t")
    XCTAssertEqual(runtime.snapshot().state["isCompact"], true)
    XCTAssertEqual(try rows(runtime)[0]["isOn"], true, "the binding reads the new state")
  }

  func testAFieldSentThroughItsOwnActionBindsWithSending() throws {
    let runtime = start()
    let picker = try rows(runtime)[1]
    XCTAssertEqual(picker["selection"], "title")
    let author = try XCTUnwrap(picker["options"]?.arrayValue?.last)
    XCTAssertEqual(author["action"], try encode(.sortChanged(.author)))
    _ = try runtime.send(XCTUnwrap(author["action"]), origin: "t")
    XCTAssertEqual(try rows(runtime)[1]["selection"], "author")
  }

  func testForEachGoesThroughRowStoresIdentifiedDataAndRanges() throws {
    let children = try rows(start())
    XCTAssertEqual(children[2]["label"], "Dune")
    XCTAssertEqual(
      children[3]["action"], try encode(.rows(.element(id: 2, action: .openTapped))))
    XCTAssertEqual(children[4...7].map { $0["text"] }, ["new", "old", "Shelf 0", "Shelf 1"])
  }

  func testANavigationLinkPushesThroughTheStackAsAPushAction() throws {
    let runtime = start()
    let links = try rows(runtime)[8...9]
    XCTAssertEqual(links.map { $0["kind"] }, ["navigationLink", "navigationLink"])
    XCTAssertEqual(links.first?["label"]?["text"], "About")
    XCTAssertEqual(
      links.first?["action"],
      try encode(.path(.push(id: 0, state: .about(AboutFeature.State())))))
    _ = try runtime.send(XCTUnwrap(links.last?["action"]), origin: "t")
    let stack = runtime.snapshot().scene.json["root"]
    XCTAssertEqual(stack?["path"]?.arrayValue?.map { $0["title"] }, ["Dune"])
    XCTAssertEqual(
      stack?["path"]?.arrayValue?.first?["popAction"], try encode(.path(.popFrom(id: 0))))
    XCTAssertEqual(
      try rows(runtime)[8]["action"],
      try encode(.path(.push(id: 1, state: .about(AboutFeature.State())))),
      "the next link pushes with the id the stack hands out next")
    XCTAssertEqual(runtime.snapshot().scene.json["diagnostics"], [])
  }

  func testTheDestinationSwitchesOverStoreCase() throws {
    var state = ShelfFeature.State()
    state.path.append(.book(BookFeature.State(id: 3, title: "Ulysses")))
    state.path.append(.about(AboutFeature.State()))
    let path = try XCTUnwrap(start(state).snapshot().scene.json["root"]?["path"]?.arrayValue)
    XCTAssertEqual(path.map { $0["title"] }, ["Ulysses", "About"])
    XCTAssertEqual(path[0]["content"]?["text"], "Ulysses")
  }

  func testASheetDismissedThroughItsBindingSendsDismiss() throws {
    var state = ShelfFeature.State()
    state.destination = .edit(BookFeature.State(id: 1, title: "Dune"))
    let runtime = start(state)
    let sheet = try XCTUnwrap(runtime.snapshot().scene.json["presentations"]?.arrayValue?.first)
    XCTAssertEqual(sheet["kind"], "sheet")
    XCTAssertEqual(sheet["title"], "Edit")
    XCTAssertEqual(
      sheet["content"]?["action"], try encode(.destination(.presented(.edit(.openTapped)))))
    XCTAssertEqual(sheet["dismissAction"], try encode(.destination(.dismiss)))
    _ = try runtime.send(XCTUnwrap(sheet["dismissAction"]), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.json["presentations"], [])
    XCTAssertEqual(runtime.snapshot().state["destination"], .null)
  }

  func testAlertsAndDialogsBoundThroughScopeDismissThroughTheirBindings() throws {
    var state = ShelfFeature.State()
    state.alert = AlertState {
      TextState("Remove?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Remove") }
    }
    state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Archive?")
    } actions: {
      ButtonState(action: .archive) { TextState("Archive") }
    }
    let runtime = start(state)
    let presentations = try XCTUnwrap(
      runtime.snapshot().scene.json["presentations"]?.arrayValue)
    XCTAssertEqual(presentations.map { $0["kind"] }, ["alert", "confirmationDialog"])
    XCTAssertEqual(
      presentations[0]["buttons"]?.arrayValue?.first?["action"],
      try encode(.alert(.presented(.confirm))))
    XCTAssertEqual(presentations[0]["dismissAction"], try encode(.alert(.dismiss)))
    XCTAssertEqual(presentations[1]["dismissAction"], try encode(.dialog(.dismiss)))
    _ = try runtime.send(XCTUnwrap(presentations[1]["dismissAction"]), origin: "t")
    XCTAssertEqual(
      runtime.snapshot().scene.json["presentations"]?.arrayValue?.map { $0["kind"] }, ["alert"])
  }

  func testAPopoverIsDrawnAsASheetAndACoverAsACover() throws {
    var state = ShelfFeature.State()
    state.destination = .edit(BookFeature.State(id: 1, title: "Dune"))
    state.alert = AlertState { TextState("Cover") }
    let presentations = try XCTUnwrap(
      start(state, .covers).snapshot().scene.json["presentations"]?.arrayValue)
    XCTAssertEqual(presentations.map { $0["kind"] }, ["sheet", "fullScreenCover"])
    XCTAssertEqual(presentations[0]["content"]?["text"], "Dune")
    XCTAssertEqual(presentations[1]["dismissAction"], try encode(.alert(.dismiss)))
  }

  func testCaseScopeHoldsTheStoreOfAFeatureAndTheValueOfAnyOtherCase() {
    let note = Store<ShelfFeature.Destination.State, ShelfFeature.Destination.Action>(
      state: .note("Hi")
    ) { _ in nil }
    guard case .note("Hi") = note.case else { return XCTFail("\(note.case)") }
    let edit = Store<ShelfFeature.Destination.State, ShelfFeature.Destination.Action>(
      state: .edit(BookFeature.State(id: 1, title: "Dune"))
    ) { try? JSONValueEncoder().encode($0) }
    guard case .edit(let store) = edit.case else { return XCTFail("\(edit.case)") }
    XCTAssertEqual(store.title, "Dune")
    XCTAssertEqual(edit.case.edit?.state.id, 1, "CaseScope is CasePathable")
  }

  func testANavigationDestinationItemPushesOntoTheStackAndBackSendsDismiss() throws {
    var state = ShelfFeature.State()
    state.destination = .edit(BookFeature.State(id: 1, title: "Dune"))
    let runtime = start(state, .push)
    let stack = runtime.snapshot().scene.json["root"]
    XCTAssertEqual(stack?["root"]?["title"], "Shelf")
    let pushed = try XCTUnwrap(stack?["path"]?.arrayValue)
    XCTAssertEqual(pushed.map { $0["title"] }, ["Dune"])
    XCTAssertEqual(pushed[0]["id"], -1)
    XCTAssertEqual(
      pushed[0]["content"]?["action"], try encode(.destination(.presented(.edit(.openTapped)))))
    XCTAssertEqual(pushed[0]["popAction"], try encode(.destination(.dismiss)))
    _ = try runtime.send(XCTUnwrap(pushed[0]["popAction"]), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.json["root"]?["path"], [])
    XCTAssertEqual(runtime.snapshot().scene.json["presentations"], [])
  }

  func testAViewActionViewWithABindableStoreSendsItsViewActions() throws {
    let runtime = MirrorApp(
      name: "note", summary: "", initialState: NoteFeature.State(), reducer: NoteFeature(),
      view: { NoteView(store: $0) }
    ).start()
    let controls = try XCTUnwrap(runtime.snapshot().scene.json["root"]?["children"]?.arrayValue)
    XCTAssertEqual(
      controls[0]["action"],
      try encoder.encode(NoteFeature.Action.view(.binding(.set(\.isPinned, true)))))
    XCTAssertEqual(controls[1]["action"], try encoder.encode(NoteFeature.Action.view(.saveTapped)))
    for control in controls { _ = try runtime.send(XCTUnwrap(control["action"]), origin: "t") }
    XCTAssertEqual(runtime.snapshot().state["isPinned"], true)
    XCTAssertEqual(runtime.snapshot().state["saved"], true)
  }
}
