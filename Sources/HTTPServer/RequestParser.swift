import WebSocketProtocol

/// An incremental HTTP/1.1 request parser with hard limits (RFC 9112). Bodies of GET and HEAD
/// are skipped; other methods get their `Content-Length` body (up to 1 MiB) delivered with the
/// request.
struct RequestParser {
  /// The outcome of `next()`.
  enum Result {
    /// More bytes are needed.
    case incomplete
    /// A complete request; `keepAlive` says whether the connection persists after it.
    case request(HTTPRequest, keepAlive: Bool)
    /// The request is malformed or refused; answer with `status` and close.
    case failure(status: Int, message: String)
  }

  static let maxRequestLine = 8 * 1024
  static let maxHeaderBytes = 16 * 1024
  static let maxSkippedBody = 1 << 20

  private var buffer: [UInt8] = []
  private var readIndex = 0
  private var bodyBytesToSkip = 0
  /// A request whose head is parsed and whose body is still arriving.
  private var awaitingBody: (request: HTTPRequest, keepAlive: Bool, length: Int)?

  /// Whether some bytes of an unfinished request are buffered.
  var hasPartialRequest: Bool {
    buffer.count > readIndex || bodyBytesToSkip > 0 || awaitingBody != nil
  }

  mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    if readIndex > 0, readIndex == buffer.count || readIndex >= 1 << 16 {
      buffer.removeSubrange(0..<readIndex)
      readIndex = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// Frees the buffer once every byte was consumed: an idle keep-alive connection holds none.
  mutating func releaseIfDrained() {
    if readIndex > 0, readIndex == buffer.count {
      buffer = []
      readIndex = 0
    }
  }

  /// Hands over the bytes after the last request (the start of a WebSocket stream).
  mutating func takeRemainingBytes() -> ArraySlice<UInt8> {
    defer {
      buffer = []
      readIndex = 0
    }
    return buffer[readIndex...]
  }

  mutating func next() -> Result {
    if let (request, keepAlive, length) = awaitingBody {
      guard buffer.count - readIndex >= length else { return .incomplete }
      var complete = request
      complete.body = Array(buffer[readIndex..<(readIndex + length)])
      readIndex += length
      awaitingBody = nil
      return .request(complete, keepAlive: keepAlive)
    }
    if bodyBytesToSkip > 0 {
      let skipped = min(bodyBytesToSkip, buffer.count - readIndex)
      readIndex += skipped
      bodyBytesToSkip -= skipped
      if bodyBytesToSkip > 0 { return .incomplete }
    }
    // RFC 9112 §2.2: a server SHOULD ignore at least one empty line before the request-line.
    while buffer.count - readIndex >= 2, buffer[readIndex] == 0x0D, buffer[readIndex + 1] == 0x0A {
      readIndex += 2
    }
    guard readIndex < buffer.count else { return .incomplete }
    guard let lineEnd = find([0x0D, 0x0A], from: readIndex, limit: Self.maxRequestLine + 2) else {
      // RFC 9112 §3: a server receiving a request-target longer than it wishes to parse
      // MUST respond with 414.
      if buffer.count - readIndex > Self.maxRequestLine {
        return .failure(status: 414, message: "request line too long")
      }
      return .incomplete
    }
    let headStart = lineEnd + 2
    let headLimit = Self.maxHeaderBytes + 4
    guard let headEnd = find([0x0D, 0x0A, 0x0D, 0x0A], from: lineEnd, limit: headLimit) else {
      // RFC 6585 §5: header fields too large → 431.
      if buffer.count - lineEnd > Self.maxHeaderBytes {
        return .failure(status: 431, message: "request header fields too large")
      }
      return .incomplete
    }
    let requestLine = buffer[readIndex..<lineEnd]
    let headerBlock = headEnd > lineEnd ? buffer[headStart..<(headEnd + 2)] : []
    readIndex = headEnd + 4
    return parseHead(requestLine: requestLine, headerBlock: headerBlock)
  }

  private mutating func parseHead(
    requestLine: ArraySlice<UInt8>, headerBlock: ArraySlice<UInt8>
  ) -> Result {
    let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
    // RFC 9112 §3: request-line = method SP request-target SP HTTP-version
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte),
      parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
    else {
      return .failure(status: 400, message: "malformed request line")
    }
    let method = String(decoding: parts[0], as: UTF8.self)
    let target = String(decoding: parts[1], as: UTF8.self)
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      if version.hasPrefix("HTTP/") && version.count == 8 {
        return .failure(status: 505, message: "HTTP version not supported")
      }
      return .failure(status: 400, message: "malformed HTTP version")
    }

    var headers = HTTPHeaders()
    var lineStart = headerBlock.startIndex
    while lineStart < headerBlock.endIndex {
      guard let end = find([0x0D, 0x0A], from: lineStart, limit: headerBlock.endIndex - lineStart),
        end < headerBlock.endIndex
      else { break }
      let line = buffer[lineStart..<end]
      lineStart = end + 2
      // RFC 9112 §5.2: obsolete line folding is rejected with 400.
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
        line.first != 0x20, line.first != 0x09
      else {
        return .failure(status: 400, message: "malformed header field")
      }
      // RFC 9112 §5.1: no whitespace between the field name and the colon.
      let name = line[line.startIndex..<colon]
      guard name.allSatisfy(Self.isTokenByte) else {
        return .failure(status: 400, message: "malformed header name")
      }
      let value = line[(colon + 1)...]
      guard !value.contains(0) else { return .failure(status: 400, message: "NUL in header") }
      headers.append(
        name: String(decoding: name, as: UTF8.self),
        value: String(decoding: value, as: UTF8.self).trimmingOWS)
    }

    // RFC 9112 §3.2: a client MUST send Host in HTTP/1.1; a server MUST answer 400 without it.
    if version == "HTTP/1.1", headers["host"] == nil {
      return .failure(status: 400, message: "missing Host header")
    }
    if headers["transfer-encoding"] != nil {
      return .failure(status: 501, message: "request bodies are not supported")
    }
    var bodyLength = 0
    if let lengthText = headers["content-length"] {
      guard let length = Int(lengthText), length >= 0 else {
        return .failure(status: 400, message: "invalid Content-Length")
      }
      guard length <= Self.maxSkippedBody else {
        return .failure(status: 413, message: "request body too large")
      }
      bodyLength = length
    }

    guard let (path, query) = Self.decodeTarget(target) else {
      return .failure(status: 400, message: "malformed percent-encoding")
    }
    let connection = headers["connection"]?.headerTokens ?? []
    // RFC 9112 §9.3: HTTP/1.1 persists unless "close"; HTTP/1.0 only with "keep-alive".
    let keepAlive =
      version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    let request = HTTPRequest(
      method: method, target: target, path: path, query: query, headers: headers,
      version: version)
    if method == "GET" || method == "HEAD" || bodyLength == 0 {
      bodyBytesToSkip = bodyLength
      return .request(request, keepAlive: keepAlive)
    }
    awaitingBody = (request, keepAlive, bodyLength)
    return next()
  }

  private func find(_ pattern: [UInt8], from start: Int, limit: Int) -> Int? {
    let end = min(buffer.count, start &+ limit &+ pattern.count)
    guard end - start >= pattern.count else { return nil }
    var index = start
    while index + pattern.count <= end {
      if buffer[index] == pattern[0] {
        var matched = true
        for offset in 1..<pattern.count where buffer[index + offset] != pattern[offset] {
          matched = false
          break
        }
        if matched { return index }
      }
      index += 1
    }
    return nil
  }

  /// RFC 9110 §5.6.2: tchar.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// Splits a target into its decoded path and query items.
  static func decodeTarget(_ target: String) -> (String, [String: String])? {
    let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let rawPath = pieces.first, let path = percentDecode(rawPath, plusAsSpace: false) else {
      return nil
    }
    var query: [String: String] = [:]
    if pieces.count == 2 {
      for item in pieces[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = percentDecode(pair[0], plusAsSpace: true) else { return nil }
        let value = pair.count == 2 ? percentDecode(pair[1], plusAsSpace: true) : ""
        guard let value else { return nil }
        query[name] = value
      }
    }
    return (path, query)
  }

  /// Decodes `%XX` escapes; `nil` for a broken escape or bytes that are not UTF-8.
  static func percentDecode(_ text: Substring, plusAsSpace: Bool) -> String? {
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        else { return nil }
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(plusAsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
        index += 1
      }
    }
    var validator = UTF8Validator()
    guard validator.validate(output), validator.isAtBoundary else { return nil }
    return String(decoding: output, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
