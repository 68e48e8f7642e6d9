import MirrorJSON
import NavMirror
import XCTest

/// seeds/000's views under one root stack: App → Tab → Detail → Another.
final class TabsWithRootStackViewTests: XCTestCase {
  /// Glue: the article's AppView, with each `.tabItem { VStack { Image(…); Text(…) } }` written
  /// as `.tabItem(_:systemImage:)` (the closure form comes with the view layer's `Image`).
  struct AppRootView: View {
    @Bindable var store: StoreOf<AppFeature>
    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
        TabView {
          FirstView(store: store.scope(state: \.tab1, action: \.tab1))
            .tabItem("First", systemImage: "house")
          SecondView(store: store.scope(state: \.tab2, action: \.tab2))
            .tabItem("Second", systemImage: "list.bullet")
        }
      } destination: { store in
        switch store.case {
        case .firstDetail(let store):
          FirstDetailView(store: store)
        case .secondDetail(let store):
          SecondDetailView(store: store)
        case .another(let store):
          AnotherView(store: store)
        }
      }
    }
  }

  func testTheArticleFlowThroughItsViews() throws {
    let runtime = MirrorApp(
      name: "seed-000", summary: "", initialState: AppFeature.State(), reducer: AppFeature(),
      view: { AppRootView(store: $0) }
    ).start()
    let tabs = runtime.snapshot().scene.json["root"]?["root"]?["content"]?["tabs"]?.arrayValue
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
