import ArgumentParser
import Foundation

/// Finds the page's folder: the one given, else `Public/` in the working directory, else the
/// package's own `Public/` (this file lives in `Sources/navmirror/`).
enum PublicDirectory {
  static func locate(explicit: String?, sourceFile: String = #filePath) throws -> String {
    let candidates: [String]
    if let explicit {
      candidates = [explicit]
    } else {
      let packageRoot = URL(fileURLWithPath: sourceFile)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      candidates = [
        FileManager.default.currentDirectoryPath + "/Public",
        packageRoot.appendingPathComponent("Public").path,
      ]
    }
    for candidate in candidates {
      let url = URL(fileURLWithPath: candidate).standardizedFileURL
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("index.html").path),
        FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return url.path
      }
    }
    throw ValidationError(
      """
      No page to serve: none of \(candidates.joined(separator: ", ")) is a folder with \
      index.html. Pass --public PATH, or run from the NavMirror package folder.
      """)
  }
}
