extension JSONValue {
  /// The compact UTF-8 JSON text of this value.
  public var bytes: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(to: &output)
    return output
  }

  /// The compact JSON text of this value.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends the compact JSON text of this value to `output`.
  public func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value): output.append(contentsOf: String(value).utf8)
    case .double(let value): Self.writeNumber(value, to: &output)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      for (index, member) in object.members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        member.value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeNumber(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else {
      output.append(contentsOf: "null".utf8)
      return
    }
    if value.rounded() == value, abs(value) < 1e15 {
      output.append(contentsOf: String(Int(value)).utf8)
    } else {
      output.append(contentsOf: "\(value)".utf8)
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeString(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings (keys, identifiers, titles) need no escape: copy them in one go.
    if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == 92 }) {
      output.append(contentsOf: string.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [92, 34])
      case UInt8(ascii: "\\"): output.append(contentsOf: [92, 92])
      case 0x0A: output.append(contentsOf: [92, UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [92, UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [92, UInt8(ascii: "t")])
      case 0..<0x20:
        output.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48])
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
