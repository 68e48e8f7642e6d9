import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// A view that edits a `@Shared` value through a binding made from it, as TCA's shared-state
/// onboarding does (`@Binding(store.$signUpData) var signUpData`): typing and taps in a room
/// write the share, for every page, though its value has no JSON form.
final class SharedBindingTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws {
    harness = try MirrorHarness(apps: [.sharedProfile], defaultDemo: "shared-profile")
  }
  override func tearDown() { harness = nil }

  private func document(_ client: MirrorClient) throws -> JSONValue {
    client.send(["type": "resync"])
    return try client.receive(type: "state")
  }

  /// `json` with `value` at `path` (object keys and array indices), as the page enters a value.
  private func entering(_ value: JSONValue, at path: ArraySlice<JSONValue>, in json: JSONValue)
    -> JSONValue
  {
    guard let first = path.first else { return value }
    switch (json, first) {
    case (.object(var object), .string(let key)):
      object[key] = entering(value, at: path.dropFirst(), in: object[key] ?? .null)
      return .object(object)
    case (.array(var array), .int(let index)) where array.indices.contains(index):
      array[index] = entering(value, at: path.dropFirst(), in: array[index])
      return .array(array)
    default:
      return json
    }
  }

  /// The text of the line starting with `prefix` in `scene`.
  private func line(_ prefix: String, in scene: JSONValue?) -> String? {
    scene?.firstValue {
      $0["kind"] == "text" && $0["text"]?.stringValue?.hasPrefix(prefix) == true
    }?["text"]?.stringValue
  }

  func testTypingAndTapsWriteTheShareForEveryPage() throws {
    let client = try harness.client(room: "profile")
    let viewer = try harness.client(room: "profile")
    let field = try XCTUnwrap(client.hello["scene"]?.firstValue { $0["kind"] == "textField" })
    let input = try XCTUnwrap(field["input"]?.objectValue)
    let path = try XCTUnwrap(input["valuePath"]?.arrayValue)
    // What the page does: the typed text at the value path of the input's action.
    client.sendAction(entering("Ada", at: path[...], in: try XCTUnwrap(input["action"])))
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    var state = try document(client)
    XCTAssertEqual(line("Hello", in: state["scene"]), "Hello Ada, news off")
    XCTAssertEqual(line("Hello", in: try document(viewer)["scene"]), "Hello Ada, news off")

    let toggle = try XCTUnwrap(state["scene"]?.firstValue { $0["kind"] == "toggle" })
    client.sendAction(try XCTUnwrap(toggle["action"]))
    XCTAssertEqual(try client.receive(type: "ack")["version"], 2)
    state = try document(client)
    XCTAssertEqual(line("Hello", in: state["scene"]), "Hello Ada, news on")
    XCTAssertEqual(line("Hello", in: try document(viewer)["scene"]), "Hello Ada, news on")
  }

  func testAWriteNoControlMakesIsRefused() throws {
    let client = try harness.client(room: "refused")
    client.sendAction(["$view": [["shared": 99, "value": "Eve"]]])
    let error = try client.receive(type: "error")
    XCTAssertTrue(
      error["message"]?.stringValue?.contains("shared value") == true, "\(error)")
    XCTAssertEqual(line("Hello", in: try document(client)["scene"]), "Hello , news off")
  }
}
