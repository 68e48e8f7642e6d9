/// Who may drive a room.
///
/// Without a driver token everyone drives (local use). With one, only clients presenting it
/// (`?token=`, an `auth` message, or the API's `Authorization: Bearer`) drive; everyone else
/// watches. Every token is checked here, so wrong guesses count against their address however
/// they arrive.
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
    /// A wrong token, now counted against its address.
    case wrongToken
    /// The address guessed too often; its token was not looked at.
    case lockedOut

    /// The role the client gets.
    var role: Role { self == .driver ? .driver : .viewer }
  }

  let driverToken: String?
  /// Wrong tokens per address, and the addresses locked out for them.
  let throttle: AuthThrottle

  /// The role a client at `address` gets for `token`. A token is compared only while its
  /// address is not locked out; a wrong one counts against the address, a right one clears it.
  func check(_ token: String?, from address: String) -> TokenCheck {
    guard let driverToken else { return .driver }
    guard let token else { return .viewer }
    guard throttle.allows(address) else { return .lockedOut }
    guard Self.constantTimeEquals(Array(token.utf8), Array(driverToken.utf8)) else {
      throttle.recordFailure(from: address)
      return .wrongToken
    }
    throttle.recordSuccess(from: address)
    return .driver
  }

  /// Whether `address` guessed too often to have its tokens looked at now.
  func isLockedOut(_ address: String) -> Bool {
    driverToken != nil && !throttle.allows(address)
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
