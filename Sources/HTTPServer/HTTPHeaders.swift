/// Request header fields in arrival order, looked up case-insensitively.
public struct HTTPHeaders: Sendable, Sequence {
  private var fields: [(name: String, value: String)] = []

  /// Creates headers from `(name, value)` pairs.
  public init(_ fields: [(String, String)] = []) {
    for (name, value) in fields { append(name: name, value: value) }
  }

  /// Appends a field.
  public mutating func append(name: String, value: String) {
    fields.append((name, value))
  }

  /// The value of `name`, case-insensitively; repeated fields are joined with `", "`
  /// (RFC 9110 §5.3).
  public subscript(name: String) -> String? {
    let wanted = name.lowercasedASCII
    let values = fields.filter { $0.name.lowercasedASCII == wanted }.map(\.value)
    return values.isEmpty ? nil : values.joined(separator: ", ")
  }

  /// Iterates the fields in arrival order.
  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }
}

extension String {
  /// ASCII lowercasing, as HTTP field names and tokens are compared.
  var lowercasedASCII: String {
    String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// Lowercased comma-separated tokens (`Connection: keep-alive, Upgrade`).
  var headerTokens: [String] {
    split(separator: ",").map { String($0).trimmingOWS.lowercasedASCII }
  }

  /// The string without leading and trailing spaces and tabs.
  var trimmingOWS: String {
    let bytes = Array(utf8)
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
