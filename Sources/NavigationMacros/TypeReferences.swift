import SwiftSyntax

/// The type names a declaration's encoded content mentions, found from the syntax alone: the
/// identifiers in the types of a struct's stored properties (and in their initial values when
/// the type is inferred), or in an enum's case payloads.
///
/// `var items: IdentifiedArrayOf<Item> = []` mentions `IdentifiedArrayOf` and `Item`;
/// `var tab = FirstFeature.State()` mentions `FirstFeature`. Over-approximating is harmless: the
/// names are only matched against the enclosing type's nested types.
enum TypeReferences {
  /// The names the stored properties of a struct, or the payloads of an enum, mention.
  static func inContent(of declaration: some DeclGroupSyntax) -> Set<String> {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return inPayloads(of: enumDecl.caseElements.map(\.element))
    }
    var names: Set<String> = []
    for (_, binding) in declaration.storedProperties {
      if let type = binding.typeAnnotation?.type {
        names.formUnion(in: type)
      } else if let value = binding.initializer?.value {
        names.formUnion(in: value)
      }
    }
    return names
  }

  /// The names the payloads of `elements` mention.
  static func inPayloads(of elements: [EnumCaseElementSyntax]) -> Set<String> {
    var names: Set<String> = []
    for parameter in elements.flatMap({ $0.parameterClause?.parameters.map { $0 } ?? [] }) {
      names.formUnion(in: parameter.type)
    }
    return names
  }

  /// The names `syntax` mentions.
  static func `in`(_ syntax: some SyntaxProtocol) -> Set<String> {
    let collector = NameCollector(viewMode: .sourceAccurate)
    collector.walk(syntax)
    return collector.names
  }

  /// Collects the identifiers of type references and of capitalized expression references.
  private final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if node.baseName.text.first?.isUppercase == true { names.insert(node.baseName.text) }
      return .visitChildren
    }
  }
}

extension Set<String> {
  fileprivate mutating func formUnion(in syntax: some SyntaxProtocol) {
    formUnion(TypeReferences.in(syntax))
  }
}
