import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// A room of an app whose state and actions are not `Codable` (``PeopleFeature``): it opens,
/// shows its state by reflection, is driven by taps that send the actions their controls
/// rendered, travels in time through the states it keeps, and says what it cannot do.
final class AnyStateTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws {
    harness = try MirrorHarness(apps: [PeopleFeature.app], defaultDemo: "people")
  }
  override func tearDown() { harness = nil }

  /// The action of the first button labelled `label` in `scene`.
  private func action(ofButton label: String, in scene: JSONValue?) throws -> JSONValue {
    try XCTUnwrap(scene?.actionOfButton(label), "no button \(label)")
  }

  private func document(_ client: MirrorClient) throws -> JSONValue {
    client.send(["type": "resync"])
    return try client.receive(type: "state")
  }

  func testTheRoomOpensAndSaysWhatItCannotDo() throws {
    let client = try harness.client(room: "people")
    let notice = try XCTUnwrap(client.hello["notice"]?.stringValue)
    XCTAssertTrue(notice.contains("Person: Codable"), notice)
    XCTAssertTrue(notice.contains("Restart recovery"), notice)
    XCTAssertTrue(notice.contains("PeopleFeature.Action: Codable"), notice)
    XCTAssertEqual(
      client.hello["state"]?["people"]?.arrayValue?[1],
      ["id": "00000000-0000-0000-0000-000000000002", "name": "Grace"],
      "a person is shown by reflection, its UUID as Codable writes it")
    XCTAssertEqual(client.hello["state"]?["selected"], .null)
  }

  func testTapsSendTheActionsTheirControlsRendered() throws {
    let client = try harness.client(room: "taps")
    let tap = try action(ofButton: "Grace", in: client.hello["scene"])
    XCTAssertEqual(
      tap,
      ["personTapped": ["id": "00000000-0000-0000-0000-000000000002", "name": "Grace"]])
    client.sendAction(tap)
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    var state = try document(client)
    XCTAssertEqual(state["state"]?["selected"]?["name"], "Grace")

    // An effect's action carries a payload that is not Codable either.
    client.sendAction(try action(ofButton: "Search", in: state["scene"]))
    _ = try client.receive(type: "ack")
    XCTAssertTrue(
      try MirrorHarness.eventually {
        try self.document(client)["state"]?["people"]?.arrayValue?.count == 3
      })
    state = try document(client)
    XCTAssertEqual(state["state"]?["people"]?.arrayValue?[2]["name"], "Found 1")

    client.sendAction(try action(ofButton: "Close", in: state["scene"]))
    _ = try client.receive(type: "ack")
    XCTAssertEqual(try document(client)["state"]?["selected"], .null)
  }

  func testTextTypedInAFieldSendsTheActionItsBindingMakes() throws {
    let client = try harness.client(room: "typing")
    let field = try XCTUnwrap(client.hello["scene"]?.firstValue { $0["kind"] == "textField" })
    let input = try XCTUnwrap(field["input"]?.objectValue)
    XCTAssertEqual(input["valuePath"], ["draftChanged"])
    // What the page does: the typed text at the value path of the input's action.
    var action = try XCTUnwrap(input["action"]?.objectValue)
    action["draftChanged"] = "Hopper"
    client.sendAction(.object(action))
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    XCTAssertEqual(try document(client)["state"]?["draft"], "Hopper")
  }

  /// The flow map explores the app too (it has one screen: no control navigates), and shows its
  /// state by reflection.
  func testTheFlowMapShowsTheStateByReflection() throws {
    _ = try harness.client(room: "mapped")
    let map = try harness.getJSON("/api/rooms/mapped/map")
    let nodes = try XCTUnwrap(map["nodes"]?.arrayValue, "\(map)")
    XCTAssertEqual(nodes.count, 1)
    XCTAssertEqual(
      nodes.first?["state"]?["people"]?.arrayValue?.map { $0["name"] }, ["Ada", "Grace"])
  }

  func testTimeTravelRestoresTheStatesTheRoomKept() throws {
    let client = try harness.client(room: "travel")
    client.sendAction(try action(ofButton: "Ada", in: client.hello["scene"]))
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    client.sendAction(try action(ofButton: "Close", in: try document(client)["scene"]))
    XCTAssertEqual(try client.receive(type: "ack")["version"], 2)

    client.send(["type": "travel", "id": "t", "version": 1])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 3)
    let travelled = try document(client)
    XCTAssertEqual(travelled["state"]?["selected"]?["name"], "Ada")
    // The restored state is the running one: its controls work.
    client.sendAction(try action(ofButton: "Close", in: travelled["scene"]))
    XCTAssertEqual(try client.receive(type: "ack")["version"], 4)
    XCTAssertEqual(try document(client)["state"]?["selected"], .null)
  }

  func testWhatNeedsAValueRebuiltFromJSONIsRefusedWithTheReason() throws {
    let client = try harness.client(room: "refused")
    var state = try XCTUnwrap(client.hello["state"]?.objectValue)
    state["searches"] = 7
    client.send(["type": "setState", "id": "s", "state": .object(state)])
    let refused = try client.receive(type: "error")
    XCTAssertEqual(refused["code"], "bad-state")
    XCTAssertTrue(refused["message"]?.stringValue?.contains("Person: Codable") == true)

    client.sendAction(
      ["personTapped": ["id": "00000000-0000-0000-0000-000000000009", "name": "Nobody"]])
    let unknown = try client.receive(type: "error")
    XCTAssertEqual(unknown["code"], "unknown-action")
    XCTAssertTrue(
      unknown["message"]?.stringValue?.contains("PeopleFeature.Action is not Codable") == true,
      "\(unknown)")
    // The room still serves: a rendered control still works.
    client.sendAction(try action(ofButton: "Ada", in: client.hello["scene"]))
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
  }
}
