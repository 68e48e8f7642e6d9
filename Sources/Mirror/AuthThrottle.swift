import Foundation
import Synchronization

/// Counts wrong driver tokens per client address, and refuses an address that guessed too
/// often until its lockout has passed, whichever socket it guesses on.
final class AuthThrottle: Sendable {
  private struct Record {
    var failures = 0
    var lockedUntil: ContinuousClock.Instant?
  }

  private let maxFailures: Int
  private let lockout: Duration
  private let now: @Sendable () -> ContinuousClock.Instant
  /// Addresses remembered at once before those not locked out are forgotten.
  static let maxTracked = 4_096
  private let records = Mutex<[String: Record]>([:])

  /// A throttle allowing `maxFailures` wrong tokens per address, then refusing that address
  /// for `lockout`; `now` tells the time (a fixed clock in tests).
  init(
    maxFailures: Int, lockout: Duration,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.maxFailures = maxFailures
    self.lockout = lockout
    self.now = now
  }

  /// Whether `address` may have a token checked now.
  func allows(_ address: String) -> Bool {
    records.withLock { records in
      guard let until = records[address]?.lockedUntil else { return true }
      if now() < until { return false }
      records[address] = nil
      return true
    }
  }

  /// Notes a wrong token from `address`; past the limit the address is locked out.
  func recordFailure(from address: String) {
    records.withLock { records in
      // Many addresses guessing a little each: forget those not locked out rather than grow.
      if records.count >= Self.maxTracked, records[address] == nil {
        records = records.filter { $0.value.lockedUntil != nil }
      }
      var record = records[address] ?? Record()
      record.failures += 1
      if record.failures >= maxFailures { record.lockedUntil = now().advanced(by: lockout) }
      records[address] = record
    }
  }

  /// Forgets `address`'s failures after it presented the right token.
  func recordSuccess(from address: String) {
    _ = records.withLock { records in records.removeValue(forKey: address) }
  }
}
