/// The order in which the navigation operators ran for one action — for teaching, e.g.
/// "child runs first" for an element action, "parent runs first" for `popFrom`.
///
/// A store that traces installs a collector around each action; the operators record their
/// steps only when one is installed, so tracing costs nothing otherwise.
public enum ReducerTrace {
  @TaskLocal static var current: Collector?

  final class Collector: @unchecked Sendable {
    var steps: [String] = []
  }

  /// Records a step when someone is listening.
  @usableFromInline
  static func record(_ step: @autoclosure () -> String) {
    current?.steps.append(step())
  }

  /// Runs `operation` and returns what it returned with the steps recorded inside it.
  static func collect<T>(_ operation: () -> T) -> (T, [String]) {
    let collector = Collector()
    let result = $current.withValue(collector, operation: operation)
    return (result, collector.steps)
  }
}
