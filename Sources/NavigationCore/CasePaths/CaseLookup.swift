import CasePaths

/// An enum whose cases the core reaches with code the `@_CaseLookup` macro generated (which
/// `@Reducer` writes): the case path of each case, and the case of a value.
///
/// Enums without it (written with `@CasePathable` alone) work the same, through
/// swift-case-paths' key path projection, which is slower.
public protocol _CaseLookup: CasePathable, _CaseKeyPathNaming {
  /// The case path `@CasePathable` generated for `keyPath` when it names one of the enum's own
  /// cases; `nil` for a key path through several cases.
  static func _casePath<Value>(for keyPath: CaseKeyPath<Self, Value>) -> AnyCasePath<Self, Value>?

  /// The case of the value and its payload.
  var _caseIdentity: _CaseIdentity { get }
}

/// An enum value's case name and payload (a tuple for a case with several values, `nil` for a
/// case without), as `_CaseLookup` reports it.
public struct _CaseIdentity {
  /// The case's name.
  public let name: String
  /// The case's associated value.
  public let payload: Any?

  /// Describes a case; called by generated code only.
  public init(name: String, payload: Any?) {
    self.name = name
    self.payload = payload
  }
}
