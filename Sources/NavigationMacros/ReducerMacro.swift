import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer` on a feature, as in TCA.
///
/// On a struct, it conforms the feature to `Reducer` and writes what it lacks: `@CasePathable`
/// on its `Action` enum, `@ObservableState` on its `State` (and `@CasePathable`,
/// `@dynamicMemberLookup` on an enum `State`), `@ReducerBuilder` on its `body`, and
/// `@_CaseLookup` on its enums, through which the core reaches their cases. It makes the
/// actions and the nested types the state and actions use `Codable` (and `Equatable` for the
/// state's), as NavMirror's mirror encodes them.
///
/// On an enum, each case names a reducer (`case detail(DetailFeature)`), and it generates the
/// enum's `State` and `Action` enums and a `body` that scopes to each case: see
/// ``CaseReducerExpansion``.
public struct ReducerMacro: ExtensionMacro, MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let wanted: Set<String> =
      declaration.is(EnumDeclSyntax.self) ? ["CaseReducer", "Reducer"] : ["Reducer"]
    return try ConformanceExtension.make(
      type, protocols: protocols.filter { wanted.contains($0.unqualifiedName) })
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return CaseReducerExpansion(
        enumDecl, conformances: SynthesizedConformances(node), context: context
      ).members
    }
    if !declaration.is(StructDeclSyntax.self) {
      context.diagnose(
        Diagnostic(node: node, message: NavigationDiagnostic.reducerOnUnsupportedDeclaration))
    }
    return []
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if declaration.is(StructDeclSyntax.self), let property = member.as(VariableDeclSyntax.self) {
      // The conformance to `Reducer` comes from an extension, from which Swift does not infer
      // the requirement's result builder: `body` gets it written, as TCA's macro writes it.
      guard property.isComputedBody, !property.attributes.contains(attribute: "ReducerBuilder")
      else { return [] }
      return ["@NavigationCore.ReducerBuilder<Self.State, Self.Action>"]
    }
    guard let member = member.asProtocol(DeclGroupSyntax.self) else { return [] }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      let payloads = TypeReferences.inPayloads(of: enumDecl.caseElements.map(\.element))
      return CodableRequirements(in: declaration, stateNames: payloads, actionNames: [])
        .attribute(for: member).map { [$0] } ?? []
    }
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    switch member.typeName {
    case "State":
      // An enum state is also switched over and reached by case, as TCA writes it.
      var attributes: [AttributeSyntax] = []
      if member.is(EnumDeclSyntax.self) {
        for name in ["CasePathable", "dynamicMemberLookup", "_CaseLookup"]
        where !member.attributes.contains(attribute: name) {
          attributes.append("@\(raw: name)")
        }
      }
      if !member.attributes.contains(attribute: "ObservableState") {
        attributes.append("@ObservableState")
      }
      return attributes
    case "Action":
      var attributes: [AttributeSyntax] = []
      if !member.attributes.contains(attribute: "CasePathable") {
        attributes.append("@CasePathable")
      }
      if !member.inheritedNames.contains("Codable"),
        !member.attributes.contains(attribute: "_MirrorCodable")
      {
        attributes.append("@_MirrorCodable")
      }
      if member.is(EnumDeclSyntax.self), !member.attributes.contains(attribute: "_CaseLookup") {
        attributes.append("@_CaseLookup")
      }
      return attributes
    default:
      let nested = declaration.nestedTypes
      let requirements = CodableRequirements(
        in: declaration,
        stateNames: nested["State"].map { TypeReferences.inContent(of: $0) } ?? [],
        actionNames: nested["Action"].map { TypeReferences.inContent(of: $0) } ?? [],
        handledElsewhere: ["State", "Action"])
      return requirements.attribute(for: member).map { [$0] } ?? []
    }
  }
}
