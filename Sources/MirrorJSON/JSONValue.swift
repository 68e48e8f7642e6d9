/// A JSON document as a Swift value, with object keys kept in the order they were written.
///
/// Everything NavMirror sends or receives — actions, state, scenes, messages — passes through
/// this type, so that output is deterministic and a patch can compare two documents.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The value under `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// The string, when this is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The integer, when this is a number without a fractional part.
  public var intValue: Int? {
    switch self {
    case .int(let value): return value
    case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
    default: return nil
    }
  }

  /// The object, when this is one.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }
}

/// A JSON object: string keys in insertion order, each at most once.
///
/// Lookups and inserts cost `O(1)` on average however many members there are (keys are hashed
/// once there are more than a few); removing a member costs `O(n)`, as in an array.
public struct JSONObject: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// The members, in order.
  public private(set) var members: [(key: String, value: JSONValue)] = []
  private var positions = KeyPositions()
  /// The length of this object's text, when it was counted for an object kept from one
  /// version to the next (``JSONValue/keepingEncodedCount()``); any change forgets it.
  private var knownCount: EncodedCount?

  /// An empty object.
  public init() {}

  /// An object with `elements` in order; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    for (key, value) in elements { self[key] = value }
  }

  /// The number of members.
  public var count: Int { members.count }

  /// The keys, in order.
  public var keys: [String] { members.map(\.key) }

  /// The value for `key`; setting `nil` removes the member, setting a new key appends it (an
  /// existing key keeps its place).
  public subscript(key: String) -> JSONValue? {
    get { position(of: key).map { members[$0].value } }
    set {
      knownCount = nil
      switch (position(of: key), newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil):
        members.remove(at: index)
        positions.didRemove(from: members, keyOf: \.key)
      case (nil, let value?):
        members.append((key, value))
        positions.didAppend(key, to: members, keyOf: \.key)
      case (nil, nil): break
      }
    }
  }

  /// Changes the value of the member `key` in place, without copying it first; returns `false`
  /// when there is no such member.
  mutating func modifyValue(
    forKey key: String, _ body: (inout JSONValue) throws -> Void
  ) rethrows -> Bool {
    guard let index = position(of: key) else { return false }
    knownCount = nil
    try body(&members[index].value)
    return true
  }

  /// The length of this object's text, when it is known without counting.
  var encodedCountIfKnown: Int? { knownCount?.value }

  /// This object, knowing the length of its text, `count`.
  func knowing(encodedCount count: Int) -> JSONObject {
    var object = self
    object.knownCount = EncodedCount(value: count)
    return object
  }

  private func position(of key: String) -> Int? {
    positions.position(of: key, in: members, keyOf: \.key)
  }

  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  /// Whether this object and `other` are one storage (a copy, or a part of a document kept from
  /// one version to the next): then they are equal, without comparing their members.
  func sharesStorage(with other: JSONObject) -> Bool {
    members.count == other.members.count
      && members.withUnsafeBufferPointer { left in
        other.members.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress }
      }
  }

  /// Equal when they hold the same members in the same order. Two objects that share their
  /// storage (a copy, or a part of a document kept from one version to the next) are equal at
  /// once, without comparing their members, as two arrays that share theirs are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.members.count == rhs.members.count else { return false }
    guard !lhs.sharesStorage(with: rhs) else { return true }
    // Member by member in place: pairing them up (`zip`) copied every member twice.
    return lhs.members.withUnsafeBufferPointer { left in
      rhs.members.withUnsafeBufferPointer { right in
        for index in left.indices
        where left[index].key != right[index].key || left[index].value != right[index].value {
          return false
        }
        return true
      }
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(members.count)
    for member in members {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    var object = JSONObject()
    for (key, value) in elements { object[key] = value }
    self = .object(object)
  }
}

/// The length of an object's text, counted once: a reference, so that copies of the object
/// share it, and immutable, so that any thread may read it.
private final class EncodedCount: Sendable {
  let value: Int

  init(value: Int) {
    self.value = value
  }
}
