/// Where an ``EffectInterpreter`` does its work: the serial context on which it makes every
/// decision about effects (start, deliver, cancel, go on with the next part), and the tasks
/// in which `.run` bodies, the only real async code of an effect, run.
///
/// The store's executor is ``LiveEffectExecutor`` (its queue, and tasks on the cooperative
/// pool, or, for a test store, on one ``EffectBodyThread``); a flow-map step's is
/// ``DeterministicEffectExecutor`` (one FIFO, run on the thread that drives it). The interpreter is the same, so the two cannot disagree on what an effect
/// means.
@usableFromInline
protocol EffectExecutor: Sendable {
  /// Runs `work` on the serial context after the work already scheduled there.
  func schedule(_ work: @escaping @Sendable () -> Void)

  /// Stops the program when the caller is not on the serial context, where it can tell.
  func assertOnSerialContext()

  /// Starts `body` in a new task: cancelling the task cancels the body. Task-local values
  /// bound around the call are inherited.
  func startTask(
    priority: TaskPriority?, _ body: sending @escaping () async -> Void
  ) -> Task<Void, Never>
}
