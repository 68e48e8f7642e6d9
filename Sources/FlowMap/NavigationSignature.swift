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
///   enum case of each element (its feature, `Detail` for `Detail.State`, when the elements
///   are not an enum), bottom first — never ids, so a popped and re-pushed detail is the same
///   screen;
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
    self.init(stateParts: SignatureReflector().parts(of: state), scene: scene)
  }

  /// The signature made of the state half `stateParts` (``SignatureReflector/parts(of:)``) and
  /// of what `scene` shows.
  init(stateParts: [String], scene: Scene) {
    var parts = stateParts
    appendScene(scene.root, to: &parts)
    for presentation in scene.presentations {
      parts.append("shown=\(presentation.kind.rawValue)")
    }
    description = parts.joined(separator: " | ")
  }
}

private func appendScene(_ node: SceneNode, to parts: inout [String]) {
  switch node {
  case .stack(_, let root, let path):
    for screen in [root] + path { appendScene(screen.content, to: &parts) }
  case .tabs(_, let selection, let tabs, _):
    parts.append("tab=\(selection)")
    if let selected = tabs.first(where: { $0.tag == selection }) {
      appendScene(selected.content, to: &parts)
    }
  default:
    for child in node.children { appendScene(child, to: &parts) }
  }
}
