import MirrorJSON
import NavMirror
import XCTest

/// seeds/000's views under one root stack: App → Tab → Detail → Another.
final class TabsWithRootStackViewTests: XCTestCase {
  func testTheArticleFlowThroughItsViews() throws {
    let runtime = MirrorApp(
      name: "seed-000", summary: "", initialState: AppFeature.State(), reducer: AppFeature(),
      view: { AppView(store: $0) }
    ).start()
    let tabs = runtime.snapshot().scene.json["root"]?["root"]?["content"]?["tabs"]?.arrayValue
    XCTAssertEqual(tabs?.map { $0["label"] }, ["First", "Second"])
    XCTAssertEqual(tabs?.map { $0["systemImage"] }, ["house", "list.bullet"])
    let toDetail = try XCTUnwrap(tabs?.first?["content"]?["action"])
    _ = try runtime.send(toDetail, origin: "t")
    let detail = runtime.snapshot().scene.json["root"]?["path"]?.arrayValue?.first
    let toAnother = try XCTUnwrap(detail?["content"]?["action"])
    XCTAssertEqual(
      toAnother,
      try JSONValueEncoder().encode(
        AppFeature.Action.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped))))
    )
    _ = try runtime.send(toAnother, origin: "t")
    let path = try XCTUnwrap(runtime.snapshot().scene.json["root"]?["path"]?.arrayValue)
    XCTAssertEqual(path.map { $0["content"]?["kind"] }, ["button", "text"])
    XCTAssertEqual(path.last?["content"]?["text"], "또 다른 페이지")
    XCTAssertEqual(runtime.snapshot().scene.json["diagnostics"], [])
  }
}
