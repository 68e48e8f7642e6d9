import Foundation

/// One HTTP/1.1 request over a fresh loopback connection, read to the end of its body.
///
/// The tests use it instead of URLSession, whose Linux implementation fails on some replies.
public enum LoopbackHTTP {
  /// A response: status, header fields (names lowercased) and body.
  public struct Response: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: [UInt8]
  }

  /// A request sent, whose response is read by ``response()``.
  public struct Sent {
    let socket: LoopbackSocket
    let description: String

    /// Reads the response to the end of its body.
    public func response() throws -> Response {
      try LoopbackHTTP.response(on: socket, to: description)
    }
  }

  /// Sends `method path` with `body` and returns the response.
  public static func request(
    port: UInt16, method: String = "GET", path: String, body: [UInt8] = [],
    headers: [String] = []
  ) throws -> Response {
    try send(port: port, method: method, path: path, body: body, headers: headers).response()
  }

  /// Sends `method path` with `body`, without reading the response yet.
  public static func send(
    port: UInt16, method: String = "GET", path: String, body: [UInt8] = [],
    headers: [String] = []
  ) throws -> Sent {
    let socket = try LoopbackSocket(port: port, timeoutSeconds: 60)
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if !body.isEmpty || method == "POST" {
      head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
    }
    head += headers.map { $0 + "\r\n" }.joined() + "\r\n"
    socket.write(Array(head.utf8) + body)
    return Sent(socket: socket, description: "\(method) \(path)")
  }

  private static func response(on socket: LoopbackSocket, to request: String) throws -> Response {
    var received: [UInt8] = []
    var parsed: (status: Int, headers: [String: String], bodyStart: Int)?
    while true {
      let chunk = socket.read()
      received += chunk
      if parsed == nil, let end = received.firstRange(of: [13, 10, 13, 10]) {
        parsed = parseHead(received[..<end.lowerBound], bodyStart: end.upperBound)
      }
      if let parsed, let length = parsed.headers["content-length"].flatMap(Int.init),
        received.count - parsed.bodyStart >= length
      {
        let body = Array(received[parsed.bodyStart..<(parsed.bodyStart + length)])
        return Response(status: parsed.status, headers: parsed.headers, body: body)
      }
      if chunk.isEmpty { break }
    }
    guard let parsed else {
      throw LoopbackSocket.Failure(description: "no HTTP response to \(request)")
    }
    return Response(
      status: parsed.status, headers: parsed.headers, body: Array(received[parsed.bodyStart...]))
  }

  private static func parseHead(_ head: ArraySlice<UInt8>, bodyStart: Int) -> (
    status: Int, headers: [String: String], bodyStart: Int
  ) {
    let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return (status, headers, bodyStart)
  }
}
