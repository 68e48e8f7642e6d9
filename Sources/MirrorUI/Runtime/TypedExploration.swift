import Dispatch
import Foundation
import MirrorJSON
import NavigationCore

/// The ``ExplorableApp`` of a ``MirrorApp``: a private store, stepped from whatever state the
/// explorer asks for.
///
/// Each step resets the store to the given state, sends the action (its `.send` effects run
/// inline, as in a room), and, when the action started effects (`.run`), waits for them: until
/// no visible effect is in flight and no action arrived for ``quietPeriod`` — long enough for
/// the presence effect that a `dismiss()` cancels to send its pop or dismiss action. Effects
/// still running after ``effectTimeLimit`` (one that sleeps for a long time) are cancelled and
/// counted in ``ExplorationStep/effectsCancelled``. Steps whose effects only send actions in an
/// order that does not depend on timing — every demo's — give the same result every time.
final class TypedExploration<R: Reducer, Content: View>: ExplorableApp
where R.State: Codable & Equatable, R.Action: Codable {
  typealias State = R.State
  typealias Action = R.Action

  let initialState: State
  let effectTimeLimit: Double
  let quietPeriod: Double = 0.002
  private let store: Store<State, Action>
  private let view: (ViewStore<State, Action>) -> Content
  private let encoder = JSONValueEncoder()
  private let decoder = JSONValueDecoder()
  private var actionCache: [JSONValue: Action] = [:]
  // Written on the store's queue by its observers; read there through `store.sync`.
  private var effectsRunning = 0
  private var effectsStarted = 0
  private var actionsSeen = 0
  private var collected: [Diagnostic] = []

  init(
    initialState: State, reducer: R, effectTimeLimit: Double,
    view: @escaping (ViewStore<State, Action>) -> Content
  ) {
    self.view = view
    self.effectTimeLimit = effectTimeLimit
    let encoder = JSONValueEncoder()
    let decoder = JSONValueDecoder()
    self.initialState =
      (try? encoder.encode(initialState)).flatMap { try? decoder.decode(State.self, from: $0) }
      ?? initialState
    store = Store(initialState: initialState, reducer: reducer, keepsLog: false)
    store.observeEffects { [unowned self] event in
      switch event.kind {
      case .started:
        effectsRunning += 1
        effectsStarted += 1
      case .finished, .cancelled: effectsRunning -= 1
      }
    }
    store.observeActions { [unowned self] change in
      actionsSeen += 1
      collected += change.diagnostics
    }
  }

  func scene(for state: State) -> Scene {
    let context = RenderContext()
    let viewStore = ViewStore<State, Action>(state: state) { [encoder] in try? encoder.encode($0) }
    let root = MirrorUI.render(view(viewStore), in: context).combined
    return Scene(root: root, presentations: context.presentations, diagnostics: context.diagnostics)
  }

  func json(for state: State) -> JSONValue {
    (try? encoder.encode(state)) ?? .null
  }

  func normalized(_ state: State) -> State {
    (try? decoder.decode(State.self, from: json(for: state))) ?? state
  }

  func action(from json: JSONValue) throws -> Action {
    if let cached = actionCache[json] { return cached }
    do {
      let action = try decoder.decode(Action.self, from: json)
      actionCache[json] = action
      return action
    } catch {
      throw AppRuntimeError.unknownAction("\(error)")
    }
  }

  func step(from state: State, sending action: Action) -> ExplorationStep<State> {
    store.reset(state: state, version: 0)
    store.sync {
      effectsRunning = 0
      effectsStarted = 0
      actionsSeen = 0
      collected = []
    }
    let reportedBefore = store.diagnostics.count
    store.send(action)
    var cancelled = 0
    if store.sync({ effectsStarted }) > 0 {
      cancelled = drainEffects()
    }
    let (finalState, version, diagnostics) = store.sync {
      (store.state, store.version, collected)
    }
    var all = diagnostics
    let reported = store.diagnostics
    if reported.count > reportedBefore {
      for record in reported[reportedBefore...] where !all.contains(record.diagnostic) {
        all.append(record.diagnostic)
      }
    }
    return ExplorationStep(
      state: finalState, changed: version != 0, diagnostics: all, effectsCancelled: cancelled)
  }

  /// Waits until the effects settle; returns how many had to be cancelled.
  private func drainEffects() -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    var lastSeen = -1
    var quietSince = start
    while true {
      usleep(50)
      let now = DispatchTime.now().uptimeNanoseconds
      let (running, seen) = store.sync { (effectsRunning, actionsSeen) }
      if seen != lastSeen {
        lastSeen = seen
        quietSince = now
      }
      if running == 0, Double(now - quietSince) / 1e9 >= quietPeriod { return 0 }
      if Double(now - start) / 1e9 >= effectTimeLimit {
        store.cancelAllEffects()
        return running
      }
    }
  }
}
