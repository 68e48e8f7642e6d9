import IssueReporting

/// Where in a test a call was written — the four values every `TestStore` method takes, as
/// TCA's do — and where failures about it are recorded.
struct TestLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The issue reporters of the test store that made the location, when the store's own tests
  /// replaced the task's (``TestStore/issueReporters``).
  var reporters: [any IssueReporter]? = nil

  /// Records a failure here with whichever framework runs the test, XCTest or Swift Testing,
  /// through IssueReporting as TCA's test store does: `withKnownIssue` and `XCTExpectFailure`
  /// see it, and so do the reporters a test installs with `withIssueReporters`.
  func fail(_ message: String) {
    guard let reporters else {
      TestFrameworkBridge.requireLinked(failing: message, at: self)
      return reportIssue(
        message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    withIssueReporters(reporters) {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Reports what an exhaustive store would have failed on, without failing: a known issue
  /// under Swift Testing, as TCA reports skipped assertions; printed under XCTest, which has no
  /// expected failures on Linux.
  func reportSkipped(_ message: String) {
    if let reporters {
      return withIssueReporters(reporters) {
        reportIssue(message, severity: .warning, fileID: fileID, filePath: filePath, line: line)
      }
    }
    guard TestContext.current?.isSwiftTesting == true else {
      print("\(filePath):\(line): \(message)")
      return
    }
    withExpectedIssue(fileID: fileID, filePath: filePath, line: line, column: column) {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
