/// How strictly a ``TestStore`` asserts, as in TCA.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be described, every action an effect sends must be received, and
  /// every effect must finish before the end of the test.
  case on
  /// Only what the test asserts is checked: a trailing closure describes the fields it cares
  /// about (applied to the actual state), received actions nobody asserts are skipped, and
  /// effects may still run at the end. With `showSkippedAssertions`, what a `.on` store would
  /// have failed on is still reported without failing the test: as a known issue under Swift
  /// Testing, printed under XCTest.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, with skipped assertions kept quiet.
  public static let off = Self.off(showSkippedAssertions: false)
}
