import NavigationMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@_CaseLookup`: the case paths and case identities of an enum, as plain `switch` code.
final class CaseLookupMacroTests: XCTestCase {
  private let specs = [
    "_CaseLookup": MacroSpec(type: CaseLookupMacro.self, conformances: ["_CaseLookup"])
  ]

  func testEveryKindOfCaseGetsItsCasePathAndIdentity() {
    assertMacroExpansion(
      """
      @_CaseLookup
      public enum Action {
        case tapped
        case row(Int)
        case element(id: Int, action: Row)
        case `default`
      }
      """,
      expandedSource: #"""
        public enum Action {
          case tapped
          case row(Int)
          case element(id: Int, action: Row)
          case `default`
        }

        extension Action: _CaseLookup {
          public static func _casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> CasePaths.AnyCasePath<Self, Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.tapped as AnyKeyPath {
              return Self.allCasePaths.tapped as? CasePaths.AnyCasePath<Self, Value>
            }
            if keyPath as AnyKeyPath == \Self.Cases.row as AnyKeyPath {
              return Self.allCasePaths.row as? CasePaths.AnyCasePath<Self, Value>
            }
            if keyPath as AnyKeyPath == \Self.Cases.element as AnyKeyPath {
              return Self.allCasePaths.element as? CasePaths.AnyCasePath<Self, Value>
            }
            if keyPath as AnyKeyPath == \Self.Cases.`default` as AnyKeyPath {
              return Self.allCasePaths.`default` as? CasePaths.AnyCasePath<Self, Value>
            }
            return nil
          }
          public static var _caseKeyPathNames: [(name: String, keyPath: AnyKeyPath)] {
            var names: [(name: String, keyPath: AnyKeyPath)] = []
            names.append(("tapped", \Self.Cases.tapped as AnyKeyPath))
            names.append(("row", \Self.Cases.row as AnyKeyPath))
            names.append(("element", \Self.Cases.element as AnyKeyPath))
            names.append(("default", \Self.Cases.`default` as AnyKeyPath))
            return names
          }
          public var _caseIdentity: NavigationCore._CaseIdentity {
            switch self {
            case .tapped:
              return NavigationCore._CaseIdentity(name: "tapped", payload: nil)
            case let .row(v0):
              return NavigationCore._CaseIdentity(name: "row", payload: v0 as Any)
            case let .element(v0, v1):
              return NavigationCore._CaseIdentity(name: "element", payload: (v0, v1) as Any)
            case .`default`:
              return NavigationCore._CaseIdentity(name: "default", payload: nil)
            }
          }
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }
}
