import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`, `@ReducerCaseEphemeral` and `@ObservationStateIgnored`: marks that
/// expand to nothing. `@Reducer` and `@ObservableState` read them on the declarations they
/// generate from.
public struct MarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
