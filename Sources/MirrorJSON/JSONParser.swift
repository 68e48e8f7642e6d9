/// Why a text is not valid JSON, and where.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
  /// The byte offset where parsing stopped.
  public let offset: Int
  /// What was wrong there.
  public let reason: String

  public var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

/// A strict RFC 8259 parser that runs in time linear in its input and within ``Limits``, so
/// that hostile input can neither exhaust the stack nor make the server work for long.
///
/// A repeated key in an object keeps its last value, at the place of its first occurrence.
public struct JSONParser {
  private let bytes: [UInt8]
  private let limits: Limits
  private var index = 0
  private var depth = 0
  private var valueCount = 0

  /// Parses `bytes` as one JSON value with nothing but whitespace around it.
  public static func parse(_ bytes: [UInt8], limits: Limits = .default) throws -> JSONValue {
    guard bytes.count <= limits.maximumInputBytes else {
      throw JSONParseError(
        offset: limits.maximumInputBytes,
        reason: "input of \(bytes.count) bytes is larger than the limit of "
          + "\(limits.maximumInputBytes) (JSONParser.Limits.maximumInputBytes)")
    }
    var parser = JSONParser(bytes: bytes, limits: limits)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("unexpected trailing data") }
    return value
  }

  /// Parses `text` as one JSON value.
  public static func parse(_ text: String, limits: Limits = .default) throws -> JSONValue {
    try parse(Array(text.utf8), limits: limits)
  }

  private init(bytes: [UInt8], limits: Limits) {
    self.bytes = bytes
    self.limits = limits
  }

  private func error(_ reason: String) -> JSONParseError {
    JSONParseError(offset: index, reason: reason)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input") }
    valueCount += 1
    guard valueCount <= limits.maximumValues else {
      throw error(
        "more than \(limits.maximumValues) values (JSONParser.Limits.maximumValues)")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws -> JSONValue {
    let expected = word.utf8
    guard bytes[index...].starts(with: expected) else { throw error("invalid literal") }
    index += expected.count
    return value
  }

  private mutating func enter() throws {
    depth += 1
    guard depth <= limits.maximumDepth else {
      throw error(
        "nesting deeper than \(limits.maximumDepth) (JSONParser.Limits.maximumDepth)")
    }
  }

  /// Checks that a container may hold `count` members or elements (`noun`), the last one
  /// starting at `offset`.
  private func checkCount(_ count: Int, _ noun: String, at offset: Int) throws {
    guard count <= limits.maximumElementsPerContainer else {
      throw JSONParseError(
        offset: offset,
        reason: "more than \(limits.maximumElementsPerContainer) \(noun) "
          + "(JSONParser.Limits.maximumElementsPerContainer)")
    }
  }

  private mutating func parseObject() throws -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var object = JSONObject()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key")
      }
      let keyStart = index
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':'")
      }
      index += 1
      skipWhitespace()
      if object[key] == nil {
        try checkCount(object.count + 1, "members in an object", at: keyStart)
      }
      object[key] = try parseValue()
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(object)
      } else {
        throw error("expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      try checkCount(elements.count + 1, "elements in an array", at: index)
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']'")
      }
    }
  }

  private mutating func parseString() throws -> String {
    index += 1
    var scalars: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let string = String(validating: scalars, as: UTF8.self) else {
          throw error("string is not valid UTF-8")
        }
        return string
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"): scalars.append(contentsOf: try parseUnicodeEscape())
        default: throw error("invalid escape")
        }
      case 0..<0x20:
        throw error("control character in string")
      default:
        scalars.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseUnicodeEscape() throws -> [UInt8] {
    var code = try parseHex4()
    if (0xD800...0xDBFF).contains(code) {
      guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("lone high surrogate") }
      index += 2
      let low = try parseHex4()
      guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(code) {
      throw error("lone low surrogate")
    }
    guard let scalar = Unicode.Scalar(code) else { throw error("invalid code point") }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func parseNumber() throws -> JSONValue {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid fraction") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid exponent") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text) else { throw error("number out of range") }
    return .double(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
