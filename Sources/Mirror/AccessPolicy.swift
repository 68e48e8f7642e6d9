/// Who may drive a room.
///
/// Without a driver token everyone drives (local use). With one, only clients presenting it
/// (`?token=` or an `auth` message) drive; everyone else watches.
struct AccessPolicy: Sendable {
  /// What a client may do.
  enum Role: String, Sendable {
    case driver, viewer
  }

  let driverToken: String?

  func role(presenting token: String?) -> Role {
    guard let driverToken else { return .driver }
    guard let token else { return .viewer }
    return Self.constantTimeEquals(Array(token.utf8), Array(driverToken.utf8)) ? .driver : .viewer
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
