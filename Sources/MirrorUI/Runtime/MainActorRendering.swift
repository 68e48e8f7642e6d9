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
  /// Runs `work` on the main actor and returns its result: at once on the main thread,
  /// otherwise on the main queue while the caller waits.
  static func run<T: Sendable>(_ work: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(work) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(work) }
  }
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
