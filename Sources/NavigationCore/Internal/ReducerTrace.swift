import Synchronization

/// The order in which the navigation operators ran for one action — for teaching, e.g.
/// "child runs first" for an element action, "parent runs first" for `popFrom`.
///
/// A store that traces binds a collector to its thread around each action; the operators record
/// their steps only when one is bound. While no store anywhere traces, recording a step is one
/// atomic load: not even the thread's collector is looked up.
public enum ReducerTrace {
  /// The collector of the store tracing the reducer that runs on this thread.
  static let current = ThreadLocal<Collector>()

  /// How many collections are running, in every store.
  @usableFromInline static let collecting = Atomic<Int>(0)

  /// Bound to one thread for one action: never shared.
  final class Collector {
    var steps: [String] = []
  }

  /// Records a step when someone is listening.
  @inlinable
  static func record(_ step: @autoclosure () -> String) {
    guard collecting.load(ordering: .relaxed) > 0 else { return }
    append(step())
  }

  @usableFromInline
  static func append(_ step: String) {
    current.value?.steps.append(step)
  }

  /// Runs `operation` and returns what it returned with the steps recorded inside it.
  @usableFromInline
  static func collect<T>(_ operation: () -> T) -> (T, [String]) {
    let collector = Collector()
    collecting.add(1, ordering: .relaxed)
    defer { collecting.subtract(1, ordering: .relaxed) }
    let result = current.withValue(collector, operation)
    return (result, collector.steps)
  }
}
