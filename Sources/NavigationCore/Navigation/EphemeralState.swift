/// Presented state that disappears by itself after any of its actions: ``AlertState`` and
/// ``ConfirmationDialogState``, as the system hides an alert after a tap.
///
/// `ifLet(\.$x, action: \.x)` clears such state after every `.presented` action, and starts no
/// dismissal effect for it.
public protocol EphemeralState {}

/// Whether `state` is ephemeral, or an enum case (a `Destination`) holding ephemeral state.
/// Decided by type, and for an enum by case number: the state is never reflected twice for the
/// same case.
@usableFromInline
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any EphemeralState.Type { return true }
  guard let tag = EnumTag.reader(for: State.self) else { return false }
  return EnumCase.of(state, tag: tag(state))?.isEphemeral ?? false
}
