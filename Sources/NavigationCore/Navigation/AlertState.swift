/// The state of an alert, as data: a title, an optional message and buttons that send actions.
///
/// ```swift
/// state.alert = AlertState(
///   title: "Delete this item?",
///   message: "This cannot be undone.",
///   buttons: [.destructive("Delete", action: .confirmDeletion), .cancel("Cancel")]
/// )
/// ```
///
/// Alert state is ephemeral: `ifLet(\.$alert, action: \.alert)` clears it after any of its
/// buttons' actions, as the system hides an alert after a tap.
public struct AlertState<Action>: EphemeralState {
  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String?
  /// The buttons; an alert without buttons gets an "OK" button from the system.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Creates an alert the way TCA's builders read:
  /// `AlertState { "Delete?" } actions: { [.destructive("Delete", action: .confirm)] }`.
  public init(
    title: () -> String,
    actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> String)? = nil
  ) {
    self.init(title: title(), message: message?(), buttons: actions())
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}
