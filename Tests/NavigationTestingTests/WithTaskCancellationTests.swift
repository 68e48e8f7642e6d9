import NavigationCore
import NavigationTesting
import XCTest

/// `withTaskCancellation(id:cancelInFlight:)` inside an effect, as TCA's: cancelling its id
/// ends the region and lets the effect around it go on; `cancelInFlight` debounces.
final class WithTaskCancellationTests: XCTestCase {
  @Reducer
  struct Search {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
    }
    enum Action: Equatable {
      case queryChanged(String)
      case searched(String)
      case stopTapped
      case regionEnded
    }
    enum CancelID { case search }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          state.query = query
          return .run { [clock] send in
            await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
              guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
              await send(.searched(query))
            }
            await send(.regionEnded)
          }
        case .searched(let query):
          state.results.append(query)
          return .none
        case .stopTapped:
          return .cancel(id: CancelID.search)
        case .regionEnded:
          return .none
        }
      }
    }
  }

  private let clock = TestClock()

  private func makeStore() -> TestStore<Search.State, Search.Action> {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  func testARegionThatIsNotCancelledFinishesAndTheEffectGoesOn() async {
    let store = makeStore()
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched("a")) { $0.results = ["a"] }
    await store.receive(.regionEnded)
  }

  func testCancelInFlightDebouncesTheRegion() async {
    let store = makeStore()
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await store.receive(.regionEnded)
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched("ab")) { $0.results = ["ab"] }
    await store.receive(.regionEnded)
  }

  func testCancellingTheIDEndsTheRegionButNotTheEffectAroundIt() async {
    let store = makeStore()
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.stopTapped)
    await store.receive(.regionEnded)
    await clock.run()
  }

  func testOutsideAnEffectTheOperationSimplyRuns() async {
    let value = await withTaskCancellation(id: "outside") { 42 }
    XCTAssertEqual(value, 42)
    struct Failure: Error {}
    do {
      _ = try await withTaskCancellation(id: "outside") { () async throws -> Int in throw Failure()
      }
      XCTFail("the operation's error is thrown")
    } catch {
      XCTAssert(error is Failure)
    }
  }
}
