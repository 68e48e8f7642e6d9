import Clocks
import NavigationCore
import NavigationTesting
import Testing

/// A wrong `TestStore` test fails under Swift Testing, where TCA's examples write their tests:
/// each failure reaches the test as an issue (caught here with `withKnownIssue`) at the line of
/// the call that made it.
@MainActor
struct SwiftTestingFailureTests {
  @Test func aWrongStateAssertionFails() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.load) { $0.isLoading = false }
    } matching: { issue in
      Self.message(of: issue).hasPrefix("A state change does not match expectation")
        && issue.sourceLocation?.line == line
    }
    await store.receive(.loaded(42)) {
      $0.isLoading = false
      $0.value = 42
    }
  }

  @Test func anUnexpectedReceivedActionFails() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    await store.send(.load) { $0.isLoading = true }
    await withKnownIssue {
      await store.receive(.loaded(7)) {
        $0.isLoading = false
        $0.value = 7
      }
    } matching: { issue in
      Self.message(of: issue).hasPrefix("Received unexpected action")
    }
  }

  @Test func anActionNothingSendsFails() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    await withKnownIssue {
      await store.receive(.tick)
    } matching: { issue in
      Self.message(of: issue).hasPrefix("Expected to receive the following action, but didn't")
    }
  }

  @Test func aReceivedActionNobodyAssertedFails() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    await store.send(.load) { $0.isLoading = true }
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      Self.message(of: issue).hasPrefix("The store received 1 unexpected action.")
    }
  }

  @Test func anEffectStillRunningAtTheEndFails() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(initialState: FailureScenarios.State()) {
        FailureScenarios()
      } withDependencies: {
        $0.continuousClock = clock
      }
      // The end of the test reports the effect at the `send` that started it.
      await store.send(.startTimer, line: 4_242)
    } matching: { issue in
      Self.message(of: issue).hasPrefix("An effect returned for this action is still running.")
        && issue.sourceLocation?.line == 4_242
    }
  }

  @Test func aSkippedAssertionIsAKnownIssueNotAFailure() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.load)
    await store.receive(.loaded(42)) { $0.value = 42 }
  }

  nonisolated private static func message(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }
}
