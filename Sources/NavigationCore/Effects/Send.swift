/// Sends actions from an effect back into the store that runs it.
///
/// Call it like a function: `await send(.responseReceived(value))`. Sending after the effect
/// was cancelled does nothing, as in TCA.
public struct Send<Action>: Sendable {
  let send: @Sendable (Action) -> Void

  /// Creates a sender that forwards every action to `send`.
  public init(send: @escaping @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` unless the current task was cancelled.
  ///
  /// It is `async`, as TCA's main-actor `send` is to an effect, so that effects spell it
  /// `await send(.x)` as they do there; it hands the action to the store's queue and returns
  /// without suspending.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
