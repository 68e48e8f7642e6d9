import Dispatch
import MirrorJSON
import NavigationCore

/// An app NavMirror can serve: a feature, its initial state and its view, under a name.
///
/// Everything the server needs from an app — decode an action, encode the state, render a
/// scene — comes from here:
///
/// ```swift
/// let checkout = MirrorApp(
///   name: "checkout",
///   summary: "Cart, address and payment on one stack.",
///   initialState: CheckoutFeature.State(),
///   reducer: CheckoutFeature(),
///   view: CheckoutView.init
/// )
/// ```
///
/// `State` must be `Codable` and `Equatable`, and `Action` `Codable`: the compiler says so at
/// the call site when they are not.
///
/// A room runs the app with live dependencies (`uuid` makes random ids, `date` is now, clocks
/// sleep), changed by the app's `dependencies` hook: a demo that wants stable ids says
/// `dependencies: { $0.uuid = .incrementing }`. The flow map explorer runs it with the hook
/// too, then replaces `uuid`, `date` and the clocks with deterministic values (see
/// `ExplorationDependencies`), so that a map is the same at every run.
public struct MirrorApp: Sendable {
  /// The name used in `--demo`, in `?demo=` and in room listings.
  public let name: String
  /// One line saying what the app shows.
  public let summary: String
  /// The `#Preview` the app runs, when it is one.
  public let preview: PreviewDescriptor?
  let makeRuntime: @Sendable (DispatchQueue?) -> any AppRuntime
  let makeExplorable: @Sendable (Double, Double) -> any ExplorableApp

  /// Describes an app.
  public init<R: Reducer, Content: View>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (ViewStore<R.State, R.Action>) -> Content,
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  )
  where
    R: SendableMetatype, R.State: Codable & Equatable & SendableMetatype,
    R.Action: Codable & SendableMetatype, Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .decoded, view: view, dependencies: dependencies)
  }

  /// Describes an app whose state is `Sendable`: its views read the store's state itself,
  /// where another state is copied for them through its JSON.
  public init<R: Reducer, Content: View>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (ViewStore<R.State, R.Action>) -> Content,
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  )
  where
    R: SendableMetatype, R.State: Codable & Equatable & Sendable,
    R.Action: Codable & SendableMetatype, Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .shared, view: view, dependencies: dependencies)
  }

  init<R: Reducer, Content: View>(
    name: String,
    summary: String,
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R,
    transfer: StateTransfer<R.State>,
    view: @escaping @MainActor @Sendable (ViewStore<R.State, R.Action>) -> Content,
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void
  )
  where
    R: SendableMetatype, R.State: Codable & Equatable & SendableMetatype,
    R.Action: Codable & SendableMetatype, Content: SendableMetatype
  {
    self.name = name
    self.summary = summary
    self.preview = nil
    let live: @Sendable (inout DependencyValues) -> Void = {
      $0.context = .live
      dependencies(&$0)
    }
    self.makeRuntime = { queue in
      withDependencies(live) {
        TypedRuntime(
          store: Store(
            initialState: initialState(), reducer: reducer(), queue: queue, tracesReducers: true),
          featureName: String(String(reflecting: R.self).drop { $0 != "." }.dropFirst()),
          transfer: transfer, view: view)
      }
    }
    self.makeExplorable = { effectTimeLimit, externalWaitLimit in
      TypedExploration(
        initialState: initialState, reducer: reducer, dependencies: live,
        effectTimeLimit: effectTimeLimit, externalWaitLimit: externalWaitLimit,
        transfer: transfer, view: view)
    }
  }

  /// The app that runs a preview: its body's first store is its store (see `PreviewHost`).
  /// The flow map shows its first screen and explores no further.
  init(preview: PreviewDescriptor) {
    self.name = preview.appName
    self.summary = "#Preview \(preview.name.map { "\"\($0)\" " } ?? "")in \(preview.place)"
    self.preview = preview
    self.makeRuntime = { queue in
      MainActorRendering.run { PreviewHost.makeRuntime(preview, queue: queue) }
    }
    self.makeExplorable = { _, _ in
      let runtime = MainActorRendering.run { PreviewHost.makeRuntime(preview, queue: nil) }
      defer { runtime.stop() }
      return FirstScreenExploration(snapshot: runtime.snapshot())
    }
  }

  /// The apps that run `previews`, to serve beside the others:
  /// `NavMirrorServer(apps: apps + MirrorApp.previews(NavMirrorPreviews.all))`.
  public static func previews(_ previews: [PreviewDescriptor]) -> [MirrorApp] {
    previews.map(MirrorApp.init(preview:))
  }

  /// The app as `GET /api/demos` lists it: its name, summary and, for a preview, where it is
  /// written.
  public var listing: JSONValue {
    var object: JSONObject = ["name": .string(name), "summary": .string(summary)]
    if let preview { object["preview"] = preview.json }
    return .object(object)
  }

  /// A new running instance of the app, on `queue` (a new serial queue when `nil`).
  public func start(on queue: DispatchQueue? = nil) -> any AppRuntime {
    makeRuntime(queue)
  }

  /// A new typed handle on the app for the flow map explorer: it runs the reducer on copies of
  /// states, without a store.
  ///
  /// - Parameters:
  ///   - effectTimeLimit: how long, in seconds of the step's own clock (which costs no real
  ///     time), the effects of one step may run before they are cancelled.
  ///   - externalWaitLimit: how long, in real seconds, one step waits for effects that wait
  ///     on another thread before cancelling them.
  public func explorable(
    effectTimeLimit: Double = 60, externalWaitLimit: Double = 0.5
  ) -> any ExplorableApp {
    makeExplorable(effectTimeLimit, externalWaitLimit)
  }
}
