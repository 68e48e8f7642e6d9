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

  /// A control drawn as an SF Symbol alone reads as VoiceOver says it: "Add" for a toolbar's
  /// "+", the symbol's name in words for one without a common name.
  func testAControlDrawnAsASymbolAloneIsLabelledWithItsSpokenName() {
    let content = SceneNode.vstack([
      .labeledButton(
        label: .image(systemName: "plus"), action: ["add": [:]], role: nil, disabled: false),
      .labeledButton(
        label: .image(systemName: "trash.fill"), action: ["delete": [:]], role: nil,
        disabled: false),
      .navigationLink(label: .image(systemName: "bell.badge"), action: ["bell": [:]]),
      .labeledButton(label: .spacer, action: ["blank": [:]], role: nil, disabled: false),
    ])
    let scene = MirrorUI.Scene(
      root: .stack(
        id: "stack", root: SceneScreen(id: nil, title: "Trips", content: content, popAction: nil),
        path: []))
    XCTAssertEqual(scene.controls.map(\.label), ["Add", "Delete", "Bell Badge", "Button"])
  }
}
