import FlowMap
import MirrorJSON
import XCTest

@testable import MirrorUI

/// The flow map explores the controls of the new views too: toolbar items, labelled buttons and
/// steppers, inside the new containers.
final class NewControlsTests: XCTestCase {
  func testToolbarItemsStepperAndLabelledButtonsAreControls() {
    var bar = SceneBar()
    bar.items = [
      SceneToolbarItem(
        placement: .topBarTrailing,
        content: .button(label: "Save", action: ["save": [:]], role: nil, disabled: false))
    ]
    let content = SceneNode.hstack([
      .stepper(label: "Guests", value: "2", decrement: ["less": [:]], increment: nil),
      .zstack([
        .labeledButton(
          label: .label(title: "Share", systemImage: "square.and.arrow.up"),
          action: ["share": [:]], role: nil, disabled: false)
      ]),
      .labeledButton(
        label: .image(systemName: "trash"), action: ["x": [:]], role: nil, disabled: true),
    ])
    var screen = SceneScreen(id: nil, title: "Root", content: content, popAction: nil)
    screen.bar = bar
    let scene = MirrorUI.Scene(root: .stack(id: "stack", root: screen, path: []))
    XCTAssertEqual(scene.controls.map(\.label), ["Guests: −", "Share", "Save"])
    XCTAssertEqual(scene.controls.map(\.action), [["less": [:]], ["share": [:]], ["save": [:]]])
  }
}
