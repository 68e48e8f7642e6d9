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
/// An enum that declares its own `CaseScope` or `scope` keeps it.
struct CaseScopeExpansion {
  let enumDecl: EnumDeclSyntax
  let cases: [(name: String, role: CaseReducerExpansion.CaseRole)]

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

  private var access: String { enumDecl.generatedAccess }

  private var caseScope: DeclSyntax {
    let caseLines = cases.map { name, role -> String in
      switch role {
      case .feature(let type):
        return "case \(name)(NavigationCore.ViewStore<\(type).State, \(type).Action>)"
      case .ephemeral(let state, _): return "case \(name)(\(state))"
      case .stateOnly(let parameters): return "case \(name)\(parameters?.description ?? "")"
      }
    }
    return """
      @CasePathable
      @dynamicMemberLookup
      \(raw: access)enum CaseScope {
        \(raw: caseLines.joined(separator: "\n"))
      }
      """
  }

  private var scope: DeclSyntax {
    let branches = cases.map { name, role -> String in
      switch role {
      case .feature:
        return """
          case let .\(name)(v0): \
          return .\(name)(store._caseStore(v0, action: \\Self.Action.Cases.\(name)))
          """
      case .ephemeral:
        return "case let .\(name)(v0): return .\(name)(v0)"
      case .stateOnly(let parameters):
        guard let parameters = parameters?.parameters, !parameters.isEmpty else {
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
    }
    return """
      \(raw: access)static func scope(_ store: NavigationCore.ViewStore<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        \(raw: branches.joined(separator: "\n"))
        }
      }
      """
  }
}
