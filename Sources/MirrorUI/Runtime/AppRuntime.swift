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

  /// Decodes `action` as the app's action and runs it: an action that does not rebuild from
  /// JSON is the one a control of a recent scene rendered as this JSON, or one the app sent
  /// lately.
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
  ///
  /// - Throws: ``AppRuntimeError/badState(_:)`` when the JSON is not a state of the app, or,
  ///   for a state that does not rebuild from JSON (``roundTrip``), not one it kept.
  func restore(state: JSONValue, version: Int) throws

  /// Which of the app's values rebuild from their JSON: what of the mirror works beyond this
  /// process's memory.
  var roundTrip: RoundTrip { get }

  /// Keeps up to `limit` states and actions that do not rebuild from their JSON, for time
  /// travel, flow replay and test export (a room keeps as many as its history's versions).
  func keepValues(upTo limit: Int)

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
  /// What the app drew from its `uuid` and `date` for it, which the test replays.
  public let drawn: DrawnValues?

  /// Creates a step.
  public init(
    action: JSONValue, isReceived: Bool, state: JSONValue, delay: Int = 0,
    isFromView: Bool = false, drawn: DrawnValues? = nil
  ) {
    self.drawn = drawn
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
  /// What the app drew from its `uuid` and `date` since the change before (by the action, or
  /// by effects meanwhile), for exported tests to replay; `nil` when nothing.
  public var drawn: DrawnValues?
}

/// Why a runtime refused something.
public enum AppRuntimeError: Error, CustomStringConvertible {
  /// The JSON does not decode as one of the app's actions.
  case unknownAction(String)
  /// The JSON does not decode as the app's state.
  case badState(String)
  /// A test cannot be written for the app: it says why.
  case notExportable(String)

  public var description: String {
    switch self {
    case .unknownAction(let detail): return "not an action of this app: \(detail)"
    case .badState(let detail): return "not a state of this app: \(detail)"
    case .notExportable(let reason): return reason
    }
  }
}
