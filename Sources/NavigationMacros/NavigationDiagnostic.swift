import SwiftDiagnostics

/// The errors NavMirror's macros report at compile time.
enum NavigationDiagnostic: DiagnosticMessage {
  /// A stored property of the state holds a closure, which cannot be encoded.
  case closureInState(property: String)
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
    case .reducerOnUnsupportedDeclaration:
      return "'@Reducer' applies to a struct or an enum."
    }
  }

  var diagnosticID: MessageID {
    let id: String
    switch self {
    case .closureInState: id = "closureInState"
    case .reducerOnUnsupportedDeclaration: id = "reducerOnUnsupportedDeclaration"
    }
    return MessageID(domain: "NavigationMacros", id: id)
  }

  var severity: DiagnosticSeverity { .error }
}
