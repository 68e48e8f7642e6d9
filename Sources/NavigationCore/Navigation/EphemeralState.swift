/// Presented state that disappears by itself after any of its actions: ``AlertState`` and
/// ``ConfirmationDialogState``, as the system hides an alert after a tap.
///
/// `ifLet(\.$x, action: \.x)` clears such state after every `.presented` action, and starts no
/// dismissal effect for it.
public protocol EphemeralState {}

/// Whether `state` is ephemeral, or an enum case (a `Destination`) holding ephemeral state.
@usableFromInline
func isEphemeral(_ state: Any) -> Bool {
  if state is any EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let child = mirror.children.first else { return false }
  return child.value is any EphemeralState
}
