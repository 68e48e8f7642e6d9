/// The coding key of the `init(from:)` and `encode(to:)` that `@ObservableState` and
/// `@_MirrorCodable` write for a type whose members the macro cannot tell are `Codable` (a
/// model declared outside the feature): a property's name, a case's name, or a payload's label
/// (`_0` without one), as Swift's synthesized `Codable` spells them.
public struct _MirrorCodingKey: CodingKey, ExpressibleByStringLiteral, Sendable {
  public let stringValue: String
  public var intValue: Int? { nil }

  public init(stringValue: String) { self.stringValue = stringValue }
  public init?(intValue: Int) { nil }
  public init(stringLiteral value: String) { self.stringValue = value }
}

extension KeyedEncodingContainer where Key == _MirrorCodingKey {
  /// Encodes `value` as synthesized `Codable` would when its type is `Encodable` (an optional
  /// that is `nil` is left out), and throws, naming the type, when it is not: a state holding
  /// a value that is not `Codable` compiles, and the mirror shows it by reflection instead.
  public mutating func _mirrorEncode<Value>(_ value: Value, forKey key: Key) throws {
    if let optional = Value.self as? any _MirrorOptionalValue.Type, optional._isNone(value) {
      return
    }
    guard let encodable = value as? any Encodable else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: codingPath + [key], debugDescription: "\(Value.self) is not Encodable"))
    }
    try encode(encodable, forKey: key)
  }
}

extension KeyedDecodingContainer where Key == _MirrorCodingKey {
  /// Decodes a `Value` as synthesized `Codable` would when it is `Decodable` (an optional is
  /// `nil` when the key is missing or `null`), and throws, naming the type, when it is not.
  public func _mirrorDecode<Value>(forKey key: Key) throws -> Value {
    if let optional = Value.self as? any _MirrorOptionalValue.Type,
      try !contains(key) || decodeNil(forKey: key)
    {
      return optional._none as! Value
    }
    guard let decodable = Value.self as? any Decodable.Type else {
      throw DecodingError.typeMismatch(
        Value.self,
        DecodingError.Context(
          codingPath: codingPath + [key], debugDescription: "\(Value.self) is not Decodable"))
    }
    guard let value = try decode(decodable, forKey: key) as? Value else {
      throw DecodingError.typeMismatch(
        Value.self,
        DecodingError.Context(
          codingPath: codingPath + [key], debugDescription: "not a \(Value.self)"))
    }
    return value
  }

  /// The name of the one case an enum's encoding holds.
  public func _mirrorCase<Enum>(of type: Enum.Type) throws -> Key {
    guard allKeys.count == 1, let key = allKeys.first else {
      throw DecodingError.typeMismatch(
        Enum.self,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "Invalid number of keys found, expected one."))
    }
    return key
  }

  /// The error for a case `Enum` does not have.
  public func _mirrorUnknownCase<Enum>(_ key: Key, of type: Enum.Type) -> any Error {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [key],
        debugDescription: "\(Enum.self) has no case '\(key.stringValue)'"))
  }
}

/// An optional, whatever it wraps: how the generated coding leaves out a `nil`, as
/// `encodeIfPresent` does.
public protocol _MirrorOptionalValue {
  /// Whether `value`, an optional of this type, is `nil`.
  static func _isNone(_ value: Any) -> Bool
  /// `nil`.
  static var _none: Self { get }
}

extension Optional: _MirrorOptionalValue {
  public static func _isNone(_ value: Any) -> Bool {
    guard let optional = value as? Wrapped? else { return false }
    return optional == nil
  }
  public static var _none: Self { nil }
}
