import Dispatch
import Foundation
import MirrorJSON
import Synchronization

/// What the flow map explorer runs of the views' lifecycle modifiers: the first root action
/// each `.onAppear` or `.task` of a view that appears sends, as a person sees it sent when the
/// screen shows (a list loaded in `.task`). `.onDisappear`, `.onChange`, `.refreshable` and a
/// `.task(id:)` restarted by a new id are not run: the explorer takes a state's screens as they
/// first appear.
///
/// The closures are the views' own, so they run where SwiftUI runs them: on the main actor,
/// their sends going through ``LiveSending`` to the explorer rather than to a store. The
/// explorer waits for a `.task` without holding the main actor: on the main thread (XCTest,
/// `navmirror map`) it serves the main run loop meanwhile (``MainThreadWaiting``); on another
/// thread (a server's flow map) it waits while the main thread serves the main queue, as it
/// must for every render.
enum ExploredLifecycle {
  /// The lifecycle modifiers of the views one state shows, as a render on the main actor met
  /// them; their closures may be run on the main actor only.
  @MainActor final class Shown {
    let entries: [LifecycleEntry]
    private let keys: Set<LifecycleKey>

    init(_ entries: [LifecycleEntry]) {
      self.entries = entries
      self.keys = Set(entries.map(\.key))
    }

    /// The indices of the modifiers that `before` did not show (all of them without it), in
    /// the order they were rendered.
    func appeared(since before: Shown?) -> [Int] {
      entries.indices.filter { before?.keys.contains(entries[$0].key) != true }
    }
  }

  /// What a view's lifecycle modifier did when it appeared.
  struct Appearance: Sendable {
    /// The first root action it sent, if any.
    var action: JSONValue?
    /// Whether it was a `.task` still waiting, without having sent anything, when the real-time
    /// limit passed (`Task.sleep`, a network call): it was cancelled.
    var waitedInRealTime = false
  }

  /// What the modifier at `index` of `shown` sends when its view appears. An `.onAppear` runs on
  /// the main actor at once; a `.task` starts as a task of the main actor and runs until it
  /// sends an action, returns, or `waitLimit` real seconds pass; it is then cancelled.
  ///
  /// A caller that runs a job of the main queue on another thread (after `dispatchMain()`)
  /// holds the main actor, so no `.task` can run while it waits: its `.task`s are not run.
  static func appearance(of shown: Shown, at index: Int, waitLimit: Double) -> Appearance {
    let sends = ExploredSends()
    let canWait = MainActorRendering.canWaitForMainActor
    let task = MainActorRendering.run { () -> Task<Void, Never>? in
      switch shown.entries[index].kind {
      case .appear(let action):
        sends.run(action)
        return nil
      case .task(_, let priority, let body):
        return canWait ? sends.start(body, priority: priority) : nil
      case .disappear, .change, .refresh:
        return nil
      }
    }
    guard let task else { return Appearance(action: sends.first) }
    defer { task.cancel() }
    // A task that listens forever after its first send (`for await`) is let go at that send.
    let settled = MainThreadWaiting.wait(for: sends.settled, seconds: waitLimit)
    return Appearance(action: sends.first, waitedInRealTime: !settled && sends.first == nil)
  }
}

/// What the closures of one lifecycle modifier sent for the explorer: the first root action,
/// and whether the modifier is settled (it sent one, or its task returned).
private final class ExploredSends: Sendable {
  private struct Progress {
    var first: JSONValue?
    var isSettled = false
  }

  private let progress = Mutex(Progress())
  /// Signalled once, when the modifier is settled.
  let settled = DispatchSemaphore(value: 0)

  /// The first root action sent so far.
  var first: JSONValue? { progress.withLock { $0.first } }

  /// Where the closures' sends go: noted, the first kept; the task standing for an action's
  /// effects has none to wait for.
  private var sender: LiveSending.Sender {
    { [self] action in
      let settles = progress.withLock { progress in
        if progress.first == nil { progress.first = action }
        return settle(&progress)
      }
      if settles { settled.signal() }
      return Task {}
    }
  }

  /// Runs an `.onAppear` closure, its sends noted.
  @MainActor func run(_ action: @MainActor () -> Void) {
    LiveSending.$current.withValue(sender) { action() }
  }

  /// Starts a `.task` body as a task of the main actor, its sends noted.
  @MainActor func start(_ body: @escaping @MainActor () async -> Void, priority: TaskPriority)
    -> Task<Void, Never>
  {
    let sender = sender
    return Task(priority: priority) { @MainActor [self] in
      await LiveSending.$current.withValue(sender) { await body() }
      if progress.withLock({ settle(&$0) }) { settled.signal() }
    }
  }

  /// Marks `progress` settled; whether it was not before.
  private func settle(_ progress: inout Progress) -> Bool {
    defer { progress.isSettled = true }
    return !progress.isSettled
  }
}
