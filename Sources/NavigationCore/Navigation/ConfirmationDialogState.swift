/// The state of a confirmation dialog (an action sheet), as data: a title, an optional message
/// and buttons that send actions.
///
/// Like ``AlertState``, it is ephemeral: `ifLet(\.$dialog, action: \.dialog)` clears it after
/// any of its buttons' actions.
public struct ConfirmationDialogState<Action>: EphemeralState {
  /// Whether the title is shown, as SwiftUI's `Visibility`.
  public enum TitleVisibility: String, Codable, Hashable, Sendable {
    /// Shown or not, as the platform decides.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// The title.
  public var title: String
  /// Whether the title is shown.
  public var titleVisibility: TitleVisibility
  /// The message under the title.
  public var message: String?
  /// The buttons.
  public var buttons: [ButtonState<Action>]

  /// Creates a dialog.
  public init(
    title: String,
    titleVisibility: TitleVisibility = .automatic,
    message: String? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = buttons
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
