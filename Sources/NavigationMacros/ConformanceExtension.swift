import SwiftSyntax
import SwiftSyntaxBuilder

/// Builds the `extension Type: Protocols { members }` an extension macro returns.
enum ConformanceExtension {
  /// The extension of `type` adding `protocols` and `members`; none when both are empty.
  static func make(
    _ type: some TypeSyntaxProtocol, protocols: [TypeSyntax], members: [DeclSyntax] = []
  ) throws -> [ExtensionDeclSyntax] {
    if protocols.isEmpty && members.isEmpty { return [] }
    let inheritance =
      protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
    let body = members.map(\.trimmedDescription).joined(separator: "\n")
    return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: inheritance) {\(raw: body)}")]
  }
}

extension TypeSyntax {
  /// The protocol's name without its module: `Swift.Equatable` is `Equatable`.
  var unqualifiedName: String {
    trimmedDescription.split(separator: ".").last.map(String.init) ?? trimmedDescription
  }
}
