import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// What `@Reducer` generates inside an enum whose cases name features, as TCA's enum reducers:
///
/// ```swift
/// @Reducer enum Destination {
///   case edit(EditFeature)                        // state EditFeature.State, action EditFeature.Action
///   case alert(AlertState<Alert>)                 // state AlertState<Alert>, action Alert
///   @ReducerCaseIgnored case info(Info)           // state only
///   case loading                                  // state only, no value
/// }
/// ```
///
/// It generates `State` (`@CasePathable`, `@dynamicMemberLookup`, `@ObservableState`,
/// `Codable`, `CaseReducerState`; `Equatable` comes from `@ObservableState`'s extension, so
/// that `extension Destination.State: Equatable {}`, as TCA users write it, is not redundant),
/// `Action` (`@CasePathable`, `Codable`), a static `body` that runs each feature's reducer
/// in its case, and the `CaseScope` views switch over.
struct CaseReducerExpansion {
  /// What a case contributes to the generated enums.
  enum CaseRole {
    /// A feature: its state, its action and its reducer.
    case feature(TypeSyntax)
    /// Ephemeral state (an alert, a dialog) and the action its buttons send.
    case ephemeral(state: TypeSyntax, action: TypeSyntax)
    /// State alone: `@ReducerCaseIgnored`, or a case without a value.
    case stateOnly(EnumCaseParameterClauseSyntax?)
  }

  private let enumDecl: EnumDeclSyntax
  private let conformances: SynthesizedConformances
  private let cases: [(name: String, role: CaseRole)]

  init(
    _ enumDecl: EnumDeclSyntax, conformances: SynthesizedConformances,
    context: some MacroExpansionContext
  ) {
    self.enumDecl = enumDecl
    self.conformances = conformances
    self.cases = enumDecl.caseElements.compactMap { attributes, element in
      let name = element.name.text
      guard let parameters = element.parameterClause,
        !attributes.contains(attribute: "ReducerCaseIgnored")
      else { return (name, .stateOnly(element.parameterClause?.trimmed)) }
      guard parameters.parameters.count == 1, let type = parameters.parameters.first?.type else {
        context.diagnose(
          Diagnostic(
            node: element, message: NavigationDiagnostic.caseWithSeveralValues(caseName: name)))
        return nil
      }
      if attributes.contains(attribute: "ReducerCaseEphemeral") {
        return (name, .ephemeral(state: type.trimmed, action: "\(type.trimmed).Action"))
      }
      if let ephemeralAction = type.ephemeralAction {
        return (name, .ephemeral(state: type.trimmed, action: ephemeralAction))
      }
      return (name, .feature(type.trimmed))
    }
  }

  /// The generated `State`, `Action` and `body`, then what views use: see
  /// ``CaseScopeExpansion``.
  var members: [DeclSyntax] {
    [state, action, body] + CaseScopeExpansion(enumDecl: enumDecl, cases: cases).members
  }

  private var access: String { enumDecl.generatedAccess }

  private var state: DeclSyntax {
    let caseLines = cases.map { name, role -> String in
      switch role {
      case .feature(let type): return "case \(name)(\(type).State)"
      case .ephemeral(let state, _): return "case \(name)(\(state))"
      case .stateOnly(let parameters): return "case \(name)\(parameters?.description ?? "")"
      }
    }
    return """
      @CasePathable
      @dynamicMemberLookup
      @ObservableState
      @_CaseLookup
      \(raw: access)enum State: NavigationCore.CaseReducerState, Swift.Codable\(raw: conformances.extraState) {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: caseLines.joined(separator: "\n"))
      }
      """
  }

  private var action: DeclSyntax {
    let caseLines = cases.compactMap { name, role -> String? in
      switch role {
      case .feature(let type): return "case \(name)(\(type).Action)"
      case .ephemeral(_, let action): return "case \(name)(\(action))"
      case .stateOnly: return nil
      }
    }
    // Without feature or ephemeral cases there is no action, and no synthesized coding.
    let lines =
      caseLines.isEmpty
      ? UninhabitedCoding.members(typeName: "\(enumDecl.name.trimmed).Action", access: access)
        .map(\.description)
      : caseLines
    return """
      @CasePathable
      @_CaseLookup
      \(raw: access)enum Action: Swift.Codable\(raw: conformances.extraAction) {
        \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// The static `body`, and its type named as `Body`: left to inference, `Body` would be taken
  /// from `Reducer`'s default for reducers without a body. Each feature case is embedded with
  /// `ifCaseLet`, as TCA's macro writes it: an action for a case the state is not in is
  /// reported by `ifCaseLet`, and a case's effects are cancelled when the state leaves it.
  private var body: DeclSyntax {
    let embeddings = cases.compactMap { name, role -> String? in
      guard case .feature(let type) = role else { return nil }
      // Lines after the first are indented as the expression the call continues.
      return """

            .ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
              \(type)()
            }
        """
    }
    return """
      \(raw: access)typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
      \(raw: access)static var body: Body {
        NavigationCore.Reduce(
          NavigationCore.EmptyReducer<Self.State, Self.Action>()\(raw: embeddings.joined())
        )
      }
      """
  }
}

extension TypeSyntax {
  /// The action of ephemeral state that needs no reducer: `Alert` for `AlertState<Alert>` and
  /// `ConfirmationDialogState<Alert>`; `nil` for any other type.
  fileprivate var ephemeralAction: TypeSyntax? {
    guard let identifier = self.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(identifier.name.text),
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      case .type(let action) = arguments.first?.argument
    else { return nil }
    return action.trimmed
  }
}
