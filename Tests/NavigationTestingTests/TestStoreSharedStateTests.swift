import NavigationCore
import NavigationTesting
import Sharing
import Testing

/// A feature changing shared state from its reducer and from an effect.
@Reducer
struct SharedScoreboard {
  @ObservableState
  struct State: Equatable {
    @Shared var score: Int
    var taps = 0
  }
  enum Action { case tapped, scoredLater }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.taps += 1
        state.$score.withLock { $0 += 1 }
        return .none
      case .scoredLater:
        return .run { [score = state.$score] _ in score.withLock { $0 += 10 } }
      }
    }
  }
}

/// TestStore asserts shared state as TCA's does: a change must be described in the trailing
/// closure, and one left undescribed at the end of the test fails it.
@MainActor
struct TestStoreSharedStateTests {
  @Test func aDescribedSharedChangePasses() async {
    let store = TestStore(initialState: SharedScoreboard.State(score: Shared(value: 0))) {
      SharedScoreboard()
    }
    await store.send(.tapped) {
      $0.taps = 1
      $0.$score.withLock { $0 = 1 }
    }
    #expect(store.state.score == 1)
  }

  @Test func anUndescribedSharedChangeFailsWithItsDiff() async {
    let store = TestStore(initialState: SharedScoreboard.State(score: Shared(value: 0))) {
      SharedScoreboard()
    }
    await withKnownIssue {
      await store.send(.tapped) { $0.taps = 1 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("_score: 0") && issue.description.contains("_score: 1")
    }
  }

  @Test func aWrongSharedValueFails() async {
    let store = TestStore(initialState: SharedScoreboard.State(score: Shared(value: 0))) {
      SharedScoreboard()
    }
    await withKnownIssue {
      await store.send(.tapped) {
        $0.taps = 1
        $0.$score.withLock { $0 = 2 }
      }
    }
  }

  @Test func aSharedChangeLeftUnassertedAtTheEndFails() async {
    let store = TestStore(initialState: SharedScoreboard.State(score: Shared(value: 0))) {
      SharedScoreboard()
    }
    await store.send(.scoredLater)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains(
        "Test store finished before asserting against changes to shared state")
        && issue.description.contains("Invoke \"TestStore.assert\" at the end of this test")
    }
  }

  @Test func assertDescribesASharedChangeAfterTheFact() async {
    let score = Shared(value: 0)
    let store = TestStore(initialState: SharedScoreboard.State(score: score)) { SharedScoreboard() }
    await store.withExhaustivity(.off) {
      await store.send(.tapped)
    }
    store.assert { $0.$score.withLock { $0 = 1 } }
    #expect(score.wrappedValue == 1)
  }
}
