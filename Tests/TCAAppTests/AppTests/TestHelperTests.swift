import NavMirror
import NavigationTesting
import XCTest

/// A test helper written as TCA users write them, passing its caller's location on with
/// `fileID:`, `file:`, `line:` and `column:`.
@MainActor
final class TestHelperTests: XCTestCase {
  func testHelperForwardsItsCallersLocation() async {
    let store = TestStore(initialState: FocusTimerFeature.State()) {
      FocusTimerFeature()
    }
    var failures: [UInt] = []
    store.reportFailure = { _, _, line in failures.append(line) }

    await resetTimer(store, expectingSecondsLeft: 1)
    let callLine: UInt = #line - 1
    XCTAssertEqual(failures, [callLine])
  }

  private func resetTimer(
    _ store: TestStore<FocusTimerFeature.State, FocusTimerFeature.Action>,
    expectingSecondsLeft seconds: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store.send(
      .resetButtonTapped, assert: { $0.secondsLeft = seconds }, fileID: fileID, file: filePath,
      line: line, column: column)
    await store.finish(fileID: fileID, file: filePath, line: line, column: column)
  }
}
