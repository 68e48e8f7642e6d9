/// Decodes `Decodable` values from ``JSONValue``, the inverse of ``JSONValueEncoder``.
///
/// It accepts Swift's `_0` wrapper for an unlabeled associated value and also the value written
/// without it, so `{"tab1":{"moveDetailViewButtonTapped":{}}}` decodes as
/// `.tab1(.moveDetailViewButtonTapped)`.
public struct JSONValueDecoder {
  /// Creates a decoder.
  public init() {}

  /// Decodes a `T` from `value`; throws a `DecodingError` naming the path when it does not fit.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try ValueDecoder(value: value, codingPath: []).decode(type)
  }
}

/// The synthesized key of an enum case's only unlabeled associated value.
private let unlabeledKey = "_0"

struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: self)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedValueReader<Key>(value: value, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw DecodingError.typeMismatch(
        [JSONValue].self,
        .init(codingPath: codingPath, debugDescription: "Expected an array, found \(value.text)."))
    }
    return UnkeyedValueReader(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueReader(value: value, codingPath: codingPath)
  }
}

/// Reads an object's members. A non-object value, or an object without `_0`, also answers for
/// the key `_0` with the whole value: that is how the wrapper-less spelling decodes.
struct KeyedValueReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let value: JSONValue
  let codingPath: [any CodingKey]

  var allKeys: [Key] {
    guard case .object(let object) = value else {
      return Key(stringValue: unlabeledKey).map { [$0] } ?? []
    }
    return object.keys.compactMap { Key(stringValue: $0) }
  }

  func contains(_ key: Key) -> Bool { lookup(key) != nil }

  private func lookup(_ key: Key) -> JSONValue? {
    if case .object(let object) = value, let member = object[key.stringValue] { return member }
    return key.stringValue == unlabeledKey ? value : nil
  }

  private func require(_ key: Key) throws -> JSONValue {
    guard case .object = value else {
      if key.stringValue == unlabeledKey { return value }
      throw DecodingError.typeMismatch(
        JSONObject.self,
        .init(codingPath: codingPath, debugDescription: "Expected an object, found \(value.text)."))
    }
    guard let member = lookup(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "No value for '\(key.stringValue)'."))
    }
    return member
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    (lookup(key) ?? .null) == .null
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try ValueDecoder(value: require(key), codingPath: codingPath + [key]).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try ValueDecoder(value: require(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: require(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: value["super"] ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(value: try require(key), codingPath: codingPath + [key])
  }
}

struct UnkeyedValueReader: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws -> ValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        JSONValue.self, .init(codingPath: codingPath, debugDescription: "Array ended early."))
    }
    defer { currentIndex += 1 }
    return ValueDecoder(
      value: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

struct SingleValueReader: SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }

  private func mismatch<T>(_ type: T.Type) -> DecodingError {
    .typeMismatch(
      type,
      .init(codingPath: codingPath, debugDescription: "Expected \(T.self), found \(value.text)."))
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard let int = value.intValue, let result = T(exactly: int) else { throw mismatch(type) }
    return result
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(type) }
    return bool
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let string) = value else { throw mismatch(type) }
    return string
  }

  func decode(_ type: Double.Type) throws -> Double {
    switch value {
    case .int(let int): return Double(int)
    case .double(let double): return double
    default: throw mismatch(type)
    }
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try ValueDecoder(value: value, codingPath: codingPath).decode(type)
  }
}
