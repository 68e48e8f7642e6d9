import MirrorJSON
import NavMirror
import XCTest

/// seeds/001's pattern 1 view rendered: `.sheet(item: $store.scope(…))`.
final class ParentViewTests: XCTestCase {
  private let encoder = JSONValueEncoder()

  func testTheEditSheetOpensBindsItsFieldAndIsDismissedThroughItsBinding() throws {
    let runtime = MirrorApp(
      name: "seed-001", summary: "", initialState: ParentFeature.State(),
      reducer: ParentFeature(), view: { ParentView(store: $0) }
    ).start()
    let edit = try XCTUnwrap(runtime.snapshot().scene.json["root"]?["action"])
    XCTAssertEqual(edit, try encoder.encode(ParentFeature.Action.editButtonTapped))
    _ = try runtime.send(edit, origin: "t")

    let sheet = try XCTUnwrap(runtime.snapshot().scene.json["presentations"]?.arrayValue?.first)
    XCTAssertEqual(sheet["kind"], "sheet")
    XCTAssertEqual(sheet["title"], "Edit")
    let grace = try XCTUnwrap(
      sheet["content"]?["children"]?.arrayValue?.first?["options"]?.arrayValue?.last?["action"])
    XCTAssertEqual(
      grace,
      try encoder.encode(
        ParentFeature.Action.destination(.presented(.edit(.binding(.set(\.name, "Grace")))))))
    _ = try runtime.send(grace, origin: "t")
    XCTAssertEqual(
      runtime.snapshot().scene.json["presentations"]?.arrayValue?.first?["content"]?["children"]?
        .arrayValue?.first?["selection"], "Grace")

    XCTAssertEqual(
      sheet["dismissAction"], try encoder.encode(ParentFeature.Action.destination(.dismiss)))
    _ = try runtime.send(XCTUnwrap(sheet["dismissAction"]), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.json["presentations"], [])
  }
}
