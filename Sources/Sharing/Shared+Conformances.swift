import CustomDump

/// Shares compare by value, as swift-sharing's: while a test store asserts, a share compared
/// with itself compares the value its assertion expects with the actual one.
extension Shared: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let changes = SharedChanges.current
    if changes.isAsserting, lhs.reference.isSame(as: rhs.reference) {
      changes.untrack(lhs.reference.id)
      return lhs.wrappedValue == rhs.reference.wrappedValue
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  public var description: String { "Shared<\(Value.self)>(\(reference.description))" }
}

extension Shared: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

/// A diff shows a share's change from the value an assertion expects to the actual one.
extension Shared: _CustomDiffObject {
  public var _customDiffValues: (Any, Any) {
    (reference.snapshot ?? reference.wrappedValue, reference.wrappedValue)
  }

  public var _objectIdentifier: ObjectIdentifier { reference.id }
}

extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension SharedReader: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  public var description: String { "SharedReader<\(Value.self)>(\(reference.description))" }
}

extension SharedReader: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}
