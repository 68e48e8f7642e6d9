import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_CaseLookup`: what `@Reducer` writes on the action and state enums it sees or generates,
/// so that the core reaches their cases with plain Swift instead of reflection.
///
/// It conforms the enum to `_CaseLookup`: `_casePath(for:)` hands the core, once per reducer, the
/// case path `@CasePathable` generated for a case key path (a `switch` over the enum's own case,
/// not the key path's run-time projection), and `_caseIdentity` names the case of a value and
/// hands over its payload, which is how presentations tell one destination from another.
public struct CaseLookupMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), !protocols.isEmpty else {
      return []
    }
    let access = enumDecl.extensionAccess(in: context)
    let cases = enumDecl.caseTree
    let lookups = cases.lines { _, element in
      let name = element.name.text
      return "if keyPath as AnyKeyPath == \\Self.Cases.\(name) as AnyKeyPath { "
        + "return Self.allCasePaths.\(name) as? CasePaths.AnyCasePath<Self, Value> }"
    }
    let names = cases.lines { _, element in
      let name = element.name.text
      return "names.append((\"\(name.filter { $0 != "`" })\", \\Self.Cases.\(name) as AnyKeyPath))"
    }
    let identities = cases.lines { _, element in
      let name = element.name.text
      let label = name.filter { $0 != "`" }
      guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
        return """
          case .\(name): return NavigationCore._CaseIdentity(name: "\(label)", payload: nil)
          """
      }
      let values = (0..<parameters.count).map { "v\($0)" }
      // Boxed as it is: an optional payload stays an optional inside `Any`.
      let value = values.count == 1 ? values[0] : "(\(values.joined(separator: ", ")))"
      let payload = value + " as Any"
      return """
        case let .\(name)(\(values.joined(separator: ", "))):
          return NavigationCore._CaseIdentity(name: "\(label)", payload: \(payload))
        """
    }
    return try ConformanceExtension.make(
      type, protocols: protocols,
      members: [
        """
        \(raw: access)static func _casePath<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>
        ) -> CasePaths.AnyCasePath<Self, Value>? {
          \(raw: lookups.joined(separator: "\n"))
          return nil
        }
        """,
        """
        \(raw: access)static var _caseKeyPathNames: [(name: String, keyPath: AnyKeyPath)] {
          \(raw: names.isEmpty ? "[]" : """
          var names: [(name: String, keyPath: AnyKeyPath)] = []
          \(names.joined(separator: "\n"))
          return names
          """)
        }
        """,
        """
        \(raw: access)var _caseIdentity: NavigationCore._CaseIdentity {
          switch self {
          \(raw: identities.joined(separator: "\n"))
          }
        }
        """,
      ])
  }
}
