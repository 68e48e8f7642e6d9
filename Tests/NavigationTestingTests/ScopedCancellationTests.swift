import NavigationCore
import NavigationTesting
import XCTest

/// Cancel ids live in the navigation context their effect was started in, as in TCA: children
/// never cancel their parent's or their siblings' effects, parents reach their children's.
final class ScopedCancellationTests: XCTestCase {
  private let clock = TestClock()

  private func makeStore(
    _ state: TimersParent.State = TimersParent.State(
      first: TimerFeature.State(), second: TimerFeature.State())
  ) -> TestStore<TimersParent.State, TimersParent.Action> {
    TestStore(initialState: state) {
      TimersParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  func testChildCannotCancelParentEffect() async {
    let store = makeStore()
    await store.send(.start)
    await store.send(.first(.presented(.stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stop)
  }

  func testChildCancelInFlightDoesNotCancelParentEffect() async {
    let store = makeStore()
    await store.send(.start)
    await store.send(.first(.presented(.startReplacingInFlight)))
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.first(.presented(.tick))) { $0.first?.ticks = 1 }
    await store.send(.stop)
  }

  func testSiblingPresentationsKeepTheirOwnTimers() async {
    let store = makeStore()
    await store.send(.first(.presented(.start)))
    await store.send(.second(.presented(.start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.first(.presented(.tick))) { $0.first?.ticks = 1 }
    await store.receive(.second(.presented(.tick))) { $0.second?.ticks = 1 }
    await store.send(.first(.presented(.stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.presented(.tick))) { $0.second?.ticks = 2 }
    await store.send(.second(.presented(.stop)))
    await clock.run()
  }

  func testSiblingElementsKeepTheirOwnTimers() async {
    let store = makeStore(
      TimersParent.State(path: StackState([TimerFeature.State(), TimerFeature.State()])))
    await store.send(.path(.element(id: 0, action: .start)))
    await store.send(.path(.element(id: 1, action: .start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 1 }
    await store.send(.path(.element(id: 0, action: .stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 2 }
    await store.send(.path(.element(id: 1, action: .stop)))
    await clock.run()
  }

  func testParentCancelReachesItsChildrensEffects() async {
    let store = makeStore(
      TimersParent.State(first: TimerFeature.State(), path: StackState([TimerFeature.State()])))
    await store.send(.start)
    await store.send(.first(.presented(.start)))
    await store.send(.path(.element(id: 0, action: .start)))
    await store.send(.stop)
    await clock.run()
  }

  func testParentCancelsIntoAChildBySendingItAnAction() async {
    let store = makeStore()
    await store.send(.first(.presented(.start)))
    await store.send(.second(.presented(.start)))
    await store.send(.stopFirstChild)
    await store.receive(.first(.presented(.stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.presented(.tick))) { $0.second?.ticks = 1 }
    await store.send(.second(.presented(.stop)))
  }

  func testTaskCancelInsideAnEffectIsScopedToItsPresentation() async {
    let store = makeStore()
    await store.send(.start)
    await store.send(.first(.presented(.start)))
    await store.send(.second(.presented(.start)))
    await store.send(.first(.presented(.stopFromEffect))).finish()
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.second(.presented(.tick))) { $0.second?.ticks = 1 }
    await store.send(.stop)
  }

  func testDismissingCancelsExactlyThatPresentationsEffects() async {
    let store = makeStore()
    await store.send(.first(.presented(.start)))
    await store.send(.second(.presented(.start)))
    await store.send(.first(.dismiss)) { $0.first = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.presented(.tick))) { $0.second?.ticks = 1 }
    await store.send(.second(.dismiss)) { $0.second = nil }
    await clock.run()
  }

  func testPoppingCancelsExactlyThatElementsEffects() async {
    let store = makeStore(
      TimersParent.State(path: StackState([TimerFeature.State(), TimerFeature.State()])))
    await store.send(.path(.element(id: 0, action: .start)))
    await store.send(.path(.element(id: 1, action: .start)))
    await store.send(.path(.popFrom(id: 1))) { $0.path[id: 1] = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
    await clock.run()
  }
}
