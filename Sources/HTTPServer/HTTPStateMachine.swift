/// The HTTP/1.1 side of a connection before any upgrade, as a state machine: received bytes go
/// in, requests (or the refusal of input that is not acceptable HTTP) come out, and it tracks
/// the one answer being computed off the loop. That answer is matched by a server-unique
/// token, so a late answer can never reach another request or connection. It does no I/O.
struct HTTPStateMachine {
  /// What the connection must do with the received input.
  enum Action {
    /// Answer this request; the connection persists after it when `keepAlive`.
    case request(HTTPRequest, keepAlive: Bool)
    /// The input is malformed or over a limit: answer with `response`, then close.
    case refuse(HTTPResponse)
  }

  /// An answer being computed off the loop, and how to send it once it arrives.
  struct PendingAnswer: Equatable {
    /// Server-unique, so a late answer can never reach another connection.
    let token: UInt64
    let head: Bool
    let keepAlive: Bool
  }

  private var parser = RequestParser()
  private(set) var pending: PendingAnswer?

  /// An answer is being computed off the loop.
  var awaitsAnswer: Bool { pending != nil }

  /// Adds received bytes; `nextAction()` interprets them.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    parser.append(bytes)
  }

  /// Frees the parser's buffer once everything in it was interpreted.
  mutating func releaseIfDrained() {
    parser.releaseIfDrained()
  }

  /// The next complete request or refusal; `nil` while more bytes are needed.
  mutating func nextAction() -> Action? {
    switch parser.next() {
    case .incomplete:
      return nil
    case .failure(let status, let message):
      return .refuse(.text(message + "\n", status: status))
    case .request(let request, let keepAlive):
      return .request(request, keepAlive: keepAlive)
    }
  }

  /// The answer to the last request is computed off the loop under `token`.
  mutating func answerOffloaded(token: UInt64, head: Bool, keepAlive: Bool) {
    pending = PendingAnswer(token: token, head: head, keepAlive: keepAlive)
  }

  /// The answer computed under `token` arrived: how to send it, or `nil` when it is not the
  /// one awaited (it is then dropped).
  mutating func offloadedAnswerArrived(token: UInt64) -> PendingAnswer? {
    guard let pending, pending.token == token else { return nil }
    self.pending = nil
    return pending
  }

  /// The connection became a WebSocket: the bytes after the handshake request, which are the
  /// first frames. The parser's buffer is freed.
  mutating func upgraded() -> ArraySlice<UInt8> {
    let early = parser.takeRemainingBytes()
    parser = RequestParser()
    return early
  }
}
