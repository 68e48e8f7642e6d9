import Dispatch
import MirrorJSON
import NavigationCore
import Sharing

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
/// `State` must be `Equatable`. When `State` and `Action` are `Codable`, everything works
/// from their JSON: restart recovery, sharing with other nodes, `setState`, flow import. Any
/// other state (which must then be `Sendable`) and action work too, shown by reflection and
/// kept in memory: the room says what that leaves unavailable when it opens (``RoundTrip``).
///
/// A room runs the app with live dependencies (`uuid` makes random ids, `date` is now, clocks
/// sleep), changed by the app's `dependencies` hook: a demo that wants stable ids says
/// `dependencies: { $0.uuid = .incrementing }`; an app whose exported tests should run with
/// its dependencies too declares them as a ``MirrorDependencies`` type
/// (`dependencies: TripsPreview.self`). The flow map explorer runs it with the hook
/// too, then replaces `uuid`, `date` and the clocks with deterministic values (see
/// `ExplorationDependencies`), so that a map is the same at every run.
public struct MirrorApp: Sendable {
  /// The name used in `--demo`, in `?demo=` and in room listings.
  public let name: String
  /// One line saying what the app shows.
  public let summary: String
  /// The `#Preview` the app runs, when it is one.
  public let preview: PreviewDescriptor?
  /// Whether the app's states rebuild from their JSON, so that its rooms may keep a journal
  /// and be shared with other nodes: judged from the state's type and from its initial state,
  /// once (``RoundTrip``).
  public var statesRebuild: Bool { roundTripProbe.roundTrip.restoresState }
  let roundTripProbe: RoundTripProbe
  let makeRuntime: @Sendable (DispatchQueue?) -> any AppRuntime
  let makeExplorable: @Sendable (Double, Double) -> any ExplorableApp

  /// Describes an app whose dependencies, when it changes them, `dependencies` changes: they
  /// run in the mirror but cannot be written into an exported test, which says so (declare
  /// them as a ``MirrorDependencies`` type to have them there too).
  public init<R: Reducer, Content: View>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> Content,
    dependencies: (@Sendable (inout DependencyValues) -> Void)? = nil
  )
  where
    R: SendableMetatype, R.State: Codable & Equatable & SendableMetatype,
    R.Action: Codable & SendableMetatype, Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .decoded, coding: .codable, view: view, hook: dependencies ?? { _ in },
      source: dependencies == nil ? .none : .closure)
  }

  /// Describes an app whose state is `Sendable` and whose dependencies, when it changes them,
  /// `dependencies` changes: its views read the store's state itself, where another state is
  /// copied for them through its JSON.
  public init<R: Reducer, Content: View>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> Content,
    dependencies: (@Sendable (inout DependencyValues) -> Void)? = nil
  )
  where
    R: SendableMetatype, R.State: Codable & Equatable & Sendable,
    R.Action: Codable & SendableMetatype, Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .shared, coding: .codable, view: view, hook: dependencies ?? { _ in },
      source: dependencies == nil ? .none : .closure)
  }

  /// Describes an app whose dependencies `dependencies` prepares: in rooms, in the flow map
  /// explorer, and in the tests exported from its flows
  /// (`withDependencies: { TripsPreview.prepare(&$0) }`).
  public init<R: Reducer, Content: View, Hook: MirrorDependencies>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> Content,
    dependencies: Hook.Type
  )
  where
    R: SendableMetatype, R.State: Codable & Equatable & SendableMetatype,
    R.Action: Codable & SendableMetatype, Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .decoded, coding: .codable, view: view, hook: { Hook.prepare(&$0) },
      source: .declared(Hook.self))
  }

  /// Describes an app whose state is `Sendable` and whose dependencies `dependencies`
  /// prepares: its views read the store's state itself, and its exported tests run with
  /// `dependencies` too.
  public init<R: Reducer, Content: View, Hook: MirrorDependencies>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> Content,
    dependencies: Hook.Type
  )
  where
    R: SendableMetatype, R.State: Codable & Equatable & Sendable,
    R.Action: Codable & SendableMetatype, Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .shared, coding: .codable, view: view, hook: { Hook.prepare(&$0) },
      source: .declared(Hook.self))
  }

  /// Describes an app whose state or actions are not `Codable`, and whose dependencies, when
  /// it changes them, `dependencies` changes: the mirror shows its states by reflection, its
  /// taps send the actions their controls rendered, and its rooms keep their states in
  /// memory; what needs a value rebuilt from bytes works only for the types that are
  /// `Codable` (``RoundTrip``). A `Codable` app gets the initializers above instead.
  public init<R: Reducer, Content: View>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> Content,
    dependencies: (@Sendable (inout DependencyValues) -> Void)? = nil
  )
  where
    R: SendableMetatype, R.State: Equatable & Sendable, R.Action: SendableMetatype,
    Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .shared, coding: .any, view: view, hook: dependencies ?? { _ in },
      source: dependencies == nil ? .none : .closure)
  }

  /// Describes an app whose state or actions are not `Codable`, and whose dependencies
  /// `dependencies` prepares (see the initializer above).
  public init<R: Reducer, Content: View, Hook: MirrorDependencies>(
    name: String,
    summary: String,
    initialState: @escaping @autoclosure @Sendable () -> R.State,
    reducer: @escaping @autoclosure @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> Content,
    dependencies: Hook.Type
  )
  where
    R: SendableMetatype, R.State: Equatable & Sendable, R.Action: SendableMetatype,
    Content: SendableMetatype
  {
    self.init(
      name: name, summary: summary, initialState: initialState, reducer: reducer,
      transfer: .shared, coding: .any, view: view, hook: { Hook.prepare(&$0) },
      source: .declared(Hook.self))
  }

  /// The app of one of the public initializers: `transfer` says how a render gets the state it
  /// draws, `coding` how states and actions become JSON, `hook` changes the dependencies, and
  /// `source` is how an exported test writes them.
  private init<R: Reducer, Content: View>(
    name: String,
    summary: String,
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R,
    transfer: StateTransfer<R.State>,
    coding: AppCoding<R.State, R.Action>,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> Content,
    hook: @escaping @Sendable (inout DependencyValues) -> Void,
    source: DependencyHookSource
  )
  where
    R: SendableMetatype, R.State: Equatable & SendableMetatype, R.Action: SendableMetatype,
    Content: SendableMetatype
  {
    self.name = name
    self.summary = summary
    self.preview = nil
    let live: @Sendable (inout DependencyValues) -> Void = {
      $0.context = .live
      hook(&$0)
    }
    self.roundTripProbe = RoundTripProbe {
      withDependencies {
        $0.sharedStorage = SharedStorage()
        live(&$0)
      } operation: {
        coding.roundTrip(initialState: initialState())
      }
    }
    let reducerName = String(reflecting: R.self)
    self.makeRuntime = { queue in
      // Each running app (a room) owns what its `@Shared` keys persist to, as each phone does;
      // an app's own `dependencies` may still give another.
      let storage = SharedStorage()
      let draws = DrawRecorder()
      let sharedChanges = SharedChangeTracker(reportsUnassertedChanges: false)
      return withDependencies {
        $0.sharedStorage = storage
        sharedChanges.track(&$0)
        live(&$0)
        // After the app's own: what it draws, from whichever generator, is what a test replays.
        $0.uuid = draws.recording($0.uuid)
        $0.date = draws.recording($0.date)
      } operation: {
        TypedRuntime(
          store: StoreRuntime(
            initialState: initialState(), reducer: reducer(), queue: queue, tracesReducers: true),
          featureName: String(reducerName.drop { $0 != "." }.dropFirst()),
          featureModule: String(reducerName.prefix { $0 != "." }), dependencies: source,
          draws: draws, sharedStorage: storage, sharedChanges: sharedChanges, transfer: transfer,
          coding: coding, view: view)
      }
    }
    self.makeExplorable = { effectTimeLimit, externalWaitLimit in
      let storage = SharedStorage()
      return TypedExploration(
        initialState: initialState, reducer: reducer,
        dependencies: {
          $0.sharedStorage = storage
          live(&$0)
        },
        effectTimeLimit: effectTimeLimit, externalWaitLimit: externalWaitLimit,
        transfer: transfer, coding: coding, view: view)
    }
  }

  /// The app that runs a preview: its body's first store is its store (see `PreviewHost`).
  /// The flow map shows its first screen and explores no further.
  init(preview: PreviewDescriptor) {
    self.name = preview.appName
    self.summary = "#Preview \(preview.name.map { "\"\($0)\" " } ?? "")in \(preview.place)"
    self.preview = preview
    self.roundTripProbe = RoundTripProbe { .complete }
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
