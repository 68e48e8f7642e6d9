import Dispatch
import MirrorJSON

/// What the flow map explorer runs of the views' lifecycle modifiers: the first root action
/// each `.onAppear` or `.task` of a view that appears sends, as a person sees it sent when the
/// screen shows (a list loaded in `.task`). `.onDisappear` and a `.task(id:)` restarted by a
/// new id are not run: the explorer takes a state's screens as they first appear.
enum ExploredLifecycle {
  /// What a view's lifecycle modifier did when it appeared.
  struct Appearance {
    /// The first root action it sent, if any.
    var action: JSONValue?
    /// Whether it was a `.task` still waiting, without having sent anything, when the real-time
    /// limit passed (`Task.sleep`, a network call): it was cancelled.
    var waitedInRealTime = false
  }

  /// What `entry` sends when its view appears. A `.task` runs until it sends an action,
  /// returns, or `waitLimit` real seconds pass; it is then cancelled.
  static func appearance(of entry: LifecycleEntry, waitLimit: Double) -> Appearance {
    switch entry.kind {
    case .appear(let action):
      return Appearance(action: ActionRecorder.firstAction(of: action))
    case .disappear:
      return Appearance()
    case .task(_, let priority, let body):
      return appearance(ofTask: body, priority: priority, waitLimit: waitLimit)
    }
  }

  private static func appearance(
    ofTask body: @escaping () async -> Void, priority: TaskPriority, waitLimit: Double
  ) -> Appearance {
    let recording = ActionRecorder.Recording()
    let finished = DispatchSemaphore(value: 0)
    let work = ExploredTaskBody(body)
    let task = ActionRecorder.$current.withValue(recording) {
      Task(priority: priority) {
        await work.run()
        finished.signal()
      }
    }
    defer { task.cancel() }
    let deadline = DispatchTime.now() + waitLimit
    // A task that listens forever after its first send (`for await`) is let go at that send.
    while recording.first.withLock({ $0 }) == nil {
      guard finished.wait(timeout: .now() + .milliseconds(1)) == .timedOut else {
        return Appearance(action: recording.first.withLock { $0 })
      }
      guard DispatchTime.now() < deadline else {
        return Appearance(action: recording.first.withLock { $0 }, waitedInRealTime: true)
      }
    }
    return Appearance(action: recording.first.withLock { $0 })
  }
}

/// A `.task` closure handed to the task that runs it for the explorer.
///
/// `@unchecked Sendable`: made during a render, it is called only by the one task
/// ``ExploredLifecycle`` starts with it; nothing else keeps a reference.
private final class ExploredTaskBody: @unchecked Sendable {
  private let body: () async -> Void

  init(_ body: @escaping () async -> Void) { self.body = body }

  func run() async { await body() }
}
