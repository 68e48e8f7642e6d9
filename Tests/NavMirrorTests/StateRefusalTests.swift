import TestSupport
import XCTest

/// A view's own `@State` does not compile against `import NavMirror`, and the error says where
/// the value goes instead: checked by type-checking a view with the package's built modules.
/// (That a feature's nested `State` is untouched by it, every feature in the test targets
/// shows.)
final class StateRefusalTests: XCTestCase {
  func testStateIsRefusedWithAMessageNamingTheFeatureState() throws {
    let source = """
      import NavMirror
      struct DisclosureView: View {
        @State private var isExpanded = false
        var body: some View { Text("Details") }
      }
      """
    let output = try SwiftTypeChecker.typecheck(source).output
    XCTAssertEqual(
      output.components(separatedBy: "\n").filter { $0.contains(".swift:3:4: error:") }.count, 1,
      output)
    XCTAssertFalse(output.contains("missing required module"), output)
    XCTAssertTrue(
      output.contains("error: 'State' is unavailable: NavMirror views keep no state of their own"),
      output)
    XCTAssertTrue(output.contains("move this value into the feature's State"), output)
  }
}
