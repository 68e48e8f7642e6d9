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
    // `CaseReducer` first, as TCA writes it: its static `body` is then what `Body` is
    // inferred from, when the enum declares `static var body: some ReducerOf<Self>`.
    let conformances = protocols.filter { wanted.contains($0.unqualifiedName) }
      .sorted { $0.unqualifiedName == "CaseReducer" && $1.unqualifiedName != "CaseReducer" }
    return try ConformanceExtension.make(type, protocols: conformances)
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return CaseReducerExpansion(
        enumDecl, conformances: SynthesizedConformances(node),
        access: enumDecl.extensionAccess(in: context)
      ).members
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(node: node, message: NavigationDiagnostic.reducerOnUnsupportedDeclaration))
      return []
    }
    return missingRequirements(of: declaration)
  }

  /// What a struct lacks of `Reducer`, as TCA's macro writes it: `State` and `Action` when
  /// the struct declares neither them nor a reducer's body (an empty `@Reducer struct Feature
  /// {}`), and an empty `body` when it has none.
  private static func missingRequirements(of declaration: some DeclGroupSyntax) -> [DeclSyntax] {
    let access = declaration.generatedAccess
    let types = declaration.declaredTypeNames
    let hasReduceMethod = declaration.memberBlock.members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.name.text == "reduce"
    }
    let bindings = declaration.memberBlock.members.flatMap {
      $0.decl.as(VariableDeclSyntax.self)?.bindings.map { $0 } ?? []
    }
    // As TCA decides it: a property without a value, or typed as a reducer, is a body.
    let hasExplicitBody =
      hasReduceMethod
      || bindings.contains { binding in
        guard binding.initializer != nil else { return true }
        guard let type = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self) else {
          return false
        }
        let name = type.constraint.trimmedDescription.prefix { $0 != "<" }
        return ["Reducer", "ReducerOf"].contains(name.split(separator: ".").last.map(String.init))
      }
    var members: [DeclSyntax] = []
    if !types.contains("State") && !hasExplicitBody {
      members.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !types.contains("Action") && !hasExplicitBody {
      members.append(
        """
        @_MirrorCodable
        \(raw: access)enum Action: Equatable, Hashable, Sendable {}
        """)
    }
    if !hasReduceMethod && !bindings.contains(where: { $0.name == "body" }) {
      members.append(
        "\(raw: access)let body = NavigationCore.EmptyReducer<State, Action>()")
    }
    return members
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
      // Its types are the body's own (`some Reducer<Int, Action>`) when the struct does not
      // name its state: `Self.State` would be looked up before it is inferred.
      guard property.isComputedBody, !property.attributes.contains(attribute: "ReducerBuilder")
      else { return [] }
      let types = declaration.declaredTypeNames
      if types.contains("State") && types.contains("Action") {
        return ["@NavigationCore.ReducerBuilder<Self.State, Self.Action>"]
      }
      guard let arguments = property.bodyReducerArguments else { return [] }
      return ["@NavigationCore.ReducerBuilder<\(raw: arguments)>"]
    }
    guard let member = member.asProtocol(DeclGroupSyntax.self) else { return [] }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      // An `Action` the enum declares is the reducer's, as a struct's is.
      if member.typeName == "Action" { return actionAttributes(for: member) }
      let payloads = TypeReferences.inPayloads(of: enumDecl.caseElements.map(\.element))
      let actionNames = enumDecl.nestedTypes["Action"].map { TypeReferences.inContent(of: $0) }
      return CodableRequirements(
        in: declaration, stateNames: payloads, actionNames: actionNames ?? [],
        handledElsewhere: ["Action"]
      )
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
      return actionAttributes(for: member)
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

  /// What a reducer's `Action` lacks: `@CasePathable`, coding, and the case lookup of an enum.
  private static func actionAttributes(for member: some DeclGroupSyntax) -> [AttributeSyntax] {
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
  }
}
