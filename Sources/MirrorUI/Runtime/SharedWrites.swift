import MirrorJSON

/// How the controls of the latest renders of the running app write the `@Shared` values they
/// are bound to (`Binding(store.$signUpData)`): each write kept under its number in its
/// render, which the control's op names (``ViewOp/shared(id:value:)``), so that the page's tap
/// or typing is replayed as the control does it.
///
/// Numbers count the writes of one render from zero, so a replayed tour (a flow, a test) finds
/// the same control in the same scene; a write is looked for in the newest render first, and
/// the last few renders are kept so that a tap on a scene a version or two old still finds it.
@MainActor final class SharedWrites {
  /// Writes the share as the control does: with the value the page entered (`nil` for a
  /// control that writes what it rendered); `false` when the value is not one the control edits.
  typealias Write = (JSONValue?) -> Bool

  /// How a control that edits a value writes a share with the value the page entered: the
  /// marker its op carries in place of the value, and the write.
  struct Edit {
    let marker: JSONValue
    let write: Write
  }

  private var renders: [[Write]] = [[]]

  nonisolated init() {}

  /// Starts the writes of a new render, forgetting the oldest.
  func beginRender() {
    renders.append([])
    if renders.count > ControlActions<Void>.generations { renders.removeFirst() }
  }

  /// Keeps `write`, made by the render in progress, and returns its number.
  func keep(_ write: @escaping Write) -> Int {
    renders[renders.count - 1].append(write)
    return renders[renders.count - 1].count - 1
  }

  /// Runs the write numbered `id` of the newest render that has one, with `value`; `false`
  /// when there is none or it refused the value.
  func write(_ id: Int, value: JSONValue?) -> Bool {
    guard id >= 0, let render = renders.last(where: { id < $0.count }) else { return false }
    return render[id](value)
  }
}
