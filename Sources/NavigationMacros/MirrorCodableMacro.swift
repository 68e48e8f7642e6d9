import SwiftSyntax
import SwiftSyntaxMacros

/// `@_MirrorCodable` and `@_MirrorCodable(equatable: true)`: what `@Reducer` and
/// `@ObservableState` write on the nested types their state or actions use.
///
/// It conforms the type to `Codable` (and `Equatable` when asked) unless it already does, and
/// writes `@_MirrorCodableMember` on the type's own nested types that the type's content uses,
/// and on every type nested in actions (a macro cannot write itself: the compiler rejects
/// recursive expansions).
public struct MirrorCodableMacro: ExtensionMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try MirrorCodableMemberMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let member = member.asProtocol(DeclGroupSyntax.self) else { return [] }
    let equatable = node.requestsEquatable
    // The types nested in actions (`Alert`, `Delegate`, `View`) are sent as actions wherever
    // they are used, often from another type (an enum reducer's alert case): all are coded.
    let names = TypeReferences.inContent(of: declaration).union(
      equatable ? [] : Set(declaration.nestedTypes.keys))
    let requirements = CodableRequirements(
      in: declaration, stateNames: equatable ? names : [], actionNames: equatable ? [] : names)
    return requirements.attribute(for: member, macro: "_MirrorCodableMember").map { [$0] } ?? []
  }
}

/// `@_MirrorCodableMember`: `@_MirrorCodable` on a type nested in one that has it. It conforms
/// the type the same way, and goes no deeper.
///
/// A type whose content mentions a type the macro cannot tell is `Codable` gets its coding
/// written out (``ExplicitCoding``).
public struct MirrorCodableMemberMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // An enum without values is `Equatable` without saying so, but the compiler does not see
    // it once an extension macro adds conformances: the extension says it.
    let equatable = node.requestsEquatable || declaration.isEnumWithoutValues
    let conformances = protocols.filter { equatable || $0.unqualifiedName != "Equatable" }
    let addsCodable = conformances.contains {
      ["Codable", "Encodable", "Decodable"].contains($0.unqualifiedName)
    }
    var members: [DeclSyntax] = []
    if addsCodable && declaration.isEnumWithoutCases {
      members = UninhabitedCoding.members(
        typeName: type.trimmedDescription, access: declaration.extensionAccess(in: context))
    } else if addsCodable && ExplicitCoding.isNeeded(for: declaration) {
      members = ExplicitCoding.members(
        for: declaration, access: declaration.extensionAccess(in: context))
    }
    return try ConformanceExtension.make(type, protocols: conformances, members: members)
  }
}

extension DeclGroupSyntax {
  /// Whether the declaration is an enum none of whose cases holds a value.
  var isEnumWithoutValues: Bool {
    guard let enumDecl = self.as(EnumDeclSyntax.self) else { return false }
    return enumDecl.caseElements.allSatisfy { $0.element.parameterClause == nil }
  }
}

extension AttributeSyntax {
  /// Whether the attribute's arguments hold `equatable: true`.
  fileprivate var requestsEquatable: Bool {
    guard case .argumentList(let arguments) = self.arguments else { return false }
    return arguments.contains {
      $0.label?.text == "equatable" && $0.expression.trimmedDescription == "true"
    }
  }
}
