import MirrorJSON

/// How the mirror turns an app's states or actions into JSON, and back when it can.
///
/// A value whose type is `Codable` is its `Codable` JSON, which rebuilds it. Any other value
/// (or one whose encoding throws: a `Codable` container of a part that is not) is its
/// reflection (``ReflectedJSON``), which shows it but rebuilds nothing: the runtime then keeps
/// the value itself beside that JSON (``StateMemory``, ``ControlActions``).
struct ValueCoding<Value>: Sendable {
  /// A value's JSON, and whether ``decode`` rebuilds the value from it.
  let encode: @Sendable (Value) -> (json: JSONValue, rebuilds: Bool)
  /// Rebuilds a value from its JSON; `nil` when the type is not `Decodable`.
  let decode: (@Sendable (JSONValue) throws -> Value)?

  /// The coding of any type: `Codable`'s when the type turns out to be `Codable` where it is
  /// used, reflection's otherwise.
  static var any: Self {
    let rebuilds = Value.self is any Decodable.Type
    let encode: @Sendable (Value) -> (json: JSONValue, rebuilds: Bool) = { value in
      guard let json = encodedJSON(of: value) else {
        return (ReflectedJSON.json(of: value), false)
      }
      return (json, rebuilds)
    }
    let decode: @Sendable (JSONValue) throws -> Value = { try decoded($0) }
    return ValueCoding(encode: encode, decode: rebuilds ? decode : nil)
  }

  /// `value`'s `Codable` JSON, `nil` when it is not `Encodable` or its encoding throws.
  private static func encodedJSON(of value: Value) -> JSONValue? {
    guard let encodable = value as? any Encodable else { return nil }
    return try? JSONValueEncoder().encode(encodable)
  }

  /// `json` decoded as `Value`, which is `Decodable`.
  private static func decoded(_ json: JSONValue) throws -> Value {
    guard let type = Value.self as? any Decodable.Type else {
      throw AppRuntimeError.badState("\(Value.self) is not Decodable")
    }
    let decoded: any Decodable = try JSONValueDecoder().decode(type, from: json)
    guard let value = decoded as? Value else {
      throw AppRuntimeError.badState("not a \(Value.self)")
    }
    return value
  }
}

extension ValueCoding where Value: Codable {
  /// The coding of a type that is `Codable`, as far as its values encode.
  static var codable: Self {
    ValueCoding(
      encode: { value in
        guard let json = try? JSONValueEncoder().encode(value) else {
          return (ReflectedJSON.json(of: value), false)
        }
        return (json, true)
      },
      decode: { try JSONValueDecoder().decode(Value.self, from: $0) })
  }
}
