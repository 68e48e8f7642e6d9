import MirrorJSON
import NavigationCore
import Synchronization

/// What rendering a scene collects on the way: presentations, diagnostics, and where in the
/// hierarchy of stacks it is.
final class RenderContext {
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

  init(actionRecording: ActionRecording = .everywhere, lifecycle: LifecycleCollector? = nil) {
    self.actionRecording = actionRecording
    self.lifecycle = lifecycle
  }

  /// Whether the controls being rendered learn the actions they send.
  var recordsActions: Bool {
    switch actionRecording {
    case .everywhere: return true
    case .uncoveredScreens: return !isCovered
    case .nowhere: return false
    }
  }

  /// The first root action `body` sends, or `nil` without running it when the controls being
  /// rendered do not record actions.
  func firstAction(of body: () -> Void) -> JSONValue? {
    recordsActions ? ActionRecorder.firstAction(of: body) : nil
  }

  /// Renders with `body` what lies on a stack screen that another screen of its stack covers
  /// when `covered` is `true`; what `body` renders is covered too when this is.
  func rendering<T>(covered: Bool, _ body: () -> T) -> T {
    let wasCovered = isCovered
    isCovered = wasCovered || covered
    defer { isCovered = wasCovered }
    return body()
  }

  /// Renders with `body` the pushed screen of the innermost enclosing stack whose element has
  /// the id `generation`: covered when `covered` is `true` (see ``rendering(covered:_:)``), and
  /// the scope of its lifecycle modifiers, so that a screen pushed again is a new one.
  func renderingScreen<T>(_ generation: Int, covered: Bool, _ body: () -> T) -> T {
    lifecycle?.scopes.append("\(enclosingStacks.last ?? "")#\(generation)")
    defer { lifecycle?.scopes.removeLast() }
    return rendering(covered: covered, body)
  }

  /// Renders with `body` the content of the presentation `id`: shown over every screen, so
  /// never covered, and the scope of its lifecycle modifiers. A sheet or a cover starts a
  /// navigation hierarchy of its own, as in SwiftUI: no stack or tab view encloses its content,
  /// so a `NavigationStack` inside it is the standard pattern, not a nested stack, and a link
  /// inside it never pushes onto a stack under it.
  func renderingPresentation<T>(id: String, _ body: () -> T) -> T {
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
    lifecycle?.scopes.append(id)
    defer {
      isCovered = wasCovered
      (
        enclosingStacks, enclosingStackLabels, enclosingStackPushes, enclosingStackDestinations,
        tabViewStackDepths
      ) = outer
      lifecycle?.scopes.removeLast()
    }
    return body()
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
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }
}

/// Captures the root actions a button's closure sends while a scene is rendered: that is how a
/// button written as `Button("Go") { store.send(.go) }` learns which action it sends.
enum ActionRecorder {
  /// The first action sent while a closure runs.
  final class Recording: Sendable {
    let first = Mutex<JSONValue?>(nil)
  }

  @TaskLocal static var current: Recording?

  /// Runs `body` and returns the first action it sent.
  static func firstAction(of body: () -> Void) -> JSONValue? {
    let recording = Recording()
    $current.withValue(recording, operation: body)
    return recording.first.withLock { $0 }
  }

  static func record(_ action: JSONValue?) {
    guard let action, let recording = current else { return }
    recording.first.withLock { first in
      if first == nil { first = action }
    }
  }
}
