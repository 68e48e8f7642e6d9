import NavigationCore

/// Walks states for the state half of their ``NavigationSignature``, remembering per type how
/// its values are walked.
///
/// Most of a state is strings, numbers and collections, none of which can hold a `StackState`
/// or a `@Presents`: once a type is known to be such a leaf, its values are skipped without a
/// cast or a `Mirror`, and without working out their labels. This assumes what holds for every
/// type but pathological `CustomReflectable` ones: the display style of a type's mirror does not
/// change from one value to another.
final class SignatureReflector {
  private enum Shape {
    case stack
    case presents
    /// A struct, class, tuple, enum or optional: its children are walked.
    case container(Mirror.DisplayStyle)
    /// Anything else: not walked.
    case leaf
  }

  private var shapes: [ObjectIdentifier: Shape] = [:]

  /// The state half of the signature of `state`, in order: `root=CASE` when it is an enum,
  /// then a part for every `StackState` and `@Presents` in it.
  func parts(of state: Any) -> [String] {
    var parts: [String] = []
    if case .container(.enum) = shape(of: state) {
      parts.append("root=\(caseName(of: state))")
    }
    collect(state, label: "", into: &parts)
    return parts
  }

  /// The enum case of `value` (`firstDetail`), or its type's name when it is not an enum.
  func caseName(of value: Any) -> String {
    guard case .container(.enum) = shape(of: value) else {
      return String(describing: type(of: value))
    }
    if let label = Mirror(reflecting: value).children.first?.label { return label }
    return String(describing: value)
  }

  private func collect(_ value: Any, label: String, into parts: inout [String]) {
    switch shape(of: value) {
    case .stack:
      guard let stack = value as? StackStateReflecting else { return }
      let elements = stack.reflectedIDs.compactMap { stack.reflectedElement(id: $0) }
      parts.append("\(label)=[\(elements.map(caseName(of:)).joined(separator: ","))]")
      for (index, element) in elements.enumerated() {
        collect(element, label: "\(label)[\(index)]", into: &parts)
      }
    case .presents:
      guard let presents = value as? PresentsReflecting else { return }
      let presented = presents.reflectedValue
      parts.append("\(label)=\(presented.map(caseName(of:)) ?? "nil")")
      if let presented { collect(presented, label: label, into: &parts) }
    case .container(let style):
      for child in Mirror(reflecting: value).children {
        if case .leaf = shape(of: child.value) { continue }
        let childLabel: String
        if style == .optional {
          childLabel = label
        } else {
          let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "_"
          childLabel = label.isEmpty ? name : "\(label).\(name)"
        }
        collect(child.value, label: childLabel, into: &parts)
      }
    case .leaf:
      return
    }
  }

  private func shape(of value: Any) -> Shape {
    let id = ObjectIdentifier(type(of: value))
    if let known = shapes[id] { return known }
    let shape: Shape
    if value is StackStateReflecting {
      shape = .stack
    } else if value is PresentsReflecting {
      shape = .presents
    } else {
      switch Mirror(reflecting: value).displayStyle {
      case let style?
      where style == .struct || style == .class || style == .tuple || style == .enum
        || style == .optional:
        shape = .container(style)
      default:
        shape = .leaf
      }
    }
    shapes[id] = shape
    return shape
  }
}
