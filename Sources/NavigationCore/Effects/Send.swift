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
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
