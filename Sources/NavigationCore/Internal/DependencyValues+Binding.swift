import Dependencies

extension DependencyValues {
  /// Runs `body`, the body of a `.run` effect, inside a running effect with the dependencies it
  /// was made with, in a child task that inherits them; cancelling the calling task cancels it.
  ///
  /// The child task is created while the values are bound synchronously: the async
  /// `withValue` would be simpler but crashes optimized builds of Swift 6.3 on Linux (see
  /// `EffectContext`).
  static func run(with dependencies: DependencyValues, _ body: @escaping () async -> Void) async {
    let child = $_current.withValue(dependencies) {
      Task.startingHere { await body() }
    }
    await withTaskCancellationHandler {
      await child.value
    } onCancel: {
      child.cancel()
    }
  }
}
