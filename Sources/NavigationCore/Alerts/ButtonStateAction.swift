/// What a button of an alert or a dialog sends when tapped: an action or none, with or
/// without an animation.
///
/// ```swift
/// ButtonState(action: .send(.copy, animation: .default)) { TextState("Copy") }
/// ```
public struct ButtonStateAction<Action> {
  /// How the action is sent.
  public enum _ActionType {
    /// Sends the action, or only dismisses when it is `nil`.
    case send(Action?)
    /// Sends the action with an animation, or only dismisses when it is `nil`.
    case animatedSend(Action?, animation: Animation?)
  }

  /// How the action is sent.
  public let type: _ActionType

  /// Sends `action` when tapped; `nil` only dismisses.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// Sends `action` with `animation` when tapped; `nil` only dismisses.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action the button sends, if any.
  public var action: Action? {
    switch type {
    case .send(let action), .animatedSend(let action, animation: _): action
    }
  }

  /// The animation the button asks for, if any.
  public var animation: Animation? {
    switch type {
    case .send: nil
    case .animatedSend(_, let animation): animation
    }
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}
