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

  /// The error thrown when the build folder holding the modules is not found.
  public struct ModulesNotFound: Error {}

  /// Type-checks `source` in the Swift 6 language mode against the modules built next to this
  /// test bundle (and the C modules the server's modules import), so that `import NavMirror`
  /// or `import MirrorUI` resolves.
  public static func typecheck(_ source: String) throws -> Result {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    guard
      let buildDirectory = sequence(first: bundle, next: { $0.deletingLastPathComponent() })
        .first(where: {
          FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path)
        })
    else { throw ModulesNotFound() }
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-typecheck-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    // The C modules NavMirror's server, flow map and Redis client import, with the header paths
    // pkg-config gives for the libraries their system-library targets name (COpenSSL, CGraphviz).
    let headerFlags = try ["openssl", "libgvc"].flatMap(compilerFlags(ofPackage:))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-swift-version", "6",
        "-I", buildDirectory.appendingPathComponent("Modules").path,
        "-I", sources.appendingPathComponent("CZlib").path,
        "-I", sources.appendingPathComponent("CHiredis").path,
        "-I", sources.appendingPathComponent("COpenSSL").path,
        "-I", sources.appendingPathComponent("CGraphviz").path,
      ] + headerFlags.flatMap { ["-Xcc", $0] }
      + [
        "-Xcc",
        "-fmodule-map-file="
          + buildDirectory.appendingPathComponent("CLinuxShims.build/module.modulemap").path,
        // The package's macros (`@Reducer`, `#Preview`, …), built beside the modules.
        "-load-plugin-executable",
        buildDirectory.appendingPathComponent("NavigationMacros-tool").path + "#NavigationMacros",
        file.path,
      ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }

  /// The C compiler flags `pkg-config --cflags` gives for `package` (the header paths of a
  /// system library, wherever the system puts them).
  static func compilerFlags(ofPackage package: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags", package]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .map(String.init)
  }
}
