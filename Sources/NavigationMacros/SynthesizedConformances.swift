import SwiftSyntax

/// The conformances `@Reducer(state: .hashable, action: .equatable)` asks for, beyond those the
/// generated `State` (`Codable`; `Equatable` through `@ObservableState` when not asked for) and
/// `Action` (`Codable`) always have.
struct SynthesizedConformances {
  private var state: [String] = []
  private var action: [String] = []

  /// Reads the arguments of `attribute`: a label starts a list that runs until the next label.
  init(_ attribute: AttributeSyntax) {
    guard case .argumentList(let arguments) = attribute.arguments else { return }
    var label = ""
    for argument in arguments {
      label = argument.label?.text ?? label
      guard let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        let conformance = Self.protocols[name]
      else { continue }
      if label == "state" { state.append(conformance) }
      if label == "action" { action.append(conformance) }
    }
  }

  /// What to append to the generated state's inheritance clause.
  var extraState: String { Self.clause(state, always: []) }

  /// What to append to the generated action's inheritance clause.
  var extraAction: String { Self.clause(action, always: []) }

  /// The protocols each argument names; coding is always generated.
  private static let protocols = [
    "equatable": "Swift.Equatable", "hashable": "Swift.Hashable", "sendable": "Swift.Sendable",
  ]

  private static func clause(_ names: [String], always: Set<String>) -> String {
    var seen = always
    let added = names.filter { seen.insert($0).inserted }
    return added.map { ", " + $0 }.joined()
  }
}
