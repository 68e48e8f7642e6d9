import MirrorJSON  // Test glue: encodes actions as the page sends them.
import NavMirror
import XCTest

/// seeds/000's flow, App → Tab → Detail → Another, under `TestStore` and in the mirror.
final class TabsWithRootStackTests: XCTestCase {
  @MainActor
  func testTabToDetailToAnotherAndBack() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.tab1(.moveDetailViewButtonTapped)) {
      $0.path[id: 0] = .firstDetail(FirstDetailFeature.State())
    }
    await store.send(.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped)))) {
      $0.path[id: 1] = .another(AnotherFeature.State())
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
    }
    await store.send(.tab2(.moveDetailViewButtonTapped)) {
      $0.path[id: 2] = .secondDetail(SecondDetailFeature.State())
    }
    await store.send(\.path[id: 2].secondDetail.moveAnotherViewButtonTapped) {
      $0.path[id: 3] = .another(AnotherFeature.State())
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  func testTheFlowRunsInTheMirror() throws {
    let app = MirrorApp(
      name: "seed-000", summary: "Tabs and one root stack.", initialState: AppFeature.State(),
      reducer: AppFeature()
    ) { store in
      Text("\(store.path.count) pushed")  // Glue: a placeholder view.
    }
    let runtime = app.start()
    let encoder = JSONValueEncoder()
    try runtime.send(
      encoder.encode(AppFeature.Action.tab1(.moveDetailViewButtonTapped)), origin: "t")
    try runtime.send(
      encoder.encode(
        AppFeature.Action.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped)))),
      origin: "t")
    let path = runtime.snapshot().state["path"]
    let decoded = try JSONValueDecoder().decode(
      StackState<AppFeature.Path.State>.self, from: path ?? .null)
    XCTAssertEqual(
      decoded,
      StackState([.firstDetail(FirstDetailFeature.State()), .another(AnotherFeature.State())]))
  }
}
