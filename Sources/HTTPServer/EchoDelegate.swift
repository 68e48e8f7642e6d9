/// The endpoint behind `ServerConfiguration.echoPath`: every text and binary message goes back
/// as it came, for conformance suites (Autobahn) and the echo benchmark.
final class EchoDelegate: WebSocketDelegate {
  func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest) {}

  func webSocket(_ connection: WebSocketConnection, didReceiveText text: String) {
    connection.send(OutboundMessage(text: text))
  }

  /// Echoes the bytes as they came, without making a `String` of them.
  func webSocket(_ connection: WebSocketConnection, didReceiveUTF8 bytes: [UInt8]) {
    connection.send(OutboundMessage(textBytes: bytes))
  }

  func webSocket(_ connection: WebSocketConnection, didReceiveBinary bytes: [UInt8]) {
    connection.send(OutboundMessage(binary: bytes))
  }

  func webSocketDidDisconnect(_ connection: WebSocketConnection) {}
}
