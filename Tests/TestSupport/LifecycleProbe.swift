import Dependencies
import Synchronization

/// What the lifecycle test app's long-living effect reports, outside the store: how many times
/// it started, and how many times it was cancelled (cancelled effects send no action).
public final class LifecycleProbe: Sendable {
  private let counts = Mutex<(started: Int, cancelled: Int)>((0, 0))

  /// A probe with nothing counted.
  public init() {}

  /// How many times the effect started.
  public var started: Int { counts.withLock { $0.started } }
  /// How many times the effect was cancelled.
  public var cancelled: Int { counts.withLock { $0.cancelled } }

  func recordStart() { counts.withLock { $0.started += 1 } }
  func recordCancellation() { counts.withLock { $0.cancelled += 1 } }
}

extension DependencyValues {
  /// The probe the lifecycle test app's effects report to.
  public var lifecycleProbe: LifecycleProbe {
    get { self[LifecycleProbeKey.self] }
    set { self[LifecycleProbeKey.self] = newValue }
  }
}

private enum LifecycleProbeKey: DependencyKey {
  static let liveValue = LifecycleProbe()
}
