/// Presented state that disappears by itself after one of its own actions: ``AlertState`` and
/// ``ConfirmationDialogState``, as the system hides an alert after a tap.
///
/// `ifLet(\.$x, action: \.x)` (and `ifLet(\.x, action: \.x)` on a plain optional) clears such
/// state after an action of its own `Action` type, as long as the parent left the same alert
/// presented, and starts no dismissal effect for it.
public protocol EphemeralState {
  /// The actions its buttons send.
  associatedtype Action
}

extension EphemeralState {
  /// Whether `action` is one of this state's own: of its `Action` type, or an enum case
  /// carrying one (`Destination.Action.alert(Alert)` for `Destination.State.alert`).
  static func isOwnAction<Candidate>(_ action: Candidate) -> Bool {
    if Candidate.self == Action.self { return true }
    guard let payload = EnumCase(of: action)?.payload else { return false }
    return type(of: payload) == Action.self
  }
}

/// The ephemeral type of `state`: its own type, or that of the enum case's payload it holds;
/// `nil` when it is not ephemeral.
func ephemeralType<State>(of state: State) -> (any EphemeralState.Type)? {
  if let type = State.self as? any EphemeralState.Type { return type }
  guard let payload = EnumCase(of: state)?.payload else { return nil }
  return type(of: payload) as? any EphemeralState.Type
}
