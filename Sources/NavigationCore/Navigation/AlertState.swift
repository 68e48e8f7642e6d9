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
public struct AlertState<Action>: EphemeralState {
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

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}
