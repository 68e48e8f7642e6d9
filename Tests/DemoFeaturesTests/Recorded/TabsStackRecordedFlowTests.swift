import NavigationCore
import NavigationTesting
import XCTest

@testable import DemoFeatures

/// Recorded in NavMirror.
final class TabsStackRecordedFlowTests: XCTestCase {
  func testRecordedFlow() async {
    let store = TestStore(
      initialState: TabsStackFeature.State(
        path: StackState(), tab1: FirstFeature.State(), tab2: SecondFeature.State(),
        selectedTab: .first)
    ) {
      TabsStackFeature()
    }
    await store.send(.tab1(.moveDetailViewButtonTapped)) {
      $0.path[id: 0] = .firstDetail(FirstDetailFeature.State())
    }
    await store.send(.path(.element(id: 0, action: .firstDetail(.moveAnotherViewButtonTapped)))) {
      $0.path[id: 1] = .another(AnotherFeature.State())
    }
    await store.send(.tabSelected(.second)) {
      $0.selectedTab = .second
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    await store.send(.tab2(.moveDetailViewButtonTapped)) {
      $0.path[id: 2] = .secondDetail(SecondDetailFeature.State())
    }
  }
}
