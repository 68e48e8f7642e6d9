/// Receives the events of the WebSocket connections of one endpoint.
///
/// Callbacks of one connection arrive in order, on the loop thread that owns that connection
/// (it never moves). With several loops, callbacks of different connections can run at the
/// same time on different threads, so shared state in the delegate needs a lock or a queue.
/// They must not block; hand slow work to another queue and reply with
/// `WebSocketConnection.send`.
public protocol WebSocketDelegate: AnyObject, Sendable {
  /// On the connection's loop thread, right after the 101 went out. Must not block.
  func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest)
  /// A complete text message arrived.
  func webSocket(_ connection: WebSocketConnection, didReceiveText text: String)
  /// A complete text message arrived, as its UTF-8 bytes (already validated). The default
  /// implementation makes it a `String` for ``webSocket(_:didReceiveText:)``; a delegate that
  /// only passes the bytes on (an echo) saves that copy.
  func webSocket(_ connection: WebSocketConnection, didReceiveUTF8 bytes: [UInt8])
  /// A complete binary message arrived. The default implementation ignores it.
  func webSocket(_ connection: WebSocketConnection, didReceiveBinary bytes: [UInt8])
  /// Exactly once per connection that connected, whatever the reason (close frame, error,
  /// TCP reset, server stop).
  func webSocketDidDisconnect(_ connection: WebSocketConnection)
}

extension WebSocketDelegate {
  /// Decodes the text and calls ``webSocket(_:didReceiveText:)``.
  public func webSocket(_ connection: WebSocketConnection, didReceiveUTF8 bytes: [UInt8]) {
    webSocket(connection, didReceiveText: String(decoding: bytes, as: UTF8.self))
  }

  /// Ignores binary messages.
  public func webSocket(_ connection: WebSocketConnection, didReceiveBinary bytes: [UInt8]) {}
}
