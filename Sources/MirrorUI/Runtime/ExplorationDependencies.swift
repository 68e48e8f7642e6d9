import Dependencies
import Foundation
import MirrorJSON
import NavigationCore
import Synchronization

/// The dependencies the flow map explorer runs an app with: the app's own (live values and its
/// ``MirrorApp`` hook), with every source of variation replaced, so that a step from a state
/// with an action gives the same result in every run.
///
/// * `uuid`: ids derived from the step's state and action, numbered in the order they are
///   made: the same step always makes the same ids, two steps almost surely different ones (a
///   fresh `.incrementing` per step would give the second item the first one's id).
/// * `date`: always ``referenceDate``.
/// * `continuousClock`, `suspendingClock`: the step's `StepClock`, whose time
///   moves only when every effect waits on it: a `sleep` costs no real time, and a timer ticks
///   as many times as the step's limit on that clock allows, the same in every run.
enum ExplorationDependencies {
  /// The date every explored step sees: 2025-01-01 00:00:00 UTC.
  static let referenceDate = Date(timeIntervalSince1970: 1_735_689_600)

  /// Sets the explorer's values for a step from `state` sending `action`, timed by `clock`.
  static func prepare<State, Action>(
    _ values: inout DependencyValues, state: State, action: Action, clock: StepClock
  ) {
    let ids = StepUUIDs { bytes(of: state) + bytes(of: action) }
    values.uuid = UUIDGenerator { ids.next() }
    values.date = .constant(referenceDate)
    values.continuousClock = clock
    values.suspendingClock = clock
  }

  /// `value`'s JSON bytes: its `Codable` JSON, or its reflection when it has none.
  private static func bytes(of value: Any) -> [UInt8] {
    if let encodable = value as? any Encodable,
      let json = try? JSONValueEncoder().encode(encodable)
    {
      return json.bytes
    }
    return ReflectedJSON.json(of: value).bytes
  }
}

/// The ids of one explored step: the FNV-1a hash of what the step starts from (made when the
/// first id is asked for: most steps make none), then a counter.
///
/// `@unchecked Sendable`: `source`, `seed` and `count` are read and written only under `lock`.
/// (They cannot live inside the `Mutex`: `source` captures the step's state and action, which
/// need not be `Sendable`, and a `Mutex` takes its value as `sending`.)
private final class StepUUIDs: @unchecked Sendable {
  private let lock = Mutex(())
  private var source: (() -> [UInt8])?
  private var seed: UInt64 = 0
  private var count: UInt64 = 0

  init(source: @escaping () -> [UInt8]) {
    self.source = source
  }

  func next() -> UUID {
    lock.withLock { _ in
      if let source {
        seed = Self.hash(source())
        self.source = nil
      }
      count += 1
      return Self.uuid(seed: seed, count: count)
    }
  }

  private static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  private static func uuid(seed: UInt64, count: UInt64) -> UUID {
    let s = withUnsafeBytes(of: seed.bigEndian, Array.init)
    let c = withUnsafeBytes(of: count.bigEndian, Array.init)
    return UUID(
      uuid: (
        s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7],
        c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]
      ))
  }
}
