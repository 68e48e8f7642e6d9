import NavMirror
import ShoppingList
import Testing

/// The feature's tests, written as TCA's examples write them today: Swift Testing, on the main
/// actor, with `import NavMirror` alone.
@MainActor
struct ShoppingListTests {
  @Test func tappingAnItemPushesItAndBuyingPopsBackToTheList() async {
    let store = TestStore(initialState: ShoppingListFeature.State()) {
      ShoppingListFeature()
    }
    await store.send(.itemTapped("Bread")) {
      $0.path[id: 0] = ItemFeature.State(item: .init(name: "Bread"))
    }
    await store.send(.path(.element(id: 0, action: .boughtButtonTapped)))
    await store.receive(\.path[id: 0].delegate.bought) {
      $0.items[id: "Bread"]?.isBought = true
      $0.path[id: 0] = nil
    }
  }

  @Test func theTimerCountsSecondsOnTheClockUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: ShoppingListFeature.State()) {
      ShoppingListFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) {
      $0.secondsShopping = 1
    }
    await store.receive(\.timerTicked) {
      $0.secondsShopping = 2
    }
    await store.send(.timerButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  @Test func aWrongExpectationFailsTheTest() async {
    let store = TestStore(initialState: ShoppingListFeature.State()) {
      ShoppingListFeature()
    }
    await withKnownIssue {
      await store.send(.itemTapped("Bread")) {
        $0.path[id: 0] = ItemFeature.State(item: .init(name: "Milk"))
      }
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
  }
}
