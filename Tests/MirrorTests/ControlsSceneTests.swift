import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// The controls gallery as the page sees it: each control's node and the actions it carries.
final class ControlsSceneTests: XCTestCase {
  private func screen() throws -> JSONValue {
    let root = MirrorApp.controlsGallery.start().snapshot().scene.json["root"]
    return try XCTUnwrap(root?["root"])
  }

  private func section(_ index: Int) throws -> [JSONValue] {
    try XCTUnwrap(screen()["content"]?["children"]?.arrayValue?[index]["children"]?.arrayValue)
  }

  func testBarCarriesTheToolbarTitleModeAndBackVisibility() throws {
    let screen = try screen()
    XCTAssertEqual(screen["title"], "Controls")
    XCTAssertEqual(screen["titleDisplayMode"], "inline")
    XCTAssertEqual(screen["backButtonHidden"], false)
    let items = try XCTUnwrap(screen["toolbar"]?.arrayValue)
    XCTAssertEqual(
      items.map { $0["placement"] },
      ["topBarLeading", "topBarTrailing", "bottomBar", "bottomBar"],
      "a placement's SwiftUI aliases are its place in the bar; a group gives each view an item")
    XCTAssertEqual(
      items[1]["content"],
      [
        "kind": "button", "label": "Save", "action": ["saveTapped": [:]], "role": .null,
        "disabled": false,
      ])
    XCTAssertEqual(items[2]["content"]?["kind"], "labeledButton")
    XCTAssertEqual(
      items[2]["content"]?["label"], ["kind": "image", "systemName": "square.and.arrow.up"])
    XCTAssertEqual(items[3]["content"], ["kind": "text", "text": "0 shared", "style": "body"])
  }

  func testTitleDisplayModeFollowsTheState() throws {
    let runtime = MirrorApp.controlsGallery.start()
    _ = try runtime.send(["binding": ["field": "largeTitle", "value": true]], origin: nil)
    let screen = runtime.snapshot().scene.json["root"]?["root"]
    XCTAssertEqual(screen?["titleDisplayMode"], "large")
  }

  func testTextFieldsSendTheirBindingWithTheTypedTextAtTheValuePath() throws {
    let rows = try section(0)
    XCTAssertEqual(rows[0]["kind"], "textField")
    XCTAssertEqual(rows[0]["prompt"], "Your name")
    XCTAssertEqual(rows[0]["secure"], false)
    let input = try XCTUnwrap(rows[0]["input"])
    XCTAssertEqual(input["valuePath"], ["binding", "value"])
    XCTAssertEqual(input["action"]?["binding"]?["field"], "name")
    XCTAssertEqual(rows[1]["secure"], true)
    XCTAssertEqual(rows[1]["prompt"], "Password", "the title is the placeholder without a prompt")
    XCTAssertEqual(rows[2]["kind"], "toggle")
    XCTAssertEqual(rows[2]["label"], "Notify")
  }

  func testStepperPickersAndDatePicker() throws {
    let rows = try section(1)
    XCTAssertEqual(rows[0]["label"], "Guests: 1")
    XCTAssertEqual(rows[0]["decrement"], .null, "at the bottom of the range")
    XCTAssertEqual(rows[0]["increment"], ["binding": ["field": "guests", "value": 2]])
    XCTAssertEqual(rows[1]["style"], "segmented")
    XCTAssertEqual(rows[1]["options"]?.arrayValue?.map { $0["tag"] }, ["S", "M", "L"])
    XCTAssertEqual(rows[2]["style"], "menu", "a picker is a menu unless asked")
    XCTAssertEqual(rows[3]["kind"], "datePicker")
    XCTAssertEqual(rows[3]["components"], "date")
    XCTAssertEqual(rows[3]["date"], .double(1_800_000_000))
    XCTAssertEqual(rows[3]["input"]?["valuePath"], ["binding", "value"])
    let header = try XCTUnwrap(screen()["content"]?["children"]?.arrayValue?[1])
    XCTAssertEqual(header["header"], "Booking")
    XCTAssertEqual(header["footer"], "Up to 3 guests.")
  }

  func testDecorationsLabelsAndLabelledButtons() throws {
    let rows = try section(2)
    XCTAssertEqual(rows[0], ["kind": "progress", "label": "Uploading", "fraction": 0.25])
    XCTAssertEqual(rows[1], ["kind": "progress", "label": .null, "fraction": .null])
    XCTAssertEqual(
      rows[2],
      [
        "kind": "hstack",
        "children": [
          ["kind": "label", "title": "Saved 0, shared 0", "systemImage": "checkmark.circle"],
          ["kind": "spacer"], ["kind": "image", "systemName": "star"],
        ],
      ])
    XCTAssertEqual(rows[3]["label"], "Large title")
    XCTAssertEqual(rows[4], ["kind": "divider"])
    XCTAssertEqual(rows[5]["kind"], "labeledButton")
    XCTAssertEqual(
      rows[5]["label"], ["kind": "label", "title": "Share", "systemImage": "square.and.arrow.up"])
    XCTAssertEqual(rows[5]["action"], ["shareTapped": [:]])
    XCTAssertEqual(rows[6]["role"], "destructive")
    XCTAssertEqual(rows[6]["disabled"], true)
  }

  func testEditingRoundTripsThroughTheRuntime() throws {
    let runtime = MirrorApp.controlsGallery.start()
    _ = try runtime.send(["binding": ["field": "name", "value": "Ann"]], origin: nil)
    _ = try runtime.send(["binding": ["field": "day", "value": 1_000_000]], origin: nil)
    let sections = runtime.snapshot().scene.json["root"]?["root"]?["content"]?["children"]?
      .arrayValue
    XCTAssertEqual(sections?[0]["children"]?.arrayValue?[0]["text"], "Ann")
    XCTAssertEqual(
      sections?[1]["children"]?.arrayValue?[3]["date"], .double(978_307_200 + 1_000_000))
  }
}
