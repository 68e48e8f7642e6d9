import DemoFeatures
import MirrorJSON
import NavigationCore
import NavigationTesting
import XCTest

final class StackOpsFeatureTests: XCTestCase {
  let first = Article.searchResults[0]
  let second = Article.searchResults[1]

  func testEveryStackOperation() async {
    let store = TestStore(initialState: HomeFeature.State()) { HomeFeature() }
    // Too short: nothing happens.
    for operation in [StackOperation.removeLast, .removeLastTwo, .removeAll, .removeAtOne] {
      await store.send(.stackOperationTapped(operation))
    }

    await store.send(.searchResultTapped(second)) {
      $0.path[id: 0] = .detail(ArticleDetailFeature.State(article: self.second))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped(second))))) {
      $0.path[id: 1] = .edit(ArticleEditFeature.State(article: self.second))
    }
    await store.send(.path(.element(id: 1, action: .edit(.binding(.set(\.isFavorite, true)))))) {
      $0.path[id: 1] = .edit(ArticleEditFeature.State(article: self.second, isFavorite: true))
    }
    await store.send(.stackOperationTapped(.pushSettings)) {
      $0.path[id: 2] = .settings(HomeSettingsFeature.State())
    }
    await store.send(.path(.element(id: 2, action: .settings(.binding(.set(\.showsIDs, true)))))) {
      $0.path[id: 2] = .settings(HomeSettingsFeature.State(showsIDs: true))
    }
    await store.send(.stackOperationTapped(.removeSubrangeOneThroughThree))
    await store.send(.stackOperationTapped(.pushDetail)) {
      $0.path[id: 3] = .detail(ArticleDetailFeature.State(article: self.first))
    }
    // [#0 detail, #1 edit, #2 settings, #3 detail]: removeSubrange(1...3) keeps only #0.
    await store.send(.stackOperationTapped(.removeSubrangeOneThroughThree)) {
      $0.path.removeSubrange(1...3)
    }
    XCTAssertEqual(store.state.path.ids, [0])

    await store.send(.stackOperationTapped(.pushEdit)) {
      $0.path[id: 4] = .edit(ArticleEditFeature.State(article: self.first))
    }
    await store.send(.stackOperationTapped(.pushSettings)) {
      $0.path[id: 5] = .settings(HomeSettingsFeature.State())
    }
    await store.send(.stackOperationTapped(.removeAtOne)) { $0.path[id: 4] = nil }
    XCTAssertEqual(store.state.path.ids, [0, 5])
    await store.send(.stackOperationTapped(.removeLastTwo)) { $0.path.removeAll() }

    await store.send(.stackOperationTapped(.pushDetail)) {
      $0.path[id: 6] = .detail(ArticleDetailFeature.State(article: self.first))
    }
    await store.send(.stackOperationTapped(.removeLast)) { $0.path[id: 6] = nil }

    await store.send(.stackOperationTapped(.pushDetail)) {
      $0.path[id: 7] = .detail(ArticleDetailFeature.State(article: self.first))
    }
    await store.send(.stackOperationTapped(.pushSettings)) {
      $0.path[id: 8] = .settings(HomeSettingsFeature.State())
    }
    await store.send(.path(.popFrom(id: 8))) { $0.path[id: 8] = nil }
    await store.send(.stackOperationTapped(.removeAll)) { $0.path.removeAll() }
    await store.finish()
  }

  func testControlsAreDisabledWhenTheStackIsTooShortAndThePathIsShownLive() throws {
    let runtime = Demos.stackOps.start()
    func controls() throws -> [String: Bool] {
      let json = runtime.snapshot().scene.json
      let screens = [json["root"]?["root"]] + (json["root"]?["path"]?.arrayValue ?? []).map { $0 }
      let top = try XCTUnwrap(screens.last ?? nil)
      var result: [String: Bool] = [:]
      for button in buttons(in: top["content"]) {
        result[button["label"]?.stringValue ?? ""] = button["disabled"] == true
      }
      return result
    }
    var state = try controls()
    XCTAssertEqual(state["append(.detail)"], false)
    XCTAssertEqual(state["removeLast()"], true)
    XCTAssertEqual(state["removeSubrange(1...3)"], true)
    for _ in 0..<4 {
      _ = try runtime.send(["stackOperationTapped": "pushSettings"], origin: "t")
    }
    state = try controls()
    XCTAssertEqual(state["removeLast()"], false)
    XCTAssertEqual(state["removeLast(2)"], false)
    XCTAssertEqual(state["remove(at: 1)"], false)
    XCTAssertEqual(state["removeSubrange(1...3)"], false)
    let texts = runtime.snapshot().scene.json["root"]?["path"]?.arrayValue?.last.map {
      self.texts(in: $0["content"])
    }
    XCTAssertEqual(
      texts?.suffix(4), ["#0 settings", "#1 settings", "#2 settings", "#3 settings"])
    XCTAssertEqual(runtime.snapshot().scene.json["diagnostics"], [])
  }

  private func buttons(in node: JSONValue?) -> [JSONValue] {
    guard let node else { return [] }
    if node["kind"] == "button" { return [node] }
    return (node["children"]?.arrayValue ?? []).flatMap { buttons(in: $0) }
  }

  private func texts(in node: JSONValue?) -> [String] {
    guard let node else { return [] }
    if node["kind"] == "text", let text = node["text"]?.stringValue { return [text] }
    return (node["children"]?.arrayValue ?? []).flatMap { texts(in: $0) }
  }
}
