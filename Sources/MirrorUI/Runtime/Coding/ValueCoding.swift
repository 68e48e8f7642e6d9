import MirrorJSON

/// How the mirror turns an app's states or actions into JSON, and back when it can.
///
/// A value whose type is `Codable` is its `Codable` JSON, which rebuilds it. Any other value
/// (or one whose encoding throws: a `Codable` container of a part that is not) is its
/// reflection (``ReflectedJSON``), which shows it but rebuilds nothing: the runtime then keeps
/// the value itself beside that JSON (``StateMemory``, ``ControlActions``).
struct ValueCoding<Value>: Sendable {
  /// A value's JSON, and whether ``decode`` rebuilds the value from it; a memo, when given,
  /// keeps the JSON of array elements for the next value encoded with it.
  let encodeRemembering: @Sendable (Value, JSONEncodingMemo?) -> (json: JSONValue, rebuilds: Bool)
  /// Rebuilds a value from its JSON; `nil` when the type is not `Decodable`.
  let decode: (@Sendable (JSONValue) throws -> Value)?

  /// The coding of any type: `Codable`'s when the type turns out to be `Codable` where it is
  /// used, reflection's otherwise.
  static var any: Self {
    let rebuilds = Value.self is any Decodable.Type
    let encode: @Sendable (Value, JSONEncodingMemo?) -> (json: JSONValue, rebuilds: Bool) = {
      value, memo in
      guard let json = encodedJSON(of: value, memo: memo) else {
        return (ReflectedJSON.json(of: value), false)
      }
      return (json, rebuilds)
    }
    let decode: @Sendable (JSONValue) throws -> Value = { try decoded($0) }
    return ValueCoding(encodeRemembering: encode, decode: rebuilds ? decode : nil)
  }

  /// `value`'s JSON, and whether ``decode`` rebuilds the value from it; with `memo`, the JSON
  /// of array elements equal to those it kept is reused, and this value's are kept.
  func encode(_ value: Value, memo: JSONEncodingMemo? = nil) -> (json: JSONValue, rebuilds: Bool) {
    encodeRemembering(value, memo)
  }

  /// `value`'s `Codable` JSON, `nil` when it is not `Encodable` or its encoding throws.
  private static func encodedJSON(of value: Value, memo: JSONEncodingMemo?) -> JSONValue? {
    guard let encodable = value as? any Encodable else { return nil }
    guard let memo else { return try? JSONValueEncoder().encode(encodable) }
    return try? JSONValueEncoder().encode(encodable, memo: memo)
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
      encodeRemembering: { value, memo in
        let encoder = JSONValueEncoder()
        let encoded =
          if let memo { try? encoder.encode(value, memo: memo) } else { try? encoder.encode(value) }
        guard let json = encoded else {
          return (ReflectedJSON.json(of: value), false)
        }
        return (json, true)
      },
      decode: { try JSONValueDecoder().decode(Value.self, from: $0) })
  }
}
