/// Encodes `Encodable` values to ``JSONValue``.
///
/// Output follows Swift's synthesized `Codable`, with one change that makes actions read like
/// the Swift that sent them: an enum case whose only associated value is unlabeled is written
/// without the `_0` wrapper, so `.tab1(.moveDetailViewButtonTapped)` becomes
/// `{"tab1":{"moveDetailViewButtonTapped":{}}}`. ``JSONValueDecoder`` reads both spellings.
public struct JSONValueEncoder {
  /// Creates an encoder.
  public init() {}

  /// Encodes `value`.
  public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    let node = EncodedNode()
    try node.encode(value, codingPath: [])
    return node.resolved()
  }
}

/// A value under construction: containers write into nodes, and ``resolved()`` turns the tree of
/// nodes into a ``JSONValue`` once encoding is done.
final class EncodedNode {
  enum Content {
    case empty
    case value(JSONValue)
    case object([(String, EncodedNode)])
    case array([EncodedNode])
  }

  var content = Content.empty

  func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
    switch value {
    case let value as String: content = .value(.string(value))
    case let value as Bool: content = .value(.bool(value))
    case let value as Int: content = .value(.int(value))
    case let value as Double: content = .value(.double(value))
    default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
    }
  }

  func member(_ key: String) -> EncodedNode {
    var members: [(String, EncodedNode)]
    if case .object(let existing) = content { members = existing } else { members = [] }
    if let found = members.first(where: { $0.0 == key }) { return found.1 }
    let node = EncodedNode()
    members.append((key, node))
    content = .object(members)
    return node
  }

  func appendElement() -> EncodedNode {
    var items: [EncodedNode]
    if case .array(let existing) = content { items = existing } else { items = [] }
    let node = EncodedNode()
    items.append(node)
    content = .array(items)
    return node
  }

  func resolved() -> JSONValue {
    switch content {
    case .empty: return .object(JSONObject())
    case .value(let value): return value
    case .array(let items): return .array(items.map { $0.resolved() })
    case .object(let members):
      if members.count == 1, members[0].0 == "_0" { return members[0].1.resolved() }
      var object = JSONObject()
      for (key, node) in members { object[key] = node.resolved() }
      return .object(object)
    }
  }
}

struct NodeEncoder: Encoder {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .empty = node.content { node.content = .object([]) }
    return KeyedEncodingContainer(KeyedNodeWriter<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .empty = node.content { node.content = .array([]) }
    return UnkeyedNodeWriter(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeWriter(node: node, codingPath: codingPath)
  }
}

struct KeyedNodeWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodedNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.member(key.stringValue).content = .value(.null)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try node.member(key.stringValue).encode(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

struct UnkeyedNodeWriter: UnkeyedEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  var count: Int {
    if case .array(let items) = node.content { return items.count }
    return 0
  }

  mutating func encodeNil() throws { node.appendElement().content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try node.appendElement().encode(value, codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    NodeEncoder(node: node.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.appendElement(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.appendElement(), codingPath: codingPath)
  }
}

struct SingleNodeWriter: SingleValueEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try node.encode(value, codingPath: codingPath)
  }

  mutating func encode(_ value: Bool) throws { node.content = .value(.bool(value)) }
  mutating func encode(_ value: String) throws { node.content = .value(.string(value)) }
  mutating func encode(_ value: Double) throws { node.content = .value(.double(value)) }
  mutating func encode(_ value: Int) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: Int8) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: Int16) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: Int32) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: Int64) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: UInt) throws {
    node.content = .value(value <= UInt64(Int.max) ? .int(Int(value)) : .double(Double(value)))
  }
  mutating func encode(_ value: UInt8) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: UInt16) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: UInt32) throws { node.content = .value(.int(Int(value))) }
  mutating func encode(_ value: UInt64) throws {
    node.content = .value(value <= UInt64(Int.max) ? .int(Int(value)) : .double(Double(value)))
  }
  mutating func encode(_ value: Float) throws { node.content = .value(.double(Double(value))) }
}
