/// Equality of values whose type is known only at run time, for what reuses or links by an
/// equal value (the memos of scenes and JSON, the shares of a state put back): two values are
/// equal when their type is `Equatable` and `==` says so.
public enum ValueEquality {
  /// `==` for values of type `T` when `T` is `Equatable`; `nil` when it is not, and values of
  /// it cannot be compared.
  public static func comparator<T>(for type: T.Type) -> ((T, T) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    // `E` is `T` here: the comparison is cast once, not its operands at every call.
    func compare<E: Equatable>(_: E.Type) -> ((T, T) -> Bool)? {
      let equal: (E, E) -> Bool = { $0 == $1 }
      return equal as? (T, T) -> Bool
    }
    return compare(equatable)
  }

  /// Whether `lhs` and `rhs` are of the same `Equatable` type and equal; `false` for values
  /// that cannot be compared (closures, bindings).
  public static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    func compare<E: Equatable>(_ lhs: E) -> Bool {
      guard let rhs = rhs as? E else { return false }
      return lhs == rhs
    }
    return compare(lhs)
  }
}
