extension JSONValue {
  /// The length in bytes of ``bytes``, counted without building the text: how a size limit is
  /// checked before deciding whether the text is needed at all.
  public var encodedCount: Int {
    switch self {
    case .null: return 4
    case .bool(let value): return value ? 4 : 5
    case .int(let value): return Self.decimalDigits(value)
    case .double: return bytes.count
    case .string(let value): return Self.encodedCount(of: value)
    case .array(let elements):
      var count = 2 + max(0, elements.count - 1)
      for element in elements { count += element.encodedCount }
      return count
    case .object(let object):
      if let known = object.encodedCountIfKnown { return known }
      var count = 2 + max(0, object.members.count - 1)
      for member in object.members {
        count += Self.encodedCount(of: member.key) + 1 + member.value.encodedCount
      }
      return count
    }
  }

  /// This value, which an object keeps with the length of its text: for JSON kept from one
  /// version to the next (a screen that did not change, an element of the state that did not),
  /// so that counting a document that holds it does not count it again. Another value is
  /// returned as it is.
  public func keepingEncodedCount() -> JSONValue {
    guard case .object(let object) = self, object.encodedCountIfKnown == nil else { return self }
    return .object(object.knowing(encodedCount: encodedCount))
  }

  /// Characters of `value` in decimal, with its sign.
  private static func decimalDigits(_ value: Int) -> Int {
    guard value != .min else { return String(value).utf8.count }
    var count = value < 0 ? 2 : 1
    var rest = value.magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The bytes `string` takes as a JSON string, quotes and escapes included.
  static func encodedCount(of string: String) -> Int {
    var count = 2
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09: count += 2
      case 0..<0x20: count += 6
      default: count += 1
      }
    }
    return count
  }
}
