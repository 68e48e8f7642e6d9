import Dependencies
import Foundation
import Synchronization

/// Records what a room's app draws from its `uuid` and `date` dependencies, whichever thread
/// draws it (a reducer on the room's queue, an effect elsewhere), until the room takes it with
/// the change it goes with.
final class DrawRecorder: Sendable {
  private let drawn = Mutex(DrawnValues())

  /// `generator`, recording each id it hands out.
  func recording(_ generator: UUIDGenerator) -> UUIDGenerator {
    UUIDGenerator { [self] in
      let uuid = generator()
      drawn.withLock { $0.uuids.append(uuid) }
      return uuid
    }
  }

  /// `generator`, recording each date it hands out.
  func recording(_ generator: DateGenerator) -> DateGenerator {
    DateGenerator { [self] in
      let date = generator.now
      drawn.withLock { $0.dates.append(date) }
      return date
    }
  }

  /// What was drawn since the last call, or `nil` when nothing was.
  func take() -> DrawnValues? {
    drawn.withLock { drawn in
      guard !drawn.isEmpty else { return nil }
      defer { drawn = DrawnValues() }
      return drawn
    }
  }
}
