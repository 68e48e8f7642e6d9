import TestSupport
import XCTest

/// SwiftUI modifiers NavMirror refuses fail to compile with a message naming what it draws, and
/// the drawing-only modifiers it accepts compile: checked by type-checking small views against
/// the MirrorUI module this test run built.
final class UnsupportedModifiersTests: XCTestCase {
  /// Type-checks `source` (after `import MirrorUI`) and returns the compiler's exit status and
  /// its error lines.
  private func typecheck(_ source: String) throws -> (status: Int32, errors: [String]) {
    let result = try SwiftTypeChecker.typecheck("import MirrorUI\n" + source)
    return (result.status, result.errors)
  }

  func testRefusedModifiersNameWhatNavMirrorDraws() throws {
    let refused = [
      "onTapGesture": "Text(\"a\").onTapGesture {}",
      "gesture": "Text(\"a\").gesture(1)",
      "animation(_:value:)": "Text(\"a\").animation(.default, value: 1)",
      "transition": "Text(\"a\").transition(.slide)",
      "matchedGeometryEffect": "Text(\"a\").matchedGeometryEffect(id: 1, in: 2)",
      "environment": "Text(\"a\").environment(\\.colorScheme, .dark)",
      "refreshable": "List { Text(\"a\") }.refreshable {}",
      "searchable": "List { Text(\"a\") }.searchable(text: Binding(get: \"\") { _ in })",
      "swipeActions": "Text(\"a\").swipeActions(edge: .leading) { Button(\"x\") {} }",
      "contextMenu": "Text(\"a\").contextMenu { Button(\"x\") {} }",
      "overlay": "Text(\"a\").overlay { Text(\"b\") }",
      "background(alignment:content:)": "Text(\"a\").background { Text(\"b\") }",
      "onChange": "Text(\"a\").onChange(of: 1) {}",
    ]
    for (name, body) in refused.sorted(by: { $0.key < $1.key }) {
      let result = try typecheck("struct V: View { var body: some View { \(body) } }")
      XCTAssertNotEqual(result.status, 0, name)
      XCTAssertEqual(result.errors.count, 1, "\(name): \(result.errors)")
      let error = try XCTUnwrap(result.errors.first, name)
      XCTAssertTrue(error.contains("'\(name.split(separator: "(")[0])"), "\(name): \(error)")
      XCTAssertTrue(error.contains("is unavailable: NavMirror"), "\(name): \(error)")
      XCTAssertTrue(
        error.contains("Modifiers NavMirror draws: .navigationTitle"),
        "\(name): \(error)")
      XCTAssertTrue(error.contains("docs/VIEWS.md"), "\(name): \(error)")
    }
  }

  func testDrawingOnlyModifiersCompile() throws {
    let result = try typecheck(
      """
      struct V: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 8) {
            Text("a").font(.subheadline).bold().foregroundStyle(.secondary)
            Text("b").foregroundColor(.red).padding().padding(.horizontal, 4)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(Color.blue.opacity(0.2))
          .listStyle(.insetGrouped)
          .buttonStyle(.borderedProminent)
          .tint(.pink)
        }
      }
      """)
    XCTAssertEqual(result.errors, [])
    XCTAssertEqual(result.status, 0)
  }
}
