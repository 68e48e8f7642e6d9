/// What one render of the running app's current state learns about the lifecycle modifiers
/// (`.onAppear`, `.onDisappear`, `.task`) of the views on screen: each one under its
/// structural identity, and whether its view is visible.
///
/// Only the render a ``ViewLifecycle`` follows has one: a render for the flow map explorer, for
/// an earlier version or for the navigation structure alone has none, and its lifecycle
/// modifiers do nothing.
final class LifecycleCollector {
  /// The modifiers met so far, in the order they were rendered.
  private(set) var entries: [LifecycleEntry] = []
  /// The position of the view being rendered among its siblings, outermost first: the index of
  /// each enclosing child of a `ViewBuilder` block, and of each enclosing `if`/`else` branch.
  var position: [Int] = []
  /// The screens and presentations around the view being rendered, outermost first.
  var scopes: [String] = []
  /// The ids of the `ForEach` rows around the view being rendered, outermost first.
  var rows: [AnyHashable] = []
  /// How many modifiers were met under each identity, so that rows of a `ForEach` without ids
  /// (which share a position) each get one of their own.
  private var occurrences: [LifecycleKey: Int] = [:]

  /// Records a modifier of `kind` on a view of type `content`, visible unless `isCovered`.
  func register(
    _ kind: LifecycleEntry.Kind, content: Any.Type, isCovered: Bool
  ) {
    var key = LifecycleKey(
      scopes: scopes, position: position, rows: rows, kind: kind.name,
      content: ObjectIdentifier(content), occurrence: 0)
    let occurrence = occurrences[key, default: 0]
    occurrences[key] = occurrence + 1
    key.occurrence = occurrence
    entries.append(LifecycleEntry(key: key, isVisible: !isCovered, kind: kind))
  }

  /// Where the next entry will go: what a tab view passes to ``hide(since:depth:exceptChild:)``.
  var mark: (entries: Int, depth: Int) { (entries.count, position.count) }

  /// Hides the entries registered since `mark` that belong to a child other than `child` of the
  /// view rendered at `mark` (every child when `child` is `nil`): the tabs of a tab view that
  /// are not selected.
  func hide(since mark: (entries: Int, depth: Int), exceptChild child: Int?) {
    for index in mark.entries..<entries.count {
      let position = entries[index].key.position
      if position.count > mark.depth, position[mark.depth] != child {
        entries[index].isVisible = false
      }
    }
  }

  /// Hides the entries registered since `mark` on the screen being rendered: those under the
  /// current scopes exactly, not those of a presentation or a screen pushed from it. The
  /// screen a `.navigationDestination(item:)` push covers, known once it is rendered.
  func hideScreen(since mark: (entries: Int, depth: Int)) {
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

/// The structural identity of a lifecycle modifier: the screens and presentations it is on,
/// its position in the view tree there and the ids of the `ForEach` rows it is in, what it is
/// and what view it modifies.
struct LifecycleKey: Hashable {
  var scopes: [String]
  var position: [Int]
  var rows: [AnyHashable]
  var kind: String
  var content: ObjectIdentifier
  var occurrence: Int
}

/// One lifecycle modifier met while rendering.
struct LifecycleEntry {
  /// What the modifier runs.
  enum Kind {
    /// `.onAppear`: run once when the view appears.
    case appear(() -> Void)
    /// `.onDisappear`: run once when the view leaves the screen.
    case disappear(() -> Void)
    /// `.task`: started when the view appears, cancelled when it leaves, and restarted when
    /// its id (`.task(id:)`) changes.
    case task(id: (any Equatable)?, priority: TaskPriority, body: () async -> Void)

    var name: String {
      switch self {
      case .appear: return "appear"
      case .disappear: return "disappear"
      case .task: return "task"
      }
    }
  }

  let key: LifecycleKey
  var isVisible: Bool
  let kind: Kind
}
