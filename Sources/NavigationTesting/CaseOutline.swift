/// How a test store lists an action it received but nobody asserted, as TCA lists it: the path
/// of cases from the action's type down, each payload that is not itself a case left out —
/// `.child(.response)`, `.path(.element(id:, action: .detail(.saveTapped)))` — or the action's
/// own debug description when it has one.
func caseOutline(of action: Any) -> String {
  if let described = action as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  return casePath(of: action)
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
