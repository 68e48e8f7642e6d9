import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// A NavigationStack inside a sheet is SwiftUI's standard pattern: the scene raises no
/// `nested-navigation-stack` for it, whatever stack lies under the sheet.
final class SheetStackDiagnosticsTests: XCTestCase {
  func testAStackInsideASheetOverAStackIsNotNested() throws {
    let runtime = LibraryFeature.app.start()
    defer { runtime.stop() }
    try runtime.send(["openBook": ["title": "Dune"]], origin: "t")
    try runtime.send(["shelfButtonTapped": [:]], origin: "t")
    try runtime.send(["shelf": ["presented": ["openBook": ["title": "Emma"]]]], origin: "t")
    let scene = runtime.snapshot().scene
    XCTAssertEqual(scene.diagnostics, [])
    let sheet = try XCTUnwrap(scene.json["presentations"]?.arrayValue?.first)
    XCTAssertEqual(sheet["kind"], "sheet")
    XCTAssertEqual(sheet["content"]?["kind"], "stack")
    XCTAssertEqual(sheet["content"]?["path"]?.arrayValue?.map(\.["title"]), ["Emma"])
  }
}
