import Dispatch

/// The store's executor: its serial queue, and bodies in tasks on the cooperative pool, so that
/// effects run concurrently with the store and with each other.
struct LiveEffectExecutor: EffectExecutor {
  /// The store's queue.
  let queue: DispatchQueue
  /// Where bodies run instead of the cooperative pool: a test store's ``EffectBodyThread``.
  var bodies: EffectBodyThread? = nil

  func schedule(_ work: @escaping @Sendable () -> Void) {
    queue.async(execute: work)
  }

  func assertOnSerialContext() {
    dispatchPrecondition(condition: .onQueue(queue))
  }

  func startTask(
    priority: TaskPriority?, _ body: sending @escaping () async -> Void
  ) -> Task<Void, Never> {
    guard let bodies else { return Task(priority: priority, operation: body) }
    return Task(executorPreference: bodies, priority: priority, operation: body)
  }
}
