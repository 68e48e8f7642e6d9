import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState` on a feature's state, struct or enum.
///
/// It conforms the state to `ObservableState`, generating `_$bindableFields` (a struct's stored
/// `var` properties by name, except `@ObservationStateIgnored` and `@Presents` ones; nothing
/// for an enum), to `StoredPropertiesReflecting`, generating `_$storedProperties` (see
/// ``StoredPropertiesTable``), and to `Codable` and `Equatable` unless the state already is:
/// the mirror encodes and compares every state. The nested types the state uses get
/// `@_MirrorCodable`. When the state mentions a type the macro cannot tell is `Codable` (a
/// model declared outside the feature), its coding is written out (``ExplicitCoding``), so
/// that it compiles whether or not that type is `Codable`.
///
/// A stored property holding a closure is an error: the mirror could not encode it.
public struct ObservableStateMacro: ExtensionMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let names = Set(protocols.map(\.unqualifiedName))
    var members: [DeclSyntax] = []
    let access = declaration.extensionAccess(in: context)
    if names.contains("ObservableState") {
      members.append(bindableFields(of: declaration, access: access))
    }
    if names.contains("StoredPropertiesReflecting") {
      members.append(StoredPropertiesTable.declaration(for: declaration, access: access))
    }
    if !names.isDisjoint(with: ["Codable", "Encodable", "Decodable"]),
      ExplicitCoding.isNeeded(for: declaration)
    {
      members += ExplicitCoding.members(for: declaration, access: access)
    }
    return try ConformanceExtension.make(type, protocols: protocols, members: members)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let property = member.as(VariableDeclSyntax.self) {
      // Diagnosed here, on the member as written, so that the error points at the property.
      diagnoseClosures(in: property, context: context)
      return []
    }
    guard let member = member.asProtocol(DeclGroupSyntax.self) else { return [] }
    let requirements = CodableRequirements(
      in: declaration, stateNames: TypeReferences.inContent(of: declaration), actionNames: [])
    return requirements.attribute(for: member).map { [$0] } ?? []
  }

  /// Reports each stored property of `property` that holds a closure.
  private static func diagnoseClosures(
    in property: VariableDeclSyntax, context: some MacroExpansionContext
  ) {
    guard !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return }
    for binding in property.bindings where binding.isStored {
      guard let type = binding.typeAnnotation?.type, type.isFunction else { continue }
      context.diagnose(
        Diagnostic(
          node: binding,
          message: NavigationDiagnostic.closureInState(property: binding.pattern.trimmedDescription)
        ))
    }
  }

  /// `static var _$bindableFields`: the stored `var` properties a binding may set.
  private static func bindableFields(of declaration: some DeclGroupSyntax, access: String)
    -> DeclSyntax
  {
    let entries = declaration.storedProperties.compactMap { property, binding -> String? in
      guard property.bindingSpecifier.tokenKind == .keyword(.var),
        !property.attributes.contains(attribute: "ObservationStateIgnored"),
        !property.attributes.contains(attribute: "Presents"),
        let name = binding.name
      else { return nil }
      return "\"\(name)\": \\Self.\(name)"
    }
    let table = entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
    return """
      \(raw: access)static var _$bindableFields: [String: PartialKeyPath<Self>] {
        \(raw: table)
      }
      """
  }
}

extension TypeSyntax {
  /// Whether the type is a function type, possibly optional, parenthesized or attributed
  /// (`@escaping @Sendable () -> Void`, `(() -> Void)?`).
  fileprivate var isFunction: Bool {
    if self.is(FunctionTypeSyntax.self) { return true }
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isFunction }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.isFunction
    }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.isFunction }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.firstName == nil
    {
      return element.type.isFunction
    }
    return false
  }
}
