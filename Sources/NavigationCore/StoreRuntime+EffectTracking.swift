import Dispatch

extension StoreRuntime {
  /// Sends `action` as ``send(_:origin:)`` does, and returns one task standing for the effects
  /// it started, with those of every action they send, down to the last (as TCA's `StoreTask`
  /// stands for them): the task ends once they all have, and cancelling it cancels them all in
  /// the store, so that they send nothing more. `nil` when the action started no effect.
  ///
  /// This is what a test store's `send` hands back, so that a test can wait for the work one
  /// action started, or stop a long-living effect, without touching the others.
  public func sendReturningEffects(_ action: Action, origin: String? = nil) -> Task<Void, Never>? {
    let tree = onQueue {
      effects.recordLaunches {
        var diagnostics: [Diagnostic] = []
        process(action, origin: origin, diagnostics: &diagnostics)
      }
    }
    // Handed to the task, which touches it only on the store's queue.
    guard let tree = tree.map(Handoff.init) else { return nil }
    let interpreter = WeakReference(effects)
    return Task { await EffectInterpreter.waitUntilEnded(tree.value, of: interpreter) }
  }

  /// Whether an action may still arrive that nobody sent: some effect is running, or a
  /// presence dismissed by `dismiss` is about to send its dismiss action. A test store waits on
  /// it before it concludes that an expected action will never come.
  public var hasWorkInFlight: Bool { onQueue { effects.hasWorkInFlight } }

  /// Whether the caller runs on the store's queue.
  package var isOnQueue: Bool { DispatchQueue.getSpecific(key: queueKey) != nil }
}
