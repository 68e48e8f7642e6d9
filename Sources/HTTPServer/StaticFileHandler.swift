import PosixIO

/// Serves files under one root directory, refusing every path that could leave it.
struct StaticFileHandler: Sendable {
  /// The root, resolved with `realpath`.
  let root: String
  /// The files' contents, shared by the responses that send them.
  let cache: StaticFileCache

  /// Resolves `directory`; `nil` when it does not exist or is not a directory. Keeps up to
  /// `cacheBytes` of file contents.
  init?(directory: String, cacheBytes: Int) {
    guard let resolved = Posix.realPath(directory),
      Posix.status(atPath: resolved)?.isDirectory == true
    else { return nil }
    root = resolved
    cache = StaticFileCache(budget: cacheBytes)
  }

  static let contentTypes: [String: String] = [
    "html": "text/html; charset=utf-8",
    "htm": "text/html; charset=utf-8",
    "js": "text/javascript; charset=utf-8",
    "mjs": "text/javascript; charset=utf-8",
    "css": "text/css; charset=utf-8",
    "svg": "image/svg+xml",
    "json": "application/json",
    "png": "image/png",
    "ico": "image/x-icon",
    "woff2": "font/woff2",
    "txt": "text/plain; charset=utf-8",
    "map": "application/json",
  ]

  /// Answers a GET or HEAD for `request`.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    guard let file = resolve(request), let fd = try? Posix.openForReading(file) else {
      return .text("Not Found\n", status: 404)
    }
    defer { Posix.close(fd) }
    guard let status = try? Posix.status(of: fd), status.isRegularFile else {
      return .text("Not Found\n", status: 404)
    }
    let etag =
      "\"\(String(UInt64(status.size), radix: 16))-\(String(status.modified, radix: 16))\""
    let fileExtension = file.split(separator: ".").last.map { String($0).lowercasedASCII } ?? ""
    let headers = [
      ("Content-Type", Self.contentTypes[fileExtension] ?? "application/octet-stream"),
      ("ETag", etag),
      // Revalidate every time: the page and its modules change together during development.
      ("Cache-Control", "no-cache"),
    ]
    // RFC 9110 §13.1.2: If-None-Match with a matching entity tag (weak comparison) → 304.
    if let condition = request.headers["if-none-match"] {
      let tags = condition.split(separator: ",").map { String($0).trimmingOWS }
      if tags.contains("*") || tags.contains(where: { $0 == etag || $0 == "W/" + etag }) {
        return HTTPResponse(status: 304, headers: headers)
      }
    }
    if request.method == "HEAD" {
      return HTTPResponse(
        status: 200, headers: headers + [("Content-Length", String(status.size))])
    }
    guard let body = cache.contents(of: file, fd: fd, status: status) else {
      return .text("Internal Server Error\n", status: 500)
    }
    return HTTPResponse(status: 200, headers: headers, body: body)
  }

  /// The absolute file path for `request`, or `nil` for anything outside the root.
  func resolve(_ request: HTTPRequest) -> String? {
    // Encoded slashes and backslashes would let a segment check be bypassed: refuse them.
    let raw = String(request.rawPath).lowercasedASCII
    if raw.contains("%2f") || raw.contains("%5c") || raw.contains("%00") { return nil }
    let path = request.path
    if path.utf8.contains(0) || path.utf8.contains(UInt8(ascii: "\\")) { return nil }
    guard path.hasPrefix("/") else { return nil }
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    // Dot segments in any spelling (decoded already: %2e%2e is ..) are refused outright.
    if segments.contains(where: { $0 == ".." || $0 == "." }) { return nil }
    var candidate = root + "/" + segments.joined(separator: "/")
    if path.hasSuffix("/") || segments.isEmpty { candidate += "/index.html" }
    // realpath resolves symlinks: a link whose target is outside the root is refused.
    guard var resolved = Posix.realPath(candidate), isInsideRoot(resolved) else { return nil }
    if Posix.status(atPath: resolved)?.isDirectory == true {
      guard let index = Posix.realPath(resolved + "/index.html"), isInsideRoot(index) else {
        return nil
      }
      resolved = index
    }
    return resolved
  }

  private func isInsideRoot(_ path: String) -> Bool {
    root == "/" ? path.hasPrefix("/") : path == root || path.hasPrefix(root + "/")
  }
}
