import Dependencies
import Synchronization

/// Where new stack elements get their ids, as TCA's `\.stackElementID` dependency.
///
/// By default (``perStack``), each ``StackState`` counts its own ids, 0, 1, 2, …, and keeps its
/// counter in its JSON, so that a journal replays exactly: a restored stack goes on from where
/// it was. A test that wants TCA's numbering, one counter for every stack of the feature, or
/// wants to know the next id in advance, sets ``incrementing``:
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.stackElementID = .incrementing
/// }
/// ```
///
/// A stack never takes an id below its own counter, whatever the generator gives: no stack
/// ever hands out an id it already holds, nor one it handed out before.
public struct StackElementIDGenerator: Sendable {
  /// The shared counter; `nil` when each stack counts its own ids.
  let counter: Counter?

  /// Each stack counts its own ids: NavMirror's default, live and in tests.
  public static let perStack = Self(counter: nil)

  /// One counter, from 0, for every stack that adds elements under this generator.
  public static var incrementing: Self { Self(counter: Counter()) }

  /// The id ``next()`` will give, without taking it; `nil` with ``perStack``, where each
  /// stack's next id is its own ``StackState/nextGeneration``.
  public func peek() -> StackElementID? {
    counter.map { StackElementID(generation: $0.value.withLock { $0 }) }
  }

  /// Takes the next id; `nil` with ``perStack``.
  @discardableResult
  public func next() -> StackElementID? {
    counter.map { StackElementID(generation: $0.take(atLeast: 0)) }
  }

  /// Takes the next id.
  @discardableResult
  public func callAsFunction() -> StackElementID? { next() }

  /// The generation for a new element of a stack whose own counter is at `floor`: the shared
  /// counter's next one, moved up to `floor` when it is behind; `floor` itself with
  /// ``perStack``.
  func generation(atLeast floor: Int) -> Int {
    counter?.take(atLeast: floor) ?? floor
  }

  /// A counter shared by the copies of one generator.
  final class Counter: Sendable {
    let value = Mutex(0)

    /// The next generation, at least `floor`; the counter then moves past it.
    func take(atLeast floor: Int) -> Int {
      value.withLock { next in
        let taken = Swift.max(next, floor)
        next = taken + 1
        return taken
      }
    }
  }
}

extension StackElementIDGenerator: DependencyKey {
  public static let liveValue = perStack
  public static let testValue = perStack
}

extension DependencyValues {
  /// Where new stack elements get their ids: see ``StackElementIDGenerator``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}
