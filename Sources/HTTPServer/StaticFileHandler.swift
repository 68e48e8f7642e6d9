import Glibc

/// Serves files under one root directory, refusing every path that could leave it.
struct StaticFileHandler {
  /// The root, resolved with `realpath`.
  let root: String

  /// Resolves `directory`; `nil` when it does not exist or is not a directory.
  init?(directory: String) {
    guard let resolved = StaticFileHandler.realPath(directory) else { return nil }
    var info = stat()
    guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    root = resolved
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
    guard let file = resolve(request) else { return .text("Not Found\n", status: 404) }
    let fd = open(file, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .text("Not Found\n", status: 404) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .text("Not Found\n", status: 404)
    }
    let modified = UInt64(info.st_mtim.tv_sec) * 1_000_000_000 + UInt64(info.st_mtim.tv_nsec)
    let etag = "\"\(String(UInt64(info.st_size), radix: 16))-\(String(modified, radix: 16))\""
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
        status: 200, headers: headers + [("Content-Length", String(info.st_size))])
    }
    guard let body = Self.readAll(fd, size: Int(info.st_size)) else {
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
    guard var resolved = Self.realPath(candidate), isInsideRoot(resolved) else { return nil }
    var info = stat()
    if stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      guard let index = Self.realPath(resolved + "/index.html"), isInsideRoot(index) else {
        return nil
      }
      resolved = index
    }
    return resolved
  }

  private func isInsideRoot(_ path: String) -> Bool {
    root == "/" ? path.hasPrefix("/") : path == root || path.hasPrefix(root + "/")
  }

  static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  private static func readAll(_ fd: Int32, size: Int) -> [UInt8]? {
    var body = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = body.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, size - filled) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      filled += count
    }
    return filled == size ? body : nil
  }
}
