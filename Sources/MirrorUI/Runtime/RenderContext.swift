import MirrorJSON
import NavigationCore

/// What rendering a scene collects on the way: presentations, diagnostics, where in the
/// hierarchy of stacks it is, the structural identity of the view being rendered, its
/// environment and the views' own state.
@MainActor final class RenderContext {
  /// Which controls learn the actions they send.
  let actionRecording: ActionRecording
  /// Whether the view being rendered is on a stack screen covered by another screen of its
  /// stack (or inside one), and not in a presentation over it.
  private(set) var isCovered = false
  var presentations: [ScenePresentation] = []
  var diagnostics: [Diagnostic] = []
  /// The navigation stacks around the view being rendered, outermost first.
  var enclosingStacks: [String] = []
  /// What each enclosing stack is (its path's element type and root view), for diagnostics.
  var enclosingStackLabels: [StackLabel] = []
  /// How a ``NavigationLink`` pushes onto each enclosing stack (`nil`: a stack without path).
  var enclosingStackPushes: [StackPush?] = []
  /// For each enclosing stack, the screens `.navigationDestination(item:)` pushes from the
  /// screen of it being rendered, and how many such screens this render has pushed.
  var enclosingStackDestinations: [[SceneScreen]] = []
  var itemDestinationCount = 0
  /// For each tab view being rendered, how many stacks enclose it.
  var tabViewStackDepths: [Int] = []
  private var stackCount = 0
  private var presentationCounts: [ScenePresentation.Kind: Int] = [:]
  /// The lifecycle modifiers met, when this render is the running app's current state;
  /// `nil` otherwise, and the modifiers do nothing.
  let lifecycle: LifecycleCollector?
  /// The structural identity of the view being rendered.
  private(set) var path: [IdentityComponent] = []
  /// The environment of the view being rendered (`.environment`, a presentation's `dismiss`).
  var environment = EnvironmentValues()
  /// The views' own state this render reads and writes.
  let viewState: ViewStateAccess
  /// Where the inputs rendered are kept, when the app's actions do not rebuild from JSON.
  var inputs: ControlInputs?
  /// How the controls of this render write the shares they are bound to, when it is a render
  /// of the running app's current state.
  var sharedWrites: SharedWrites?
  /// What earlier renders of the same kind kept of their screens; `nil`: every screen is
  /// rendered.
  let memo: RenderMemo?
  /// The recordings of the subtrees being rendered, innermost last.
  private var recordings: [RenderRecording] = []

  /// A render; `memo` is used only when it serves renders of this kind.
  init(
    actionRecording: ActionRecording = .everywhere, lifecycle: LifecycleCollector? = nil,
    viewState: ViewStateAccess = ViewStateAccess(), memo: RenderMemo? = nil
  ) {
    self.actionRecording = actionRecording
    self.lifecycle = lifecycle
    self.viewState = viewState
    self.memo = memo.flatMap {
      $0.actionRecording == actionRecording && $0.collectsLifecycle == (lifecycle != nil)
        ? $0 : nil
    }
  }

  /// Whether the controls being rendered learn the actions they send.
  var recordsActions: Bool {
    switch actionRecording {
    case .everywhere: return true
    case .uncoveredScreens: return !isCovered
    case .nowhere: return false
    }
  }

  /// What the page sends for a control whose closure is `body` — its one action, or its ops
  /// (``ViewOp``) — or `nil` without running it when the controls being rendered do not record
  /// actions.
  func action(
    of body: @escaping () -> Void, editing: @autoclosure () -> SharedWrites.Edit? = nil
  ) -> JSONValue? {
    guard recordsActions else { return nil }
    return recordedAction(of: body, editing: editing())
  }

  /// What `body` sends, whether or not the controls being rendered record actions: a
  /// presentation's dismiss, which a covered screen still has.
  ///
  /// When `body` writes a `@Shared` through a binding made from it, the write is kept in
  /// ``sharedWrites`` (renders of the running app's current state have them) and named by the
  /// last op: replayed with the value the page entered for a control that edits one
  /// (`editing`, made only then), by running `body` again otherwise.
  func recordedAction(
    of body: @escaping () -> Void, editing: @autoclosure () -> SharedWrites.Edit? = nil
  ) -> JSONValue? {
    let recording = ActionRecorder.recording(body)
    for key in recording.unencodable {
      report(
        Diagnostic(
          code: "view-state-without-json",
          message: """
            A control sets the view state '\(key)' to a value that has no JSON form: the page \
            cannot send it, and the control does nothing.
            """,
          fix: """
            Make the value's type Codable (or RawRepresentable with a Codable raw value), or \
            keep the value in the feature's State.
            """))
    }
    var ops = recording.ops
    if recording.writesShare, let sharedWrites {
      // Kept anew by every render: the screen is not reused from an earlier one.
      ViewStoreReads.log?.noteForeignRead()
      let edit = editing()
      let write =
        edit?.write ?? { _ in
          _ = ActionRecorder.recording(writingShares: true, body)
          return true
        }
      ops.append(.shared(id: sharedWrites.keep(write), value: edit?.marker))
    }
    return ViewOp.action(for: ops)
  }

  /// Renders with `body` the view at `component` under the current one.
  func rendering<T>(at component: IdentityComponent, _ body: () -> T) -> T {
    path.append(component)
    defer { path.removeLast() }
    return body()
  }

  /// The current structural identity as it reads in a key: `0.1.[3].0`.
  var pathDescription: String {
    path.isEmpty ? "root" : path.map(\.description).joined(separator: ".")
  }

  /// Renders with `body` what lies on a stack screen that another screen of its stack covers
  /// when `covered` is `true`; what `body` renders is covered too when this is.
  func rendering<T>(covered: Bool, _ body: () -> T) -> T {
    let wasCovered = isCovered
    isCovered = wasCovered || covered
    defer { isCovered = wasCovered }
    return body()
  }

  /// Renders with `body` the content of `scope`, a screen or a presentation, whose `dismiss`
  /// sends `dismissAction`: it is presented (`isPresented`), and has an edit mode of its own
  /// unless an `.environment(\.editMode, …)` around it gives one.
  private func rendering<T>(scope: String, dismissAction: JSONValue?, _ body: () -> T) -> T {
    path.append(.scope(scope))
    let outer = environment
    environment.dismiss = DismissAction(sending: dismissAction)
    environment.isPresented = true
    if !environment.hasExplicitEditMode { environment.editMode = defaultEditMode() }
    defer {
      environment = outer
      path.removeLast()
    }
    return body()
  }

  /// The edit mode of the screen being rendered when no `.environment(\.editMode, …)` gives
  /// one: view state of the screen, as SwiftUI keeps one for each navigation container. It
  /// enters the view state only once something reads it (an `EditButton`, an editable list).
  func defaultEditMode() -> Binding<EditMode> {
    let key = "@EditMode \(pathDescription)"
    let access = viewState
    return Binding {
      access.register(key, initialValue: EditMode.inactive)
      return access.read(key, initialValue: EditMode.inactive)
    } set: {
      access.register(key, initialValue: EditMode.inactive)
      access.write(key, $0)
    }
  }

  /// Renders with `body` the pushed screen of the innermost enclosing stack whose element has
  /// the id `generation`: covered when `covered` is `true` (see ``rendering(covered:_:)``), and
  /// the scope of its identity, so that a screen pushed again is a new one; `dismiss` in its
  /// environment sends `popAction`.
  func renderingScreen<T>(
    _ generation: Int, covered: Bool, popAction: JSONValue?, _ body: () -> T
  ) -> T {
    rendering(scope: "\(enclosingStacks.last ?? "")#\(generation)", dismissAction: popAction) {
      rendering(covered: covered, body)
    }
  }

  /// Renders with `body` the content of the presentation `id`: shown over every screen, so
  /// never covered, and the scope of its identity; `dismiss` in its environment sends
  /// `dismissAction`. A sheet or a cover starts a navigation hierarchy of its own, as in
  /// SwiftUI: no stack or tab view encloses its content, so a `NavigationStack` inside it is
  /// the standard pattern, not a nested stack, and a link inside it never pushes onto a stack
  /// under it.
  func renderingPresentation<T>(id: String, dismissAction: JSONValue?, _ body: () -> T) -> T {
    let wasCovered = isCovered
    let outer = (
      enclosingStacks, enclosingStackLabels, enclosingStackPushes, enclosingStackDestinations,
      tabViewStackDepths
    )
    isCovered = false
    enclosingStacks = []
    enclosingStackLabels = []
    enclosingStackPushes = []
    enclosingStackDestinations = []
    tabViewStackDepths = []
    defer {
      isCovered = wasCovered
      (
        enclosingStacks, enclosingStackLabels, enclosingStackPushes, enclosingStackDestinations,
        tabViewStackDepths
      ) = outer
    }
    return rendering(scope: id, dismissAction: dismissAction, body)
  }

  func makeStackID() -> String {
    defer { stackCount += 1 }
    return stackCount == 0 ? "stack" : "stack-\(stackCount)"
  }

  /// `sheet`, then `sheet-1`, …: stable while the same presentations are shown.
  func makePresentationID(_ kind: ScenePresentation.Kind) -> String {
    let count = presentationCounts[kind, default: 0]
    presentationCounts[kind] = count + 1
    return count == 0 ? kind.rawValue : "\(kind.rawValue)-\(count)"
  }

  func report(_ diagnostic: Diagnostic) {
    for recording in recordings { recording.noteDiagnostic(diagnostic) }
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }

  /// How a ``NavigationLink`` pushes onto the innermost stack around it (`nil`: none, or a
  /// stack without a path). The push carries the id the stack hands out next, which the
  /// subtrees being recorded now depend on.
  func innermostStackPush() -> StackPush? {
    let push = enclosingStackPushes.last ?? nil
    for recording in recordings { recording.noteStackPush(nextGeneration: push?.generation) }
    return push
  }

  /// Renders `body` while recording what it does to this render besides its result, so that a
  /// later render can replay it (``replay(_:)``) instead of rendering it again.
  func recordingSubtree<T>(_ body: () -> T) -> (T, RenderRecording) {
    let recording = RenderRecording(lifecycleStart: lifecycle?.entries.count ?? 0)
    let before = (presentations.count, stackCount, presentationCounts, itemDestinationCount)
    recordings.append(recording)
    viewState.recordings.append(recording)
    let result = body()
    recordings.removeLast()
    viewState.recordings.removeLast()
    if before != (presentations.count, stackCount, presentationCounts, itemDestinationCount) {
      recording.markNotReusable()
    }
    if let lifecycle {
      recording.finish(lifecycleEntries: Array(lifecycle.entries[recording.lifecycleStart...]))
    }
    return (result, recording)
  }

  /// Does to this render what the subtree `recording` recorded did when it was rendered.
  func replay(_ recording: RenderRecording) {
    for diagnostic in recording.diagnostics { report(diagnostic) }
    viewState.replay(recording)
    lifecycle?.replay(recording.lifecycleEntries)
    if let read = recording.stackPushRead {
      for outer in recordings { outer.noteStackPush(nextGeneration: read) }
    }
  }
}
