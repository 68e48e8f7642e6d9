/// A button of an ``AlertState`` or a ``ConfirmationDialogState``: a label, a role and what it
/// sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
///
/// In JSON, `{"label": text, "role": "destructive" | null, "action": action | null}`, with
/// `"animation"` added when the action is animated (see ``Animation``).
public struct ButtonState<Action> {
  /// What the button sends.
  public let action: ButtonStateAction<Action>
  /// The label.
  public let label: TextState
  /// The role, if any.
  public let role: ButtonStateRole?

  /// A button sending `action`; by default it only dismisses.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// A button sending `action`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case label, role, action, animation
  }

  /// Decodes `{"label", "role", "action", "animation"}`; a missing `animation` is a plain send.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let action = try container.decodeIfPresent(Action.self, forKey: .action)
    let label = try container.decode(TextState.self, forKey: .label)
    self.init(
      role: try container.decodeIfPresent(ButtonStateRole.self, forKey: .role),
      action: container.contains(.animation)
        ? .send(action, animation: try container.decode(Animation?.self, forKey: .animation))
        : .send(action),
      label: { label })
  }

  /// Encodes `{"label", "role", "action"}`, and `animation` for an animated send.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(role, forKey: .role)
    try container.encode(action.action, forKey: .action)
    if case .animatedSend(_, let animation) = action.type {
      try container.encode(animation, forKey: .animation)
    }
  }
}
