import NavMirror
import Testing

/// A test helper written as TCA users write them, passing its caller's location on with
/// `fileID:`, `file:`, `line:` and `column:`: its failure is recorded at the helper's call.
@MainActor
struct TestHelperTests {
  @Test func helperForwardsItsCallersLocation() async {
    let store = TestStore(initialState: FocusTimerFeature.State()) {
      FocusTimerFeature()
    }
    let callLine = #line + 2
    await withKnownIssue {
      await resetTimer(store, expectingSecondsLeft: 1)
    } matching: { issue in
      issue.sourceLocation?.line == callLine
        && issue.sourceLocation?.fileID == "TCAAppTests/TestHelperTests.swift"
    }
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
