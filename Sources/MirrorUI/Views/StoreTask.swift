/// What ``Store/send(_:)`` returns: the effects the action started, as TCA's `StoreTask`.
///
/// In a `.task` modifier, a view waits for them, and cancelling the view's task (the view
/// leaving the screen) cancels them:
///
/// ```swift
/// .task { await store.send(.task).finish() }
/// ```
///
/// Sent from a control's closure (a button learning its action), it stands for nothing.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits for the effects to finish; cancelling the waiting task cancels them.
  public func finish() async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled (`true` when there were none).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
