import MirrorJSON

/// The rows of `ForEach`es the last render drew, by the place of their `ForEach`, in order,
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
  /// The rows of one `ForEach` as the last render drew them, in order, and what they were all
  /// drawn in; and the rows of the render under way, which replace them when it ends.
  @MainActor final class Rows {
    /// One row as a render drew it.
    @MainActor final class Row {
      let nodes: [RenderedNode]
      let recording: RenderRecording

      init(nodes: [RenderedNode], recording: RenderRecording) {
        self.nodes = nodes
        self.recording = recording
      }
    }

    let covered: Bool
    let environment: EnvironmentValues
    fileprivate var lastRender: Int
    /// The values the last render's rows were drawn from (``RowValues/values``).
    private(set) var values: Any?
    /// The last render's rows: their ids, and each row as drawn (`nil`: not kept).
    private var ids: [AnyHashable] = []
    private var rows: [Row?] = []
    /// Where each id was among the last render's rows, once a row was not found at its place.
    private var offsets: [AnyHashable: Int]?
    /// The rows of the render under way.
    private var drawnIDs: [AnyHashable] = []
    private var drawnRows: [Row?] = []

    fileprivate init(covered: Bool, environment: EnvironmentValues, render: Int) {
      self.covered = covered
      self.environment = environment
      self.lastRender = render
    }

    /// The offset among the last render's rows of the row `id`, drawn at `offset` now.
    func offset(of id: AnyHashable, drawnAt offset: Int) -> Int? {
      if offset < ids.count, ids[offset] == id { return offset }
      if offsets == nil {
        offsets = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { $1 })
      }
      return offsets?[id]
    }

    /// The last render's row at `offset`, when it was kept and drawn with the same view state
    /// (`viewState`) and next push (`nextPush`) as now; `nil` otherwise.
    func reusable(at offset: Int, viewState: JSONObject, nextPush: () -> Int?) -> Row? {
      guard let row = rows[offset],
        row.recording.replays(viewState: viewState, nextPush: nextPush())
      else { return nil }
      return row
    }

    /// Notes the row `id` the render under way drew: `row`, or a row that is not kept.
    func drew(_ id: AnyHashable, _ row: Row?) {
      drawnIDs.append(id)
      drawnRows.append(row)
    }

    /// Notes the row `id` just drawn, kept when its recording allows, and returns its nodes.
    func drew(_ id: AnyHashable, nodes: [RenderedNode], recording: RenderRecording)
      -> [RenderedNode]
    {
      drew(id, recording.isReusable ? Row(nodes: nodes, recording: recording) : nil)
      return nodes
    }

    /// Ends the render of the rows, drawn from `values`: they replace the last render's.
    func finish(values: Any) {
      self.values = values
      ids = drawnIDs
      rows = drawnRows
      offsets = nil
      drawnIDs = []
      drawnRows = []
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

  /// Ends a render: the `ForEach`es it did not draw are forgotten.
  func endRender() {
    if lists.values.contains(where: { $0.lastRender != render }) {
      lists = lists.filter { $0.value.lastRender == render }
    }
  }

  /// Forgets every row (a `@Shared` may have changed: a row holding one is equal to itself
  /// after its value changed).
  func removeAll() {
    lists = [:]
  }
}
