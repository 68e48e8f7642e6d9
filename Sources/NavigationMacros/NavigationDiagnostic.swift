import SwiftDiagnostics

/// The errors NavMirror's macros report at compile time.
enum NavigationDiagnostic: DiagnosticMessage {
  /// A stored property of the state holds a closure, which cannot be encoded.
  case closureInState(property: String)
  /// A case of an enum reducer has more than one associated value.
  case caseWithSeveralValues(caseName: String)
  /// `@Reducer` is written on something other than a struct or an enum.
  case reducerOnUnsupportedDeclaration

  var message: String {
    switch self {
    case .closureInState(let property):
      return """
        State property '\(property)' holds a closure: NavMirror's mirror must encode state, \
        and a closure cannot be encoded. Move the closure to a dependency and call it from \
        the reducer.
        """
    case .caseWithSeveralValues(let caseName):
      return """
        Case '\(caseName)' of a '@Reducer' enum must hold a single value: a reducer (its \
        state and action become the case's), or state marked '@ReducerCaseIgnored'.
        """
    case .reducerOnUnsupportedDeclaration:
      return "'@Reducer' applies to a struct or an enum."
    }
  }

  var diagnosticID: MessageID {
    let id: String
    switch self {
    case .closureInState: id = "closureInState"
    case .caseWithSeveralValues: id = "caseWithSeveralValues"
    case .reducerOnUnsupportedDeclaration: id = "reducerOnUnsupportedDeclaration"
    }
    return MessageID(domain: "NavigationMacros", id: id)
  }

  var severity: DiagnosticSeverity { .error }
}
