import NavMirror
import Testing

/// Animated sends behave as plain ones: the page animates on its own.
@MainActor
struct RefreshFeatureTests {
  @Test func animatedSendsDeliverTheirActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: RefreshFeature.State()) {
      RefreshFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.refreshTapped) {
      $0.isRefreshing = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.refreshed, ["a", "b"]) {
      $0.items = ["a", "b"]
      $0.isRefreshing = false
    }
    await store.send(.clearTapped)
    await store.receive(\.cleared) {
      $0.items = []
    }
  }
}
