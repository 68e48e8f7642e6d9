import NavigationCore

/// How an exported test names an action it receives: the action itself when the app's actions
/// are `Equatable` (`receive(.timerTicked)`), else its case key path, which every
/// `@CasePathable` action has (`receive(\.path[id: 0].detail.delegate.saved)`).
///
/// A case key path names the cases down to the first payload that is not itself an action (a
/// stack element's id is kept as `[id: n]`); that payload is compared too when the test can
/// build it and compare it, that is when it is `Equatable` and `Decodable`
/// (`receive(\.detail.loaded, "Dune")`, TCA's `receive(_:_:)`).
enum ReceivedActionPattern {
  /// The arguments of `store.receive(…)` for `action`.
  static func arguments(for action: Any, actionsAreEquatable: Bool) -> String {
    guard !actionsAreEquatable else { return SwiftLiteral.expression(action) }
    let (path, payload) = casePath(action)
    guard let payload, payload is any Equatable, payload is any Decodable else {
      return "\\" + path
    }
    return "\\" + path + ", " + SwiftLiteral.expression(payload)
  }

  /// The case path of `action` and the payload it ends on, if any.
  static func casePath(_ action: Any) -> (path: String, payload: Any?) {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum else { return ("", nil) }
    guard let payload = mirror.children.first, let name = payload.label else {
      // A case that cannot be named by its description is matched by its value instead.
      return SwiftLiteral.caseName(of: action).map { (".\($0)", nil) } ?? ("", action)
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    if name == "element", payloadMirror.displayStyle == .tuple {
      let parts = Array(payloadMirror.children)
      guard parts.count == 2, let id = parts[0].value as? StackElementID else { return ("", nil) }
      let rest = casePath(parts[1].value)
      return ("[id: \(id.generation)]" + rest.path, rest.payload)
    }
    guard payload.value is any CasePathable, payloadMirror.displayStyle == .enum else {
      return (".\(name)", payload.value)
    }
    let rest = casePath(payload.value)
    return (".\(name)" + rest.path, rest.payload)
  }
}
