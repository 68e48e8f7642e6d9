import Dispatch
import MirrorJSON
import NavigationCore

/// A running app seen through JSON: what the mirror layer talks to.
///
/// All methods may be called from any thread; the work runs on ``queue``.
public protocol AppRuntime: AnyObject, Sendable {
  /// The serial queue the app's store runs on.
  var queue: DispatchQueue { get }

  /// The current version, state and scene.
  func snapshot() -> AppSnapshot

  /// Decodes `action` as the app's action and runs it.
  ///
  /// - Throws: ``AppRuntimeError/unknownAction(_:)`` when the JSON is not one of the app's
  ///   actions.
  @discardableResult
  func send(_ action: JSONValue, origin: String?) throws -> SendResult

  /// Calls `observer` on ``queue`` after every action, with the snapshot after it and its
  /// cause, whether or not it changed the state.
  func observe(_ observer: @escaping (AppChange) -> Void)

  /// Calls `observer` on ``queue`` when an effect starts, finishes or is cancelled.
  func observeEffects(_ observer: @escaping (EffectEvent) -> Void)

  /// Replaces the state and version (restoring or time travel).
  func restore(state: JSONValue, version: Int) throws

  /// Cancels every running effect, before the app is set aside.
  func stop()

  /// Renders `state` (which need not be the current one) as a scene.
  func scene(for state: JSONValue) throws -> Scene

  /// Writes a recorded flow as the Swift source of a `TestStore` test class named `testName`;
  /// `effectsInFlight` tells whether effects its steps started still ran at its end.
  func swiftTest(
    named testName: String, initialState: JSONValue, steps: [RecordedStep],
    effectsInFlight: Bool
  ) throws -> String
}

/// One step of a recorded flow, as the journal keeps it.
public struct RecordedStep: Sendable {
  /// The action.
  public let action: JSONValue
  /// Whether an effect sent it (a `receive` in a test) rather than a person (a `send`).
  public let isReceived: Bool
  /// The state right after it.
  public let state: JSONValue
  /// The milliseconds since the step before it: how long an effect waited to send it.
  public let delay: Int
  /// Whether a view's lifecycle modifier (`.onAppear`, `.task`) sent it, rather than a person.
  public let isFromView: Bool

  /// Creates a step.
  public init(
    action: JSONValue, isReceived: Bool, state: JSONValue, delay: Int = 0,
    isFromView: Bool = false
  ) {
    self.action = action
    self.isReceived = isReceived
    self.state = state
    self.delay = delay
    self.isFromView = isFromView
  }

  /// The origin a room records for the actions views' lifecycle modifiers send.
  public static var viewOrigin: String { "view" }
}

/// A moment of an app: its version, state and scene.
public struct AppSnapshot: Sendable {
  /// The version.
  public let version: Int
  /// The state as JSON.
  public let state: JSONValue
  /// The scene the state renders to.
  public let scene: Scene

  /// Creates a snapshot.
  public init(version: Int, state: JSONValue, scene: Scene) {
    self.version = version
    self.state = state
    self.scene = scene
  }
}

/// What changed in an app, and why.
public struct AppChange: Sendable {
  /// The snapshot after the change.
  public let snapshot: AppSnapshot
  /// The action that caused it, as JSON.
  public let action: JSONValue
  /// The action as Swift prints it, on one line (``SwiftText``).
  public let text: String
  /// The client that sent the action, `nil` for an effect.
  public let origin: String?
  /// Whether the state changed.
  public let changed: Bool
  /// Runtime warnings the action raised.
  public let diagnostics: [Diagnostic]
  /// The order in which the navigation operators ran for the action.
  public let steps: [String]
}

/// Why a runtime refused something.
public enum AppRuntimeError: Error, CustomStringConvertible {
  /// The JSON does not decode as one of the app's actions.
  case unknownAction(String)
  /// The JSON does not decode as the app's state.
  case badState(String)

  public var description: String {
    switch self {
    case .unknownAction(let detail): return "not an action of this app: \(detail)"
    case .badState(let detail): return "not a state of this app: \(detail)"
    }
  }
}

/// The ``AppRuntime`` of a ``MirrorApp``: its store, seen through JSON.
///
/// Every render of the current state (after each change, or asked for by ``snapshot()``) also
/// runs the views' lifecycle modifiers (``ViewLifecycle``); a render of another state
/// (``scene(for:)``) does not.
///
/// `@unchecked Sendable`: the mutable properties, `cached`, `observers` and `lifecycle`, are
/// read and written only on the store's serial queue (inside `store.sync` and in the store's
/// observer); the others are constants, and the encoder and decoder hold no state.
final class TypedRuntime<
  State: Codable & Equatable & SendableMetatype, Action: Codable & SendableMetatype,
  Content: View & SendableMetatype
>: AppRuntime,
  @unchecked Sendable
{
  let store: Store<State, Action>
  let view: (ViewStore<State, Action>) -> Content
  let featureName: String
  /// The module that defines the app's reducer.
  let featureModule: String
  /// The app's dependencies, as an exported test can write them.
  let dependencies: DependencyHookSource
  private let encoder = JSONValueEncoder()
  private let decoder = JSONValueDecoder()
  private var cached: AppSnapshot?
  private var observers: [(AppChange) -> Void] = []
  /// Made on the queue by the first render of the current state.
  private lazy var lifecycle = ViewLifecycle(queue: store.queue) { [weak self] in
    self?.sendFromView($0)
  }

  /// The origin of the actions the views' lifecycle modifiers send, in the store's log and a
  /// room's journal: a person's, not an effect's (a recorded test sends them).
  static var lifecycleOrigin: String { RecordedStep.viewOrigin }

  init(
    store: Store<State, Action>, featureName: String, featureModule: String = "",
    dependencies: DependencyHookSource = .none,
    view: @escaping (ViewStore<State, Action>) -> Content
  ) {
    self.store = store
    self.featureName = featureName
    self.featureModule = featureModule
    self.dependencies = dependencies
    self.view = view
    // Weak: the store outlives the runtime while an effect or a queued closure holds it.
    store.observeActions { [weak self] change in
      guard let self else { return }
      // Only a change is rendered anew (and runs the views' lifecycle): an action that changed
      // nothing shows the snapshot already made.
      let snapshot: AppSnapshot
      if !change.changed, let cached, cached.version == change.version {
        snapshot = cached
      } else if change.changed || !observers.isEmpty {
        snapshot = makeSnapshot(version: change.version, state: change.state)
        cached = snapshot
      } else {
        return
      }
      guard !observers.isEmpty else { return }
      let appChange = AppChange(
        snapshot: snapshot,
        action: (try? encoder.encode(change.action)) ?? .null,
        text: SwiftText.line(change.action),
        origin: change.origin,
        changed: change.changed,
        diagnostics: change.diagnostics,
        steps: change.steps)
      for observer in observers { observer(appChange) }
    }
  }

  var queue: DispatchQueue { store.queue }

  func snapshot() -> AppSnapshot {
    store.sync {
      if let cached, cached.version == store.version { return cached }
      let snapshot = makeSnapshot(version: store.version, state: store.state)
      cached = snapshot
      return snapshot
    }
  }

  func send(_ action: JSONValue, origin: String?) throws -> SendResult {
    let decoded: Action
    do {
      decoded = try decoder.decode(Action.self, from: action)
    } catch {
      throw AppRuntimeError.unknownAction(describe(error))
    }
    return store.send(decoded, origin: origin)
  }

  /// Sends the root action `makeAction` makes, on the queue, from a view's lifecycle modifier,
  /// and returns the task standing for its effects; `nil` when it is not one of the app's
  /// actions or started none.
  private func sendFromView(_ makeAction: () -> JSONValue?) -> Task<Void, Never>? {
    store.sync {
      guard let json = makeAction(), let action = try? decoder.decode(Action.self, from: json)
      else { return nil }
      return store.sendReturningEffects(action, origin: Self.lifecycleOrigin)
    }
  }

  func observe(_ observer: @escaping (AppChange) -> Void) {
    store.sync { observers.append(observer) }
  }

  func observeEffects(_ observer: @escaping (EffectEvent) -> Void) {
    store.observeEffects(observer)
  }

  func stop() {
    store.sync { lifecycle.stop() }
    store.cancelAllEffects()
  }

  func restore(state: JSONValue, version: Int) throws {
    store.reset(state: try decodeState(state), version: version)
  }

  func scene(for state: JSONValue) throws -> Scene {
    render(try decodeState(state), lifecycle: nil)
  }

  func swiftTest(
    named testName: String, initialState: JSONValue, steps: [RecordedStep],
    effectsInFlight: Bool
  ) throws -> String {
    let initial = try decodeState(initialState)
    var before = initial
    var typedSteps: [TestStoreExporter<State, Action>.Step] = []
    for step in steps {
      let after = try decodeState(step.state)
      let action: Action
      do {
        action = try decoder.decode(Action.self, from: step.action)
      } catch {
        throw AppRuntimeError.unknownAction(describe(error))
      }
      typedSteps.append(
        .init(
          action: action, isReceived: step.isReceived, delay: step.delay, before: before,
          after: after, isFromView: step.isFromView))
      before = after
    }
    var exporter = TestStoreExporter<State, Action>(
      featureName: featureName, actionsAreEquatable: Action.self is any Equatable.Type)
    exporter.featureModule = featureModule
    exporter.dependencies = dependencies
    return exporter.export(
      testName: testName, initialState: initial, steps: typedSteps,
      effectsInFlight: effectsInFlight)
  }

  private func decodeState(_ json: JSONValue) throws -> State {
    do {
      return try decoder.decode(State.self, from: json)
    } catch {
      throw AppRuntimeError.badState(describe(error))
    }
  }

  /// The snapshot of the current state, whose render runs the views' lifecycle modifiers.
  private func makeSnapshot(version: Int, state: State) -> AppSnapshot {
    let collector = LifecycleCollector()
    let scene = render(state, lifecycle: collector)
    lifecycle.update(with: collector.takeVisible())
    return AppSnapshot(
      version: version, state: (try? encoder.encode(state)) ?? .null, scene: scene)
  }

  private func render(_ state: State, lifecycle: LifecycleCollector?) -> Scene {
    let context = RenderContext(lifecycle: lifecycle)
    let store = ViewStore<State, Action>(state: state) { [encoder] in try? encoder.encode($0) }
    let root = MirrorUI.render(view(store), in: context).combined
    return Scene(root: root, presentations: context.presentations, diagnostics: context.diagnostics)
  }

  private func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' at \(path(context.codingPath))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return "\(context.debugDescription) at \(path(context.codingPath))"
    default:
      return "\(error)"
    }
  }

  private func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "the top level" : codingPath.map(\.stringValue).joined(separator: ".")
  }
}
