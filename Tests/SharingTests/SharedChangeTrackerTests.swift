import CustomDump
import Sharing
import Testing

struct SharedChangeTrackerTests {
  struct Stats: Equatable {
    var sent = 0
    var received = 0
  }

  @Test func aTrackedChangeIsSeenOnlyWhileAsserting() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker(reportsUnassertedChanges: false)
    tracker.track { $count.withLock { $0 += 1 } }
    #expect(count == 1)
    tracker.assert {
      #expect(count == 0)
      #expect($count != $count)
      #expect(diff($count, $count) == "- 0\n+ 1")
      $count.withLock { $0 = 1 }
      #expect($count == $count)
    }
    #expect(count == 1)
  }

  @Test func theSnapshotIsTheValueBeforeTheFirstTrackedChange() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker(reportsUnassertedChanges: false)
    tracker.track {
      $count.withLock { $0 += 1 }
      $count.withLock { $0 += 1 }
    }
    tracker.assert {
      $count.withLock { $0 += 2 }
      #expect($count == $count)
    }
  }

  @Test func aPartsChangeIsTrackedOnTheWhole() {
    @Shared(value: Stats()) var stats
    let tracker = SharedChangeTracker(reportsUnassertedChanges: false)
    tracker.track { $stats.sent.withLock { $0 += 1 } }
    tracker.assert {
      #expect($stats != $stats)
      #expect($stats.received == $stats.received)
      $stats.sent.withLock { $0 = 1 }
      #expect($stats == $stats)
    }
  }

  @Test func independentSharesAreTrackedApart() {
    @Shared(value: 0) var first
    @Shared(value: 0) var second
    let tracker = SharedChangeTracker(reportsUnassertedChanges: false)
    tracker.track { $first.withLock { $0 = 5 } }
    tracker.assert {
      #expect($second == $second)
      #expect($first != $first)
    }
  }

  @Test func resetForgetsTheChanges() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker(reportsUnassertedChanges: false)
    tracker.track { $count.withLock { $0 = 3 } }
    #expect(tracker.hasChanges)
    tracker.reset()
    #expect(!tracker.hasChanges)
    tracker.assert { #expect(count == 3) }
  }

  @Test func changesLeftUnassertedAreReported() {
    @Shared(value: 0) var count
    withKnownIssue {
      let tracker = SharedChangeTracker()
      tracker.track { $count.withLock { $0 += 1 } }
    } matching: {
      $0.description.contains("Tracked unasserted changes to 'Shared<Int>(value: 1)': 0 → 1")
    }
  }
}
