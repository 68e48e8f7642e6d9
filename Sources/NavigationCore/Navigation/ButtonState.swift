/// A button of an ``AlertState`` or a ``ConfirmationDialogState``: a label, a role and the
/// action it sends, if any.
public struct ButtonState<Action> {
  /// The role of a button, as in SwiftUI.
  public enum Role: String, Codable, Hashable, Sendable {
    /// A button that deletes or otherwise destroys.
    case destructive
    /// A button that cancels.
    case cancel
  }

  /// The label.
  public var label: String
  /// The role, if any.
  public var role: Role?
  /// The action the button sends, wrapped in `.presented`; `nil` for a button that only
  /// dismisses.
  public var action: Action?

  /// Creates a button.
  public init(role: Role? = nil, action: Action? = nil, label: String) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// A button with the label `label`, as TCA writes `ButtonState { TextState("OK") }`.
  public init(role: Role? = nil, action: Action? = nil, label: () -> String) {
    self.init(role: role, action: action, label: label())
  }

  /// A cancel button that only dismisses, unless it has an action.
  public static func cancel(_ label: String, action: Action? = nil) -> Self {
    Self(role: .cancel, action: action, label: label)
  }

  /// A destructive button.
  public static func destructive(_ label: String, action: Action? = nil) -> Self {
    Self(role: .destructive, action: action, label: label)
  }

  /// A button with the default role.
  public static func `default`(_ label: String, action: Action? = nil) -> Self {
    Self(action: action, label: label)
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Codable where Action: Codable {}
