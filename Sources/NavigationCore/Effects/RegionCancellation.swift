import Synchronization

/// How a `withTaskCancellation(id:)` region's task is cancelled: by the store, when something
/// cancels the region's id, possibly before the task exists.
final class RegionCancellation: Sendable {
  private struct Region {
    var isCancelled = false
    var task: Task<Void, Never>?
  }

  private let region = Mutex(Region())

  /// Cancels the region's task, now or as soon as it is set.
  func cancel() {
    let task = region.withLock { region in
      region.isCancelled = true
      return region.task
    }
    task?.cancel()
  }

  /// The region's task, cancelled at once if the region already was.
  func set(_ task: Task<Void, Never>) {
    let isCancelled = region.withLock { region in
      region.task = task
      return region.isCancelled
    }
    if isCancelled { task.cancel() }
  }
}
