import DemoFeatures
import NavigationCore
import NavigationTesting
import XCTest

final class PopToRootFeatureTests: XCTestCase {
  func testTowerPushesPopsAndPopsToRoot() async {
    let store = TestStore(initialState: NavigationControlTower.State()) {
      NavigationControlTower()
    }
    await store.send(.push(.view2)) { $0.paths[id: 0] = .view2 }
    await store.send(.push(.view3)) { $0.paths[id: 1] = .view3 }
    await store.send(.popToRoot) { $0.paths.removeAll() }

    await store.send(.push(.view2)) { $0.paths[id: 2] = .view2 }
    await store.send(.push(.view3)) { $0.paths[id: 3] = .view3 }
    await store.send(.pop) { $0.paths[id: 3] = nil }
    await store.send(.paths(.popFrom(id: 2))) { $0.paths[id: 2] = nil }
    await store.send(.pop)
    await store.send(.popToRoot)
    await store.finish()
  }

  func testBackToRootIsOneStateChangeFromAnyDepth() {
    let store = StoreRuntime(
      initialState: NavigationControlTower.State(), reducer: NavigationControlTower())
    store.send(.push(.view2))
    store.send(.push(.view3))
    store.send(.push(.view2))
    store.send(.push(.view3))
    XCTAssertEqual(store.version, 4)
    let result = store.send(.popToRoot)
    XCTAssertTrue(result.changed)
    XCTAssertEqual(store.version, 5)
    XCTAssertTrue(store.state.paths.isEmpty)
  }

  func testSceneShowsView1AtTheRootAndPushedViewsWithTheirButtons() throws {
    let runtime = Demos.popToRoot.start()
    _ = try runtime.send(["push": "view2"], origin: "t")
    _ = try runtime.send(["push": "view3"], origin: "t")
    let stack = try XCTUnwrap(runtime.snapshot().scene.json["root"])
    XCTAssertEqual(stack["root"]?["title"], "View 1")
    XCTAssertEqual(stack["path"]?.arrayValue?.map { $0["title"] }, ["View 2", "View 3"])
    let buttons = stack["path"]?.arrayValue?.last?["content"]?["children"]?.arrayValue?
      .filter { $0["kind"] == "button" }
    XCTAssertEqual(buttons?.first?["label"], "Back to root")
    XCTAssertEqual(buttons?.first?["action"], ["popToRoot": [:]])
    XCTAssertEqual(runtime.snapshot().scene.json["diagnostics"], [])
  }
}
