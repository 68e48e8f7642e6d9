import Foundation
import Mirror
import MirrorJSON
import MirrorUI
import NavigationCore
import TestSupport
import XCTest

/// What a room keeps within its limits: real versions are never pushed out by actions that
/// changed nothing, a client coming back is never sent a log with a gap, and travelling back
/// and forth between far-apart states does not fill the disk.
final class HistoryBudgetTests: XCTestCase {
  private let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]
  private func tab(_ name: String) -> JSONValue { ["tabSelected": .string(name)] }

  private func ack(_ client: MirrorClient, _ message: JSONValue) throws -> JSONValue {
    client.send(message)
    while true {
      let answer = try client.receive()
      if answer["id"] == message["id"], ["ack", "error"].contains(answer["type"]?.stringValue) {
        return answer
      }
    }
  }

  func testAFloodOfActionsThatChangeNothingKeepsEveryRealVersion() throws {
    let harness = try MirrorHarness(limits: MirrorLimits(maxHistoryVersions: 10))
    let driver = try harness.client(room: "noop")
    for version in 1...5 {
      let answer = try ack(
        driver,
        [
          "type": "action", "id": .int(version),
          "action": version % 2 == 0 ? push : tab(version % 4 == 1 ? "second" : "first"),
        ])
      XCTAssertEqual(answer["version"], JSONValue.int(version))
    }
    for index in 0..<50 {
      // The tab already selected: the state does not change.
      let answer = try ack(
        driver, ["type": "action", "id": .int(100 + index), "action": tab("second")])
      XCTAssertEqual(answer["type"], "ack")
    }
    let travel = try ack(driver, ["type": "travel", "id": "back", "version": 1])
    XCTAssertEqual(travel["type"], "ack", "version 1 is still kept: \(travel)")
    let late = try harness.client(room: "noop")
    XCTAssertEqual(late.hello["historyStart"], 0)
    let unchanged = late.hello["log"]?.arrayValue?.filter { $0["unchanged"] == true }.count
    XCTAssertEqual(unchanged, 10, "as many actions that changed nothing as versions are kept")
  }

  func testAClientMoreThanALogBehindGetsTheWholeRoomNotALogWithAGap() throws {
    let harness = try MirrorHarness()
    let driver = try harness.client(room: "behind")
    XCTAssertEqual(try ack(driver, ["type": "action", "id": 0, "action": push])["version"], 1)
    let epoch = try XCTUnwrap(driver.hello["epoch"]?.stringValue)
    for index in 0..<250 {
      let answer = try ack(
        driver,
        [
          "type": "action", "id": .int(index + 1),
          "action": tab(index % 2 == 0 ? "second" : "first"),
        ])
      XCTAssertEqual(answer["version"], JSONValue.int(index + 2))
    }
    let near = try harness.client(room: "behind", query: "&since=100&epoch=\(epoch)")
    XCTAssertEqual(near.hello["resumed"], true)
    XCTAssertEqual(
      near.hello["log"]?.arrayValue?.map { $0["version"]?.intValue ?? 0 }, Array(101...251),
      "every entry it missed")
    let far = try harness.client(room: "behind", query: "&since=1&epoch=\(epoch)")
    XCTAssertNil(far.hello["resumed"], "250 entries do not fit a hello: the room comes whole")
    XCTAssertEqual(far.hello["version"], 251)
    XCTAssertNotNil(far.hello["state"])
    XCTAssertEqual(far.hello["log"]?.arrayValue?.last?["version"], 251)
  }

  func testTravellingBackAndForthBetweenFarApartStatesKeepsTheDataFolderSmall() throws {
    let directory = NSTemporaryDirectory() + "navmirror-travels-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let harness = try MirrorHarness(
      apps: [NumbersFeature.app], defaultDemo: "numbers", dataDirectory: directory)
    let driver = try harness.client(room: "travels")
    let long: JSONValue = ["numbers": .array((0..<4_000).map { .int($0) })]
    XCTAssertEqual(
      try ack(driver, ["type": "setState", "id": "long", "state": long])["version"], 1)
    let before = try Self.size(of: directory)
    for index in 0..<100 {
      let answer = try ack(
        driver, ["type": "travel", "id": .int(index), "version": .int(index % 2)])
      XCTAssertEqual(answer["version"], JSONValue.int(index + 2))
    }
    let grown = try Self.size(of: directory) - before
    XCTAssertLessThan(grown, 10 << 20, "100 travels grew the data folder by \(grown) bytes")
    driver.send(["type": "resync"])
    XCTAssertEqual(try driver.receive(type: "state")["state"], long, "travel still lands")
  }

  private static func size(of directory: String) throws -> Int {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var total = 0
    while let path = enumerator?.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + path)
      if attributes[.type] as? FileAttributeType == .typeRegular {
        total += (attributes[.size] as? Int) ?? 0
      }
    }
    return total
  }
}

/// A state that is one long list, shown as its length.
struct NumbersFeature: Reducer {
  struct State: Codable, Equatable {
    var numbers: [Int] = []
  }

  enum Action: Codable, Equatable {
    case clear
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.numbers = []
      return .none
    }
  }

  static let app = MirrorApp(
    name: "numbers", summary: "One long list.", initialState: State(), reducer: NumbersFeature()
  ) { store in
    Text("\(store.numbers.count) numbers")
  }
}

/// What the views send when a room first renders (their `.onAppear`, run while the room opens)
/// is a version like any other: in every client's document and in the log.
final class FirstRenderTests: XCTestCase {
  func testWhatTheViewsSendAtARoomsFirstRenderIsAVersionOfItsLog() throws {
    let harness = try MirrorHarness(
      apps: [.lifecycle(probe: LifecycleProbe())], defaultDemo: "lifecycle")
    let first = try harness.client(room: "appear")
    var replica = MirrorClient.Replica(hello: first.hello)
    while (replica.document["state"]?["rootAppearances"]?.intValue ?? 0) < 1 {
      XCTAssertTrue(try replica.apply(first.receiveUpdate()))
    }
    let late = try harness.client(room: "appear")
    // The other views' `.onAppear`s run on the main actor after the root's, each a version of
    // its own: the first client's updates reach the version the late one was greeted with.
    let lateVersion = try XCTUnwrap(late.hello["version"]?.intValue)
    while replica.version < lateVersion {
      XCTAssertTrue(try replica.apply(first.receiveUpdate()))
    }
    XCTAssertEqual(late.hello["version"], .int(replica.version))
    XCTAssertEqual(late.hello["state"], replica.document["state"])
    let log = late.hello["log"]?.arrayValue ?? []
    XCTAssertEqual(log.first?["client"], "view", "the view's action is in the log: \(log)")
    XCTAssertEqual(log.first?["version"], 1)
  }
}
