import MirrorJSON
import NavMirror
import XCTest

/// seeds/004's HomeView rendered: its stack bound with `$store.scope` and its destination's
/// `switch store.case`.
final class HomeViewTests: XCTestCase {
  /// The home with one screen of each case pushed.
  private static func threeScreensDeep() -> HomeFeature.State {
    var state = HomeFeature.State()
    state.path.append(.detail(DetailFeature.State(article: Article(title: "StackState"))))
    state.path.append(.edit(EditFeature.State(title: "Draft")))
    state.path.append(.settings(SettingsFeature.State()))
    return state
  }

  func testTheDestinationSwitchDrawsEveryCaseAndItsControlsSendThroughThePath() throws {
    let runtime = MirrorApp(
      name: "seed-004", summary: "", initialState: Self.threeScreensDeep(), reducer: HomeFeature(),
      view: { HomeView(store: $0) }
    ).start()
    let stack = runtime.snapshot().scene.json["root"]
    XCTAssertEqual(stack?["kind"], "stack")
    let path = try XCTUnwrap(stack?["path"]?.arrayValue)
    XCTAssertEqual(path.map { $0["title"] }, ["Detail", "Edit", "Settings"])

    let final = try XCTUnwrap(path[1]["content"]?["options"]?.arrayValue?.last?["action"])
    XCTAssertEqual(
      final,
      try JSONValueEncoder().encode(
        HomeFeature.Action.path(.element(id: 1, action: .edit(.titleChanged("Final"))))))
    _ = try runtime.send(final, origin: "t")
    let edit = runtime.snapshot().scene.json["root"]?["path"]?.arrayValue?[1]
    XCTAssertEqual(edit?["content"]?["selection"], "Final", "the binding round-trips")

    _ = try runtime.send(XCTUnwrap(path[0]["popAction"]), origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.json["root"]?["path"], [])
    XCTAssertEqual(runtime.snapshot().scene.json["diagnostics"], [])
  }
}
