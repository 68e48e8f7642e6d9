/// Who may drive a room.
///
/// Without a driver token everyone drives (local use). With one, only clients presenting it
/// (`?token=`, an `auth` message, or the API's `Authorization: Bearer`) drive; everyone else
/// watches. Every token is checked here. A token must be long enough that guessing it is
/// hopeless (``weakness(of:)``); guesses on one connection are slowed (``AuthThrottle``), and
/// no guess, from any address, ever keeps the right token from driving.
struct AccessPolicy: Sendable {
  /// What a client may do.
  enum Role: String, Sendable {
    case driver, viewer
  }

  /// What checking a presented token found.
  enum TokenCheck: Equatable, Sendable {
    /// The right token, or none is needed.
    case driver
    /// No token was presented.
    case viewer
    /// A wrong token; the connection's next one waits longer.
    case wrongToken
    /// The connection presented a wrong token too recently; this one was not looked at.
    case throttled(retryAfter: Duration)

    /// The role the client gets.
    var role: Role { self == .driver ? .driver : .viewer }
  }

  /// The fewest characters a driver token may have, and the fewest different ones.
  static let minimumTokenLength = 16
  static let minimumDistinctCharacters = 8

  let driverToken: String?
  /// The delays between wrong tokens on one connection.
  let throttle: AuthThrottle

  /// Why `token` is too easy to guess to be a driver token, or `nil` when it is not.
  static func weakness(of token: String) -> String? {
    guard token.count < minimumTokenLength || Set(token).count < minimumDistinctCharacters
    else { return nil }
    return """
      The driver token must be at least \(minimumTokenLength) characters, \
      \(minimumDistinctCharacters) of them different, so that it cannot be guessed: make one \
      with `openssl rand -hex 16`.
      """
  }

  /// The role a client gets for `token`, presented on `connection` (`nil` for a request that
  /// is not on a WebSocket). A connection that presented a wrong token waits before its next
  /// one is looked at.
  func check(_ token: String?, on connection: UInt64? = nil) -> TokenCheck {
    guard let driverToken else { return .driver }
    guard let token else { return .viewer }
    if let connection, let wait = throttle.remainingDelay(for: connection) {
      return .throttled(retryAfter: wait)
    }
    guard Self.constantTimeEquals(Array(token.utf8), Array(driverToken.utf8)) else {
      if let connection { throttle.recordFailure(on: connection) }
      return .wrongToken
    }
    if let connection { throttle.recordSuccess(on: connection) }
    return .driver
  }

  /// Compares in time that depends only on the lengths, so that a timing attack learns nothing
  /// about the secret's content. Inputs of different lengths never compare equal, whatever
  /// bytes pad the shorter one.
  static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    var difference: UInt8 = lhs.count == rhs.count ? 0 : 1
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      difference |= left ^ right
    }
    return difference == 0
  }
}
