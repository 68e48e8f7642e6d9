import Dispatch
import MirrorJSON

/// Runs the lifecycle modifiers of the running app's views as SwiftUI does: `.onAppear` once
/// when a view appears, `.onDisappear` once when it leaves, `.task` from the one to the other
/// (cancelled when the view leaves, restarted when its id changes).
///
/// After every render of the current state, ``update(with:)`` compares the modifiers of the
/// views on screen with those of the previous render, by structural identity. The closures
/// run later on the store's queue, after the change that moved the views (SwiftUI runs them
/// after the frame that shows it), with their sends going to the store (``LiveSending``). One
/// app runs in a room, so the lifecycle is the session's, whatever number of browsers watch.
///
/// `@unchecked Sendable`: every mutable property is read and written only on the store's
/// serial queue, `queue` (renders of the current state and the work items this schedules
/// there).
final class ViewLifecycle: @unchecked Sendable {
  /// What a view on screen left running.
  private struct Live {
    /// Its latest `.onDisappear` closure.
    var onDisappear: (() -> Void)?
    /// The id its `.task` started with.
    var taskID: (any Equatable)?
    /// Its `.task`.
    var task: Task<Void, Never>?
  }

  private let queue: DispatchQueue
  private let sender: LiveSending.Sender
  private var live: [LifecycleKey: Live] = [:]
  /// `.onDisappear` and `.onAppear` closures waiting for their turn on the queue, in order.
  private var pending: [() -> Void] = []

  /// A lifecycle whose closures run on `queue` and send through `sender`.
  init(queue: DispatchQueue, sender: @escaping LiveSending.Sender) {
    self.queue = queue
    self.sender = sender
  }

  /// Takes in the modifiers of the views on screen after a render of the current state: runs
  /// what appeared and what left since the previous one. Called on the queue.
  func update(with entries: [LifecycleEntry]) {
    var appeared: [() -> Void] = []
    var seen = Set<LifecycleKey>()
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
      }
      live[entry.key] = current
    }
    for (key, gone) in live where !seen.contains(key) {
      gone.task?.cancel()
      if let onDisappear = gone.onDisappear { pending.append(onDisappear) }
      live[key] = nil
    }
    pending += appeared
    guard !pending.isEmpty else { return }
    queue.async { [self] in runPending() }
  }

  /// Cancels every task, as if every view left, without running `.onDisappear`: the app is
  /// being set aside. Called on the queue.
  func stop() {
    for entry in live.values { entry.task?.cancel() }
    live = [:]
    pending = []
  }

  private func runPending() {
    let work = pending
    pending = []
    LiveSending.$current.withValue(sender) {
      for action in work { action() }
    }
  }

  private func start(_ body: @escaping () async -> Void, priority: TaskPriority) -> Task<
    Void, Never
  > {
    let body = TaskBody(body)
    return Task(priority: priority) { [sender] in
      await LiveSending.$current.withValue(sender) { await body.run() }
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

/// A `.task` closure handed to the task that runs it.
///
/// `@unchecked Sendable`: made on the store's queue during a render, it is called only by the
/// one task ``ViewLifecycle`` starts with it; the queue keeps no other reference.
private final class TaskBody: @unchecked Sendable {
  private let body: () async -> Void

  init(_ body: @escaping () async -> Void) { self.body = body }

  func run() async { await body() }
}
