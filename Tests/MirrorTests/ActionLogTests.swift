import Foundation
import MirrorJSON
import TestSupport
import XCTest

/// Every action a client sends is logged and recorded, changed state or not, with its Swift
/// text; over real loopback sockets, with an app written the way users write theirs.
final class ActionLogTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws {
    harness = try MirrorHarness(apps: [LibraryFeature.app], defaultDemo: "library")
  }

  override func tearDown() {
    harness = nil
  }

  let getStarted: JSONValue = ["getStartedButtonTapped": [:]]

  func testATapThatChangesNothingIsLoggedAtTheVersionItRanOnBeforeTheDelegateAction() throws {
    let driver = try harness.client(room: "start")
    driver.sendAction(getStarted)
    let tap = try driver.receive(type: "unchanged")
    XCTAssertEqual(tap["version"], 0)
    XCTAssertEqual(tap["cause"]?["action"], getStarted)
    XCTAssertEqual(tap["cause"]?["client"], driver.hello["client"])
    XCTAssertEqual(tap["cause"]?["text"], ".getStartedButtonTapped")
    let delegate = try driver.receiveUpdate()
    XCTAssertEqual(delegate["version"], 1)
    XCTAssertEqual(delegate["cause"]?["client"], .null)
    XCTAssertEqual(delegate["cause"]?["text"], ".delegate(.finished)")
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 1)

    let late = try harness.client(room: "start")
    let log = try XCTUnwrap(late.hello["log"]?.arrayValue)
    XCTAssertEqual(
      log.map { [$0["version"], $0["client"], $0["text"], $0["unchanged"] ?? false] },
      [
        [0, driver.hello["client"] ?? .null, ".getStartedButtonTapped", true],
        [1, .null, ".delegate(.finished)", false],
      ])
  }

  func testLoggedActionsCarryTheirSwiftTextWithStringsQuotedAndLabelsKept() throws {
    let driver = try harness.client(room: "text")
    driver.sendAction(["openBook": ["title": "Dune"]])
    XCTAssertEqual(try driver.receiveUpdate()["cause"]?["text"], #".openBook(title: "Dune")"#)
    driver.sendAction(["path": ["element": ["id": 0, "action": ["lent": ["to": "Ben"]]]]])
    XCTAssertEqual(
      try driver.receiveUpdate()["cause"]?["text"],
      #".path(.element(id: #0, action: .lent(to: "Ben")))"#)
  }

  func testTimeTravelAndUndoStillMoveBetweenVersionsOfState() throws {
    let driver = try harness.client(room: "travel")
    driver.sendAction(["openBook": ["title": "Dune"]])
    _ = try driver.receive(type: "ack")
    driver.sendAction(getStarted)
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 2)
    driver.send(["type": "undo", "id": "u"])
    let undone = try driver.receiveUpdate()
    XCTAssertEqual(undone["version"], 3)
    XCTAssertEqual(undone["cause"]?["action"], ["$travel": 1])
    driver.send(["type": "travel", "id": "t", "version": 0])
    _ = try driver.receive(type: "ack")
    driver.send(["type": "resync"])
    let state = try driver.receive(type: "state")
    XCTAssertEqual(state["state"]?["path"]?["ids"], [])
    XCTAssertEqual(state["state"]?["started"], false)
  }

  func testAnExportedFlowSendsTheTapAndReceivesTheDelegateAction() throws {
    let driver = try harness.client(room: "flow")
    driver.sendAction(getStarted)
    _ = try driver.receive(type: "ack")
    driver.sendAction(["openBook": ["title": "Dune"]])
    _ = try driver.receive(type: "ack")
    let saved = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows",
      body: (["name": "onboarding", "room": "flow", "from": 0, "to": 2] as JSONValue).bytes)
    XCTAssertEqual(saved.status, 201)
    let flow = try harness.getJSON("/api/flows/onboarding")
    XCTAssertEqual(
      flow["steps"]?.arrayValue?.map(\.["action"]),
      [getStarted, ["delegate": ["finished": [:]]], ["openBook": ["title": "Dune"]]])
    let test = String(
      decoding: try LoopbackHTTP.request(port: harness.port, path: "/api/flows/onboarding/test")
        .body, as: UTF8.self)
    let send = try XCTUnwrap(test.range(of: "await store.send(.getStartedButtonTapped)"), test)
    let receive = try XCTUnwrap(test.range(of: #"await store.receive(\.delegate.finished)"#), test)
    XCTAssertLessThan(send.lowerBound, receive.lowerBound, test)
  }

  func testUnchangedActionsSurviveARestartOfTheServer() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navmirror-log-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    harness = try MirrorHarness(
      apps: [LibraryFeature.app], defaultDemo: "library", dataDirectory: directory)
    let driver = try harness.client(room: "kept")
    driver.sendAction(getStarted)
    _ = try driver.receive(type: "ack")
    harness = nil
    harness = try MirrorHarness(
      apps: [LibraryFeature.app], defaultDemo: "library", dataDirectory: directory)
    let again = try harness.client(room: "kept")
    XCTAssertEqual(again.hello["version"], 1)
    XCTAssertEqual(
      again.hello["log"]?.arrayValue?.map(\.["text"]),
      [".getStartedButtonTapped", ".delegate(.finished)"])
  }
}
