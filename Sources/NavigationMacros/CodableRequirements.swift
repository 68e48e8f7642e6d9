import SwiftSyntax
import SwiftSyntaxBuilder

/// Which nested types of a type need NavMirror's generated `Codable` (and `Equatable`), because
/// the state or the actions use them: the mirror encodes every state and action.
///
/// Starting from the names the state and the actions mention, it follows the nested types they
/// name, and the nested types those name in turn. A type used by the state needs `Equatable`
/// too, as states are compared; a type used only by actions needs `Codable` alone.
struct CodableRequirements {
  /// Whether each nested type that needs the attribute needs `Equatable` too, by name.
  private(set) var needsEquatable: [String: Bool] = [:]
  private let container: [String: any DeclGroupSyntax]

  /// Follows the names `stateNames` and `actionNames` through the nested types of `container`,
  /// leaving out `handledElsewhere` (the state and the actions themselves).
  init(
    in container: some DeclGroupSyntax, stateNames: Set<String>, actionNames: Set<String>,
    handledElsewhere: Set<String> = []
  ) {
    self.container = container.nestedTypes.filter { name, declaration in
      !handledElsewhere.contains(name) && !Self.codesItself(declaration)
    }
    var pending = stateNames.map { ($0, true) } + actionNames.map { ($0, false) }
    while let (name, equatable) = pending.popLast() {
      guard let declaration = self.container[name] else { continue }
      if let known = needsEquatable[name], known || !equatable { continue }
      needsEquatable[name] = equatable
      pending += TypeReferences.inContent(of: declaration).map { ($0, equatable) }
    }
  }

  /// The attribute `macro` to add to `member`, or `nil` when it needs none or declares what it
  /// needs.
  func attribute(
    for member: some DeclGroupSyntax, macro: String = "_MirrorCodable"
  ) -> AttributeSyntax? {
    guard let name = member.typeName, let equatable = needsEquatable[name] else { return nil }
    let inherited = member.inheritedNames
    let isCodable =
      inherited.contains("Codable")
      || (inherited.contains("Encodable") && inherited.contains("Decodable"))
    let isEquatable = inherited.contains("Equatable") || inherited.contains("Hashable")
    if isCodable && (isEquatable || !equatable) { return nil }
    return equatable ? "@\(raw: macro)(equatable: true)" : "@\(raw: macro)"
  }

  /// Whether another macro already gives the type its conformances.
  private static func codesItself(_ declaration: some DeclGroupSyntax) -> Bool {
    ["Reducer", "ObservableState", "_MirrorCodable", "_MirrorCodableMember"].contains {
      declaration.attributes.contains(attribute: $0)
    }
  }
}

extension DeclGroupSyntax {
  /// The name of a struct or an enum.
  var typeName: String? {
    self.as(StructDeclSyntax.self)?.name.text ?? self.as(EnumDeclSyntax.self)?.name.text
  }
}
