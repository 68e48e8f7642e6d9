import SwiftSyntax

/// What `@Reducer` generates inside an enum reducer for the views, as TCA's macro does: the
/// `CaseScope` enum, with a case per case of the reducer, and the static `scope(_:)` that
/// `store.case` calls:
///
/// ```swift
/// switch store.case {
/// case let .detail(store): DetailView(store: store)   // a feature's case: its store
/// case let .alert(alert): …                           // any other case: its value
/// }
/// ```
///
/// An ignored case whose action the enum declares (`case alert(Alert)` in its `Action`) gets a
/// store of its value and that action. An enum that declares its own `CaseScope` or `scope`
/// keeps it.
struct CaseScopeExpansion {
  let enumDecl: EnumDeclSyntax
  let cases: [CaseTree]
  let role: (AttributeListSyntax, EnumCaseElementSyntax) -> CaseRole
  /// The access modifier of what it generates, with its trailing space.
  let access: String

  /// `CaseScope` and `scope(_:)`, each unless the enum declares it.
  var members: [DeclSyntax] {
    var members: [DeclSyntax] = []
    if enumDecl.nestedTypes["CaseScope"] == nil { members.append(caseScope) }
    let declaresScope = enumDecl.memberBlock.members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.name.text == "scope"
    }
    if !declaresScope { members.append(scope) }
    return members
  }

  /// The state and action of the store a case scopes to, when it scopes to a store.
  private func store(
    of element: EnumCaseElementSyntax, _ role: CaseRole
  ) -> (state: String, action: String)? {
    switch role {
    case .feature(let type, _): return ("\(type).State", "\(type).Action")
    case .stateOnly(let action?):
      guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
        let type = parameters.first?.type
      else { return nil }
      return (type.trimmedDescription, action.trimmedDescription)
    case .ephemeral, .stateOnly: return nil
    }
  }

  private var caseScope: DeclSyntax {
    let lines = cases.lines { attributes, element -> String in
      guard let (state, action) = store(of: element, role(attributes, element)) else {
        return "case \(element.trimmedDescription)"
      }
      return "case \(element.name.text)(NavigationCore.Store<\(state), \(action)>)"
    }
    return """
      @CasePathable
      @dynamicMemberLookup
      \(raw: access)enum CaseScope {
        \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  private var scope: DeclSyntax {
    let branches = cases.lines { attributes, element -> String in
      let name = element.name.text
      if store(of: element, role(attributes, element)) != nil {
        return """
          case let .\(name)(v0): \
          return .\(name)(store._caseStore(v0, action: \\Self.Action.Cases.\(name)))
          """
      }
      guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
        return "case .\(name): return .\(name)"
      }
      let bound = (0..<parameters.count).map { "v\($0)" }
      let labelled = zip(parameters, bound).map { parameter, value in
        parameter.firstName.map { "\($0.text): \(value)" } ?? value
      }
      return """
        case let .\(name)(\(bound.joined(separator: ", "))): \
        return .\(name)(\(labelled.joined(separator: ", ")))
        """
    }
    return """
      \(raw: access)static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        \(raw: branches.joined(separator: "\n"))
        }
      }
      """
  }
}
