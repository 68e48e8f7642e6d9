import MirrorJSON

/// Captures what a control's closure does while a scene is rendered — the actions it sends and
/// the view state it sets — which is how a control written as `Button("Go") { store.send(.go) }`
/// or `Toggle("On", isOn: $isOn)` learns what it sends.
enum ActionRecorder {
  /// What one closure did.
  @MainActor final class Recording {
    /// The ops, in the order the closure ran them.
    var ops: [ViewOp] = []
    /// The view state the closure set, as it reads it back.
    var overlay: [String: Any] = [:]
    /// View state the closure set to a value that has no JSON form.
    var unencodable: [String] = []
  }

  @TaskLocal static var current: Recording?

  /// Runs `body` and returns what it did.
  @MainActor static func recording(_ body: () -> Void) -> Recording {
    let recording = Recording()
    $current.withValue(recording) { body() }
    return recording
  }

  /// Notes that the closure being recorded sends `action` (an action that a store without a
  /// root, rendered for the navigation structure alone, could not make is `nil` and ignored).
  @MainActor static func record(send action: JSONValue?) {
    guard let action, let current else { return }
    current.ops.append(.send(action))
  }
}
