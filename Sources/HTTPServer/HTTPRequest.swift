/// A parsed request head. GET and HEAD only: the server reads no bodies.
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
