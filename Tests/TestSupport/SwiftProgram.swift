import Foundation

/// Compiles Swift source files into a program linked with the package's modules as this test
/// run built them, and runs it: for tests that generated code (an exported `TestStore` test)
/// builds and does what it says.
public enum SwiftProgram {
  /// What compiling, then running, printed.
  public struct Result: Sendable {
    /// Whether the compiler succeeded.
    public var compiled: Bool
    /// The compiler's output, then (when it compiled) the program's.
    public var output: String
    /// The program's exit status; `nil` when it did not compile.
    public var status: Int32?
  }

  /// Compiles `files` (name and text; one of them may be `main.swift`) in the Swift 6
  /// language mode, with the package's macros, as the module `moduleName`, then runs the
  /// program. A test exported from an app of a test target compiles with that app's source as
  /// that target's module, so that its `@testable import` and the app's type names hold.
  public static func run(
    _ files: [(name: String, text: String)], moduleName: String = "Program"
  ) throws -> Result {
    let modules = try BuiltModules()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      try file.text.write(
        to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    // The objects go in a response file: there are hundreds.
    let objects = folder.appendingPathComponent("objects.txt")
    try modules.libraryObjects().map { "\"\($0)\"" }.joined(separator: "\n")
      .write(to: objects, atomically: true, encoding: .utf8)
    let compile = try BuiltModules.run(
      ["swiftc", "-swift-version", "6", "-module-name", moduleName] + modules.importFlags()
        + modules.macroFlags() + files.map(\.name) + ["@objects.txt", "-o", "program.xctest"],
      in: folder)
    var output = String(decoding: compile.output, as: UTF8.self)
    guard compile.status == 0 else { return Result(compiled: false, output: output) }
    // Named as a test bundle, so that IssueReporting takes the process for a test run, and
    // given the build's IssueReportingTestSupport library, through which a `TestStore` failure
    // fails the test as in a test target (else it is only printed, or stops the run).
    let program = try BuiltModules.run([
      "LD_LIBRARY_PATH=\(modules.directory.path)",
      folder.appendingPathComponent("program.xctest").path,
    ])
    output += String(decoding: program.output, as: UTF8.self)
    return Result(compiled: true, output: output, status: program.status)
  }

  /// A `main.swift` that runs `testRecordedFlow` of each exported test class `classes`, then
  /// the XCTest entries `otherEntries` (`testCase([…])`), through `XCTMain`.
  public static func main(runningRecordedFlowsOf classes: [String], otherEntries: [String] = [])
    -> String
  {
    let entries = classes.map { name in
      """
        testCase([
          ("testRecordedFlow", asyncTest { (test: \(name)) in
            { nonisolated(unsafe) let test = test; try await test.testRecordedFlow() }
          })
        ]),
      """
    }
    return
      (["import XCTest", "", "nonisolated(unsafe) let entries: [XCTestCaseEntry] = ["]
      + entries + otherEntries.map { "  \($0)," } + ["]", "XCTMain(entries)", ""])
      .joined(separator: "\n")
  }
}
