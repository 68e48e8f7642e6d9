import Foundation
import MirrorJSON
import MirrorUI
import NavigationCore
import Sharing
import TestSupport
import XCTest

/// A tally kept in `@Shared` storage: an in-memory count and an app-storage name. Reading
/// declares the count's share anew, so it reads what the storage holds.
@Reducer
struct TallyFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("tally")) var tally = 0
    @Shared(.appStorage("lastTapper")) var lastTapper = ""
    var readings: [Int] = []
  }

  enum Action {
    case incrementTapped
    case readTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.$tally.withLock { $0 += 1 }
        state.$lastTapper.withLock { $0 = "Ada" }
      case .readTapped:
        @Shared(.inMemory("tally")) var stored = 0
        state.readings.append(stored)
      }
      return .none
    }
  }

  static let app = MirrorApp(
    name: "tally", summary: "A tally in shared storage.", initialState: State(),
    reducer: TallyFeature()
  ) { store in
    Text("\(store.tally)")
  }
}

/// A room owns its `@Shared` storage: shown in its state as `$shared` (to every client: each
/// state below is a new client's `hello`), journaled with each version and put back by time travel and by a restart.
final class RoomSharedStorageTests: XCTestCase {
  private var dataDirectory: String!

  override func setUpWithError() throws {
    dataDirectory = NSTemporaryDirectory() + "navmirror-\(UUID().uuidString)"
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: dataDirectory)
  }

  /// The room's state as a client joining now is told it.
  private func state(_ harness: MirrorHarness, room: String) throws -> JSONValue {
    try XCTUnwrap(harness.client(room: room).hello["state"])
  }

  private func send(_ action: JSONValue, _ client: MirrorClient) throws -> Int? {
    client.sendAction(action)
    return try client.receive(type: "ack")["version"]?.intValue
  }

  func testTheStorageIsInTheStateAndTimeTravelPutsItBack() throws {
    let harness = try MirrorHarness(apps: [TallyFeature.app], defaultDemo: "tally")
    let client = try harness.client(room: "travel")
    XCTAssertEqual(try send(["incrementTapped": [:]], client), 1)
    XCTAssertEqual(try send(["incrementTapped": [:]], client), 2)
    let shared = try state(harness, room: "travel")["$shared"]
    XCTAssertEqual(shared?["inMemory"]?["tally"], 2, "\(String(describing: shared))")
    XCTAssertEqual(shared?["appStorage"]?["lastTapper"], "Ada")

    client.send(["type": "travel", "id": "t", "version": 1])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 3)
    XCTAssertEqual(try state(harness, room: "travel")["$shared"]?["inMemory"]?["tally"], 1)
    XCTAssertEqual(try send(["readTapped": [:]], client), 4)
    XCTAssertEqual(
      try state(harness, room: "travel")["readings"], [1],
      "a share declared after the travel reads its storage")
  }

  func testARestartPutsTheStorageBack() throws {
    var harness: MirrorHarness? = try MirrorHarness(
      apps: [TallyFeature.app], defaultDemo: "tally", dataDirectory: dataDirectory)
    let client = try XCTUnwrap(harness).client(room: "kept")
    for version in 1...3 { XCTAssertEqual(try send(["incrementTapped": [:]], client), version) }
    harness = nil

    harness = try MirrorHarness(
      apps: [TallyFeature.app], defaultDemo: "tally", dataDirectory: dataDirectory)
    let after = try XCTUnwrap(harness).client(room: "kept")
    XCTAssertEqual(after.hello["state"]?["$shared"]?["inMemory"]?["tally"], 3)
    XCTAssertEqual(try send(["readTapped": [:]], after), 4)
    XCTAssertEqual(try state(try XCTUnwrap(harness), room: "kept")["readings"], [3])
  }

  /// A state put back by time travel or a restart shares the storage put back with it: a
  /// write through its own shares reaches the storage (and so every share declared again, and
  /// the room's `$shared`), not a copy of the value.
  func testTheSharesOfAStatePutBackWriteToTheStorage() throws {
    var harness: MirrorHarness? = try MirrorHarness(
      apps: [TallyFeature.app], defaultDemo: "tally", dataDirectory: dataDirectory)
    let client = try XCTUnwrap(harness).client(room: "linked")
    for version in 1...2 { XCTAssertEqual(try send(["incrementTapped": [:]], client), version) }
    client.send(["type": "travel", "id": "t", "version": 1])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 3)
    XCTAssertEqual(try send(["incrementTapped": [:]], client), 4)
    let travelled = try state(try XCTUnwrap(harness), room: "linked")
    XCTAssertEqual(travelled["tally"], 2)
    XCTAssertEqual(travelled["$shared"]?["inMemory"]?["tally"], 2, "the write after the travel")
    harness = nil

    harness = try MirrorHarness(
      apps: [TallyFeature.app], defaultDemo: "tally", dataDirectory: dataDirectory)
    let after = try XCTUnwrap(harness).client(room: "linked")
    XCTAssertEqual(try send(["incrementTapped": [:]], after), 5)
    let restarted = try state(try XCTUnwrap(harness), room: "linked")
    XCTAssertEqual(restarted["tally"], 3)
    XCTAssertEqual(restarted["$shared"]?["inMemory"]?["tally"], 3, "the write after the restart")
    XCTAssertEqual(try send(["readTapped": [:]], after), 6)
    XCTAssertEqual(try state(try XCTUnwrap(harness), room: "linked")["readings"], [3])
  }

  func testAStateTypedByHandWithAMalformedStorageIsRefused() throws {
    let harness = try MirrorHarness(apps: [TallyFeature.app], defaultDemo: "tally")
    let client = try harness.client(room: "typed")
    XCTAssertEqual(try send(["incrementTapped": [:]], client), 1)
    guard case .object(var typed) = try state(harness, room: "typed") else {
      return XCTFail("no state")
    }
    typed["$shared"] = ["inMemory": [1, 2]]
    client.send(["type": "setState", "id": "s", "state": .object(typed)])
    let refused = try client.receive(type: "error")
    XCTAssertEqual(refused["code"], "bad-state")
    XCTAssertTrue(
      refused["message"]?.stringValue?.contains("$shared.inMemory must be an object") == true,
      "\(refused)")
    XCTAssertEqual(
      try state(harness, room: "typed")["$shared"]?["inMemory"]?["tally"], 1, "nothing was lost")
  }
}
