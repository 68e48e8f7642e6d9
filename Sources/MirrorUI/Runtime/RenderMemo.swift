import MirrorJSON

/// What the renders of one app kept of their pushed screens and of the rows of their lists
/// (``RowMemo``), so that the next render reuses a screen or a row whose inputs did not change
/// instead of running its views' bodies again, as SwiftUI skips a body whose inputs are equal:
/// an action that pushes one screen onto a deep stack renders that screen (and the one it
/// covers), not the whole stack.
///
/// A screen is reused when everything it was rendered from is the same: its element's id and
/// state (equal by `==`; a state that is not `Equatable` is always rendered), whether it is
/// covered, how its stack's actions reach the root (the Back action a probe id gets), the
/// environment around the stack (see ``EnvironmentValues/matchesOnScreens(_:)``), the stacks
/// around it, the view state it declared and read, and, when a link on it read it, the id its
/// stack hands out next. What its render did besides its nodes — diagnostics, lifecycle
/// modifiers, view state declared — is replayed (``RenderRecording``). A screen whose views read
/// a store other than its element's (a parent's, captured by `destination`) is drawn on every
/// render; a value the closure captured (a local of the parent's `body`) is not seen by the
/// memo: the screen's views are assumed to be drawn from its element's store.
///
/// One memo serves renders of one kind (one ``ActionRecording``, with or without lifecycle):
/// the running app keeps one for the renders of its current state; renders of other states
/// (time travel, the inspector) use none.
@MainActor final class RenderMemo {
  /// Which controls the renders this memo serves record.
  let actionRecording: ActionRecording
  /// Whether the renders it serves collect lifecycle modifiers.
  let collectsLifecycle: Bool
  /// Whether the screens it keeps keep their JSON too: those of the running app's scenes,
  /// which a room turns into JSON after every change.
  let keepsJSON: Bool
  private var stacks: [StackKey: StackMemo] = [:]
  /// The rows of the `ForEach`es drawn.
  let rows = RowMemo()
  /// The number of the render under way.
  private var render = 0
  /// The shared epoch of the screens kept (``TypedRuntime``'s count of the times a `@Shared`
  /// may have changed): a screen whose state holds a share is equal to itself after the
  /// share's value changed, so a new epoch forgets every screen.
  private var sharedEpoch = 0

  /// A memo for renders that record `actionRecording` and collect lifecycle modifiers when
  /// `collectsLifecycle` is `true`; with `keepsJSON`, the screens it keeps keep their JSON.
  nonisolated init(actionRecording: ActionRecording, collectsLifecycle: Bool, keepsJSON: Bool) {
    self.actionRecording = actionRecording
    self.collectsLifecycle = collectsLifecycle
    self.keepsJSON = keepsJSON
  }

  /// Starts a render of a state taken in `sharedEpoch`.
  func beginRender(sharedEpoch: Int) {
    render += 1
    rows.beginRender()
    if sharedEpoch != self.sharedEpoch {
      stacks = [:]
      rows.removeAll()
      self.sharedEpoch = sharedEpoch
    }
  }

  /// Ends a render: stacks it did not render are forgotten.
  func endRender() {
    rows.endRender()
    if stacks.values.contains(where: { $0.lastRender != render }) {
      stacks = stacks.filter { $0.value.lastRender == render }
    }
  }

  /// The memo of the stack `id` at `path`, forgetting its screens when the inputs every screen
  /// shares changed: how its actions reach the root (`fingerprint`), its `environment`, the
  /// stacks around it.
  func stack(
    at path: [IdentityComponent], id: String, fingerprint: JSONValue?,
    environment: EnvironmentValues, enclosingStacks: [String]
  ) -> StackMemo {
    let key = StackKey(path: path, id: id)
    if let memo = stacks[key], memo.fingerprint == fingerprint,
      memo.enclosingStacks == enclosingStacks, memo.environment.matchesOnScreens(environment)
    {
      memo.lastRender = render
      return memo
    }
    let memo = StackMemo(
      fingerprint: fingerprint, environment: environment, enclosingStacks: enclosingStacks,
      render: render, keepsJSON: keepsJSON)
    stacks[key] = memo
    return memo
  }

  /// A stack's place: its structural identity and its id.
  private struct StackKey: Hashable {
    let path: [IdentityComponent]
    let id: String
  }
}

/// Whether running apps keep a ``RenderMemo`` and a memo of their state's JSON.
enum RenderMemoSetting {
  /// Whether a running app started now keeps its memos: `false` inside
  /// `RenderMemoSetting.$isOn.withValue(false) { app.start() }`, how a test compares the
  /// memos' scenes and states with those of renders and encodings that make all anew.
  @TaskLocal static var isOn = true
}

/// The screens of one navigation stack the last render drew, by their element's id.
@MainActor final class StackMemo {
  /// One pushed screen as the last render drew it, and what it was drawn from: a reference,
  /// so that a render reusing it marks it without writing it back.
  final class Screen {
    let state: Any
    let covered: Bool
    /// The screen, followed by nothing: a screen that pushes `.navigationDestination`s is
    /// never kept.
    let screens: [SceneScreen]
    let recording: RenderRecording
    var lastRender: Int

    init(
      state: Any, covered: Bool, screens: [SceneScreen], recording: RenderRecording,
      lastRender: Int
    ) {
      self.state = state
      self.covered = covered
      self.screens = screens
      self.recording = recording
      self.lastRender = lastRender
    }
  }

  let fingerprint: JSONValue?
  let environment: EnvironmentValues
  let enclosingStacks: [String]
  var lastRender: Int
  /// Whether kept screens keep their JSON (``RenderMemo/keepsJSON``).
  let keepsJSON: Bool
  private var screens: [Int: Screen] = [:]
  /// How many screens the render under way reused or kept.
  private var drawn = 0

  init(
    fingerprint: JSONValue?, environment: EnvironmentValues, enclosingStacks: [String],
    render: Int, keepsJSON: Bool
  ) {
    self.fingerprint = fingerprint
    self.environment = environment
    self.enclosingStacks = enclosingStacks
    self.lastRender = render
    self.keepsJSON = keepsJSON
  }

  /// The screen of the element `generation` as the last render drew it, when it was drawn
  /// from an equal `state`, as covered, with the same view state, and, when it read it, the
  /// same next id of the stack's push; `nil` otherwise.
  func reusable<State>(
    _ generation: Int, state: State, covered: Bool, equal: (State, State) -> Bool,
    nextPush: Int?, viewState: JSONObject
  ) -> Screen? {
    guard let screen = screens[generation], screen.covered == covered,
      let previous = screen.state as? State, equal(previous, state),
      screen.recording.replays(viewState: viewState, nextPush: nextPush)
    else { return nil }
    screen.lastRender = lastRender
    drawn += 1
    return screen
  }

  /// Keeps the screen of the element `generation` just drawn, when its recording allows, and
  /// returns it as kept (with its JSON, when this memo keeps that).
  func keep(
    _ generation: Int, state: Any, covered: Bool, screens rendered: [SceneScreen],
    recording: RenderRecording
  ) -> [SceneScreen] {
    guard recording.isReusable else {
      screens[generation] = nil
      return rendered
    }
    let kept = keepsJSON ? rendered.map { $0.keepingJSON() } : rendered
    screens[generation] = Screen(
      state: state, covered: covered, screens: kept, recording: recording,
      lastRender: lastRender)
    drawn += 1
    return kept
  }

  /// Ends the stack's part of a render: the screens it did not draw are forgotten.
  func endRender() {
    if screens.count != drawn {
      screens = screens.filter { $0.value.lastRender == lastRender }
    }
    drawn = 0
  }
}
