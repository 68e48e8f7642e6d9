import Synchronization

/// Runs `operation` so that `Task.cancel(id:)` or `Effect.cancel(id:)` with `id` cancels it, as
/// TCA's function of the same name does: the way to debounce part of an effect.
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await clock.sleep(for: .seconds(0.3))
///     await send(.searchResponse(await Result { try await client.search(query) }))
///   }
/// }
/// ```
///
/// The id lives in the navigation context the effect was started in, as every cancel id does.
/// With `cancelInFlight`, what the id reaches is cancelled before `operation` starts. Cancelling
/// the region ends `operation`'s task, not the effect around it; cancelling the effect ends the
/// region too. Outside an effect there is no store to cancel in, and `operation` simply runs.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await CancellationRegion.run(
    id: ScopedEffectID(current: EffectID(id)), cancelInFlight: cancelInFlight,
    operation: operation
  ).get()
}

/// ``withTaskCancellation(id:cancelInFlight:operation:)`` for an operation that does not throw,
/// so that calling it needs no `try`, as TCA's (which rethrows) does not.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async -> T
) async -> T {
  let result = await CancellationRegion.run(
    id: ScopedEffectID(current: EffectID(id)), cancelInFlight: cancelInFlight,
    operation: { await operation() })
  // The operation cannot throw: only its own result comes back.
  guard case .success(let value) = result else { preconditionFailure("\(result)") }
  return value
}

/// Runs a region's operation in a task of the effect's own executor, registered with the store
/// under the region's id for as long as it runs.
private enum CancellationRegion {
  static func run<T: Sendable>(
    id: ScopedEffectID, cancelInFlight: Bool,
    operation: @escaping @Sendable () async throws -> T
  ) async -> Result<T, any Error> {
    guard let context = EffectContext.current else {
      do { return .success(try await operation()) } catch { return .failure(error) }
    }
    let cancellation = RegionCancellation()
    let key = await withCheckedContinuation { (opened: CheckedContinuation<Int?, Never>) in
      context.openRegion(id, cancelInFlight, cancellation) { opened.resume(returning: $0) }
    }
    defer { if let key { context.closeRegion(key) } }
    let outcome = Outcome<T>()
    let task = context.executor.startTask(priority: nil) {
      do { outcome.set(.success(try await operation())) } catch { outcome.set(.failure(error)) }
    }
    cancellation.set(task)
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    return outcome.result ?? .failure(CancellationError())
  }
}

/// What a region's task produced, handed to the task waiting for it.
private final class Outcome<T: Sendable>: Sendable {
  private let value = Mutex<Result<T, any Error>?>(nil)

  var result: Result<T, any Error>? { value.withLock { $0 } }

  func set(_ result: Result<T, any Error>) { value.withLock { $0 = result } }
}
