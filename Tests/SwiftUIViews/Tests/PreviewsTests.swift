import MirrorJSON
import NavMirror
import TestSupport
import XCTest

/// Every `#Preview` of this module is listed by the build plugin and runs as an app: its first
/// store is the app's store, and the view its body builds sends to it.
final class PreviewsTests: XCTestCase {
  func testThePluginListsEveryPreviewOfTheModule() {
    let previews = NavMirrorPreviews.all
    XCTAssertEqual(
      previews.map(\.place),
      [
        "SignUp.swift:93", "Trips.swift:114", "GameView.swift:64", "Login.swift:121",
        "NewGame.swift:73", "Todos.swift:120",
      ])
    XCTAssertEqual(previews.map(\.name), [nil, "Trip", nil, "Login", nil, nil])
    XCTAssertEqual(
      MirrorApp.previews(previews).map(\.name).first, "preview-SwiftUIViewsTests-SignUp-93")
  }

  func testAPreviewsStoreRunsAndItsViewSendsToIt() throws {
    let preview = try XCTUnwrap(
      NavMirrorPreviews.all.first { $0.fileID.hasSuffix("GameView.swift") })
    let runtime = MirrorApp.previews([preview])[0].start()
    defer { runtime.stop() }
    let first = runtime.snapshot()
    XCTAssertEqual(first.state["xPlayerName"], "Blob Sr.")
    let cell = try XCTUnwrap(firstAction(in: first.scene.json) { $0["cellTapped"] != nil })
    let result = try runtime.send(cell, origin: "test")
    XCTAssertTrue(result.changed)
    XCTAssertEqual(runtime.snapshot().state["currentPlayer"], "o")
  }

  func testAPreviewsViewsKeepTheirOwnState() throws {
    let preview = try XCTUnwrap(NavMirrorPreviews.all.first { $0.name == "Trip" })
    let runtime = MirrorApp.previews([preview])[0].start()
    defer { runtime.stop() }
    XCTAssertNotNil(runtime.snapshot().state["$view"], "the view's own state is mirrored")
  }
}

/// The first action in `json` (a scene) that `matches`.
func firstAction(in json: JSONValue, where matches: (JSONValue) -> Bool) -> JSONValue? {
  switch json {
  case .object(let object):
    for (key, value) in object {
      if key == "action", matches(value) { return value }
      if let found = firstAction(in: value, where: matches) { return found }
    }
  case .array(let values):
    for value in values {
      if let found = firstAction(in: value, where: matches) { return found }
    }
  default: break
  }
  return nil
}
