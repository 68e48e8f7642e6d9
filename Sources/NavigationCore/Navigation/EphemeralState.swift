/// Presented state that disappears by itself after any of its actions: ``AlertState`` and
/// ``ConfirmationDialogState``, as the system hides an alert after a tap.
///
/// `ifLet(\.$x, action: \.x)` clears such state after every `.presented` action, and starts no
/// dismissal effect for it.
public protocol EphemeralState {}
