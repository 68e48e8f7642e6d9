import CasePaths
import MirrorJSON
import MirrorUI
import NavigationCore
import TestSupport
import XCTest

/// Reducer order, effects, compose (setState) and read-only views of earlier versions.
final class RoomCommandsTests: XCTestCase {
  /// A feature whose only job is to run one named effect.
  struct Ticker: Reducer {
    struct State: Codable, Equatable { var ticks = 0 }
    @CasePathable enum Action: Codable, Equatable { case start, tick }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run(name: "ticker") { send in await send(.tick) }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  struct TickerView: View {
    let store: StoreOf<Ticker>
    var body: some View {
      Button("Start") { store.send(.start) }
    }
  }

  static let ticker = MirrorApp(
    name: "ticker", summary: "One effect.", initialState: Ticker.State(), reducer: Ticker(),
    view: TickerView.init)

  func testCauseListsTheOrderInWhichReducersRan() throws {
    let harness = try MirrorHarness()
    let client = try harness.client(room: "steps")
    client.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    client.sendAction(
      [
        "path": [
          "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
        ]
      ])
    _ = try client.receiveUpdate()
    let update = try client.receiveUpdate()
    let steps = update["cause"]?["steps"]?.arrayValue?.compactMap(\.stringValue) ?? []
    XCTAssertEqual(
      steps,
      [
        "Path at #0: the element's reducer runs first", "ifCaseLet runs FirstDetailFeature",
        "the parent runs after the element",
      ])
    client.sendAction(["path": ["popFrom": ["id": 0]]])
    let pop = try client.receiveUpdate()["cause"]?["steps"]?.arrayValue?.compactMap(\.stringValue)
    XCTAssertEqual(
      pop,
      [
        "the parent runs first and sees #0 one last time",
        "then #0 and everything above it are popped",
      ])
  }

  func testEffectsAreReportedAsTheyStartAndFinish() throws {
    let harness = try MirrorHarness(apps: [Self.ticker], defaultDemo: "ticker")
    let client = try harness.client(room: "effects")
    client.sendAction(["start": [:]])
    var events: [JSONValue] = []
    var replica = MirrorClient.Replica(hello: client.hello)
    while events.count < 2 || replica.version < 1 {
      let message = try client.receive()
      if message["type"] == "effect" { events.append(message["event"] ?? .null) }
      XCTAssertTrue(try replica.apply(message))
    }
    XCTAssertEqual(events.map { $0["kind"] }, ["started", "finished"])
    XCTAssertEqual(events.map { $0["name"] }, ["ticker", "ticker"])
    XCTAssertEqual(events[0]["id"], events[1]["id"])
    XCTAssertEqual(replica.document["state"]?["ticks"], 1)
  }

  func testSetStateAppliesAComposedNavigationInOneVersion() throws {
    let harness = try MirrorHarness()
    let client = try harness.client(room: "compose")
    var state = try XCTUnwrap(client.hello["state"]?.objectValue)
    state["path"] = [
      "ids": [0, 1], "elements": [["secondDetail": [:]], ["another": [:]]], "nextID": 2,
    ]
    state["selectedTab"] = "second"
    client.send(["type": "setState", "id": "s", "state": .object(state)])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    client.send(["type": "resync"])
    let scene = try client.receive(type: "state")["scene"]
    XCTAssertEqual(
      scene?["root"]?["path"]?.arrayValue?.map { $0["title"] }, ["Second Detail", "Another"])

    client.send(["type": "setState", "id": "bad", "state": ["path": "nonsense"]])
    let error = try client.receive(type: "error")
    XCTAssertEqual(error["code"], "bad-state")
    XCTAssertEqual(error["id"], "bad")
  }

  func testAtOpensAnEarlierVersionReadOnly() throws {
    let harness = try MirrorHarness()
    let driver = try harness.client(room: "at")
    driver.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    _ = try driver.receive(type: "ack")
    driver.sendAction(["tabSelected": "second"])
    _ = try driver.receive(type: "ack")

    let past = try harness.client(room: "at", query: "&at=1")
    XCTAssertEqual(past.hello["readOnly"], true)
    XCTAssertEqual(past.hello["at"], 1)
    XCTAssertEqual(past.hello["version"], 1)
    XCTAssertEqual(past.hello["state"]?["selectedTab"], "first")
    XCTAssertEqual(past.hello["scene"]?["root"]?["path"]?.arrayValue?.count, 1)
    past.sendAction(["tabSelected": "first"])
    XCTAssertEqual(try past.receive(type: "error")["code"], "read-only")

    let nowhere = try harness.client(room: "at", query: "&at=9")
    XCTAssertEqual(nowhere.hello["code"], "no-such-version")
  }
}
