import MirrorJSON
import NavigationCore

/// An app seen by a tool that walks its states: the flow map explorer.
///
/// Unlike ``AppRuntime`` it keeps states and actions typed, so that the explorer can step from
/// any state it has seen without a JSON round trip per step. Get one from
/// ``MirrorApp/explorable(effectTimeLimit:externalWaitLimit:)``.
public protocol ExplorableApp: AnyObject {
  /// The app's state.
  associatedtype State
  /// The app's root action.
  associatedtype Action

  /// The state the app starts in, as the room starts it (freshly decoded from its JSON), once
  /// what its views send when they first appear (`.onAppear`, `.task`) ran.
  var initialState: State { get }

  /// Renders `state` as the page would see it, except that the controls of a stack screen
  /// covered by another screen of its stack may send nothing: a person reaches them only by
  /// going back, and the explorer takes only the controls of the screens on top.
  func scene(for state: State) -> Scene

  /// Renders `state` for its navigation structure alone — stacks, tabs and their selection,
  /// presentations — as ``scene(for:)`` does, but without working out what the controls send.
  /// The explorer uses it to find which node a state belongs to.
  func navigationScene(for state: State) -> Scene

  /// A hash of `state` such that equal states have equal hashes, or `nil` when there is none:
  /// with ``isSame(_:as:)``, how the explorer recognizes a state it has already placed.
  func fingerprint(of state: State) -> Int?

  /// Whether two states are equal.
  func isSame(_ state: State, as other: State) -> Bool

  /// `state` as a room holds it after a restore, and its JSON: encoded and decoded again, so
  /// that the navigation bookkeeping (which presentations have their presence effects running,
  /// which stack ids `forEach` has seen) starts afresh at every step from it.
  func normalized(_ state: State) -> (state: State, json: JSONValue)

  /// The JSON of `state`: that of ``normalized(_:)``, without decoding it again, for a state
  /// nothing will step from.
  func json(of state: State) -> JSONValue

  /// Decodes a control's action JSON.
  ///
  /// - Throws: ``AppRuntimeError/unknownAction(_:)`` when the JSON is not one of the actions.
  func action(from json: JSONValue) throws -> Action

  /// Runs `action` from `state`, and every action its effects send, to completion; then, when
  /// the state changed, the first send of each `.onAppear` and `.task` of the views it shows
  /// that `state` did not, and their effects, a few rounds deep.
  func step(from state: State, sending action: Action) -> ExplorationStep<State>
}

extension ExplorableApp {
  /// The whole scene: ``scene(for:)``.
  public func navigationScene(for state: State) -> Scene { scene(for: state) }

  /// No fingerprint: every state is placed afresh.
  public func fingerprint(of state: State) -> Int? { nil }

  /// Never the same.
  public func isSame(_ state: State, as other: State) -> Bool { false }

  /// The JSON of ``normalized(_:)``.
  public func json(of state: State) -> JSONValue { normalized(state).json }
}

/// What one action did, effects included.
public struct ExplorationStep<State> {
  /// The state once the action and its effects ran.
  public var state: State
  /// Whether anything changed.
  public var changed: Bool
  /// The runtime warnings raised by the action, by the actions its effects sent, and by the
  /// effects themselves.
  public var diagnostics: [Diagnostic]
  /// How many effects were still running when the step's time budget ran out (they were
  /// cancelled).
  public var effectsCancelled: Int
  /// Whether effects were cancelled because the step waited its real-time limit for them
  /// (`Task.sleep`, a network call, another thread), not its clock's: each such step costs
  /// that long, and the app's time does not go through a clock dependency.
  public var waitedInRealTime: Bool

  /// Creates a step.
  public init(
    state: State, changed: Bool, diagnostics: [Diagnostic], effectsCancelled: Int,
    waitedInRealTime: Bool = false
  ) {
    self.state = state
    self.changed = changed
    self.diagnostics = diagnostics
    self.effectsCancelled = effectsCancelled
    self.waitedInRealTime = waitedInRealTime
  }
}
