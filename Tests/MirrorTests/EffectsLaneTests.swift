import DemoFeatures
import MirrorJSON
import MirrorUI
import NavigationCore
import Synchronization
import TestSupport
import XCTest

/// The effects lane's messages: each effect named by what started it, with readable tags, and
/// the running ones sent to a client that joins late.
final class EffectsLaneTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws {
    harness = try MirrorHarness(apps: [LibraryFeature.app], defaultDemo: "library")
  }

  override func tearDown() {
    harness = nil
  }

  let readDune: JSONValue = ["path": ["element": ["id": 0, "action": ["readButtonTapped": [:]]]]]

  func testAnEffectIsNamedByTheActionThatStartedItWithTagsWithoutAddresses() throws {
    let driver = try harness.client(room: "named")
    driver.sendAction(["openBook": ["title": "Dune"]])
    driver.sendAction(readDune)
    let started = try driver.receive(type: "effect")["event"]
    XCTAssertEqual(started?["kind"], "started")
    XCTAssertEqual(started?["name"], "path[#0].readButtonTapped")
    XCTAssertEqual(started?["tags"], ["path #0", "reading"])

    driver.sendAction(["shelfButtonTapped": [:]])
    driver.sendAction(["shelf": ["presented": ["openBook": ["title": "Emma"]]]])
    driver.sendAction(["shelf": ["presented": readDune]])
    let inSheet = try driver.receive(type: "effect")["event"]
    XCTAssertEqual(inSheet?["name"], "shelf.path[#0].readButtonTapped")
    XCTAssertEqual(inSheet?["tags"], ["shelf", "path #0", "reading"])
    driver.sendAction(["shelf": ["dismiss": [:]]])
    let cancelled = try driver.receive(type: "effect")["event"]
    XCTAssertEqual(cancelled?["kind"], "cancelled")
    XCTAssertEqual(cancelled?["id"], inSheet?["id"])
  }

  func testAnEffectInAnEnumDestinationOfAStackElementNamesTheDestinationsCase() throws {
    let runtime = Demos.patternReference.start()
    defer { runtime.stop() }
    let events = Mutex<[EffectEvent]>([])
    runtime.observeEffects { event in events.withLock { $0.append(event) } }
    func inDetail(_ action: JSONValue) -> JSONValue {
      ["mainTab": ["historyList": ["path": ["element": ["id": 0, "action": action]]]]]
    }
    try runtime.send(["intro": ["loginButtonTapped": [:]]], origin: "t")
    try runtime.send(["mainTab": ["tabSelected": "history"]], origin: "t")
    try runtime.send(
      ["mainTab": ["historyList": ["personTapped": ["id": 1, "name": "Minsu"]]]], origin: "t")
    try runtime.send(inDetail(["editButtonTapped": [:]]), origin: "t")
    try runtime.send(
      inDetail(["destination": ["presented": ["edit": ["cancelButtonTapped": [:]]]]]),
      origin: "t")
    let started = try XCTUnwrap(events.withLock { $0.first { $0.kind == .started } })
    XCTAssertEqual(
      started.startedBy, "mainTab.historyList.path[#0].destination.edit.cancelButtonTapped")
    // The enum destination's `ifCaseLet` scopes the case's effects, as TCA's does.
    XCTAssertEqual(started.tags, ["mainTab", "path #0", "destination.edit", "editPerson"])
  }

  func testAClientThatJoinsLateLearnsTheRunningEffectsInHello() throws {
    let driver = try harness.client(room: "late")
    driver.sendAction(["openBook": ["title": "Dune"]])
    driver.sendAction(readDune)
    let started = try XCTUnwrap(driver.receive(type: "effect")["event"])

    let late = try harness.client(room: "late")
    let effects = try XCTUnwrap(late.hello["effects"]?.arrayValue)
    XCTAssertEqual(effects.count, 1)
    XCTAssertEqual(effects.first?["id"], started["id"])
    XCTAssertEqual(effects.first?["name"], "path[#0].readButtonTapped")
    XCTAssertEqual(effects.first?["tags"], ["path #0", "reading"])
    XCTAssertEqual(effects.first?["startedAt"], 2, "the version the read made")

    driver.sendAction(["path": ["popFrom": ["id": 0]]])
    XCTAssertEqual(try late.receive(type: "effect")["event"]?["kind"], "cancelled")
    XCTAssertEqual(try harness.client(room: "late").hello["effects"], [])
  }
}
