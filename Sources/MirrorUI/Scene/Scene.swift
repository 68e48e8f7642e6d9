import MirrorJSON
import NavigationCore

/// Everything the page needs to draw one state of an app.
public struct Scene: Hashable, Sendable {
  /// The screens.
  public var root: SceneNode { didSet { cachedJSON = nil } }
  /// Presentations over the screens, outermost first.
  public var presentations: [ScenePresentation] { didSet { cachedJSON = nil } }
  /// Warnings about the view itself, such as a nested navigation stack.
  public var diagnostics: [Diagnostic] { didSet { cachedJSON = nil } }
  /// The scene's JSON, once ``keepingJSON(reusing:)`` made it; any change of the scene forgets
  /// it.
  var cachedJSON: JSONValue?

  /// Creates a scene.
  public init(
    root: SceneNode, presentations: [ScenePresentation] = [], diagnostics: [Diagnostic] = []
  ) {
    self.root = root
    self.presentations = presentations
    self.diagnostics = diagnostics
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.root == rhs.root && lhs.presentations == rhs.presentations
      && lhs.diagnostics == rhs.diagnostics
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(root)
    hasher.combine(presentations)
    hasher.combine(diagnostics)
  }
}
