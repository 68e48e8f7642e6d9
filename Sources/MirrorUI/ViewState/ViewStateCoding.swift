import MirrorJSON

/// How a value of a view's own state becomes JSON and back: through `Codable` when it is, else
/// through its raw value (a `Field: String, Hashable` enum of a focus state), optionals of
/// either included. A value that is neither stays in the running app alone (see
/// ``ViewStateAccess``).
enum ViewStateCoding {
  /// `value` as JSON, or `nil` when it has no JSON form.
  static func encode<Value>(_ value: Value) -> JSONValue? {
    if let encodable = value as? any Encodable { return try? JSONValueEncoder().encode(encodable) }
    if isNone(value) { return .null }
    if let raw = value as? any RawRepresentable { return encodeRaw(raw) }
    return nil
  }

  /// The value of `type` that `json` encodes, or `nil` when it does not decode as one.
  static func decode<Value>(_ type: Value.Type, from json: JSONValue) -> Value? {
    if let decodable = type as? any Decodable.Type {
      return try? JSONValueDecoder().decode(decodable, from: json) as? Value
    }
    if let optional = type as? any OptionalValue.Type {
      if json == .null { return optional.noneValue as? Value }
      return decodeSome(optional, from: json) as? Value
    }
    if let raw = type as? any RawRepresentable.Type { return decodeRaw(raw, from: json) as? Value }
    return nil
  }

  private static func isNone<Value>(_ value: Value) -> Bool {
    (value as? any OptionalValue)?.isNone ?? false
  }

  private static func encodeRaw<Raw: RawRepresentable>(_ value: Raw) -> JSONValue? {
    encode(value.rawValue)
  }

  private static func decodeRaw<Raw: RawRepresentable>(_ type: Raw.Type, from json: JSONValue)
    -> Raw?
  {
    decode(Raw.RawValue.self, from: json).flatMap(Raw.init(rawValue:))
  }

  private static func decodeSome<Wrapped: OptionalValue>(_ type: Wrapped.Type, from json: JSONValue)
    -> Wrapped?
  {
    decode(Wrapped.WrappedValue.self, from: json).map(Wrapped.wrapping)
  }
}

/// `Optional`, seen through a protocol so that a value of an unknown type can be asked
/// whether it is `nil`, and one made from its wrapped value.
protocol OptionalValue {
  associatedtype WrappedValue
  static var noneValue: Self { get }
  static func wrapping(_ value: WrappedValue) -> Self
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  typealias WrappedValue = Wrapped

  static var noneValue: Self { nil }

  static func wrapping(_ value: Wrapped) -> Self { .some(value) }

  var isNone: Bool { self == nil }
}
