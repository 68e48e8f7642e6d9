/// An action's case path as a person reads it, to name the effects its reducer returned:
/// `.path(.element(id: 2, action: .detail(.task)))` is `path[#2].detail.task`, and
/// `.destination(.presented(.edit(.save)))` is `destination.edit.save`, as TCA's case key
/// paths spell them (`\.path[id: 2].detail.task`, `\.destination.edit.save`).
///
/// Read through `Mirror`, the public reflection API, only when an observer asks for it.
enum ActionCasePath {
  /// The deepest a case path is followed.
  static let maximumDepth = 32

  static func describe(_ action: Any) -> String {
    var segments = ""
    var current = action
    for _ in 0..<maximumDepth {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum else { break }
      guard let payload = mirror.children.first, let name = payload.label else {
        // A case without a payload describes as its name.
        segments += segment("\(current)", after: segments)
        break
      }
      if let presentation = current as? any PresentedActionReading,
        let presented = presentation.presentedAction
      {
        // `.presented` is skipped, as TCA's case key paths skip it.
        current = presented
        continue
      }
      let parts = Array(Mirror(reflecting: payload.value).children)
      if parts.count == 2, parts[0].label == "id", parts[1].label == "action" {
        // A stack's or a collection's element: its id, then its action.
        let id = parts[0].value
        segments += id is StackElementID ? "[\(id)]" : "[id: \(id)]"
        current = parts[1].value
        continue
      }
      segments += segment(name, after: segments)
      current = payload.value
      if parts.count > 1 || Mirror(reflecting: current).displayStyle != .enum { break }
    }
    return segments
  }

  private static func segment(_ name: String, after segments: String) -> String {
    segments.isEmpty ? name : "." + name
  }
}

/// A ``PresentationAction``'s presented action, whatever its type.
protocol PresentedActionReading {
  var presentedAction: Any? { get }
}

extension PresentationAction: PresentedActionReading {
  var presentedAction: Any? {
    if case .presented(let action) = self { action } else { nil }
  }
}
