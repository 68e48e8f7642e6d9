import Foundation
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
    let output = try typecheck(source)
    XCTAssertEqual(
      output.components(separatedBy: "\n").filter { $0.contains(".swift:3:4: error:") }.count, 1,
      output)
    XCTAssertFalse(output.contains("missing required module"), output)
    XCTAssertTrue(
      output.contains("error: 'State' is unavailable: NavMirror views keep no state of their own"),
      output)
    XCTAssertTrue(output.contains("move this value into the feature's State"), output)
  }

  /// Type-checks `source` against the modules built next to this test bundle and returns what
  /// the compiler printed.
  private func typecheck(_ source: String) throws -> String {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let buildDirectory = try XCTUnwrap(
      sequence(first: bundle) { $0.deletingLastPathComponent() }
        .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path) }
    )
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-refusal-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6",
      "-I", buildDirectory.appendingPathComponent("Modules").path,
      // The C modules NavMirror's server imports.
      "-I", sources.appendingPathComponent("CZlib").path,
      "-I", sources.appendingPathComponent("COpenSSL").path,
      "-Xcc",
      "-fmodule-map-file="
        + buildDirectory.appendingPathComponent("CLinuxShims.build/module.modulemap").path,
      file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }
}
