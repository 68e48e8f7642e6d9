import MirrorJSON

/// The rows of `ForEach`es the last render drew, by the place of their `ForEach` and their id,
/// so that the next render reuses a row drawn from an equal value instead of running its views
/// again, as SwiftUI skips the body of a row whose inputs are equal: toggling one row of a long
/// list draws that row, not the list.
///
/// A row is reused when what it was drawn from is the same: its value (the element, or the
/// state of its child store; equal by `==`), whether its `ForEach` is covered, the environment
/// around it (see ``EnvironmentValues/matchesOnScreens(_:)``; the rest of it is the screen's,
/// which the `ForEach`'s place names), the view state it declared and read, and, when a link in
/// it read it, the id its stack hands out next. A row whose views read a store other than its
/// own (a parent's, captured by the row's closure) is drawn on every render, as is one that
/// presents, pushes a destination or writes a `@Shared`. What its render did besides its nodes
/// is replayed (``RenderRecording``). Values the row's closure captured from outside the row (a
/// local computed in the parent's `body`) are not seen: as for a pushed screen's
/// `destination`, the row's views are assumed to be drawn from their element and the stores
/// they read.
@MainActor final class RowMemo {
  /// The rows of one `ForEach` as the last render drew them, and what they were all drawn in.
  @MainActor final class Rows {
    /// One row as the last render drew it: a reference, so that a render reusing it marks it
    /// without writing it back.
    @MainActor final class Row {
      let value: Any
      let nodes: [RenderedNode]
      let recording: RenderRecording
      var lastRender: Int

      init(value: Any, nodes: [RenderedNode], recording: RenderRecording, lastRender: Int) {
        self.value = value
        self.nodes = nodes
        self.recording = recording
        self.lastRender = lastRender
      }
    }

    let covered: Bool
    let environment: EnvironmentValues
    fileprivate var lastRender: Int
    private var rows: [AnyHashable: Row] = [:]

    fileprivate init(covered: Bool, environment: EnvironmentValues, render: Int) {
      self.covered = covered
      self.environment = environment
      self.lastRender = render
    }

    /// The row `id` as the last render drew it, when `isUnchanged` says it was drawn from the
    /// same value, with the same view state (`viewState`) and next push (`nextPush`); `nil`
    /// otherwise.
    func reusable(
      _ id: AnyHashable, viewState: JSONObject, nextPush: () -> Int?,
      isUnchanged: (Any) -> Bool
    ) -> Row? {
      guard let row = rows[id], isUnchanged(row.value),
        row.recording.usesSameViewState(as: viewState),
        row.recording.stackPushRead.map({ $0 == nextPush() }) ?? true
      else { return nil }
      row.lastRender = lastRender
      return row
    }

    /// Keeps the row `id` just drawn from `value`, when its recording allows.
    func keep(_ id: AnyHashable, value: Any, nodes: [RenderedNode], recording: RenderRecording) {
      guard recording.isReusable else {
        rows[id] = nil
        return
      }
      rows[id] = Row(value: value, nodes: nodes, recording: recording, lastRender: lastRender)
    }

    /// Forgets the rows the render under way did not draw.
    fileprivate func endRender() {
      if rows.values.contains(where: { $0.lastRender != lastRender }) {
        rows = rows.filter { $0.value.lastRender == lastRender }
      }
    }
  }

  private var lists: [[IdentityComponent]: Rows] = [:]
  /// The number of the render under way.
  private var render = 0

  /// A memo with no rows.
  nonisolated init() {}

  /// The rows of the `ForEach` at `path`, forgetting them when it was drawn otherwise covered
  /// or in an environment that does not match `environment`.
  func rows(at path: [IdentityComponent], covered: Bool, environment: EnvironmentValues) -> Rows {
    if let rows = lists[path], rows.covered == covered,
      rows.environment.matchesOnScreens(environment)
    {
      rows.lastRender = render
      return rows
    }
    let rows = Rows(covered: covered, environment: environment, render: render)
    lists[path] = rows
    return rows
  }

  /// Starts a render.
  func beginRender() {
    render += 1
  }

  /// Ends a render: the `ForEach`es it did not draw, and the rows it did not draw, are
  /// forgotten.
  func endRender() {
    if lists.values.contains(where: { $0.lastRender != render }) {
      lists = lists.filter { $0.value.lastRender == render }
    }
    for rows in lists.values { rows.endRender() }
  }

  /// Forgets every row (a `@Shared` may have changed: a row holding one is equal to itself
  /// after its value changed).
  func removeAll() {
    lists = [:]
  }
}
