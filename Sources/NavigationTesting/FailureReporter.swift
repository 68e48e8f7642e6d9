import Foundation
import XCTest

/// Reports a test failure through XCTest.
func defaultFailureReporter(_ message: String, file: StaticString, line: UInt) {
  XCTFail(message, file: file, line: line)
}

/// Prints an assertion a non-exhaustive test store skipped, with where it was made: XCTest on
/// Linux has no expected failures to show it as.
func defaultSkippedAssertionReporter(_ message: String, file: StaticString, line: UInt) {
  print("\(file):\(line): \(message)")
}
