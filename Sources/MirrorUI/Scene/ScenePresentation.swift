import MirrorJSON

/// Something presented over the screens: a sheet, a full-screen cover, an alert or a
/// confirmation dialog.
public struct ScenePresentation: Hashable, Sendable {
  /// The kind of presentation.
  public enum Kind: String, Hashable, Sendable {
    case sheet, fullScreenCover, alert, confirmationDialog
  }

  /// A button of an alert or a confirmation dialog.
  public struct Button: Hashable, Sendable {
    /// The label.
    public var label: String
    /// Destructive or cancel, as in SwiftUI.
    public var role: ButtonRole?
    /// The action it sends; `nil` when it only dismisses.
    public var action: JSONValue?
  }

  /// The kind.
  public var kind: Kind
  /// An id stable while the same thing stays presented.
  public var id: String
  /// The title (the navigation title of a sheet's content).
  public var title: String
  /// The message of an alert or dialog.
  public var message: String?
  /// The content of a sheet or cover.
  public var content: SceneNode?
  /// The navigation bar items of a sheet's or cover's content.
  public var bar = SceneBar()
  /// The buttons of an alert or dialog.
  public var buttons: [Button]
  /// What the system sends when the user dismisses it.
  public var dismissAction: JSONValue?
}
