import Dependencies
import Foundation
import IdentifiedCollections
import Sharing
import Testing

extension SharedKey where Self == FileStorageKey<[Int]>.Default {
  fileprivate static var scores: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/data/scores.json")), default: []]
  }
}

struct SharedStorageTests {
  /// What a runtime does to own a store's storage: every share made with the storage set reads
  /// and writes it, and no other.
  @Test func sharesReadAndWriteTheStorageTheyWereMadeWith() {
    let first = SharedStorage()
    let second = SharedStorage()
    let a = withDependencies {
      $0.sharedStorage = first
    } operation: {
      Shared(.scores)
    }
    let b = withDependencies {
      $0.sharedStorage = second
    } operation: {
      Shared(.scores)
    }
    a.withLock { $0 = [1] }
    #expect(b.wrappedValue == [])
    let again = withDependencies {
      $0.sharedStorage = first
    } operation: {
      Shared(.scores)
    }
    #expect(again.wrappedValue == [1])
  }

  @Test func restoringPutsEveryShareBackToTheSnapshot() {
    let storage = SharedStorage()
    let (scores, count, flag) = withDependencies {
      $0.sharedStorage = storage
    } operation: {
      (
        Shared(.scores), Shared(wrappedValue: 0, .inMemory("count")),
        Shared(wrappedValue: false, .appStorage("flag"))
      )
    }
    scores.withLock { $0 = [1, 2] }
    count.withLock { $0 = 1 }
    flag.withLock { $0 = true }
    let saved = storage.snapshot()
    scores.withLock { $0.append(3) }
    count.withLock { $0 = 2 }
    flag.withLock { $0 = false }
    storage.restore(saved)
    #expect(scores.wrappedValue == [1, 2])
    #expect(count.wrappedValue == 1)
    #expect(flag.wrappedValue == true)
  }

  @Test func aSnapshotRoundTripsThroughJSON() throws {
    let storage = SharedStorage()
    let (scores, count, name) = withDependencies {
      $0.sharedStorage = storage
    } operation: {
      (
        Shared(.scores), Shared(wrappedValue: 0, .inMemory("count")),
        Shared(wrappedValue: "", .appStorage("name"))
      )
    }
    scores.withLock { $0 = [7] }
    count.withLock { $0 = 4 }
    name.withLock { $0 = "Blob" }
    let journaled = try JSONEncoder().encode(storage.snapshot())

    let restarted = SharedStorage()
    restarted.restore(try JSONDecoder().decode(SharedStorage.Snapshot.self, from: journaled))
    let (restoredScores, restoredCount, restoredName) = withDependencies {
      $0.sharedStorage = restarted
    } operation: {
      (
        Shared(.scores), Shared(wrappedValue: 0, .inMemory("count")),
        Shared(wrappedValue: "", .appStorage("name"))
      )
    }
    #expect(restoredScores.wrappedValue == [7])
    #expect(restoredCount.wrappedValue == 4)
    #expect(restoredName.wrappedValue == "Blob")
  }

  @Test func aKeyTheSnapshotLacksReadsItsDefaultAgain() {
    let storage = SharedStorage()
    let empty = storage.snapshot()
    let count = withDependencies {
      $0.sharedStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    count.withLock { $0 = 8 }
    storage.restore(empty)
    #expect(count.wrappedValue == 0)
  }

  @Test func theSnapshotNamesWhatItCannotEncode() {
    struct Opaque: Sendable { let closure: @Sendable () -> Void }
    let storage = SharedStorage()
    let opaque = withDependencies {
      $0.sharedStorage = storage
    } operation: {
      Shared(wrappedValue: Opaque {}, .inMemory("opaque"))
    }
    _ = opaque
    #expect(storage.snapshot().unencodedKeys == ["opaque"])
  }

  @Test func theChangeCountTellsWhetherAnActionSavedAnything() {
    let storage = SharedStorage()
    let count = withDependencies {
      $0.sharedStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    let before = storage.changeCount
    _ = count.wrappedValue
    #expect(storage.changeCount == before)
    count.withLock { $0 += 1 }
    #expect(storage.changeCount == before + 1)
  }

  @Test func entriesNameEachKeyAsSwiftSharingPrintsIt() throws {
    let storage = SharedStorage()
    let scores = withDependencies {
      $0.sharedStorage = storage
    } operation: {
      Shared(.scores)
    }
    scores.withLock { $0 = [5] }
    let entries = storage.snapshot().entries
    let entry = try #require(entries.first { $0.key == #".fileStorage("/data/scores.json")"# })
    let json = try #require(entry.json)
    #expect(try JSONDecoder().decode([Int].self, from: json) == [5])
  }
}
