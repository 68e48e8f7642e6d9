/// A response from a route handler.
public struct HTTPResponse: Sendable {
  /// The status code.
  public var status: Int
  /// Header fields. `Content-Length` is added when absent.
  public var headers: [(String, String)]
  /// The body (omitted on the wire for HEAD requests and 304).
  public var body: [UInt8]

  /// Creates a response.
  public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON response with `Content-Type: application/json` and `Cache-Control: no-store`.
  public static func json(_ body: [UInt8], status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      status: status,
      headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")], body: body)
  }

  /// A plain text response.
  public static func text(_ text: String, status: Int) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
      body: Array(text.utf8))
  }

  /// Bodies from this size on are queued as they are, next to the head, rather than copied
  /// after it: a body shared by many responses (a static file, a kept flow map) stays one
  /// array however many are queued.
  static let sharedBodySize = 4_096

  /// The head and, unless `includeBody` is false, the body, as the chunks to queue: one, or
  /// the head and then the body itself when it is large.
  func serializedChunks(includeBody: Bool, closeConnection: Bool) -> [[UInt8]] {
    guard includeBody, body.count >= Self.sharedBodySize else {
      return [serialized(includeBody: includeBody, closeConnection: closeConnection)]
    }
    let head = serialized(includeBody: false, closeConnection: closeConnection)
    let mayHaveBody = status >= 200 && status != 204 && status != 304
    return mayHaveBody ? [head, body] : [head]
  }

  /// Serializes the head and, unless `includeBody` is false, the body.
  func serialized(includeBody: Bool, closeConnection: Bool) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(HTTPResponse.reasonPhrase(status))\r\n"
    var hasLength = false
    for (name, value) in headers {
      if name.lowercasedASCII == "content-length" { hasLength = true }
      head += "\(name): \(value)\r\n"
    }
    // RFC 9110 §8.6: no Content-Length in 1xx and 204; in 304 it would have to describe the
    // representation, so it is left out.
    let mayHaveLength = status >= 200 && status != 204 && status != 304
    if !hasLength, mayHaveLength { head += "Content-Length: \(body.count)\r\n" }
    if closeConnection { head += "Connection: close\r\n" }
    head += "\r\n"
    var bytes = Array(head.utf8)
    if includeBody, mayHaveLength { bytes += body }
    return bytes
  }

  static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 101: return "Switching Protocols"
    case 200: return "OK"
    case 204: return "No Content"
    case 304: return "Not Modified"
    case 400: return "Bad Request"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 408: return "Request Timeout"
    case 413: return "Content Too Large"
    case 414: return "URI Too Long"
    case 421: return "Misdirected Request"
    case 422: return "Unprocessable Content"
    case 426: return "Upgrade Required"
    case 429: return "Too Many Requests"
    case 431: return "Request Header Fields Too Large"
    case 500: return "Internal Server Error"
    case 501: return "Not Implemented"
    case 503: return "Service Unavailable"
    case 505: return "HTTP Version Not Supported"
    case 507: return "Insufficient Storage"
    default: return "Status \(status)"
    }
  }
}
