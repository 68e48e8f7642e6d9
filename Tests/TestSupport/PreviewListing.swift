import Foundation

/// The `NavMirrorPreviews` plugin's tool, as this test run built it: what it writes for a
/// module's sources.
public enum PreviewListing {
  /// The Swift file the tool writes for `sources` (file names and their text) of `module`.
  public static func written(module: String, sources: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-previews-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (name, text) in sources {
      let url = folder.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      paths.append(url.path)
    }
    let output = folder.appendingPathComponent("NavMirrorPreviews.swift")
    let tool = try BuiltModules().directory.appendingPathComponent("navmirror-previews-tool")
    let (status, log) = try BuiltModules.run([tool.path, module, output.path] + paths)
    guard status == 0 else {
      throw BuiltModules.NotFound(
        description: "navmirror-previews failed: \(String(decoding: log, as: UTF8.self))")
    }
    return try String(contentsOf: output, encoding: .utf8)
  }
}
