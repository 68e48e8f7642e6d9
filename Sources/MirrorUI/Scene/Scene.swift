import MirrorJSON
import NavigationCore

/// Everything the page needs to draw one state of an app.
public struct Scene: Hashable, Sendable {
  /// The screens.
  public var root: SceneNode
  /// Presentations over the screens, outermost first.
  public var presentations: [ScenePresentation]
  /// Warnings about the view itself, such as a nested navigation stack.
  public var diagnostics: [Diagnostic]

  /// Creates a scene.
  public init(
    root: SceneNode, presentations: [ScenePresentation] = [], diagnostics: [Diagnostic] = []
  ) {
    self.root = root
    self.presentations = presentations
    self.diagnostics = diagnostics
  }
}
