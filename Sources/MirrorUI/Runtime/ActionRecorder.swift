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
    /// Whether the closure wrote a `@Shared` value through a binding made from it.
    var writesShare = false
    /// Whether such writes go through to the share (a replay) rather than being noted.
    let writesSharesThrough: Bool

    init(writesSharesThrough: Bool) {
      self.writesSharesThrough = writesSharesThrough
    }
  }

  @TaskLocal static var current: Recording?

  /// Runs `body` and returns what it did; with `writingShares`, the `@Shared` values it writes
  /// through bindings are written (how a control's write is replayed), its other ops only
  /// noted.
  @MainActor static func recording(writingShares: Bool = false, _ body: () -> Void) -> Recording {
    let recording = Recording(writesSharesThrough: writingShares)
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
