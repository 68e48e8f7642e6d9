extension Task where Failure == Never {
  /// A task that starts on the calling thread and runs there up to its first suspension, as
  /// `Task.immediate` does; where that is not available (Apple platforms before 26), a task
  /// enqueued on the global executor, as `Task { … }` makes.
  ///
  /// An effect body that never suspends — `await dismiss()`, `send(…)` — then finishes
  /// before this returns: no thread is woken and none waited for.
  @usableFromInline
  static func startingHere(
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task {
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      return Task.immediate(operation: operation)
    }
    return Task(operation: operation)
  }
}
