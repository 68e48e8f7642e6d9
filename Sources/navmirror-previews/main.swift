import Foundation

// The tool behind the `NavMirrorPreviews` build plugin: writes the Swift file that lists every
// preview of a module — its `#Preview` macros and its `PreviewProvider`s — as
// `NavMirrorPreviews.all`.
//
//   navmirror-previews MODULE OUTPUT.swift SOURCE.swift…

let usage = "usage: navmirror-previews MODULE OUTPUT.swift SOURCE.swift…\n"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(64)
}
let module = arguments[0]
let output = arguments[1]
var calls: [String] = []
for path in arguments.dropFirst(2).sorted() {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("navmirror-previews: cannot read \(path)\n".utf8))
    exit(66)
  }
  let file = URL(fileURLWithPath: path).lastPathComponent
  for preview in PreviewScanner.previews(in: text) {
    // Under the `#if` that holds it: a preview of debug builds only is not named in others.
    if let condition = preview.condition { calls.append("    #if \(condition)") }
    switch preview.kind {
    case .macro:
      let label = PreviewLabel.label(file: file, line: preview.line)
      calls.append("    all.append(__navmirrorPreview(\(label): ()))")
    case .provider(let name):
      let place = "fileID: \("\(module)/\(file)".debugDescription), line: \(preview.line)"
      calls.append("    all.append(PreviewDescriptor(provider: \(name).self, \(place)))")
    }
    if preview.condition != nil { calls.append("    #endif") }
  }
}
let source = """
  // Written by the NavMirrorPreviews build plugin from this module's previews.
  import MirrorUI

  /// Every `#Preview` and `PreviewProvider` of this module, in the order of their files and
  /// lines: serve them with `MirrorApp.previews(NavMirrorPreviews.all)`.
  public enum NavMirrorPreviews {
    /// The previews.
    public static var all: [PreviewDescriptor] {
      var all: [PreviewDescriptor] = []
  \(calls.joined(separator: "\n"))
      return all
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
