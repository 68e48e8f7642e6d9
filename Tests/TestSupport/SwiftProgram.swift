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
  /// language mode, with the package's macros, then runs the program.
  public static func run(_ files: [(name: String, text: String)]) throws -> Result {
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
      ["swiftc", "-swift-version", "6", "-module-name", "Program"] + modules.importFlags()
        + modules.macroFlags() + files.map(\.name) + ["@objects.txt", "-o", "program"],
      in: folder)
    var output = String(decoding: compile.output, as: UTF8.self)
    guard compile.status == 0 else { return Result(compiled: false, output: output) }
    let program = try BuiltModules.run([folder.appendingPathComponent("program").path])
    output += String(decoding: program.output, as: UTF8.self)
    return Result(compiled: true, output: output, status: program.status)
  }
}
