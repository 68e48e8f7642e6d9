import Dispatch
import MirrorJSON
import NavigationCore

/// What a `Store` made while a preview's body runs is for.
///
/// A preview writes its store as TCA's do, `FeatureView(store: Store(initialState: …) { … })`,
/// and its body runs at every render. The first time, to start the preview's app
/// (``makeRuntime(_:queue:)``), the first store made is the app's: its state, reducer and
/// dependencies become the running store of a runtime. At each render after that, the store
/// the body makes stands for that runtime's store (``Store/mirror(_:)``): the view reads the
/// runtime's state and sends to it.
@MainActor final class PreviewHost {
  /// While the body runs, its host.
  nonisolated static var current: PreviewHost? { PreviewHosting.current }

  private enum Mode {
    /// Starting the preview's app, on `queue`.
    case capture(queue: DispatchQueue?)
    /// Rendering the app's view with `store`, a `Store` of its state.
    case live(store: AnyObject)
  }

  private let mode: Mode
  private let descriptor: PreviewDescriptor
  /// The runtime the first store started.
  private var runtime: (any AppRuntime)?
  private var storesMade = 0

  private init(mode: Mode, descriptor: PreviewDescriptor) {
    self.mode = mode
    self.descriptor = descriptor
  }

  /// What a store made in the body does.
  enum Role {
    /// Nothing: the body runs outside a preview's app, or made a second store.
    case none
    /// Starts the app on `queue`, its view drawn by `view`.
    case start(queue: DispatchQueue?, descriptor: PreviewDescriptor)
  }

  /// The role of `store`, the next store the body made; a store made while rendering is made to
  /// stand for the rendered one here.
  func role<State, Action>(of store: Store<State, Action>) -> Role {
    storesMade += 1
    guard storesMade == 1 else { return .none }
    switch mode {
    case .capture(let queue):
      return .start(queue: queue, descriptor: descriptor)
    case .live(let rendered):
      if let rendered = rendered as? Store<State, Action> { store.mirror(rendered) }
      return .none
    }
  }

  /// The runtime the body's first store started.
  func started(_ runtime: any AppRuntime) { self.runtime = runtime }

  /// Runs `descriptor`'s body once to start its app on `queue`: the runtime of its first store,
  /// or of a view without store when it makes none.
  static func makeRuntime(_ descriptor: PreviewDescriptor, queue: DispatchQueue?)
    -> any AppRuntime
  {
    let host = PreviewHost(mode: .capture(queue: queue), descriptor: descriptor)
    withDependencies {
      $0.context = .preview
    } operation: {
      _ = PreviewHosting.$current.withValue(host) { descriptor.body() }
    }
    if let runtime = host.runtime { return runtime }
    return withDependencies {
      $0.context = .preview
    } operation: {
      TypedRuntime(
        store: StoreRuntime(
          initialState: PreviewWithoutStore.State(), reducer: PreviewWithoutStore()),
        featureName: "Preview", transfer: .shared, coding: .codable,
        view: { _ in render(descriptor, with: nil) })
    }
  }

  /// The view of `descriptor` as the runtime renders it: its body, whose store stands for
  /// `store`.
  static func render(_ descriptor: PreviewDescriptor, with store: AnyObject?) -> AnyView {
    let host = PreviewHost(
      mode: .live(store: store ?? PreviewWithoutStore.marker), descriptor: descriptor)
    return PreviewHosting.$current.withValue(host) { AnyView(erasing: descriptor.body()) }
  }
}

/// The host of the preview whose body runs now.
enum PreviewHosting {
  @TaskLocal static var current: PreviewHost?
}

/// The app of a preview that makes no store: its views' own state is all it has.
struct PreviewWithoutStore: Reducer {
  struct State: Codable, Equatable, Sendable {}
  enum Action: Codable, Sendable {
    init(from decoder: any Decoder) throws {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "a preview without store has no actions"
        ))
    }

    func encode(to encoder: any Encoder) throws {}
  }

  /// Stands for the store a preview without one renders with.
  static let marker = Marker()
  final class Marker: Sendable {}

  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension Store {
  /// Creates a store as TCA spells it; while a preview's body runs, this store is the
  /// preview's app (see `PreviewHost`). Chosen over the core's for `Equatable`, `Codable`
  /// states and `Codable` actions, which a room can serve. On the main actor, as TCA's stores
  /// are made.
  @MainActor public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  )
  where
    State: Equatable & Codable & SendableMetatype, Action: Codable & SendableMetatype,
    R: SendableMetatype
  {
    let (state, built, dependencies) = NavigationCore.withDependencies(
      prepareDependencies ?? { _ in }
    ) {
      (initialState(), reducer(), DependencyValues._current)
    }
    self.init(
      runtime: StoreRuntime(initialState: state, reducer: built, dependencies: dependencies))
    guard let host = PreviewHost.current else { return }
    guard case .start(let queue, let descriptor) = host.role(of: self) else { return }
    let runtime = TypedRuntime(
      store: StoreRuntime(
        initialState: state, reducer: built, dependencies: dependencies, queue: queue,
        tracesReducers: true),
      featureName: String(String(reflecting: R.self).drop { $0 != "." }.dropFirst()),
      transfer: .decoded, coding: .codable,
      view: { PreviewHost.render(descriptor, with: $0) })
    host.started(runtime)
  }
}
