import SwiftSyntax

/// The `_$storedProperties` table `@ObservableState` generates: the stored instance properties
/// as a `Mirror` labels them, each with a key path to its stored value when the macro can name
/// one.
///
/// A property wrapper's storage is labelled `_name`; its key path is written only for
/// `@Presents`, whose storage the macro knows: for any other attribute the macro cannot tell a
/// property wrapper from a macro or a global actor, and a key path to a storage that does not
/// exist, or to an isolated property, would not compile in the user's module. A `lazy` property
/// or a tuple pattern is left out. Either way the table may no longer label the properties as
/// the mirror does, and tools then read the mirror.
enum StoredPropertiesTable {
  /// Attributes that leave a stored property's storage as it is written.
  static let plainAttributes: Set<String> = [
    "ObservationStateIgnored", "ObservationIgnored", "available",
  ]

  /// The `static var _$storedProperties` declaration for `declaration`, with `access`.
  static func declaration(for declaration: some DeclGroupSyntax, access: String) -> DeclSyntax {
    let entries = declaration.storedProperties.compactMap { property, binding -> String? in
      guard let name = binding.name,
        !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
      else { return nil }
      let wrappers = property.attributes.names.filter { !plainAttributes.contains($0) }
      if wrappers.isEmpty { return "(\"\(name)\", \\Self.\(name))" }
      if wrappers == ["Presents"] { return "(\"_\(name)\", \\Self._\(name))" }
      return "(\"_\(name)\", nil)"
    }
    let table = "[" + entries.joined(separator: ", ") + "]"
    return """
      \(raw: access)static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
        \(raw: table)
      }
      """
  }
}
