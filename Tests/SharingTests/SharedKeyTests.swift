import Dependencies
import Foundation
import IdentifiedCollections
import Testing

@testable import Sharing

extension SharedKey where Self == FileStorageKey<[String]>.Default {
  fileprivate static var names: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/documents/names.json")), default: ["Blob"]]
  }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var launches: Self { Self[.inMemory("launches"), default: 0] }
}

/// A key of the test's own: a value in a dictionary it is given.
private struct DictionaryKey: SharedKey {
  let name: String
  let dictionary: LockIsolated<[String: Int]>
  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let value = dictionary.value[name] {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    dictionary.withValue { $0[name] = value }
    continuation.resume()
  }
}

struct SharedKeyTests {
  @Test func sharesOfOneInMemoryKeyShareOneValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 10
    $first.withLock { $0 += 1 }
    #expect(second == 1)
  }

  @Test func anInMemoryValueOutlivesItsShares() {
    do {
      @Shared(.inMemory("kept")) var kept = 0
      $kept.withLock { $0 = 5 }
    }
    @Shared(.inMemory("kept")) var again = 0
    #expect(again == 5)
  }

  @Test func aKeyWithADefaultNeedsNoValue() {
    @Shared(.names) var names
    #expect(names == ["Blob"])
    $names.withLock { $0.append("Blob Jr") }
    @SharedReader(.names) var read
    #expect(read == ["Blob", "Blob Jr"])
    @Shared(.launches) var launches
    #expect(launches == 0)
  }

  @Test func fileStorageWritesJSONToTheTestsFileSystem() throws {
    @Dependency(\.defaultFileStorage) var files
    @Shared(.names) var names
    $names.withLock { $0 = ["A"] }
    let data = try #require(files.memory?["/documents/names.json"])
    #expect(try JSONDecoder().decode([String].self, from: data) == ["A"])
  }

  @Test func fileStorageLoadsWhatTheFileHolds() throws {
    @Dependency(\.defaultFileStorage) var files
    let url = URL(fileURLWithPath: "/documents/numbers.json")
    try files.save(Data("[1,2,3]".utf8), url)
    @Shared(.fileStorage(url)) var numbers: [Int] = []
    #expect(numbers == [1, 2, 3])
  }

  /// Each test has a storage of its own: what another test (running at the same time) writes
  /// is not here.
  @Test func eachTestHasItsOwnStorage() { writeToFreshStorage("first") }
  @Test func eachTestHasItsOwnStorageToo() { writeToFreshStorage("second") }

  private func writeToFreshStorage(_ name: String) {
    @Shared(.names) var names
    #expect(names == ["Blob"])
    $names.withLock { $0.append(name) }
    @Shared(.inMemory("isolated")) var value = ""
    #expect(value == "")
    $value.withLock { $0 = name }
    @Shared(.appStorage("isolated")) var stored = ""
    #expect(stored == "")
    $stored.withLock { $0 = name }
  }

  @Test func appStorageKeepsValuesInTheTestsDefaults() {
    @Shared(.appStorage("count")) var count = 1
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.integer(forKey: "count") == 1)
    $count.withLock { $0 = 42 }
    #expect(defaults.integer(forKey: "count") == 42)
    @Shared(.appStorage("title")) var title: String?
    #expect(title == nil)
    $title.withLock { $0 = "Hi" }
    #expect(defaults.string(forKey: "title") == "Hi")
    $title.withLock { $0 = nil }
    #expect(defaults.object(forKey: "title") == nil)
  }

  @Test func appStorageReadsARawRepresentableByItsRawValue() {
    enum Theme: String { case light, dark }
    @Shared(.appStorage("theme")) var theme = Theme.light
    $theme.withLock { $0 = .dark }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.string(forKey: "theme") == "dark")
  }

  @Test func aCustomKeyLoadsAndSaves() {
    let dictionary = LockIsolated(["score": 3])
    @Shared(DictionaryKey(name: "score", dictionary: dictionary)) var score = 0
    #expect(score == 3)
    $score.withLock { $0 += 1 }
    #expect(dictionary.value["score"] == 4)
    @Shared(DictionaryKey(name: "missing", dictionary: dictionary)) var missing = 9
    #expect(missing == 9)
  }

  @Test func requireThrowsWhenTheStorageHoldsNothing() async throws {
    let dictionary = LockIsolated(["present": 1])
    let present = try await Shared(require: DictionaryKey(name: "present", dictionary: dictionary))
    #expect(present.wrappedValue == 1)
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: DictionaryKey(name: "absent", dictionary: dictionary))
    }
  }
}
