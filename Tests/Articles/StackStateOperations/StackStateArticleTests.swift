import NavMirror
import XCTest

/// seeds/004's StackState: its operations as the article lists them, and its HomeFeature.
final class StackStateArticleTests: XCTestCase {
  private let article = Article(title: "StackState")

  /// The article's test, in XCTest: the article's own version calls a `SearchFeature` it never
  /// shows and compares with `.detail`, which has a payload, so it is written here against
  /// HomeFeature with the payload.
  func testASearchResultPushesItsDetail() {
    var state = HomeFeature.State()
    XCTAssertEqual(state.path.count, 0)
    _ = HomeFeature().reduce(into: &state, action: .searchResultTapped(article))
    XCTAssertEqual(state.path.count, 1)
    XCTAssertEqual(state.path[0], .detail(DetailFeature.State(article: article)))
  }

  /// "자주 사용하는 메소드": the operations the article lists, each as on an array.
  func testTheOperationsTheArticleLists() {
    var path: StackState<HomeFeature.Path.State> = .init()
    for title in ["a", "b", "c", "d", "e", "f"] {
      path.append(.edit(EditFeature.State(title: title)))  // push
    }
    path.removeLast()  // pop
    path.removeLast(2)
    XCTAssertEqual(path.count, 3)
    path.remove(at: 1)
    XCTAssertEqual(path.map { $0.edit?.title }, ["a", "c"])
    path.append(.settings(SettingsFeature.State()))
    path.append(.detail(DetailFeature.State(article: article)))
    path.removeSubrange(1...2)
    XCTAssertEqual(path.map { $0.edit?.title }, ["a", nil])
    path.removeAll()  // pop to root
    XCTAssertTrue(path.isEmpty)
    path.append(.settings(SettingsFeature.State()))
    XCTAssertEqual(path.ids, [8], "ids keep counting after removals, as TCA's")
  }

  @MainActor
  func testHomeFlowUnderTestStore() async {
    let store = TestStore(initialState: HomeFeature.State()) { HomeFeature() }
    await store.send(.searchResultTapped(article)) {
      $0.path[id: 0] = .detail(DetailFeature.State(article: self.article))
    }
    await store.send(.path(.push(id: 1, state: .edit(EditFeature.State())))) {
      $0.path[id: 1] = .edit(EditFeature.State())
    }
    await store.send(.path(.element(id: 1, action: .edit(.titleChanged("New"))))) {
      $0.path[id: 1, case: \.edit]?.title = "New"
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
    }
  }
}
