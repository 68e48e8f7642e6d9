import Foundation

/// The modules and objects the build of this test run produced, and the compiler flags that let
/// a piece of Swift compiled outside the package import them (`import NavMirror`,
/// `@testable import DemoFeatures`) and, linked with their objects, run.
struct BuiltModules {
  /// The error thrown when the build folder holding the modules is not found.
  struct NotFound: Error, CustomStringConvertible {
    var description: String
  }

  /// The build folder (`.build/<triple>/debug`).
  let directory: URL

  /// The build folder of the test bundle running this code.
  init() throws {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    guard
      let directory = sequence(first: bundle, next: { $0.deletingLastPathComponent() })
        .first(where: {
          FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path)
        })
    else { throw NotFound(description: "No build folder with Modules above \(bundle.path)") }
    self.directory = directory
  }

  /// The flags that make the package's modules importable: their folder, and the C modules
  /// the server's modules import, with the header paths pkg-config gives for the libraries
  /// their system-library targets name (COpenSSL, CGraphviz).
  func importFlags() throws -> [String] {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let headerFlags = try ["openssl", "libgvc"].flatMap(Self.compilerFlags(ofPackage:))
    return ["-I", directory.appendingPathComponent("Modules").path]
      + ["CZlib", "CHiredis", "COpenSSL", "CGraphviz"].flatMap {
        ["-I", sources.appendingPathComponent($0).path]
      }
      + headerFlags.flatMap { ["-Xcc", $0] }
      + [
        "-Xcc",
        "-fmodule-map-file="
          + directory.appendingPathComponent("CLinuxShims.build/module.modulemap").path,
      ]
  }

  /// The flags that expand the package's macros (`@Reducer`, `@ObservableState`,
  /// `@CasePathable`) and swift-dependencies' (`@DependencyClient`) with the plugins this build
  /// compiled.
  func macroFlags() -> [String] {
    ["NavigationMacros", "CasePathsMacros", "DependenciesMacrosPlugin"].flatMap { name in
      [
        "-load-plugin-executable",
        directory.appendingPathComponent("\(name)-tool").path + "#\(name)",
      ]
    }
  }

  /// The object files of every library module `navmirror` links (the core, the view layer,
  /// the server, the demos and their dependencies) and of `NavigationTesting`, once each: what
  /// a program that runs an exported test links. The C libraries come with them (autolinked).
  func libraryObjects() throws -> [String] {
    let list = directory.appendingPathComponent("navmirror.product/Objects.LinkFileList")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      throw NotFound(description: "No \(list.path): build the navmirror product first")
    }
    // One object a line; a path with spaces is quoted.
    let executable = directory.appendingPathComponent("navmirror.build").path + "/"
    let objects = text.split(separator: "\n").map { line in
      line.hasPrefix("'") && line.hasSuffix("'")
        ? String(line.dropFirst().dropLast()) : String(line)
    }.filter { !$0.hasPrefix(executable) }
    // NavigationTesting, when navmirror does not link it already.
    let testing = directory.appendingPathComponent("NavigationTesting.build")
    let testingObjects = try FileManager.default.contentsOfDirectory(atPath: testing.path)
      .filter { $0.hasSuffix(".o") }.map { testing.appendingPathComponent($0).path }
    let linked = Set(objects)
    return objects + testingObjects.filter { !linked.contains($0) }
  }

  /// The C compiler flags `pkg-config --cflags` gives for `package` (the header paths of a
  /// system library, wherever the system puts them).
  static func compilerFlags(ofPackage package: String) throws -> [String] {
    String(decoding: try run(["pkg-config", "--cflags", package]).output, as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// Runs `arguments` (found on `PATH`) and returns its exit status and everything it printed.
  static func run(
    _ arguments: [String], in folder: URL? = nil
  ) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
