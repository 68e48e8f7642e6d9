import MirrorUI
import NavigationCore

/// Where an app is, as far as navigation goes: the flow map's node identity.
///
/// Two states with the same signature are one node of the map. The signature is made of, in
/// this order and joined by ` | `:
///
/// * `root=CASE` when the app's state is an enum (an app-root enum such as `intro`/`mainTab`);
/// * for every `StackState` in the state, found by walking it (properties in declaration order,
///   enum payloads, optionals; not inside arrays or dictionaries), `LABEL=[CASE,CASE,…]`: the
///   enum case of each element, bottom first — never ids, so a popped and re-pushed detail is
///   the same screen;
/// * for every `@Presents` property, `LABEL=CASE` (or `nil`);
/// * from the scene: `tab=TAG` for each tab view's selection, and `shown=KIND` for each
///   presentation (`sheet`, `alert`, …), outermost first — this catches presentations that
///   are not `@Presents` state.
///
/// Labels are property paths such as `mainTab.history.path`. Anything else in the state — text
/// fields, counters, the contents of a screen — does not split a node.
public struct NavigationSignature: Hashable, Sendable, CustomStringConvertible {
  /// The signature as text.
  public let description: String

  /// The signature of `state`, rendered as `scene`.
  public init(state: Any, scene: Scene) {
    var parts: [String] = []
    let mirror = Mirror(reflecting: state)
    if mirror.displayStyle == .enum {
      parts.append("root=\(caseName(of: state))")
    }
    collect(state, label: "", into: &parts)
    appendScene(scene.root, to: &parts)
    for presentation in scene.presentations {
      parts.append("shown=\(presentation.kind.rawValue)")
    }
    description = parts.joined(separator: " | ")
  }
}

private func collect(_ value: Any, label: String, into parts: inout [String]) {
  if let stack = value as? StackStateReflecting {
    let elements = stack.reflectedIDs.compactMap { stack.reflectedElement(id: $0) }
    parts.append("\(label)=[\(elements.map(caseName(of:)).joined(separator: ","))]")
    for (index, element) in elements.enumerated() {
      collect(element, label: "\(label)[\(index)]", into: &parts)
    }
    return
  }
  if let presents = value as? PresentsReflecting {
    let presented = presents.reflectedValue
    parts.append("\(label)=\(presented.map(caseName(of:)) ?? "nil")")
    if let presented { collect(presented, label: label, into: &parts) }
    return
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .struct, .class, .tuple, .enum, .optional:
    for child in mirror.children {
      let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "_"
      let childLabel: String
      if mirror.displayStyle == .optional {
        childLabel = label
      } else {
        childLabel = label.isEmpty ? name : "\(label).\(name)"
      }
      collect(child.value, label: childLabel, into: &parts)
    }
  default:
    return
  }
}

/// The enum case of `value` (`firstDetail`), or its type's name when it is not an enum.
func caseName(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return String(describing: type(of: value)) }
  if let label = mirror.children.first?.label { return label }
  return String(describing: value)
}

private func appendScene(_ node: SceneNode, to parts: inout [String]) {
  switch node {
  case .stack(_, let root, let path):
    for screen in [root] + path { appendScene(screen.content, to: &parts) }
  case .tabs(_, let selection, let tabs):
    parts.append("tab=\(selection)")
    if let selected = tabs.first(where: { $0.tag == selection }) {
      appendScene(selected.content, to: &parts)
    }
  case .vstack(let children), .list(let children), .section(_, let children):
    for child in children { appendScene(child, to: &parts) }
  case .text, .button, .toggle, .picker, .empty:
    break
  }
}
