import XCTest

/// Reports a test failure through XCTest.
func defaultFailureReporter(_ message: String, file: StaticString, line: UInt) {
  XCTFail(message, file: file, line: line)
}
