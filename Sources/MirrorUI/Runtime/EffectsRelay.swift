import Synchronization

/// The task a view's `store.send(…)` returns from a lifecycle closure: it stands for the
/// effects of the action once the store, on its queue, has run it (``resolve(_:)``), so that
/// `await store.send(.task).finish()` waits for them; cancelling it (the view leaving the
/// screen) cancels them, even when the store has not run the action yet.
final class EffectsRelay: Sendable {
  private struct Stage {
    var effects: Task<Void, Never>?
    var isResolved = false
    var isCancelled = false
    var waiters: [CheckedContinuation<Task<Void, Never>?, Never>] = []
  }

  private let stage = Mutex(Stage())

  /// The task to hand to the view.
  var task: Task<Void, Never> {
    Task { [self] in
      let effects = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          let resolved: Task<Void, Never>?? = stage.withLock { stage in
            if stage.isResolved { return .some(stage.effects) }
            stage.waiters.append(continuation)
            return .none
          }
          if case .some(let effects) = resolved { continuation.resume(returning: effects) }
        }
      } onCancel: {
        cancel()
      }
      await withTaskCancellationHandler {
        await effects?.value
      } onCancel: {
        effects?.cancel()
      }
    }
  }

  /// The store ran the action, which started `effects` (`nil`: none).
  func resolve(_ effects: Task<Void, Never>?) {
    let (waiters, cancelled) = stage.withLock { stage in
      stage.effects = effects
      stage.isResolved = true
      defer { stage.waiters = [] }
      return (stage.waiters, stage.isCancelled)
    }
    if cancelled { effects?.cancel() }
    for waiter in waiters { waiter.resume(returning: effects) }
  }

  private func cancel() {
    let effects = stage.withLock { stage in
      stage.isCancelled = true
      return stage.effects
    }
    effects?.cancel()
  }
}

/// A value handed from one thread to another once: the thread that makes it gives it up
/// (`sending`), the one that takes it owns it.
final class Handoff<Value>: Sendable {
  private let slot: Mutex<Value?>

  init(_ value: sending Value) { slot = Mutex(value) }

  /// The value, once; `nil` after.
  func take() -> sending Value? {
    slot.withLock { $0.take() }
  }
}
