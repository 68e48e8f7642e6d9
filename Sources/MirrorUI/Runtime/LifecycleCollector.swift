/// What one render of the running app's current state learns about the lifecycle modifiers
/// (`.onAppear`, `.onDisappear`, `.task`, `.onChange`, `.refreshable`) of the views on screen:
/// each one under its structural identity, and whether its view is visible.
///
/// Only the render a ``ViewLifecycle`` follows has one: a render for the flow map explorer, for
/// an earlier version or for the navigation structure alone has none, and its lifecycle
/// modifiers do nothing.
@MainActor final class LifecycleCollector {
  /// The modifiers met so far, in the order they were rendered.
  private(set) var entries: [LifecycleEntry] = []
  /// How many modifiers were met under each identity, so that rows of a `ForEach` without ids
  /// (which share a position) each get one of their own.
  private var occurrences: [LifecycleKey: Int] = [:]

  /// Records a modifier of `kind` on a view of type `content` at `context`'s identity,
  /// visible unless the view is on a covered screen.
  func register(_ kind: LifecycleEntry.Kind, content: Any.Type, in context: RenderContext) {
    var key = LifecycleKey(
      path: context.path, kind: kind.name, content: ObjectIdentifier(content), occurrence: 0)
    let occurrence = occurrences[key, default: 0]
    occurrences[key] = occurrence + 1
    key.occurrence = occurrence
    entries.append(LifecycleEntry(key: key, isVisible: !context.isCovered, kind: kind))
  }

  /// Registers again the entries a reused subtree met when it was rendered (see
  /// ``RenderRecording``), as rendering it again would.
  func replay(_ replayed: some Collection<LifecycleEntry>) {
    for entry in replayed {
      var first = entry.key
      first.occurrence = 0
      occurrences[first] = max(occurrences[first, default: 0], entry.key.occurrence + 1)
      entries.append(entry)
    }
  }

  /// Where the next entry will go: what a tab view passes to ``hide(since:exceptChild:)``.
  func mark(in context: RenderContext) -> (entries: Int, depth: Int) {
    (entries.count, context.path.count)
  }

  /// Hides the entries registered since `mark` that belong to a child other than `child` of the
  /// view rendered at `mark` (every child when `child` is `nil`): the tabs of a tab view that
  /// are not selected.
  func hide(since mark: (entries: Int, depth: Int), exceptChild child: Int?) {
    for index in mark.entries..<entries.count {
      let path = entries[index].key.path
      if path.count > mark.depth, path[mark.depth] != child.map(IdentityComponent.child) {
        entries[index].isVisible = false
      }
    }
  }

  /// Hides the entries registered since `mark` on the screen being rendered: those under the
  /// current screen exactly, not those of a presentation or a screen pushed from it. The
  /// screen a `.navigationDestination(item:)` push covers, known once it is rendered.
  func hideScreen(since mark: (entries: Int, depth: Int), in context: RenderContext) {
    let scopes = LifecycleKey.scopes(of: context.path)
    for index in mark.entries..<entries.count where entries[index].key.scopes == scopes {
      entries[index].isVisible = false
    }
  }

  /// The entries of the views on screen, which the collector forgets.
  func takeVisible() -> [LifecycleEntry] {
    defer { entries = [] }
    return entries.filter(\.isVisible)
  }
}

/// The structural identity of a lifecycle modifier: its view's identity (screens and
/// presentations, positions, rows), what it is and what view it modifies.
struct LifecycleKey: Hashable {
  var path: [IdentityComponent]
  var kind: String
  var content: ObjectIdentifier
  var occurrence: Int

  /// The screens and presentations the modifier is on.
  var scopes: [String] { Self.scopes(of: path) }

  static func scopes(of path: [IdentityComponent]) -> [String] {
    path.compactMap {
      if case .scope(let name) = $0 { return name }
      return nil
    }
  }
}

/// One lifecycle modifier met while rendering.
struct LifecycleEntry {
  /// What the modifier runs, on the main actor.
  enum Kind {
    /// `.onAppear`: run once when the view appears.
    case appear(@MainActor () -> Void)
    /// `.onDisappear`: run once when the view leaves the screen.
    case disappear(@MainActor () -> Void)
    /// `.task`: started when the view appears, cancelled when it leaves, and restarted when
    /// its id (`.task(id:)`) changes.
    case task(id: (any Equatable)?, priority: TaskPriority, body: @MainActor () async -> Void)
    /// `.onChange(of:)`: run with the old and new value when `value` changes while the view is
    /// on screen (and when it appears, if `initial`).
    case change(value: any Equatable, initial: Bool, action: @MainActor (Any, Any) -> Void)
    /// `.refreshable`: run when the page pulls the screen down (a `run` op naming `id`).
    case refresh(id: String, body: @MainActor () async -> Void)

    var name: String {
      switch self {
      case .appear: return "appear"
      case .disappear: return "disappear"
      case .task: return "task"
      case .change: return "change"
      case .refresh: return "refresh"
      }
    }
  }

  let key: LifecycleKey
  var isVisible: Bool
  let kind: Kind
}
