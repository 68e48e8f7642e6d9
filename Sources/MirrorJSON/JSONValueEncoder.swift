/// Encodes `Encodable` values to ``JSONValue``.
///
/// Output follows Swift's synthesized `Codable`, with one change that makes actions read like
/// the Swift that sent them: an enum case whose only associated value is unlabeled is written
/// without the `_0` wrapper, so `.tab1(.moveDetailViewButtonTapped)` becomes
/// `{"tab1":{"moveDetailViewButtonTapped":{}}}`. ``JSONValueDecoder`` reads both spellings.
public struct JSONValueEncoder: Sendable {
  /// Creates an encoder.
  public init() {}

  /// Encodes `value`.
  public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    let node = EncodedNode(parent: nil, key: nil)
    try node.encode(value, session: nil)
    return node.resolved()
  }

  /// Encodes `value`, reusing from `memo` the JSON of array elements equal to those the last
  /// encoding with it wrote at the same place, and keeping this encoding's in `memo`.
  public func encode<T: Encodable>(_ value: T, memo: JSONEncodingMemo) throws -> JSONValue {
    let node = EncodedNode(parent: nil, key: nil)
    let session = memo.beginEncoding()
    try node.encode(value, session: session)
    let json = node.resolved()
    memo.commit(session)
    return json
  }
}

/// A value under construction: containers write into nodes, and ``resolved()`` turns the tree of
/// nodes into a ``JSONValue`` once encoding is done.
final class EncodedNode {
  enum Content {
    case empty
    case value(JSONValue)
    /// Members in order, and where each key is among them.
    case object([(String, EncodedNode)], KeyPositions)
    case array([EncodedNode])
  }

  var content = Content.empty
  /// The node this one is a member or an element of.
  private unowned let parent: EncodedNode?
  /// The key this node adds to the coding path: a member's key, an array element's index;
  /// `nil` for the root and `super`, which keep their parent's path.
  private let key: (any CodingKey)?

  init(parent: EncodedNode?, key: (any CodingKey)?) {
    self.parent = parent
    self.key = key
  }

  /// The keys from the root to this node, worked out when asked for: encoding rarely asks, and
  /// building the path at every level would copy it at every level.
  var codingPath: [any CodingKey] { codingKeys(from: self, key: \.key, parent: \.parent) }

  /// Encodes `value` into this node; with a `session`, the arrays inside it use its memo.
  func encode<T: Encodable>(_ value: T, session: MemoSession?) throws {
    // Compare the types before casting: a failed cast of every struct and enum to each of
    // these four types costs more than the encoding itself.
    if T.self == String.self, let value = value as? String {
      content = .value(.string(value))
    } else if T.self == Bool.self, let value = value as? Bool {
      content = .value(.bool(value))
    } else if T.self == Int.self, let value = value as? Int {
      content = .value(.int(value))
    } else if T.self == Double.self, let value = value as? Double {
      content = .value(.double(value))
    } else {
      try value.encode(to: NodeEncoder(node: self, session: session))
    }
  }

  func member(_ key: any CodingKey) -> EncodedNode {
    member(key.stringValue, key: key)
  }

  func member(_ name: String, key: (any CodingKey)?) -> EncodedNode {
    guard case .object(var members, var positions) = content else {
      let node = EncodedNode(parent: self, key: key)
      content = .object([(name, node)], KeyPositions())
      return node
    }
    if let found = positions.position(of: name, in: members, keyOf: \.0) {
      return members[found].1
    }
    // Let go of the content's reference so that the append does not copy the members.
    content = .empty
    let node = EncodedNode(parent: self, key: key)
    members.append((name, node))
    positions.didAppend(name, to: members, keyOf: \.0)
    content = .object(members, positions)
    return node
  }

  /// The number of elements of an array node.
  var elementCount: Int {
    if case .array(let items) = content { return items.count }
    return 0
  }

  /// A new element at the end of this array node; its index is its key in coding paths, as
  /// the decoder's elements have theirs.
  func appendElement() -> EncodedNode {
    let node = EncodedNode(parent: self, key: IndexKey(elementCount))
    guard case .array(var items) = content else {
      content = .array([node])
      return node
    }
    content = .empty
    items.append(node)
    content = .array(items)
    return node
  }

  func resolved() -> JSONValue {
    switch content {
    case .empty: return .object(JSONObject())
    case .value(let value): return value
    case .array(let items): return .array(items.map { $0.resolved() })
    case .object(let members, _):
      if members.count == 1, members[0].0 == "_0" { return members[0].1.resolved() }
      var object = JSONObject()
      for (key, node) in members { object[key] = node.resolved() }
      return .object(object)
    }
  }
}

struct NodeEncoder: Encoder {
  let node: EncodedNode
  /// The memo session of the encoding, while it is remembering arrays: from the root through
  /// keyed and single-value containers.
  let session: MemoSession?
  var codingPath: [any CodingKey] { node.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .empty = node.content { node.content = .object([], KeyPositions()) }
    return KeyedEncodingContainer(KeyedNodeWriter<Key>(node: node, session: session))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .empty = node.content { node.content = .array([]) }
    let memo = session?.array(at: node.codingPath.map(\.stringValue).joined(separator: "/"))
    return UnkeyedNodeWriter(node: node, memo: memo)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeWriter(node: node, session: session)
  }
}

struct KeyedNodeWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodedNode
  let session: MemoSession?
  var codingPath: [any CodingKey] { node.codingPath }

  mutating func encodeNil(forKey key: Key) throws {
    node.member(key).content = .value(.null)
  }

  // Scalars are written here directly: through the generic `encode` they would be cast at
  // run time.
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    node.member(key).content = .value(.bool(value))
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    node.member(key).content = .value(.string(value))
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    node.member(key).content = .value(.double(value))
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    node.member(key).content = .value(.int(value))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try node.member(key).encode(value, session: session)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: node.member(key), session: session).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.member(key), session: session).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.member("super", key: nil), session: session)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.member(key), session: session)
  }
}

struct UnkeyedNodeWriter: UnkeyedEncodingContainer {
  let node: EncodedNode
  /// What the last encoding wrote for this array's elements, when it is remembered.
  let memo: ArrayMemo?
  var codingPath: [any CodingKey] { node.codingPath }
  var count: Int { node.elementCount }

  mutating func encodeNil() throws { node.appendElement().content = .value(.null) }
  mutating func encode(_ value: Bool) throws { node.appendElement().content = .value(.bool(value)) }
  mutating func encode(_ value: String) throws {
    node.appendElement().content = .value(.string(value))
  }
  mutating func encode(_ value: Double) throws {
    node.appendElement().content = .value(.double(value))
  }
  mutating func encode(_ value: Int) throws { node.appendElement().content = .value(.int(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let index = node.elementCount
    let element = node.appendElement()
    guard let memo else { return try element.encode(value, session: nil) }
    try memo.encode(value, at: index, into: element)
  }

  // Elements written through containers of their own are not remembered: the array is not.
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    memo?.isDisabled = true
    return NodeEncoder(node: node.appendElement(), session: nil).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    memo?.isDisabled = true
    return NodeEncoder(node: node.appendElement(), session: nil).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    memo?.isDisabled = true
    return NodeEncoder(node: node.appendElement(), session: nil)
  }
}

struct SingleNodeWriter: SingleValueEncodingContainer {
  let node: EncodedNode
  let session: MemoSession?
  var codingPath: [any CodingKey] { node.codingPath }

  mutating func encodeNil() throws { node.content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try node.encode(value, session: session)
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
