/// Decodes `Decodable` values from ``JSONValue``, the inverse of ``JSONValueEncoder``.
///
/// It accepts Swift's `_0` wrapper for an unlabeled associated value and also the value written
/// without it, so `{"tab1":{"moveDetailViewButtonTapped":{}}}` decodes as
/// `.tab1(.moveDetailViewButtonTapped)`.
public struct JSONValueDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes a `T` from `value`; throws a `DecodingError` naming the path when it does not fit.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try ValueDecoder(value: value, path: nil).decode(type)
  }
}

/// The synthesized key of an enum case's only unlabeled associated value.
private let unlabeledKey = "_0"

struct ValueDecoder: Decoder {
  let value: JSONValue
  /// Where `value` lies, worked out into ``codingPath`` only when asked (an error, or a type
  /// that reads it): building the path at every level would copy it at every level.
  let path: DecodingPath?
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var codingPath: [any CodingKey] { path?.keys ?? [] }

  init(value: JSONValue, path: DecodingPath?) {
    self.value = value
    self.path = path
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: self)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedValueReader<Key>(value: value, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw DecodingError.typeMismatch(
        [JSONValue].self,
        .init(codingPath: codingPath, debugDescription: "Expected an array, found \(value.text)."))
    }
    return UnkeyedValueReader(elements: elements, path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueReader(value: value, path: path)
  }
}

/// A decoding position: the key or index under which a value lies, and where its parent lies.
final class DecodingPath {
  let key: any CodingKey
  let parent: DecodingPath?

  init(_ key: any CodingKey, in parent: DecodingPath?) {
    self.key = key
    self.parent = parent
  }

  /// The keys from the root to here.
  var keys: [any CodingKey] { codingKeys(from: self, key: \.key, parent: \.parent) }
}

/// Reads JSON scalars as Swift's own types, shared by the three containers.
enum ScalarReader {
  static func mismatch<T>(_ type: T.Type, _ value: JSONValue, at path: [any CodingKey])
    -> DecodingError
  {
    .typeMismatch(
      type, .init(codingPath: path, debugDescription: "Expected \(T.self), found \(value.text)."))
  }

  static func bool(_ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws
    -> Bool
  {
    guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, at: path()) }
    return bool
  }

  static func string(_ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws
    -> String
  {
    guard case .string(let string) = value else {
      throw mismatch(String.self, value, at: path())
    }
    return string
  }

  static func double(_ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws
    -> Double
  {
    switch value {
    case .int(let int): return Double(int)
    case .double(let double): return double
    default: throw mismatch(Double.self, value, at: path())
    }
  }

  static func integer<T: FixedWidthInteger>(
    _ type: T.Type, _ value: JSONValue, at path: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    guard let int = value.intValue, let result = T(exactly: int) else {
      throw mismatch(type, value, at: path())
    }
    return result
  }
}

/// Reads an object's members. A non-object value, or an object without `_0`, also answers for
/// the key `_0` with the whole value: that is how the wrapper-less spelling decodes.
///
/// Strings, numbers and booleans are read here directly: through the generic `decode` they
/// would each build a decoder and a boxed single-value container.
struct KeyedValueReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let value: JSONValue
  let path: DecodingPath?
  var codingPath: [any CodingKey] { path?.keys ?? [] }

  var allKeys: [Key] {
    guard case .object(let object) = value else {
      return Key(stringValue: unlabeledKey).map { [$0] } ?? []
    }
    return object.keys.compactMap { Key(stringValue: $0) }
  }

  func contains(_ key: Key) -> Bool { lookup(key) != nil }

  private func lookup(_ key: Key) -> JSONValue? {
    if case .object(let object) = value, let member = object[key.stringValue] { return member }
    // Not `… ? value : nil`: `JSONValue` is `ExpressibleByNilLiteral`, so that `nil` would be
    // `.null`, and every missing key would look present (`{"presented": …}` would "contain"
    // `dismiss`).
    guard key.stringValue == unlabeledKey else { return nil }
    return value
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

  private func decoder(_ key: Key) throws -> ValueDecoder {
    ValueDecoder(value: try require(key), path: DecodingPath(key, in: path))
  }

  private func pathTo(_ key: Key) -> [any CodingKey] { codingPath + [key] }

  func decodeNil(forKey key: Key) throws -> Bool {
    (lookup(key) ?? .null) == .null
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try ScalarReader.bool(require(key), at: pathTo(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try ScalarReader.string(require(key), at: pathTo(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try ScalarReader.double(require(key), at: pathTo(key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try ScalarReader.integer(type, require(key), at: pathTo(key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: value["super"] ?? .null, path: path)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try decoder(key)
  }
}

struct UnkeyedValueReader: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let path: DecodingPath?
  var codingPath: [any CodingKey] { path?.keys ?? [] }
  var currentIndex = 0
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  init(elements: [JSONValue], path: DecodingPath?) {
    self.elements = elements
    self.path = path
  }

  /// The next element, consumed.
  private mutating func nextValue() throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        JSONValue.self, .init(codingPath: codingPath, debugDescription: "Array ended early."))
    }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  private mutating func next() throws -> ValueDecoder {
    let index = currentIndex
    return ValueDecoder(value: try nextValue(), path: DecodingPath(IndexKey(index), in: path))
  }

  /// The path of the element just consumed, for an error.
  private func pathToLast() -> [any CodingKey] { codingPath + [IndexKey(currentIndex - 1)] }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try ScalarReader.bool(nextValue(), at: pathToLast())
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try ScalarReader.string(nextValue(), at: pathToLast())
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try ScalarReader.double(nextValue(), at: pathToLast())
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    try ScalarReader.integer(type, nextValue(), at: pathToLast())
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
  let path: DecodingPath?
  var codingPath: [any CodingKey] { path?.keys ?? [] }

  func decodeNil() -> Bool { value == .null }

  func decode(_ type: Bool.Type) throws -> Bool { try ScalarReader.bool(value, at: codingPath) }
  func decode(_ type: String.Type) throws -> String {
    try ScalarReader.string(value, at: codingPath)
  }
  func decode(_ type: Double.Type) throws -> Double {
    try ScalarReader.double(value, at: codingPath)
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

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try ScalarReader.integer(type, value, at: codingPath)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try ValueDecoder(value: value, path: path).decode(type)
  }
}
