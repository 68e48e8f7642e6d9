import Foundation

/// The state of an alert, as data: a title, buttons that send actions, and a message.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Alert state is ephemeral: `ifLet(\.$alert, action: \.alert)` clears it after any of its
/// buttons' actions, as the system hides an alert after a tap.
///
/// In JSON, `{"title": text, "message": text, "buttons": [button]}`, `message` only when there
/// is one (see ``TextState``
/// and ``ButtonState``).
public struct AlertState<Action>: EphemeralState, Identifiable {
  /// Its identity: every alert made gets a new one, so that a parent that replaces it with
  /// another, even an equal one, presents the new one, which its own buttons then clear, as
  /// in TCA. Not part of equality, hashing or coding.
  public let id = UUID()
  /// The buttons; an alert without buttons gets an "OK" button from the system.
  public var buttons: [ButtonState<Action>]
  /// The message under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// An alert with the title `title`, the buttons `actions` and the message `message`.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.buttons = actions()
    self.message = message?()
    self.title = title()
  }
}

extension AlertState {
  /// What it codes: everything but its identity.
  private enum CodingKeys: String, CodingKey {
    case buttons, message, title
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Equal when they show the same thing, whatever their identities.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.buttons == rhs.buttons && lhs.message == rhs.message && lhs.title == rhs.title
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes what it shows, not its identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(buttons)
    hasher.combine(message)
    hasher.combine(title)
  }
}

extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}
