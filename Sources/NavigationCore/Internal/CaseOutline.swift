/// An action as TCA's warnings and test failures outline it: the path of cases from the
/// action's type down, each payload that is not itself a case left out —
/// `AppFeature.Action.path(.element(id:, action: .detail(.saveTapped)))` — or the action's own
/// debug description when it has one. `abbreviated` leaves the type's name out, as a test
/// store's list of unhandled actions does.
package func caseOutline(of action: Any, abbreviated: Bool = false) -> String {
  if let described = action as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  let cases = casePath(of: action)
  return abbreviated ? cases : typeName(type(of: action)) + cases
}

/// The name of `type` as its module's code writes it: `AppFeature.Action`, without the module.
package func typeName(_ type: Any.Type) -> String {
  let name = String(reflecting: type)
  guard let dot = name.firstIndex(of: ".") else { return name }
  return String(name[name.index(after: dot)...])
}

/// The cases `value` is made of, from its type down; empty for a value that is no case.
private func casePath(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else { return ".\(value)" }
    let inner = casePath(of: payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { label, value in
      let inner = casePath(of: value)
      let name = label.map { isPositional($0) ? "_:" : "\($0):" } ?? ""
      return name + (inner.isEmpty ? "" : " \(inner)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// Whether a tuple element's label is the position Swift gives an unlabelled element (`.0`).
private func isPositional(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}
