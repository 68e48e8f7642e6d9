import NavigationCore

/// How an exported test names an action it receives: the action itself when the app's actions
/// are `Equatable` (`receive(.timerTicked)`), else its case key path, which every
/// `@CasePathable` action has (`receive(\.path[id: 0].detail.delegate.saved)`).
///
/// A case key path names the cases down to the first payload that is not itself an action (a
/// stack element's id is kept as `[id: n]`), so such a payload is not compared.
enum ReceivedActionPattern {
  /// The argument of `store.receive(…)` for `action`.
  static func argument(for action: Any, actionsAreEquatable: Bool) -> String {
    actionsAreEquatable ? SwiftLiteral.expression(action) : "\\" + casePath(action)
  }

  private static func casePath(_ action: Any) -> String {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum else { return "" }
    guard let payload = mirror.children.first, let name = payload.label else {
      return ".\(String(describing: action))"
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    if name == "element", payloadMirror.displayStyle == .tuple {
      let parts = Array(payloadMirror.children)
      guard parts.count == 2, let id = parts[0].value as? StackElementID else { return "" }
      return "[id: \(id.generation)]" + casePath(parts[1].value)
    }
    guard payloadMirror.displayStyle == .enum else { return ".\(name)" }
    return ".\(name)" + casePath(payload.value)
  }
}
