import DemoFeatures
import NavigationCore
import XCTest

final class TabsStackFeatureTests: XCTestCase {
  typealias Feature = TabsStackFeature

  func makeStore() -> StoreRuntime<Feature.State, Feature.Action> {
    StoreRuntime(initialState: Feature.State(), reducer: Feature())
  }

  func testFirstTabPushesFirstDetailThenAnother() {
    let store = makeStore()
    store.send(.tab1(.moveDetailViewButtonTapped))
    XCTAssertEqual(store.state.path.ids, [0])
    XCTAssertEqual(store.state.path[id: 0], .firstDetail(.init()))

    store.send(.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped))))
    XCTAssertEqual(store.state.path.ids, [0, 1])
    XCTAssertEqual(store.state.path[id: 1], .another(.init()))
    XCTAssertEqual(store.version, 2)
  }

  func testSecondTabPushesSecondDetailThenAnother() {
    let store = makeStore()
    store.send(.tabSelected(.second))
    store.send(.tab2(.moveDetailViewButtonTapped))
    store.send(.path(.element(id: 0, action: .secondDetail(.moveAnotherViewButtonTapped))))
    XCTAssertEqual(store.state.selectedTab, .second)
    XCTAssertEqual(Array(store.state.path), [.secondDetail(.init()), .another(.init())])
  }

  func testBackPopsOnlyTheTopScreen() {
    let store = makeStore()
    store.send(.tab1(.moveDetailViewButtonTapped))
    store.send(.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped))))
    store.send(.path(.popFrom(id: 1)))
    XCTAssertEqual(store.state.path.ids, [0])
  }

  func testBreadcrumbJumpPopsSeveralLevelsWithOneAction() {
    let store = makeStore()
    store.send(.tab1(.moveDetailViewButtonTapped))
    store.send(.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped))))
    let result = store.send(.path(.popFrom(id: 0)))
    XCTAssertTrue(store.state.path.isEmpty)
    XCTAssertEqual(result.version, 3)
  }

  func testIdsAreNotReusedAfterPopping() {
    let store = makeStore()
    store.send(.tab1(.moveDetailViewButtonTapped))
    store.send(.path(.popFrom(id: 0)))
    store.send(.tab1(.moveDetailViewButtonTapped))
    XCTAssertEqual(store.state.path.ids, [1])
  }

  /// As in TCA, the parent still runs for an element that is gone (and the warning names the
  /// `forEach`): here it pushes Another for the detail someone popped.
  func testStaleElementActionIsReportedAndStillReachesTheParent() {
    let store = makeStore()
    store.send(.tab1(.moveDetailViewButtonTapped))
    store.send(.path(.popFrom(id: 0)))
    let result = store.send(
      .path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped))))
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-missing-element"])
    XCTAssertEqual(store.state.path.ids, [1])
    XCTAssertEqual(store.state.path.first, .another(AnotherFeature.State()))
  }

  func testSwitchingTabsKeepsThePath() {
    let store = makeStore()
    store.send(.tab1(.moveDetailViewButtonTapped))
    store.send(.tabSelected(.second))
    XCTAssertEqual(store.state.path.count, 1)
    XCTAssertEqual(store.state.selectedTab, .second)
  }
}
