/// A parsed request: its head, and for methods other than GET and HEAD its body.
public struct HTTPRequest: Sendable {
  /// The method, such as `GET`.
  public var method: String
  /// The raw request-target, such as `/ws?room=main`.
  public var target: String
  /// The percent-decoded path without the query.
  public var path: String
  /// The decoded query items; for a repeated name the last one wins.
  public var query: [String: String]
  /// The header fields.
  public var headers: HTTPHeaders
  /// The HTTP version, `HTTP/1.1` or `HTTP/1.0`.
  public var version: String
  /// The body (`Content-Length` bytes) of a POST or other method with a body; empty for GET.
  public var body: [UInt8] = []
  /// The numeric address of the client that sent it, as the socket's peer; empty when
  /// unknown. Per-address limits count by it.
  public var remoteAddress = ""

  /// Creates a request.
  public init(
    method: String, target: String, path: String, query: [String: String] = [:],
    headers: HTTPHeaders = HTTPHeaders(), version: String = "HTTP/1.1"
  ) {
    self.method = method
    self.target = target
    self.path = path
    self.query = query
    self.headers = headers
    self.version = version
  }

  /// The path part of `target`, still percent-encoded.
  var rawPath: Substring {
    target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  }
}
