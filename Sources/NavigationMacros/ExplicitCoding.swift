import SwiftSyntax

/// The `init(from:)` and `encode(to:)` written out for a state, an action or a type they use
/// whose content mentions a type the macro cannot tell is `Codable`: a model declared outside
/// the feature (`var persons: [Person]`, `case loaded(Result<Response, any Error>)`).
///
/// Synthesized `Codable` would not compile when such a type is not `Codable`; the written-out
/// one compiles whatever the types are, codes each member through NavigationCore's
/// `_mirrorEncode` / `_mirrorDecode`, which code it as synthesized `Codable` does when its
/// type is `Codable` and throw, naming the type, when it is not: the mirror then shows the
/// value by reflection and keeps it in memory. The JSON is the synthesized one: property names,
/// a case as `{"case": {"_0": value, "label": value}}`, a `nil` optional left out.
enum ExplicitCoding {
  /// Whether `declaration`'s content mentions a type that is neither nested in it, nor one of
  /// the `Codable` types features use (``knownNames``), nor another feature's `State` or
  /// `Action`.
  static func isNeeded(for declaration: some DeclGroupSyntax) -> Bool {
    let generics =
      declaration.as(StructDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text)
      ?? declaration.as(EnumDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text)
      ?? []
    let finder = UnknownTypeFinder(
      known: knownNames.union(declaration.nestedTypes.keys).union(generics))
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      for parameter in enumDecl.caseElements.flatMap({
        $0.element.parameterClause?.parameters.map { $0 } ?? []
      }) {
        finder.walk(parameter.type)
      }
    } else {
      for (_, binding) in declaration.storedProperties {
        if let type = binding.typeAnnotation?.type {
          finder.walk(type)
        } else if let value = binding.initializer?.value {
          finder.walk(value)
        }
      }
    }
    return finder.found
  }

  /// The members for `declaration`, a struct or an enum, with `access`.
  static func members(for declaration: some DeclGroupSyntax, access: String) -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return [enumDecoding(enumDecl, access: access), enumEncoding(enumDecl, access: access)]
    }
    return structMembers(declaration, access: access)
  }

  /// The types features hold that are `Codable` (or conditionally so), and the feature's own
  /// `State` and `Action`, which its macros make `Codable`.
  static let knownNames: Set<String> = [
    "State", "Action",
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "String", "UUID", "Date", "URL", "Data", "Decimal", "Duration",
    "TimeInterval", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Self",
    "IdentifiedArray", "IdentifiedArrayOf", "StackState", "StackAction", "StackActionOf",
    "StackElementID", "PresentationState", "PresentationAction", "BindingAction", "BindingState",
    "AlertState", "ConfirmationDialogState", "TextState", "ButtonState", "Shared", "SharedReader",
    "Color", "LocalizedStringKey", "EditMode",
  ]

  private static let key = "NavigationCore._MirrorCodingKey"

  private static func structMembers(_ declaration: some DeclGroupSyntax, access: String)
    -> [DeclSyntax]
  {
    var decodes: [String] = []
    var encodes: [String] = []
    for (property, binding) in declaration.storedProperties {
      guard let name = binding.name,
        !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
      else { continue }
      // Any other attribute is taken for a property wrapper, coded through its storage
      // `_name` as synthesized `Codable` codes it.
      let wrapped = property.attributes.names.contains {
        !StoredPropertiesTable.plainAttributes.contains($0)
      }
      let storage = wrapped ? "_\(name)" : name
      encodes.append("try container._mirrorEncode(self.\(storage), forKey: \"\(name)\")")
      let isConstantWithValue =
        property.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
      if !isConstantWithValue {
        decodes.append("self.\(storage) = try container._mirrorDecode(forKey: \"\(name)\")")
      }
    }
    let decoder =
      decodes.isEmpty
      ? "_ = try decoder.container(keyedBy: \(key).self)"
      : (["let container = try decoder.container(keyedBy: \(key).self)"] + decodes)
        .joined(separator: "\n")
    let encoder =
      encodes.isEmpty
      ? "_ = encoder.container(keyedBy: \(key).self)"
      : (["var container = encoder.container(keyedBy: \(key).self)"] + encodes)
        .joined(separator: "\n")
    return [
      """
      \(raw: access)init(from decoder: any Swift.Decoder) throws {
        \(raw: decoder)
      }
      """,
      """
      \(raw: access)func encode(to encoder: any Swift.Encoder) throws {
        \(raw: encoder)
      }
      """,
    ]
  }

  /// The keys of a case's payload: its labels, `_0`, `_1` where it has none.
  private static func payloadKeys(of element: EnumCaseElementSyntax) -> [String] {
    let parameters = element.parameterClause?.parameters.map { $0 } ?? []
    return parameters.enumerated().map { index, parameter in
      parameter.firstName.map { $0.tokenKind == .wildcard ? "_\(index)" : $0.text }
        ?? "_\(index)"
    }
  }

  private static func enumDecoding(_ enumDecl: EnumDeclSyntax, access: String) -> DeclSyntax {
    let cases = enumDecl.caseTree.lines { _, element in
      let name = element.name.text
      let keys = payloadKeys(of: element)
      guard !keys.isEmpty else { return "case \"\(name)\":\nself = .\(name)" }
      let parameters = element.parameterClause?.parameters.map { $0 } ?? []
      let arguments = zip(parameters, keys).map { parameter, key in
        let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
        return (label.map { "\($0): " } ?? "") + "nested._mirrorDecode(forKey: \"\(key)\")"
      }
      return """
        case "\(name)":
        let nested = try container.nestedContainer(keyedBy: \(key).self, forKey: key)
        self = try .\(name)(\(arguments.joined(separator: ", ")))
        """
    }
    return """
      \(raw: access)init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.container(keyedBy: \(raw: key).self)
        let key = try container._mirrorCase(of: Self.self)
        switch key.stringValue {
        \(raw: cases.joined(separator: "\n"))
        default:
          throw container._mirrorUnknownCase(key, of: Self.self)
        }
      }
      """
  }

  private static func enumEncoding(_ enumDecl: EnumDeclSyntax, access: String) -> DeclSyntax {
    let cases = enumDecl.caseTree.lines { _, element in
      let name = element.name.text
      let keys = payloadKeys(of: element)
      let nested = "container.nestedContainer(keyedBy: \(key).self, forKey: \"\(name)\")"
      guard !keys.isEmpty else { return "case .\(name):\n_ = \(nested)" }
      let values = keys.indices.map { "value\($0)" }
      let encodes = zip(values, keys).map { "try nested._mirrorEncode(\($0), forKey: \"\($1)\")" }
      return """
        case .\(name)(\(values.map { "let \($0)" }.joined(separator: ", "))):
        var nested = \(nested)
        \(encodes.joined(separator: "\n"))
        """
    }
    guard !cases.isEmpty else {
      return "\(raw: access)func encode(to encoder: any Swift.Encoder) throws {}"
    }
    return """
      \(raw: access)func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.container(keyedBy: \(raw: key).self)
        switch self {
        \(raw: cases.joined(separator: "\n"))
        }
      }
      """
  }
}

/// Finds a type reference the macro cannot tell is `Codable`: a name that is not known, outside
/// another feature's `State` or `Action` (`Child.State`, `Child.State()`).
private final class UnknownTypeFinder: SyntaxVisitor {
  let known: Set<String>
  private(set) var found = false

  /// The member names that make a qualified type another feature's.
  private static let featureMembers: Set<String> = ["State", "Action"]

  init(known: Set<String>) {
    self.known = known
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if !known.contains(node.name.text) { found = true }
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    guard Self.featureMembers.contains(node.name.text) else { return .visitChildren }
    if let arguments = node.genericArgumentClause { walk(arguments) }
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.text.first?.isUppercase == true, !known.contains(node.baseName.text) {
      found = true
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    Self.featureMembers.contains(node.declName.baseName.text) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// A closure's type: a closure in state is an error of its own (`closureInState`).
  override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// An attribute (`@Sendable`) names no stored type.
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
