import Foundation
import MirrorJSON

/// One `#Preview` of a module: its name, where it is written and its body. The
/// `NavMirrorPreviews` build plugin lists a module's as `NavMirrorPreviews.all`; serve them with
/// ``MirrorApp/previews(_:)``.
public struct PreviewDescriptor: Sendable {
  /// The name the preview was given (`#Preview("Dark")`), if any.
  public let name: String?
  /// The file it is written in, as `#fileID` says it (`Module/File.swift`).
  public let fileID: String
  /// The line of `#Preview`.
  public let line: Int
  /// The view it previews.
  let body: @MainActor @Sendable () -> any View

  /// Describes a preview; the `#Preview` macro writes this call.
  public init(
    name: String?, fileID: String, line: Int,
    body: @escaping @MainActor @Sendable () -> any View
  ) {
    self.name = name
    self.fileID = fileID
    self.line = line
    self.body = body
  }

  /// `preview-GameSwiftUI-GameView-90`: a name for `?demo=` and the server's list of apps.
  public var appName: String {
    let parts = fileID.replacingOccurrences(of: ".swift", with: "").split(separator: "/")
    let safe = parts.map { String($0.map { $0.isLetter || $0.isNumber ? $0 : "-" }) }
    return (["preview"] + safe + ["\(line)"]).joined(separator: "-")
  }

  /// `GameView.swift:90`.
  public var place: String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
  }

  /// The listing of the preview in `/api/demos`.
  var json: JSONValue {
    ["name": name.map(JSONValue.string) ?? .null, "file": .string(fileID), "line": .int(line)]
  }
}
