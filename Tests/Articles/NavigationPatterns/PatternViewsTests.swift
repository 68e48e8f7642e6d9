import MirrorJSON
import NavMirror
import XCTest

/// seeds/001's views of patterns 2 to 4 rendered: the app root's switch, the tab view bound with
/// `$store.selectedTab.sending(\.tabSelected)` and its `.tabItem { Label(…) }`s, and the history
/// stack bound with `$store.scope` whose rows are `Button { } label: { }`.
final class PatternViewsTests: XCTestCase {
  private let encoder = JSONValueEncoder()

  private static func loggedIn() -> AppFeature.State {
    .mainTab(
      MainTabFeature.State(
        historyList: HistoryListFeature.State(persons: [Person(id: 1, name: "Ada")])))
  }

  func testIntroStartsTheTabsThroughTheAppRootSwitch() throws {
    let runtime = MirrorApp(
      name: "seed-001", summary: "", initialState: AppFeature.State.intro(IntroFeature.State()),
      reducer: AppCoordinator(), view: { AppView(store: $0) }
    ).start()
    let start = try XCTUnwrap(runtime.snapshot().scene.json["root"]?["action"])
    XCTAssertEqual(start, try encoder.encode(AppFeature.Action.intro(.startButtonTapped)))
    _ = try runtime.send(start, origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.json["root"]?["kind"], "tabs")
  }

  func testTabsSelectAndTheHistoryStackPushesARow() throws {
    let runtime = MirrorApp(
      name: "seed-001", summary: "", initialState: Self.loggedIn(), reducer: AppCoordinator(),
      view: { AppView(store: $0) }
    ).start()
    let tabs = try XCTUnwrap(runtime.snapshot().scene.json["root"]?["tabs"]?.arrayValue)
    XCTAssertEqual(tabs.map { $0["label"] }, ["캘린더", "내역", "마이페이지"])
    XCTAssertEqual(tabs.map { $0["systemImage"] }, ["calendar", "list.bullet", "person.circle"])
    XCTAssertEqual(
      tabs[1]["action"], try encoder.encode(AppFeature.Action.mainTab(.tabSelected(.history))))
    _ = try runtime.send(XCTUnwrap(tabs[1]["action"]), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.json["root"]?["selection"], "history")

    let history = runtime.snapshot().scene.json["root"]?["tabs"]?.arrayValue?[1]["content"]
    XCTAssertEqual(history?["kind"], "stack")
    let row = try XCTUnwrap(history?["root"]?["content"]?["children"]?.arrayValue?.first)
    XCTAssertEqual(row["kind"], "labeledButton")
    _ = try runtime.send(XCTUnwrap(row["action"]), origin: "t")
    let pushed = runtime.snapshot().scene.json["root"]?["tabs"]?.arrayValue?[1]["content"]?[
      "path"]?.arrayValue
    XCTAssertEqual(pushed?.map { $0["title"] }, ["Ada"])
    XCTAssertEqual(runtime.snapshot().scene.json["diagnostics"], [])
  }
}
