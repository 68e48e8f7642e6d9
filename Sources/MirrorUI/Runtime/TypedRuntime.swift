import Dispatch
import Foundation
import MirrorJSON
import NavigationCore
import Sharing
import Synchronization

/// The ``AppRuntime`` of a ``MirrorApp``: its store and its views' own state, seen through
/// JSON.
///
/// Every render of the current state (after each change, or asked for by ``snapshot()``) also
/// runs the views' lifecycle modifiers (``ViewLifecycle``) and keeps the view state of the views
/// on screen (``ViewStateTable``); a render of another state (``scene(for:)``) does neither.
/// Renders run on the main actor (``MainActorRendering``); the store, the view state and the
/// lifecycle live on the store's queue.
///
/// The view state is part of the state this runtime shows: its `$view` member
/// (``ViewStateTable``). So a room journals it, travels it in time and sends it to every
/// browser without knowing what it is; a change of it (an op of a control, a write from a
/// lifecycle closure) is a version of its own, reported to the observers like an action.
///
/// States and actions are JSON through their ``ValueCoding``: their `Codable` form when they
/// have one, their reflection otherwise. A state or action whose JSON does not rebuild it is
/// kept beside that JSON (``ValueMemory``, ``ControlActions``), so that time travel, taps and
/// flow replay find it again; ``roundTrip`` says what this leaves unavailable.
///
/// `@unchecked Sendable`: the mutable properties `cached`, `observers`, `views`, `keptStates`,
/// `keptActions`, `actionTexts`, `sharedEpoch`, `storageChanges`, the state memo
/// (`stateMemo`) and the last scene (`lastScene`) are read and written only on the store's serial queue
/// (inside `store.sync`, `onQueue` and the store's observer), and `liveViews`, `liveInputs` and
/// the memo's contents only on the main actor; the others are constants (the lifecycle is
/// main-actor isolated, as are the shared writes; `controls` has its own lock), and the
/// codings hold no state.
final class TypedRuntime<
  State: Equatable & SendableMetatype, Action: SendableMetatype, Content: View & SendableMetatype
>: AppRuntime,
  @unchecked Sendable
{
  let store: StoreRuntime<State, Action>
  let view: @MainActor @Sendable (Store<State, Action>) -> Content
  let featureName: String
  /// The module that defines the app's reducer.
  let featureModule: String
  /// The app's dependencies, as an exported test can write them.
  let dependencies: DependencyHookSource
  /// What the app draws from its `uuid` and `date`, handed to observers with each change.
  private let draws: DrawRecorder?
  /// What the app's `@Shared` persist to: the state's `$shared`, put back with a state.
  private let sharedStorage: SharedStorage?
  /// Records the `@Shared` values the app changes, so that a change only they make is one.
  private let sharedChanges: SharedChangeTracker?
  /// The storage's `$shared` member as of a number of its changes.
  private var sharedJSON: (changes: Int, json: JSONValue?)?
  /// How a render on the main actor gets the state it draws.
  private let transfer: StateTransfer<State>
  private let stateCoding: ValueCoding<State>
  private let actionCoding: ValueCoding<Action>
  let roundTrip: RoundTrip
  /// The states whose JSON does not rebuild them, by that JSON.
  private var keptStates = ValueMemory<State>(limit: TypedRuntime.defaultKeptValues)
  /// The actions the store ran whose JSON does not rebuild them, by that JSON.
  private var keptActions = ValueMemory<Action>(limit: TypedRuntime.defaultKeptValues)
  /// The log lines of recent actions whose JSON rebuilds them, by that JSON.
  private var actionTexts = ValueMemory<String>(limit: TypedRuntime.keptActionTexts)
  /// The actions the controls of the latest scenes send, when their JSON does not rebuild them.
  private let controls = ControlActions<Action>()
  /// How the controls of the latest scenes write the `@Shared` values they are bound to.
  private let sharedWrites = SharedWrites()
  private var cached: AppSnapshot?
  private var observers: [(AppChange) -> Void] = []
  /// The view state of the views on screen.
  private var views = ViewStateTable()
  /// The view state as the renders of the current state read it: made by the first one, and
  /// touched only on the main actor.
  private var liveViews: ViewStateAccess?
  /// The inputs of the latest renders, when the actions do not rebuild from JSON: made by the
  /// first render, and touched only on the main actor.
  private var liveInputs: ControlInputs?
  /// What the renders of the current state kept of their screens (used on the main actor);
  /// `nil` when every screen is rendered.
  private let memo: RenderMemo?
  /// What the latest snapshot's state JSON kept of its arrays' elements (used on the queue);
  /// `nil` when every state is encoded whole.
  private let stateMemo: JSONEncodingMemo?
  /// The scene of the last snapshot, its JSON kept, whose unchanged parts the next snapshot's
  /// JSON reuses; `nil` when the app keeps no memos (no `stateMemo`).
  private var lastScene: Scene?
  /// Counts the times a `@Shared` value may have changed behind the states' backs (an action
  /// or effect wrote one, the storage was restored): JSON and screens kept from equal states
  /// before then may show the old value, as equal states share their references.
  private var sharedEpoch = 0
  /// The storage's change count when ``sharedEpoch`` was last moved.
  private var storageChanges = 0
  private let lifecycle: ViewLifecycle
  /// Marks the store's queue, so that work already on it runs at once.
  private let queueKey = DispatchSpecificKey<Void>()

  /// The origin of the actions the views' lifecycle modifiers send, in the store's log and a
  /// room's journal: a person's, not an effect's (a recorded test sends them).
  static var lifecycleOrigin: String { RecordedStep.viewOrigin }

  /// How many states and actions that do not rebuild from JSON are kept until a room says
  /// (``keepValues(upTo:)``).
  static var defaultKeptValues: Int { 1_000 }

  /// How many log lines of recent actions are kept (``actionText(_:json:)``).
  static var keptActionTexts: Int { 256 }

  init(
    store: StoreRuntime<State, Action>, featureName: String, featureModule: String = "",
    dependencies: DependencyHookSource = .none, draws: DrawRecorder? = nil,
    sharedStorage: SharedStorage? = nil, sharedChanges: SharedChangeTracker? = nil,
    transfer: StateTransfer<State>,
    coding: AppCoding<State, Action>,
    view: @escaping @MainActor @Sendable (Store<State, Action>) -> Content
  ) {
    self.store = store
    self.draws = draws
    self.sharedStorage = sharedStorage
    self.sharedChanges = sharedChanges
    self.featureName = featureName
    self.featureModule = featureModule
    self.dependencies = dependencies
    self.transfer = transfer
    self.stateCoding = coding.state
    self.actionCoding = coding.action
    self.view = view
    self.roundTrip = coding.roundTrip(initialState: store.state)
    // A screen taken from the memo does not render its controls again, so the actions of an
    // app whose actions do not rebuild from JSON would not be kept (``ControlActions``): such
    // an app renders every screen.
    self.memo =
      RenderMemoSetting.isOn && roundTrip.decodesActions
      ? RenderMemo(actionRecording: .everywhere, collectsLifecycle: true, keepsJSON: true) : nil
    self.stateMemo = RenderMemoSetting.isOn ? JSONEncodingMemo() : nil
    self.lifecycle = ViewLifecycle(
      sender: Self.sender(for: store, coding: coding.action, controls: controls))
    store.queue.setSpecific(key: queueKey, value: ())
    // Weak: the store outlives the runtime while an effect or a queued closure holds it.
    store.observeActions { [weak self] change in
      self?.storeChanged(change)
    }
  }

  var queue: DispatchQueue { store.queue }

  /// After each action of the store, on the queue: renders the change (which runs the views'
  /// lifecycle) and tells the observers.
  private func storeChanged(_ change: StoreChange<State, Action>) {
    var change = change
    // A `@Shared` changed through a reference the states before and after share: `==` sees
    // no change, the storage and every state that reads it do.
    let sharedChanged = sharedChanges?.hasChanges ?? false
    if let sharedChanges, sharedChanged {
      sharedChanges.reset()
      if !change.changed { change = change.counted(as: store.recordOutsideChange()) }
    }
    noteSharedChanges(sharedChanged)
    // Taken at every change, so that nothing piles up while nobody observes.
    let drawn = draws?.take()
    // Only a change is rendered anew: an action that changed nothing shows the snapshot
    // already made.
    let snapshot: AppSnapshot
    if !change.changed, let cached, cached.version == change.version {
      snapshot = cached
    } else if !observers.isEmpty {
      snapshot = makeSnapshot(version: change.version, state: change.state)
      cached = snapshot
    } else {
      // Nobody waits for this render: it runs when the main actor is free, so that a thread
      // that holds the main actor while it waits for this queue (a test) cannot deadlock.
      cached = nil
      if change.changed { renderLater(version: change.version) }
      return
    }
    let (action, rebuilds) = actionJSON(change.action)
    let appChange = AppChange(
      snapshot: snapshot,
      action: action,
      text: actionText(change.action, json: rebuilds ? action : nil),
      origin: change.origin,
      changed: change.changed,
      diagnostics: change.diagnostics,
      steps: change.steps,
      drawn: drawn)
    for observer in observers { observer(appChange) }
  }

  func snapshot() -> AppSnapshot {
    onQueue { [self] in
      if let cached, cached.version == store.version { return cached }
      let snapshot = makeSnapshot(version: store.version, state: store.state)
      cached = snapshot
      return snapshot
    }
  }

  func send(_ action: JSONValue, origin: String?) throws -> SendResult {
    try onQueue { [self] in
      if let ops = try ViewOp.ops(in: action) { return try run(ops, origin: origin) }
      return store.send(try decodeAction(action), origin: origin)
    }
  }

  /// Runs `work` on the store's queue and returns its result: at once when already there; from
  /// the main thread, while serving the main run loop, because the queue may be waiting for the
  /// main actor to render (a test that drives the app from the main thread while an effect
  /// changes it); from a job of the main queue on another thread (after `dispatchMain()`),
  /// waiting for the queue with its renders made right there, as that thread holds the main
  /// queue; from any other thread, waiting for the queue.
  private func onQueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T) throws -> T {
    if DispatchQueue.getSpecific(key: queueKey) != nil { return try work() }
    guard Thread.isMainThread else {
      guard MainActorRendering.isOnMainQueue else { return try queue.sync(execute: work) }
      return try MainActorRendering.holdingMainQueue { try queue.sync(execute: work) }
    }
    let outcome = Mutex<Result<T, any Error>?>(nil)
    queue.async {
      let result = Result { try work() }
      outcome.withLock { $0 = result }
      // Wakes the run loop below, which sleeps until the main queue has work.
      DispatchQueue.main.async {}
    }
    while true {
      if let result = outcome.withLock({ $0 }) { return try result.get() }
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }

  private func onQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    // The throwing form with work that does not throw.
    do {
      return try onQueue { () throws -> T in work() }
    } catch {
      preconditionFailure("work that cannot throw threw \(error)")
    }
  }

  /// Runs a control's ops in order, on the queue: each set of view state a version of its own,
  /// each send an action of the store.
  private func run(_ ops: [ViewOp], origin: String?) throws -> SendResult {
    // Decode every action first, so that a bad one refuses the whole tap.
    let steps: [Step<Action>] = try ops.map {
      switch $0 {
      case .send(let json): return .send(try decodeAction(json))
      case .set(let key, let value): return .set(key, value)
      case .run(let id): return .run(id)
      case .open: return .none
      case .shared(let id, let value): return .shared(id, value)
      }
    }
    var changed = false
    var diagnostics: [Diagnostic] = []
    for step in steps {
      switch step {
      case .send(let action):
        let result = store.send(action, origin: origin)
        changed = changed || result.changed
        diagnostics += result.diagnostics
      case .set(let key, let value):
        changed = setViewState(key, to: value, origin: origin) || changed
      case .run(let id):
        let lifecycle = lifecycle
        DispatchQueue.main.async { MainActor.assumeIsolated { lifecycle.refresh(id) } }
      case .shared(let id, let value):
        try writeShared(id, value: value, origin: origin)
        changed = true
      case .none:
        break
      }
    }
    return SendResult(version: store.version, changed: changed, diagnostics: diagnostics)
  }

  /// Sets the view state under `key` as a new version, reported to the observers with the
  /// op as its action; returns whether it changed anything. On the queue.
  @discardableResult
  private func setViewState(_ key: String, to value: JSONValue, origin: String?) -> Bool {
    let action: JSONValue = [ViewOp.member: [ViewOp.set(key: key, value: value).json]]
    let text = "\(key) = \(value.text)"
    guard views.values[key] != value else {
      reportUnchanged(action: action, text: text, origin: origin)
      return false
    }
    views.values[key] = value
    reportOutsideChange(action: action, text: text, origin: origin)
    return true
  }

  /// Counts a change made outside the reducer (a view's own state, a share a view wrote) as a
  /// new version and reports it to the observers with `action`, the op that made it. On the
  /// queue.
  private func reportOutsideChange(action: JSONValue, text: String, origin: String?) {
    let version = store.recordOutsideChange()
    let snapshot = makeSnapshot(version: version, state: store.state)
    cached = snapshot
    let change = AppChange(
      snapshot: snapshot, action: action, text: text, origin: origin, changed: true,
      diagnostics: [], steps: [])
    for observer in observers { observer(change) }
  }

  /// Writes a `@Shared` value as the control numbered `id` of a recent scene does, with the
  /// value the page entered, as a new version reported to the observers with the op as its
  /// action. On the queue; the control's binding runs on the main actor, where it was made.
  ///
  /// - Throws: ``AppRuntimeError/unknownAction(_:)`` when no recent control has that number, or
  ///   the value is not one it edits.
  private func writeShared(_ id: Int, value: JSONValue?, origin: String?) throws {
    let writes = sharedWrites
    guard MainActorRendering.run({ writes.write(id, value: value) }) else {
      throw AppRuntimeError.unknownAction(
        "no control of the latest scenes writes a shared value as \(id) with \(value?.text ?? "nothing")"
      )
    }
    // The share changed through references the states before and after hold alike.
    sharedChanges?.reset()
    noteSharedChanges(true)
    reportOutsideChange(
      action: [ViewOp.member: [ViewOp.shared(id: id, value: value).json]],
      text: "@Shared ← \(value?.text ?? "as rendered")", origin: origin)
  }

  /// Tells the observers of an op that changed nothing, as the store tells them of an action
  /// that changed nothing.
  private func reportUnchanged(action: JSONValue, text: String, origin: String?) {
    guard !observers.isEmpty else { return }
    let snapshot = cached ?? makeSnapshot(version: store.version, state: store.state)
    let change = AppChange(
      snapshot: snapshot, action: action, text: text, origin: origin, changed: false,
      diagnostics: [], steps: [])
    for observer in observers { observer(change) }
  }

  /// How the views' closures send, from the main actor: to the store's queue without waiting
  /// (the main actor never waits for a room), returning at once a task that stands for the
  /// effects the action started once the store has run it (what is not one of the app's
  /// actions is dropped). An action whose JSON does not rebuild it is the one the closure's
  /// store kept in `controls` as it made that JSON.
  private static func sender(
    for store: StoreRuntime<State, Action>, coding: ValueCoding<Action>,
    controls: ControlActions<Action>
  ) -> LiveSending.Sender {
    { [weak store] json in
      let relay = EffectsRelay()
      store?.queue.async { [weak store] in
        guard let store,
          let action = (try? coding.decode?(json)) ?? controls.action(for: json)
        else { return relay.resolve(nil) }
        relay.resolve(store.sendReturningEffects(action, origin: Self.lifecycleOrigin))
      }
      return relay.task
    }
  }

  /// A view-state write from a lifecycle closure, arriving on the queue.
  private func viewStateWritten(_ key: String, _ value: JSONValue) {
    setViewState(key, to: value, origin: Self.lifecycleOrigin)
  }

  func observe(_ observer: @escaping (AppChange) -> Void) {
    store.sync { observers.append(observer) }
  }

  func observeEffects(_ observer: @escaping (EffectEvent) -> Void) {
    store.observeEffects(observer)
  }

  func stop() {
    let lifecycle = lifecycle
    MainActorRendering.run { lifecycle.stop() }
    onQueue { [store] in store.cancelAllEffects() }
  }

  func keepValues(upTo limit: Int) {
    onQueue { [self] in
      keptStates.limit = limit
      keptActions.limit = limit
    }
  }

  func restore(state: JSONValue, version: Int) throws {
    try onQueue { [self] in
      let (withoutShared, shared) = SharedStorageJSON.split(state)
      let (stateJSON, restoredViews) = ViewStateTable.split(withoutShared)
      let snapshot = try shared.map(SharedStorageJSON.snapshot(from:))
      var restored = try decodeState(stateJSON)
      // Where the current state's shares of the storage sit, so that the restored state's
      // shares at the same places read and write the storage, not copies of their values.
      let links = SharedLinks()
      if sharedStorage != nil, stateCoding.decode != nil {
        links.recording { _ = stateCoding.encode(store.state) }
      }
      // A version whose storage held nothing empties it, unless nothing was ever saved (its
      // in-memory values that are not `Encodable` stay then).
      if let sharedStorage, snapshot != nil || sharedStorage.changeCount > 0 {
        sharedStorage.restore(snapshot ?? SharedStorage.Snapshot())
        sharedJSON = nil
      }
      // Decoded again once the storage is back: a share is linked when the storage's value
      // equals the one the state holds.
      if !links.isEmpty, let linked = try? links.linking({ try decodeState(stateJSON) }) {
        restored = linked
      }
      store.reset(state: restored, version: version)
      noteSharedChanges(true)
      views = restoredViews
      cached = nil
    }
  }

  /// The app's state and its views' state in `json`, a state as the room keeps it (with its
  /// `$view` and `$shared` members).
  private static func split(_ json: JSONValue) -> (state: JSONValue, views: ViewStateTable) {
    ViewStateTable.split(SharedStorageJSON.split(json).state)
  }

  /// Moves ``sharedEpoch`` on, and forgets the state memo's JSON, when `changed` (a `@Shared`
  /// was written or restored) or when the storage changed since the last call. On the queue.
  private func noteSharedChanges(_ changed: Bool) {
    let changes = sharedStorage?.changeCount ?? 0
    guard changed || changes != storageChanges else { return }
    sharedEpoch += 1
    storageChanges = changes
    stateMemo?.forget()
  }

  /// The storage's `$shared` member, made again only when a `@Shared` saved since.
  private func sharedStorageMember() -> JSONValue? {
    guard let sharedStorage else { return nil }
    let changes = sharedStorage.changeCount
    if let sharedJSON, sharedJSON.changes == changes { return sharedJSON.json }
    let json = SharedStorageJSON.json(of: sharedStorage.snapshot())
    sharedJSON = (changes, json)
    return json
  }

  func scene(for state: JSONValue) throws -> Scene {
    let (stateJSON, views) = Self.split(state)
    let input: Handoff<State?>
    if let decoded = try? stateCoding.decode?(stateJSON) {
      // A value just decoded is the render's own.
      input = Handoff(decoded)
    } else {
      input = try onQueue { [self] in Handoff(transfer.copy(try decodeState(stateJSON))) }
    }
    return MainActorRendering.run { [roundTrip] in
      guard let state = input.take() ?? nil else {
        return .unreachableState(AppCoding<State, Action>.name(of: State.self), roundTrip)
      }
      return render(state, access: ViewStateAccess(values: views.values), lifecycle: nil)
    }
  }

  func swiftTest(
    named testName: String, initialState: JSONValue, steps: [RecordedStep],
    effectsInFlight: Bool
  ) throws -> String {
    // A test builds its states from the JSON they were recorded as (``SwiftLiteral``).
    guard roundTrip.restoresState else {
      let names = roundTrip.stateTypes.map { "\($0): Codable" }.joined(separator: ", ")
      throw AppRuntimeError.notExportable(
        "An exported test rebuilds the app's states from their JSON, which needs \(names).")
    }
    let initial = try decodeState(Self.split(initialState).state)
    var before = initial
    var typedSteps: [TestStoreExporter<State, Action>.Step] = []
    var skippedDelay = 0
    // What the app drew, in the order it drew it: the test hands the same out again.
    let drawn = steps.compactMap(\.drawn).reduce(DrawnValues(), +)
    for step in steps {
      // A change of a view's own state is not the reducer's: the test skips it, and its
      // pause is counted in the next step's. A share a view wrote changes the feature's state,
      // which the test's store would not see.
      if let ops = try ViewOp.ops(in: step.action) {
        if ops.contains(where: \.writesShared) {
          throw AppRuntimeError.notExportable(
            "A view wrote a @Shared value through a binding made from it (\(step.action.text)): "
              + "a test store cannot make that write, and the steps after it would not hold.")
        }
        skippedDelay += step.delay
        continue
      }
      let after = try decodeState(Self.split(step.state).state)
      typedSteps.append(
        .init(
          action: try exportedAction(step.action), isReceived: step.isReceived,
          delay: step.delay + skippedDelay, before: before, after: after,
          isFromView: step.isFromView))
      skippedDelay = 0
      before = after
    }
    var exporter = TestStoreExporter<State, Action>(
      featureName: featureName, actionsAreEquatable: Action.self is any Equatable.Type)
    exporter.featureModule = featureModule
    exporter.dependencies = dependencies
    exporter.drawn = drawn
    return exporter.export(
      testName: testName, initialState: initial, steps: typedSteps,
      effectsInFlight: effectsInFlight)
  }

  /// The recorded action `json` stands for, or why a test cannot send it.
  private func exportedAction(_ json: JSONValue) throws -> Action {
    do {
      return try decodeAction(json)
    } catch {
      throw AppRuntimeError.notExportable(
        "An exported test sends the recorded actions, and \(json.text.prefix(200)) does not "
          + "rebuild from its JSON: \(error).")
    }
  }

  /// The action `json` stands for: decoded, or else one a control rendered lately or the store
  /// ran lately as that JSON. On the queue.
  private func decodeAction(_ json: JSONValue) throws -> Action {
    var failure: (any Error)?
    if let decode = actionCoding.decode {
      do { return try decode(json) } catch { failure = error }
    }
    if let action = controls.action(for: json) ?? keptActions.value(for: json) { return action }
    if let action = enteredAction(json) { return action }
    if let failure { throw AppRuntimeError.unknownAction(DecodingErrorText.describe(failure)) }
    throw AppRuntimeError.unknownAction(
      "no control rendered it lately, and \(roundTrip.actionType ?? "the action") is not Codable")
  }

  /// The action a recent input sends with the value the page wrote in its action
  /// (``ControlInputs``), for actions that are not `Decodable` (a `Decodable` action decodes
  /// with any value). On the queue; the input is set on the main actor.
  private func enteredAction(_ json: JSONValue) -> Action? {
    guard actionCoding.decode == nil else { return nil }
    let sent = MainActorRendering.run { [self] in liveInputs?.action(entered: json) }
    return sent.flatMap { controls.action(for: $0) ?? (try? actionCoding.decode?($0)) }
  }

  /// The state `json` stands for: decoded, or else one kept as that JSON. On the queue.
  private func decodeState(_ json: JSONValue) throws -> State {
    var failure: (any Error)?
    if let decode = stateCoding.decode {
      do { return try decode(json) } catch { failure = error }
    }
    if let state = keptStates.value(for: json) { return state }
    if let failure, roundTrip.restoresState {
      throw AppRuntimeError.badState(DecodingErrorText.describe(failure))
    }
    let names = roundTrip.stateTypes.map { "\($0): Codable" }.joined(separator: ", ")
    throw AppRuntimeError.badState(
      "this room does not keep that state, and rebuilding it needs \(names)")
  }

  /// The JSON of `action`, as the store ran it, and whether it rebuilds the action: kept when
  /// it does not. On the queue.
  private func actionJSON(_ action: Action) -> (json: JSONValue, rebuilds: Bool) {
    let (json, rebuilds) = actionCoding.encode(action)
    if !rebuilds { keptActions.keep(action, as: json) }
    return (json, rebuilds)
  }

  /// `action` as a line of Swift, for the log. Printing an action costs more than running it;
  /// actions come again and again (the same tap, the same Back), and a `json` that rebuilds
  /// the action stands for exactly one, so the lines of recent ones are kept by it. On the
  /// queue.
  private func actionText(_ action: Action, json: JSONValue?) -> String {
    guard let json else { return SwiftText.line(action) }
    if let text = actionTexts.value(for: json) { return text }
    let text = SwiftText.line(action)
    actionTexts.keep(text, as: json)
    return text
  }

  /// The snapshot of the current state: its render runs the views' lifecycle modifiers and
  /// keeps the view state of the views on screen. On the queue.
  private func makeSnapshot(version: Int, state: State) -> AppSnapshot {
    let (json, rebuilds) = stateCoding.encode(state, memo: stateMemo)
    if !rebuilds { keptStates.keep(state, as: json) }
    let output = renderCurrent(state, version: version)
    views.keep(output.seen, initial: output.initial)
    let state = SharedStorageJSON.embedded(sharedStorageMember(), in: views.embedded(in: json))
    var scene = output.scene
    if stateMemo != nil {
      scene = scene.keepingJSON(reusing: lastScene)
      lastScene = scene
    }
    return AppSnapshot(version: version, state: state, scene: scene)
  }

  /// Renders the current state, `version`, when the main actor is free, then keeps what it
  /// learned unless the state moved on meanwhile. On the queue.
  private func renderLater(version: Int) {
    let input = Handoff(transfer.copy(store.state))
    let values = views.values
    let epoch = sharedEpoch
    DispatchQueue.main.async { [weak self] in
      guard let self, let state = input.take() ?? nil else { return }
      let output = MainActor.assumeIsolated {
        self.renderCurrent(state, values: values, version: version, sharedEpoch: epoch)
      }
      self.queue.async { [weak self] in
        guard let self, self.store.version == version, self.cached == nil else { return }
        self.views.keep(output.seen, initial: output.initial)
      }
    }
  }

  /// Renders `state`, `version`, with the current view state, as the running app's current
  /// state. On the queue.
  private func renderCurrent(_ state: State, version: Int) -> RenderOutput {
    let input = Handoff(transfer.copy(state))
    let values = views.values
    let epoch = sharedEpoch
    return MainActorRendering.run { [roundTrip] in
      guard let state = input.take() ?? nil else {
        let stateType = AppCoding<State, Action>.name(of: State.self)
        return RenderOutput(scene: .unreachableState(stateType, roundTrip))
      }
      return renderCurrent(state, values: values, version: version, sharedEpoch: epoch)
    }
  }

  /// Renders `state`, `version`, as the running app's current state, with the view state
  /// `values`, in the `sharedEpoch` it was taken in.
  @MainActor private func renderCurrent(
    _ state: State, values: JSONObject, version: Int, sharedEpoch: Int
  ) -> RenderOutput {
    let access = liveAccess()
    access.beginRender(values: values)
    controls.beginRender()
    sharedWrites.beginRender()
    let collector = LifecycleCollector()
    memo?.beginRender(sharedEpoch: sharedEpoch)
    let scene = render(
      state, access: access, lifecycle: collector, memo: memo, sharedWrites: sharedWrites)
    memo?.endRender()
    lifecycle.update(with: collector.takeVisible(), version: version)
    return RenderOutput(scene: scene, seen: access.seen, initial: access.initial)
  }

  /// The inputs a render keeps, anew for each render: none for actions that decode.
  @MainActor private func inputs() -> ControlInputs? {
    guard actionCoding.decode == nil else { return nil }
    let inputs = liveInputs ?? ControlInputs()
    liveInputs = inputs
    inputs.beginRender()
    return inputs
  }

  @MainActor private func liveAccess() -> ViewStateAccess {
    if let liveViews { return liveViews }
    let access = ViewStateAccess { [weak self] key, value in
      self?.queue.async { [weak self] in self?.viewStateWritten(key, value) }
    }
    liveViews = access
    return access
  }

  @MainActor private func render(
    _ state: State, access: ViewStateAccess, lifecycle: LifecycleCollector?,
    memo: RenderMemo? = nil, sharedWrites: SharedWrites? = nil
  ) -> Scene {
    let context = RenderContext(lifecycle: lifecycle, viewState: access, memo: memo)
    context.environment.editMode = context.defaultEditMode()
    context.inputs = inputs()
    context.sharedWrites = sharedWrites
    let store = Store<State, Action>(state: state) { [actionCoding, controls] action in
      let (json, rebuilds) = actionCoding.encode(action)
      if !rebuilds { controls.keep(action, as: json) }
      return json
    }
    let root = MirrorUI.render(view(store), in: context).combined
    return Scene(root: root, presentations: context.presentations, diagnostics: context.diagnostics)
  }
}

/// What a render of the running app's current state hands back to its queue.
struct RenderOutput: Sendable {
  var scene: Scene
  /// The view state the views on screen declared, in order.
  var seen: [String] = []
  /// The initial values of the view state met for the first time.
  var initial: [String: JSONValue] = [:]
}

/// A control's op with its action decoded.
private enum Step<Action> {
  case send(Action)
  case set(String, JSONValue)
  case run(String)
  case shared(Int, JSONValue?)
  /// An op the page does itself (opening a URL).
  case none
}
