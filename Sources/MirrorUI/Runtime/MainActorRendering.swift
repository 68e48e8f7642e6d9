import Dispatch
import Foundation
import MirrorJSON

/// Runs work that reads views on the main actor, as SwiftUI reads them: `View` is
/// `@MainActor`, so a view's `body` (and every closure a view hands to a control or a
/// lifecycle modifier) runs there.
///
/// A room's store runs on its own serial queue; when it needs a scene it asks the main thread
/// for it and waits. The main thread never waits for a room in return (what views send from
/// the main actor goes to a room's queue asynchronously), so the two cannot deadlock, provided
/// the process's main thread serves its dispatch queue: `navmirror serve` parks it in
/// `dispatchMain()`, and a test that waits on the main thread waits through the main run loop
/// (TestSupport's waits do).
///
/// What goes to the main actor and back is `Sendable` or handed over (``Handoff``): the
/// state a render reads is a copy made for it (``StateTransfer``), and a render returns a
/// scene, which is a value.
enum MainActorRendering {
  /// Runs `work` on the main actor and returns its result: at once on the main thread or the
  /// main queue, otherwise on the main queue while the caller waits.
  static func run<T: Sendable>(_ work: @MainActor () -> T) -> T {
    if isOnMainQueue || holdsMainQueue { return MainActor.assumeIsolated(work) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(work) }
  }

  /// Runs `work`, a `sync` onto a store's queue made by a job of the main queue that is not on
  /// the main thread, so that a render inside it runs right there: its thread holds the main
  /// queue, which a `sync` onto the main queue would wait for forever.
  static func holdingMainQueue<T>(_ work: () throws -> T) rethrows -> T {
    try $holdsMainQueue.withValue(true, operation: work)
  }

  /// Whether the caller may wait for work it hands to the main actor (a view's `.task`): the
  /// main thread may, serving the main run loop meanwhile (``MainThreadWaiting``), and so may a
  /// thread that does not hold the main queue; another thread that holds it may not, as the
  /// work could not run before it stops waiting.
  static var canWaitForMainActor: Bool {
    Thread.isMainThread || !(isOnMainQueue || holdsMainQueue)
  }

  /// Set while a job of the main queue waits for a store's queue (``holdingMainQueue(_:)``).
  @TaskLocal private static var holdsMainQueue = false

  /// Whether the caller is the main thread, or runs a job of the main queue on another
  /// thread: once a process called `dispatchMain()` (Swift Testing's runner does), the main
  /// actor's jobs run on worker threads, and a `sync` onto the queue they hold would never
  /// return.
  static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// The key the main queue carries, to tell its jobs apart on any thread.
  private static let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()
}

/// How a state held on a store's queue reaches a render on the main actor: a copy that belongs
/// to the render alone. A `Sendable` state is itself; any other is decoded again from its JSON,
/// which shares nothing with the store's (`nil` when it does not decode).
struct StateTransfer<State>: Sendable {
  /// The copy.
  let copy: @Sendable (State) -> sending State?
}

extension StateTransfer where State: Sendable {
  /// The state itself: a `Sendable` value can be read anywhere.
  static var shared: Self { StateTransfer { $0 } }
}

extension StateTransfer where State: Codable & SendableMetatype {
  /// A copy decoded from the state's JSON.
  static var decoded: Self {
    StateTransfer { state in
      let encoder = JSONValueEncoder()
      let decoder = JSONValueDecoder()
      guard let json = try? encoder.encode(state) else { return nil }
      return try? decoder.decode(State.self, from: json)
    }
  }
}
