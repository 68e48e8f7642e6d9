import MirrorJSON
import NavigationCore

/// What rendering a scene collects on the way: presentations, diagnostics, and where in the
/// hierarchy of stacks it is.
final class RenderContext {
  var presentations: [ScenePresentation] = []
  var diagnostics: [Diagnostic] = []
  /// The navigation stacks around the view being rendered, outermost first.
  var enclosingStacks: [String] = []
  private var stackCount = 0
  private var presentationCounts: [ScenePresentation.Kind: Int] = [:]

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
  final class Recording: @unchecked Sendable {
    var actions: [JSONValue] = []
  }

  @TaskLocal static var current: Recording?

  /// Runs `body` and returns the first action it sent.
  static func firstAction(of body: () -> Void) -> JSONValue? {
    let recording = Recording()
    $current.withValue(recording, operation: body)
    return recording.actions.first
  }

  static func record(_ action: JSONValue?) {
    guard let action else { return }
    current?.actions.append(action)
  }
}
