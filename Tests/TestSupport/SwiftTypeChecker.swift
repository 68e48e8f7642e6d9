import Foundation

/// Type-checks Swift source against the modules this test run built, for tests that a piece of
/// user code does not compile, and with which message.
public enum SwiftTypeChecker {
  /// What the compiler said about a source.
  public struct Result: Sendable {
    /// The compiler's exit status.
    public var status: Int32
    /// Everything it printed.
    public var output: String

    /// The lines of ``output`` that report an error.
    public var errors: [String] {
      output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }
  }

  /// Type-checks `source` in the Swift 6 language mode against the modules built next to this
  /// test bundle (and the C modules the server's modules import), so that `import NavMirror`
  /// or `import MirrorUI` resolves; `flags` go to the compiler too (a `-module-alias`, as a
  /// user's package sets it).
  public static func typecheck(_ source: String, flags: [String] = []) throws -> Result {
    let modules = try BuiltModules()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-typecheck-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try BuiltModules.run(
      ["swiftc", "-typecheck", "-swift-version", "6"] + modules.importFlags()
        + modules.macroFlags() + flags + [file.path])
    return Result(status: result.status, output: String(decoding: result.output, as: UTF8.self))
  }
}
