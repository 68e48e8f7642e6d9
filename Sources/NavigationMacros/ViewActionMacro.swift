import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)` on a view: conforms it to `ViewActionSending`, which gives
/// the view `send(_:)` for the feature's view actions, as in TCA.
public struct ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ConformanceExtension.make(type, protocols: protocols)
  }
}
