/// The values a feature can read with ``Dependency``: the subset of TCA's `DependencyValues`
/// that navigation needs.
public struct DependencyValues: Sendable {
  /// Creates the values.
  public init() {}

  /// Dismisses the feature it is called from; see ``DismissEffect``.
  public var dismiss: DismissEffect { DismissEffect() }

  /// Whether the feature is presented, read inside one of its effects.
  public var isPresented: Bool { NavigationContext.current.dismissID != nil }
}

/// Reads a value of ``DependencyValues``, spelled as in TCA:
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// ```
///
/// The values are resolved where they are used (inside an effect), not where the reducer is
/// created, so a reducer can hold the property and use it from any of its effects.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  private let keyPath: KeyPath<DependencyValues, Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value.
  public var wrappedValue: Value { DependencyValues()[keyPath: keyPath] }
}
