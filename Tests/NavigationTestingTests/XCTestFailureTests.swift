import Clocks
import NavigationCore
import NavigationTesting
import Synchronization
import XCTest

/// The same wrong tests as `SwiftTestingFailureTests`, under XCTest: each failure reaches
/// XCTest at the line of the call that made it. XCTest on Linux has no expected failures, so
/// this case keeps the failures it records instead of failing with them.
@MainActor
final class XCTestFailureTests: XCTestCase {
  private struct Recording {
    var failures: [(description: String, line: Int)] = []
    var isOn = false
  }

  private let recording = Mutex(Recording())

  nonisolated override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    let kept = recording.withLock { recording in
      if recording.isOn { recording.failures.append((description, lineNumber)) }
      return recording.isOn
    }
    guard !kept else { return }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }

  /// Runs `body`, keeping what XCTest records in it, and checks that it recorded exactly one
  /// failure, starting with `prefix`, at `line`.
  private func expectFailure(
    startingWith prefix: String, atLine line: Int, _ body: () async -> Void,
    file: StaticString = #filePath, caller: UInt = #line
  ) async {
    recording.withLock { $0 = Recording(isOn: true) }
    await body()
    let recorded = recording.withLock { recording in
      recording.isOn = false
      return recording.failures
    }
    XCTAssertEqual(recorded.count, 1, "\(recorded)", file: file, line: caller)
    // XCTest on Linux starts a failure's description with "failed - ".
    XCTAssertTrue(
      recorded.first?.description.hasPrefix("failed - \(prefix)") ?? false, "\(recorded)",
      file: file, line: caller)
    XCTAssertEqual(recorded.first?.line, line, file: file, line: caller)
  }

  func testAWrongStateAssertionFails() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    await expectFailure(startingWith: "A state change does not match", atLine: #line + 1) {
      await store.send(.load) { $0.isLoading = false }
    }
    await store.receive(.loaded(42)) {
      $0.isLoading = false
      $0.value = 42
    }
  }

  func testAnUnexpectedReceivedActionFails() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    await store.send(.load) { $0.isLoading = true }
    await expectFailure(startingWith: "Received unexpected action", atLine: #line + 1) {
      await store.receive(.loaded(7)) { $0.value = 7 }
    }
  }

  func testAnActionNothingSendsFails() async {
    let store = TestStore(initialState: FailureScenarios.State()) { FailureScenarios() }
    await expectFailure(
      startingWith: "Expected to receive the following action, but didn't", atLine: #line + 1
    ) { await store.receive(.tick) }
  }

  func testAnEffectStillRunningAtTheEndFails() async {
    let clock = TestClock()
    await expectFailure(
      startingWith: "An effect returned for this action is still running.", atLine: 4_242
    ) {
      let store = TestStore(initialState: FailureScenarios.State()) {
        FailureScenarios()
      } withDependencies: {
        $0.continuousClock = clock
      }
      // The end of the test reports the effect at the `send` that started it.
      await store.send(.startTimer, line: 4_242)
    }
  }

}
