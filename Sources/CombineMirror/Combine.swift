// `import Combine`, as TCA code sometimes writes it without using it (TicTacToe's two-factor
// feature), compiles: the module `CombineMirror`, imported as `Combine` through the compiler's
// module alias (docs/TCA-NAMES.md). Linux has no Combine. What code uses of it most is declared
// here only so that the compiler names what to write instead, at the line that uses it.

/// Not available on Linux.
@available(
  *, unavailable,
  message: "Combine does not exist on Linux: send values from an Effect.run with an AsyncStream"
)
public protocol Publisher {}

/// Not available on Linux.
@available(
  *, unavailable,
  message: "Combine does not exist on Linux: send values from an Effect.run with an AsyncStream"
)
public struct AnyPublisher<Output, Failure: Error> {}

/// Not available on Linux.
@available(
  *, unavailable,
  message: "Combine does not exist on Linux: yield to an AsyncStream's continuation instead"
)
public final class PassthroughSubject<Output, Failure: Error> {}

/// Not available on Linux.
@available(
  *, unavailable,
  message: "Combine does not exist on Linux: keep the value in the feature's state, or @Shared"
)
public final class CurrentValueSubject<Output, Failure: Error> {}

/// Not available on Linux.
@available(
  *, unavailable,
  message: "Combine does not exist on Linux: cancel effects by id (Effect.cancellable(id:))"
)
public final class AnyCancellable: Hashable {
  /// Not available on Linux.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Not available on Linux.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Not available on Linux.
@available(
  *, unavailable,
  message: "Combine does not exist on Linux: keep observable state in a feature's @ObservableState"
)
public protocol ObservableObject {}

/// Not available on Linux.
@available(
  *, unavailable,
  message: "Combine does not exist on Linux: keep observable state in a feature's @ObservableState"
)
@propertyWrapper
public struct Published<Value> {
  /// Not available on Linux.
  public var wrappedValue: Value

  /// Not available on Linux.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
