import Dispatch
import MirrorJSON

/// Runs the lifecycle modifiers of the running app's views as SwiftUI does: `.onAppear` once
/// when a view appears, `.onDisappear` once when it leaves, `.task` from the one to the other
/// (cancelled when the view leaves, restarted when its id changes), `.onChange` once per change
/// of its value, and `.refreshable` when the page pulls to refresh.
///
/// After every render of the current state, ``update(with:version:)`` compares the modifiers
/// of the views on screen with those of the previous render, by structural identity. It lives
/// on the main actor with the renders, and the closures it runs run there later, after the
/// render (SwiftUI runs them after the frame that shows the change), their sends going to the
/// store (``LiveSending``). One app runs in a room, so the lifecycle is the session's, whatever
/// number of browsers watch.
@MainActor final class ViewLifecycle {
  /// What a view on screen left running.
  private struct Live {
    /// Its latest `.onDisappear` closure.
    var onDisappear: (@MainActor () -> Void)?
    /// The id its `.task` started with.
    var taskID: (any Equatable)?
    /// Its `.task`.
    var task: Task<Void, Never>?
    /// The value its `.onChange` last saw.
    var lastValue: (any Equatable)?
  }

  private let sender: LiveSending.Sender
  private var live: [LifecycleKey: Live] = [:]
  /// The version of the last render taken in: a render of an older one, late, is ignored.
  private var version = Int.min
  /// The `.refreshable` closures of the views on screen, by the id the page names.
  private var refreshers: [String: @MainActor () async -> Void] = [:]

  /// A lifecycle whose closures send through `sender`.
  nonisolated init(sender: @escaping LiveSending.Sender) {
    self.sender = sender
  }

  /// Takes in the modifiers of the views on screen after a render of the current state,
  /// `version`: runs what appeared, changed and left since the previous one.
  func update(with entries: [LifecycleEntry], version: Int) {
    guard version >= self.version else { return }
    self.version = version
    var appeared: [@MainActor () -> Void] = []
    var changed: [@MainActor () -> Void] = []
    var left: [@MainActor () -> Void] = []
    var seen = Set<LifecycleKey>()
    refreshers = [:]
    for entry in entries {
      seen.insert(entry.key)
      let isNew = live[entry.key] == nil
      var current = live[entry.key] ?? Live()
      switch entry.kind {
      case .appear(let action):
        if isNew { appeared.append(action) }
      case .disappear(let action):
        current.onDisappear = action
      case .task(let id, let priority, let body):
        if isNew || !Self.isSame(id, current.taskID) {
          current.task?.cancel()
          current.taskID = id
          current.task = start(body, priority: priority)
        }
      case .change(let value, let initial, let action):
        if isNew {
          if initial { changed.append { action(value, value) } }
        } else if let old = current.lastValue, !Self.isSame(value, old) {
          changed.append { action(old, value) }
        }
        current.lastValue = value
      case .refresh(let id, let body):
        refreshers[id] = body
      }
      live[entry.key] = current
    }
    for (key, gone) in live where !seen.contains(key) {
      gone.task?.cancel()
      if let onDisappear = gone.onDisappear { left.append(onDisappear) }
      live[key] = nil
    }
    run(left + appeared + changed)
  }

  /// Runs the `.refreshable` closure the page named, as SwiftUI runs it when the list is
  /// pulled down; does nothing when no view on screen has it.
  func refresh(_ id: String) {
    guard let body = refreshers[id] else { return }
    _ = start(body, priority: .userInitiated)
  }

  /// Cancels every task, as if every view left, without running `.onDisappear`: the app is
  /// being set aside.
  func stop() {
    for entry in live.values { entry.task?.cancel() }
    live = [:]
    refreshers = [:]
  }

  /// Runs `work` on the main actor, in order, its sends going to the app.
  private func run(_ work: [@MainActor () -> Void]) {
    guard !work.isEmpty else { return }
    let sender = sender
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        LiveSending.$current.withValue(sender) {
          for action in work { action() }
        }
      }
    }
  }

  private func start(_ body: @escaping @MainActor () async -> Void, priority: TaskPriority)
    -> Task<Void, Never>
  {
    Task(priority: priority) { @MainActor [sender] in
      await LiveSending.$current.withValue(sender) { await body() }
    }
  }

  private static func isSame(_ id: (any Equatable)?, _ other: (any Equatable)?) -> Bool {
    guard let id, let other else { return id == nil && other == nil }
    return equals(id, other)
  }

  private static func equals<T: Equatable>(_ id: T, _ other: any Equatable) -> Bool {
    (other as? T) == id
  }
}
