import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name") { … }`: a function, `__navmirrorPreview(file_<File>_line_<N>:)`, that
/// makes the preview's descriptor — its name, where it is written and its body. The name of
/// the function is all a build step needs to list every preview of a module: the
/// `NavMirrorPreviews` plugin finds each `#Preview` in the sources (its file and line) and
/// writes `NavMirrorPreviews.all`, which calls them. Its argument label differs from one
/// preview to the next, so that all of them share one base name, the one the macro declares.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let fileID = location.flatMap { literalText($0.file) } ?? "unknown"
    let line = location.flatMap { Int(literalText($0.line) ?? "") } ?? 0
    let label = PreviewNaming.label(fileID: fileID, line: line)
    var name: ExprSyntax = "nil"
    for argument in node.arguments where argument.label == nil {
      name = argument.expression
    }
    guard let body = node.trailingClosure ?? closureArgument(named: "body", in: node) else {
      throw PreviewMacroError.noBody
    }
    return [
      """
      func __navmirrorPreview(\(raw: label) _: Void = ()) -> PreviewDescriptor {
        PreviewDescriptor(name: \(name), fileID: \(literal: fileID), line: \(literal: line)) {
          () -> any View in
          \(body.statements)
        }
      }
      """
    ]
  }

  /// The text of a string or integer literal.
  private static func literalText(_ expression: ExprSyntax) -> String? {
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
    return expression.as(IntegerLiteralExprSyntax.self)?.literal.text
  }

  private static func closureArgument(
    named name: String, in node: some FreestandingMacroExpansionSyntax
  ) -> ClosureExprSyntax? {
    node.arguments.first { $0.label?.text == name }?.expression.as(ClosureExprSyntax.self)
  }
}

/// How a preview's function is named from where it is written; the `NavMirrorPreviews` tool
/// names it the same way.
public enum PreviewNaming {
  /// `file_GameView_line_90` for a preview on line 90 of `GameSwiftUI/GameView.swift`.
  public static func label(fileID: String, line: Int) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let safe = String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return "file_\(safe)_line_\(line)"
  }
}

enum PreviewMacroError: Error, CustomStringConvertible {
  case noBody

  var description: String { "#Preview needs a closure that returns the view to preview" }
}
