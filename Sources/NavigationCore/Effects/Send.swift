/// Sends actions from an effect back into the store that runs it.
///
/// Call it like a function: `await send(.responseReceived(value))`. Sending after the effect
/// was cancelled does nothing, as in TCA.
///
/// The action is `sending`: it leaves the effect's task for the store's serial context, as an
/// action handed to TCA's main-actor `send` does, so the effect must not keep using it.
/// Actions need not be `Sendable`.
public struct Send<Action>: Sendable {
  let send: @Sendable (sending Action) -> Void

  /// Creates a sender that forwards every action to `send`.
  public init(send: @escaping @Sendable (sending Action) -> Void) {
    self.send = send
  }

  /// Sends `action` unless the current task was cancelled.
  ///
  /// It is `async`, as TCA's main-actor `send` is to an effect, so that effects spell it
  /// `await send(.x)` as they do there; it hands the action to the store's serial context and
  /// returns without suspending.
  public func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
