import MirrorJSON
import NavigationCore

/// The ``ExplorableApp`` of a ``MirrorApp``: the reducer, run directly on copies of the states
/// the explorer asks for.
///
/// No store, no queue: each step reduces a copy of the state with the app's reducer and runs
/// the effects it returns as far as they go with NavigationCore's step runner — `.send`
/// actions inline right after their action, as in a room; `.run` bodies one at a time in the
/// order they were started, each to its end while the explorer waits, their actions and
/// `dismiss()` applied in the order they happened; the presence effect that a `dismiss()`
/// cancels then sends its pop or dismiss action. Each step has its own clock (a
/// `StepClock`, the app's `continuousClock` and `suspendingClock`), which
/// jumps to the next wake-up when nothing else runs: effects still running when it would pass
/// ``effectTimeLimit`` (a timer), or after ``externalWaitLimit`` real seconds of waiting for
/// another thread, are cancelled and counted in ``ExplorationStep/effectsCancelled``. Steps whose effects only send actions in an order that
/// does not depend on timing — every demo's — give the same result every time.
///
/// States and actions are JSON through their ``AppCoding``: an action whose JSON does not
/// rebuild it is the one a control rendered as that JSON (kept in ``ControlActions``), and a
/// state's fingerprint is its reflection's hash when it is not `Encodable`.
final class TypedExploration<R: Reducer, Content: View>: ExplorableApp
where R.State: Equatable {
  typealias State = R.State
  typealias Action = R.Action

  /// The app's initial state, once its views' `.onAppear` and `.task` sends ran.
  private(set) var initialState: State
  let effectTimeLimit: Double
  let externalWaitLimit: Double
  /// The app's dependencies: live values changed by its hook.
  private let dependencies: (inout DependencyValues) -> Void
  private let simulator: StepRunner<State, Action>
  private let view: @MainActor @Sendable (Store<State, Action>) -> Content
  private let transfer: StateTransfer<State>
  private let coding: AppCoding<State, Action>
  /// What of the initial state rebuilds from its JSON, to name in a scene the views could not
  /// read.
  private let roundTrip: RoundTrip
  /// The actions the controls of the rendered scenes send, when their JSON does not rebuild
  /// them.
  private let controls = ControlActions<Action>()
  private var actionCache: [JSONValue: Action] = [:]
  /// The lifecycle modifiers each state shows, by its fingerprint: most steps reach a state
  /// seen before, whose render this saves.
  private var shownCache: [Int: [(state: State, shown: ExploredLifecycle.Shown)]] = [:]
  /// The state a step rendered last for its lifecycle modifiers, and its navigation scene:
  /// the explorer asks for the navigation scene of the state a step reached right after it.
  private var lastRendered: (state: State, scene: Scene)?
  /// The state steps were last taken from, and its lifecycle modifiers.
  private var lastFrom: (state: State, shown: ExploredLifecycle.Shown)?
  /// What the renders of each kind kept of their screens: the scenes, the navigation scenes
  /// and the renders for lifecycle modifiers (used on the main actor).
  private let memos = [
    RenderMemo(actionRecording: .uncoveredScreens, collectsLifecycle: false, keepsJSON: false),
    RenderMemo(actionRecording: .nowhere, collectsLifecycle: false, keepsJSON: false),
    RenderMemo(actionRecording: .nowhere, collectsLifecycle: true, keepsJSON: false),
  ]

  /// How many rounds of lifecycle sends one step runs: a screen that appears may send an action
  /// that shows another screen with sends of its own.
  static var appearanceRounds: Int { 4 }

  /// An exploration of the app `initialState` and `reducer` make, with `dependencies` and the
  /// explorer's deterministic values (``ExplorationDependencies``): the initial state and the
  /// reducer are made with those of a step from nothing.
  init(
    initialState: () -> State, reducer: () -> R,
    dependencies: @escaping (inout DependencyValues) -> Void, effectTimeLimit: Double,
    externalWaitLimit: Double, transfer: StateTransfer<State>, coding: AppCoding<State, Action>,
    view: @escaping @MainActor @Sendable (Store<State, Action>) -> Content
  ) {
    self.view = view
    self.transfer = transfer
    self.coding = coding
    self.effectTimeLimit = effectTimeLimit
    self.externalWaitLimit = externalWaitLimit
    self.dependencies = dependencies
    let (state, reducer) = withDependencies {
      dependencies(&$0)
      ExplorationDependencies.prepare(
        &$0, state: "initial state", action: "", clock: StepClock())
    } operation: {
      (initialState(), reducer())
    }
    self.initialState = Self.normalized(state, coding: coding.state).state
    roundTrip = coding.roundTrip(initialState: self.initialState)
    simulator = StepRunner(
      reducer: reducer, timeLimit: .seconds(externalWaitLimit),
      clockLimit: .seconds(effectTimeLimit))
    var start = ExplorationStep(
      state: self.initialState, changed: false, diagnostics: [], effectsCancelled: 0)
    runAppearances(shownBefore: nil, in: &start)
    self.initialState = start.state
  }

  func scene(for state: State) -> Scene {
    render(state, recording: .uncoveredScreens, toRoot: rootActionJSON)
  }

  /// How the views' root store makes an action's JSON: kept in `controls` when it does not
  /// rebuild the action.
  private var rootActionJSON: @Sendable (Action) -> JSONValue? {
    { [coding, controls] action in
      let (json, rebuilds) = coding.action.encode(action)
      if !rebuilds { controls.keep(action, as: json) }
      return json
    }
  }

  /// The scene without the controls' actions: the views' root store sends nothing and the
  /// controls' closures are not run, so no case path is built and no action encoded. Its
  /// structure — stacks, tabs and their selection, presentations — is that of ``scene(for:)``.
  func navigationScene(for state: State) -> Scene {
    if let lastRendered, lastRendered.state == state { return lastRendered.scene }
    return render(state, recording: .nowhere, toRoot: nil)
  }

  private func render(
    _ state: State, recording: ActionRecording, toRoot: (@Sendable (Action) -> JSONValue?)?
  ) -> Scene {
    render(state, recording: recording, collectsLifecycle: false, toRoot: toRoot).scene
  }

  /// Renders `state` on the main actor, its views' own state at their initial values: the
  /// explorer walks the feature's states, not the views'. With `collectsLifecycle`, it also
  /// returns the lifecycle modifiers of the views on screen (none without).
  private func render(
    _ state: State, recording: ActionRecording, collectsLifecycle: Bool,
    toRoot: (@Sendable (Action) -> JSONValue?)?
  ) -> (scene: Scene, lifecycle: ExploredLifecycle.Shown) {
    let input = Handoff(transfer.copy(state))
    let view = view
    // A screen from the memo renders no control again: actions that do not rebuild from JSON
    // must be kept from each render (`controls`), so such an app renders every screen.
    let memo =
      coding.action.decode == nil
      ? nil
      : memos.first {
        $0.actionRecording == recording && $0.collectsLifecycle == collectsLifecycle
      }
    return MainActorRendering.run { [roundTrip] in
      guard let state = input.take() ?? nil else {
        let stateType = AppCoding<State, Action>.name(of: State.self)
        return (.unreachableState(stateType, roundTrip), ExploredLifecycle.Shown([]))
      }
      let collector = collectsLifecycle ? LifecycleCollector() : nil
      let context = RenderContext(actionRecording: recording, lifecycle: collector, memo: memo)
      context.environment.editMode = context.defaultEditMode()
      let viewStore = Store<State, Action>(state: state, dismissAction: nil, toRoot: toRoot)
      memo?.beginRender(sharedEpoch: 0)
      defer { memo?.endRender() }
      let root = MirrorUI.render(view(viewStore), in: context).combined
      let scene = Scene(
        root: root, presentations: context.presentations, diagnostics: context.diagnostics)
      return (scene, ExploredLifecycle.Shown(collector?.takeVisible() ?? []))
    }
  }

  func fingerprint(of state: State) -> Int? {
    Self.fingerprint(of: state)
  }

  /// `state`'s hash through its `Encodable` conformance, or through its reflection when it has
  /// none or its encoding throws.
  private static func fingerprint(of state: State) -> Int? {
    if let encodable = state as? any Encodable, let hash = StateHasher.hash(encodable) {
      return hash
    }
    return ReflectedJSON.json(of: state).hashValue
  }

  func isSame(_ state: State, as other: State) -> Bool {
    state == other
  }

  func normalized(_ state: State) -> (state: State, json: JSONValue) {
    Self.normalized(state, coding: coding.state)
  }

  /// `state` as its JSON rebuilds it (as a room would hold it), and that JSON; `state` itself
  /// when the JSON does not rebuild it.
  private static func normalized(_ state: State, coding: ValueCoding<State>)
    -> (state: State, json: JSONValue)
  {
    let (json, rebuilds) = coding.encode(state)
    guard rebuilds, let decoded = try? coding.decode?(json) else { return (state, json) }
    return (decoded, json)
  }

  func json(of state: State) -> JSONValue {
    coding.state.encode(state).json
  }

  func action(from json: JSONValue) throws -> Action {
    if let cached = actionCache[json] { return cached }
    do {
      guard let decode = coding.action.decode else {
        throw AppRuntimeError.unknownAction("no control rendered it")
      }
      let action = try decode(json)
      actionCache[json] = action
      return action
    } catch {
      guard let action = controls.action(for: json) else {
        throw AppRuntimeError.unknownAction("\(error)")
      }
      actionCache[json] = action
      return action
    }
  }

  /// Runs the step with the app's dependencies and the explorer's deterministic values, then
  /// what the views it shows send when they appear (``ExploredLifecycle``).
  func step(from state: State, sending action: Action) -> ExplorationStep<State> {
    var step = run(action, from: state)
    guard step.changed else { return step }
    runAppearances(shownBefore: shownLifecycleFrom(state), in: &step)
    return step
  }

  private func run(_ action: Action, from state: State) -> ExplorationStep<State> {
    let clock = StepClock()
    let outcome = withDependencies {
      dependencies(&$0)
      ExplorationDependencies.prepare(&$0, state: state, action: action, clock: clock)
    } operation: {
      simulator.step(from: state, sending: action, stepClock: clock)
    }
    return ExplorationStep(
      state: outcome.state, changed: outcome.changed, diagnostics: outcome.diagnostics,
      effectsCancelled: outcome.effectsCancelled, waitedInRealTime: outcome.waitedInRealTime)
  }

  /// Sends, from `step`'s state, the first action of each `.onAppear` and `.task` of the views
  /// it shows that `shownBefore` did not hold, in the order they were rendered; again for the
  /// views those show, up to ``appearanceRounds`` times.
  private func runAppearances(
    shownBefore: ExploredLifecycle.Shown?, in step: inout ExplorationStep<State>
  ) {
    var before = shownBefore
    for _ in 0..<Self.appearanceRounds {
      let modifiers = shownLifecycle(of: step.state)
      let appeared = MainActorRendering.run { [before] in modifiers.appeared(since: before) }
      before = modifiers
      let appearances = appeared.map {
        ExploredLifecycle.appearance(of: modifiers, at: $0, waitLimit: externalWaitLimit)
      }
      for appearance in appearances where appearance.waitedInRealTime {
        step.effectsCancelled += 1
        step.waitedInRealTime = true
      }
      let actions = appearances.compactMap { $0.action.flatMap { try? action(from: $0) } }
      guard !actions.isEmpty else { return }
      for sent in actions {
        let next = run(sent, from: step.state)
        step.state = next.state
        step.changed = step.changed || next.changed
        step.diagnostics += next.diagnostics
        step.effectsCancelled += next.effectsCancelled
        step.waitedInRealTime = step.waitedInRealTime || next.waitedInRealTime
      }
    }
  }

  /// The lifecycle modifiers `state` shows, remembered for the last state steps were taken
  /// from: the explorer takes every control of a state in a row.
  private func shownLifecycleFrom(_ state: State) -> ExploredLifecycle.Shown {
    if let lastFrom, lastFrom.state == state { return lastFrom.shown }
    let shown = shownLifecycle(of: state)
    lastFrom = (state, shown)
    return shown
  }

  /// The lifecycle modifiers of the views `state` shows, with closures that send root actions
  /// (remembered: the closures of a state's views send the same actions every time).
  private func shownLifecycle(of state: State) -> ExploredLifecycle.Shown {
    let key = Self.fingerprint(of: state)
    if let key, let hit = shownCache[key]?.first(where: { $0.state == state }) {
      return hit.shown
    }
    let (scene, shown) = render(
      state, recording: .nowhere, collectsLifecycle: true, toRoot: rootActionJSON)
    lastRendered = (state, scene)
    if let key { shownCache[key, default: []].append((state, shown)) }
    return shown
  }
}

/// Hashes a value through its `Encodable` conformance, without building its JSON: the
/// explorer's key for states it has seen. Equal states encode alike (navigation state encodes
/// only what `==` compares, see `CodingUserInfoKey.equalityOnly`), so they hash alike.
struct StateHasher: Encoder {
  final class Sink {
    var hasher = Hasher()
  }

  let sink: Sink
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [.equalityOnly: true] }

  static func hash(_ value: some Encodable) -> Int? {
    let hasher = StateHasher(sink: Sink())
    do {
      try value.encode(to: hasher)
    } catch {
      return nil
    }
    return hasher.sink.hasher.finalize()
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    sink.hasher.combine(1 as UInt8)
    return KeyedEncodingContainer(Keyed(sink: sink))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    sink.hasher.combine(2 as UInt8)
    return Unkeyed(sink: sink)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(sink: sink)
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }

    func key(_ key: Key) { sink.hasher.combine(key.stringValue) }
    mutating func encodeNil(forKey key: Key) throws {
      self.key(key)
      sink.hasher.combine(0 as UInt8)
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      self.key(key)
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      self.key(key)
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      self.key(key)
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      self.key(key)
      sink.hasher.combine(value)
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      self.key(key)
      try value.encode(to: StateHasher(sink: sink))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      self.key(key)
      return StateHasher(sink: sink).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      self.key(key)
      return StateHasher(sink: sink).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { StateHasher(sink: sink) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      self.key(key)
      return StateHasher(sink: sink)
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }
    var count = 0

    mutating func encodeNil() throws {
      count += 1
      sink.hasher.combine(0 as UInt8)
    }
    mutating func encode(_ value: Bool) throws {
      count += 1
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: String) throws {
      count += 1
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: Double) throws {
      count += 1
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: Int) throws {
      count += 1
      sink.hasher.combine(value)
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
      count += 1
      try value.encode(to: StateHasher(sink: sink))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      count += 1
      return StateHasher(sink: sink).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      count += 1
      return StateHasher(sink: sink).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { StateHasher(sink: sink) }
  }

  struct Single: SingleValueEncodingContainer {
    let sink: Sink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { sink.hasher.combine(0 as UInt8) }
    mutating func encode(_ value: Bool) throws { sink.hasher.combine(value) }
    mutating func encode(_ value: String) throws { sink.hasher.combine(value) }
    mutating func encode(_ value: Double) throws { sink.hasher.combine(value) }
    mutating func encode(_ value: Int) throws { sink.hasher.combine(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try value.encode(to: StateHasher(sink: sink))
    }
  }
}
