import Foundation

/// The state of a confirmation dialog (an action sheet), as data: a title, buttons that send
/// actions, and a message.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .send(.copy, animation: .default)) { TextState("Copy") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Like ``AlertState``, it is ephemeral: `ifLet(\.$dialog, action: \.dialog)` clears it after
/// any of its buttons' actions. In JSON, as an alert with `"titleVisibility"` added.
public struct ConfirmationDialogState<Action>: EphemeralState, Identifiable {
  /// Its identity: every dialog made gets a new one, so that a parent that replaces it with
  /// another, even an equal one, presents the new one, which its own buttons then clear, as
  /// in TCA. Not part of equality, hashing or coding.
  public let id = UUID()
  /// The buttons.
  public var buttons: [ButtonState<Action>]
  /// The message under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// A dialog with the title `title`, shown as `titleVisibility` says, the buttons `actions`
  /// and the message `message`.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.buttons = actions()
    self.message = message?()
    self.title = title()
    self.titleVisibility = titleVisibility
  }

  /// A dialog whose title is shown as the platform decides.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }
}

/// Whether a ``ConfirmationDialogState`` shows its title, as SwiftUI's `Visibility`. In JSON,
/// `"automatic"`, `"visible"` or `"hidden"`.
public enum ConfirmationDialogStateTitleVisibility: String, Codable, Hashable, Sendable {
  /// Shown or not, as the platform decides.
  case automatic
  /// Never shown.
  case hidden
  /// Always shown.
  case visible
}

extension ConfirmationDialogState {
  /// What it codes: everything but its identity.
  private enum CodingKeys: String, CodingKey {
    case buttons, message, title, titleVisibility
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when they show the same thing, whatever their identities.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.buttons == rhs.buttons && lhs.message == rhs.message && lhs.title == rhs.title
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes what it shows, not its identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(buttons)
    hasher.combine(message)
    hasher.combine(title)
    hasher.combine(titleVisibility)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
