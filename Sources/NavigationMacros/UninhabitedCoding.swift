import SwiftSyntax

/// `Codable` for an enum without cases (`enum Action {}`, as TCA features without actions
/// write): the compiler does not synthesize it for such an enum, and no value of it can exist,
/// so decoding always fails with a message naming the type and encoding, never called, does nothing.
enum UninhabitedCoding {
  /// The `init(from:)` and `encode(to:)` of the case-less enum `typeName`, with `access`.
  static func members(typeName: String, access: String) -> [DeclSyntax] {
    [
      """
      \(raw: access)init(from decoder: any Swift.Decoder) throws { \
      throw Swift.DecodingError.dataCorrupted(Swift.DecodingError.Context(\
      codingPath: decoder.codingPath, \
      debugDescription: "\(raw: typeName) has no cases: there is no value to decode")) }
      """,
      "\(raw: access)func encode(to encoder: any Swift.Encoder) throws {}",
    ]
  }
}

extension DeclGroupSyntax {
  /// Whether the declaration is an enum without cases.
  var isEnumWithoutCases: Bool {
    guard let enumDecl = self.as(EnumDeclSyntax.self) else { return false }
    return enumDecl.caseElements.isEmpty
  }
}
