import Foundation

// The tool behind the `NavMirrorPreviews` build plugin: writes the Swift file that lists every
// `#Preview` of a module, `NavMirrorPreviews.all`.
//
//   navmirror-previews OUTPUT.swift SOURCE.swift…

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(
    Data("usage: navmirror-previews OUTPUT.swift SOURCE.swift…\n".utf8))
  exit(64)
}
var calls: [String] = []
for path in arguments.dropFirst().sorted() {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("navmirror-previews: cannot read \(path)\n".utf8))
    exit(66)
  }
  let file = URL(fileURLWithPath: path).lastPathComponent
  for line in PreviewScanner.previewLines(in: text) {
    calls.append("      __navmirrorPreview(\(PreviewLabel.label(file: file, line: line)): ()),")
  }
}
let source = """
  // Written by the NavMirrorPreviews build plugin from this module's #Preview macros.
  import MirrorUI

  /// Every `#Preview` of this module, in the order of their files and lines: serve them with
  /// `MirrorApp.previews(NavMirrorPreviews.all)`.
  public enum NavMirrorPreviews {
    /// The previews.
    public static var all: [PreviewDescriptor] {
      [
  \(calls.joined(separator: "\n"))
      ]
    }
  }

  """
do {
  if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
  }
} catch {
  FileHandle.standardError.write(
    Data("navmirror-previews: cannot write \(output): \(error)\n".utf8))
  exit(73)
}
