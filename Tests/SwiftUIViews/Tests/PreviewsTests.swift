import MirrorJSON
import NavMirror
import TestSupport
import XCTest

/// Every `#Preview` of this module is listed by the build plugin and runs as an app: its first
/// store is the app's store, and the view its body builds sends to it.
final class PreviewsTests: XCTestCase {
  /// Where `#Preview` is written in this module's sources, read line by line (a preview in a
  /// comment or a string would not count, and there is none).
  private func previewPlaces() throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var places = Set<String>()
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line.hasPrefix("#Preview")
      {
        places.insert("\(URL(fileURLWithPath: file).lastPathComponent):\(index + 1)")
      }
    }
    return places
  }

  func testThePluginListsEveryPreviewOfTheModule() throws {
    let previews = NavMirrorPreviews.all.filter { !$0.fileID.hasSuffix("PreviewProviders.swift") }
    XCTAssertEqual(Set(previews.map(\.place)), try previewPlaces())
    XCTAssertEqual(previews.count, 6)
    XCTAssertEqual(previews.compactMap(\.name).sorted(), ["Login", "Trip"])
    let signUp = try XCTUnwrap(previews.first { $0.fileID.hasSuffix("SignUp.swift") })
    XCTAssertEqual(
      MirrorApp.previews([signUp]).first?.name,
      "preview-SwiftUIViewsTests-SignUp-\(signUp.line)")
  }

  func testThePluginListsThePreviewProvidersTheCompilerReads() throws {
    let providers = NavMirrorPreviews.all.filter { $0.fileID.hasSuffix("PreviewProviders.swift") }
    XCTAssertEqual(
      providers.map(\.name), ["TodosList_Previews", "DebugOnly_Previews", "OtherBranch_Previews"])
    XCTAssertEqual(providers.first?.fileID, "SwiftUIViewsTests/PreviewProviders.swift")
    XCTAssertEqual(providers.map(\.line), [7, 14, 30])
    let runtime = MirrorApp.previews([providers[0]])[0].start()
    defer { runtime.stop() }
    XCTAssertEqual(runtime.snapshot().state["todos"]?.arrayValue?.count, 3)
  }

  func testAFileWithWindowsLineEndsIsListedOnItsLinesAndUnderItsConditions() throws {
    // `\r\n` ends a line for the compiler, which names each `#Preview` after its line.
    let written = try PreviewListing.written(
      module: "Crlf",
      sources: [
        "Crlf.swift": "import X\r\n#if DEBUG\r\n#Preview { Text(\"a\") }\r\n#endif\r\n"
          + "#Preview { Text(\"b\") }\r\n"
      ])
    XCTAssertTrue(
      written.contains(
        """
            #if (DEBUG)
            all.append(__navmirrorPreview(file_Crlf_line_3: ()))
            #endif
            all.append(__navmirrorPreview(file_Crlf_line_5: ()))
        """), written)
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
