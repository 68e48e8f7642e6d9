import Foundation
import NavigationCore
import XCTest

final class PresentationValuesTests: XCTestCase {
  enum Action: Codable, Hashable, Sendable { case confirmDeletion, copy, share(String) }

  func deleteAlert(includeArchive: Bool = false) -> AlertState<Action> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      if includeArchive {
        ButtonState(action: .send(nil)) { TextState("Archive") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  func shareDialog() -> ConfirmationDialogState<Action> {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Share ") + TextState("photo").bold()
    } actions: {
      ButtonState(action: .send(.copy, animation: .default)) { TextState("Copy") }
      for app in ["Mail", "Notes"] {
        ButtonState(action: .share(app)) { TextState("Share to \(app)") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  func testAlertBuiltTwiceIsEqualAndKeepsWhatTheBuildersSaid() {
    let alert = deleteAlert()
    XCTAssertEqual(alert, deleteAlert())
    XCTAssertEqual(alert.hashValue, deleteAlert().hashValue)
    XCTAssertNotEqual(alert, deleteAlert(includeArchive: true))
    XCTAssertEqual(String(state: alert.title), "Delete?")
    XCTAssertEqual(alert.message.map(String.init), "This cannot be undone.")
    XCTAssertEqual(alert.buttons.map { String(state: $0.label) }, ["Delete", "Cancel"])
    XCTAssertEqual(alert.buttons.map(\.role), [.destructive, .cancel])
    XCTAssertEqual(alert.buttons.map(\.action.action), [.confirmDeletion, nil])
    XCTAssertEqual(deleteAlert(includeArchive: true).buttons.count, 3)
  }

  func testDialogBuiltTwiceIsEqualWithLoopsAndAnimatedSends() {
    let dialog = shareDialog()
    XCTAssertEqual(dialog, shareDialog())
    XCTAssertEqual(dialog.titleVisibility, .visible)
    XCTAssertEqual(String(state: dialog.title), "Share photo")
    XCTAssertEqual(
      dialog.buttons.map { String(state: $0.label) },
      ["Copy", "Share to Mail", "Share to Notes", "Cancel"])
    XCTAssertEqual(dialog.buttons[0].action, .send(.copy, animation: .default))
    XCTAssertNotEqual(dialog.buttons[0].action, .send(.copy))
    XCTAssertEqual(dialog.buttons[0].action.animation, .default)
    XCTAssertEqual(dialog.buttons[1].action.action, .share("Mail"))
    XCTAssertEqual(
      ConfirmationDialogState<Action> { TextState("T") }.titleVisibility, .automatic)
  }

  func testAlertAndDialogRoundTripThroughJSON() throws {
    XCTAssertEqual(
      try roundTrip(deleteAlert(includeArchive: true)), deleteAlert(includeArchive: true))
    let dialog = try roundTrip(shareDialog())
    XCTAssertEqual(dialog, shareDialog())
    XCTAssertEqual(dialog.buttons[0].action.animation, .default)
    XCTAssertEqual(dialog.title.modifiers, [])
  }

  func testAlertJSONReadsLikeTheAlert() throws {
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(deleteAlert()))
    let object = try XCTUnwrap(json as? [String: Any])
    XCTAssertEqual(object["title"] as? String, "Delete?")
    XCTAssertEqual(object["message"] as? String, "This cannot be undone.")
    let buttons = try XCTUnwrap(object["buttons"] as? [[String: Any]])
    XCTAssertEqual(buttons.map { $0["label"] as? String }, ["Delete", "Cancel"])
    XCTAssertEqual(buttons.map { $0["role"] as? String }, ["destructive", "cancel"])
    XCTAssertEqual(buttons[0]["action"] as? [String: [String: String]], ["confirmDeletion": [:]])
    XCTAssertTrue(buttons[1]["action"] is NSNull)
    XCTAssertNil(buttons[0]["animation"])
  }

  func testTextStateKeepsStylesAndConcatenationsAsData() throws {
    let plain = TextState("Hello")
    XCTAssertEqual(plain, TextState(verbatim: "Hello"))
    XCTAssertEqual(plain, "Hello")
    XCTAssertNotEqual(plain.bold(), plain)
    XCTAssertEqual(
      plain.bold().italic().modifiers, [.bold(isActive: true), .italic(isActive: true)])
    let name = "Blob"
    let joined = TextState("Hi, ") + TextState(name).bold() + "!"
    XCTAssertEqual(String(state: joined), "Hi, Blob!")
    XCTAssertEqual("\(joined)", "Hi, Blob!")
    XCTAssertEqual(try roundTrip(joined), joined)
    XCTAssertEqual(
      try roundTrip(plain.underline().strikethrough(false)), plain.underline().strikethrough(false))
    XCTAssertEqual(String(decoding: try JSONEncoder().encode(plain), as: UTF8.self), "\"Hello\"")
    XCTAssertThrowsError(
      try JSONDecoder().decode(TextState.self, from: Data(#"{"concatenated":["a"]}"#.utf8)))
  }
}
