import MirrorJSON
import TestSupport
import XCTest

/// The presentation and toolbar modifiers in real Chromium, one test each: it appears, it sends
/// the right action, and the change comes back from the server to every page of the room.
final class PresentationModifiersBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "presentations-gallery" }

  override func setUpWithError() throws {
    if Self.driver == nil { Self.driver = try WebDriver() }
    harness = try MirrorHarness(apps: [.presentationsGallery], defaultDemo: Self.defaultDemo)
  }

  /// The kind of the presentation on top, or null.
  private static let presentedKind =
    "return document.querySelector('.presentation:not(.closing)')?.dataset.kind ?? null"

  /// Whether the presentation on top shows `text`.
  private static func presentationShows(_ text: String) -> String {
    "return document.querySelector('.presentation:not(.closing)')?.innerText.includes('\(text)')"
      + " ?? false"
  }

  /// An XPath to the button `label` in the bar of the presentation on top.
  private static func presentedBarButton(_ label: String) -> String {
    "//div[contains(@class,'presentation') and not(contains(@class,'closing'))]"
      + "//div[contains(@class,'modal-bar')]//button[normalize-space()='\(label)']"
  }

  /// An XPath to the button `label` in the bar of the screen on top.
  private static func barButton(_ label: String) -> String {
    "//main//header[contains(@class,'navbar')][not(ancestor-or-self::*[@hidden or @inert])]"
      + "//button[normalize-space()='\(label)']"
  }

  func testAPopoverIsDrawnAsASheetAndItsFieldRoundTrips() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.appButton("Open popover"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Popover")
    try page.waitUntil(PageScript.version, equals: "1")
    XCTAssertEqual(try page.run(Self.presentedKind), "sheet")

    let field =
      "//div[contains(@class,'presentation') and not(contains(@class,'closing'))]"
      + "//input[@aria-label='Text']"
    try page.tap(xpath: field)
    // One key at a time, each after the server's echo: the sheet redrawn around the field must
    // keep it focused, or the next key goes nowhere.
    try page.press("H")
    try page.waitUntil(PageScript.version, equals: "2")
    try page.press("i")
    try page.waitUntil(PageScript.version, equals: "3")
    let viewer = try openPage(room: roomName)
    try viewer.waitUntil(
      "return document.querySelector('.presentation:not(.closing) input')?.value ?? null",
      equals: "Hi")

    try page.press("\u{E00C}")
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.version, equals: "4")
    try viewer.waitUntil(PageScript.presentationCount, equals: 0)
    try assertNoConsoleErrors(page)
    try assertNoConsoleErrors(viewer)
  }

  func testAFullScreenCoverIsDismissedByItsFeature() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.appButton("Open cover"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Cover")
    try page.waitUntil(PageScript.version, equals: "1")
    XCTAssertEqual(try page.run(Self.presentedKind), "fullScreenCover")
    try page.waitUntil(PageScript.animating, equals: false)
    try page.screenshot(named: "presentations-cover")

    // Done sends doneTapped, which changes nothing; its dismiss effect is the next version.
    try page.tap(xpath: PageScript.presentedButton("Done"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.version, equals: "2")
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations")
    try assertNoConsoleErrors(page)
  }

  func testAToolbarItemInASheetSendsItsAction() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.appButton("Open sheet"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Sheet")
    try page.tap(xpath: Self.presentedBarButton("Save"))
    try page.waitUntil(PageScript.version, equals: "2")
    try page.waitUntil(Self.presentationShows("Saved 1 times"), equals: true)
    let viewer = try openPage(room: roomName)
    try viewer.waitUntil(Self.presentationShows("Saved 1 times"), equals: true)
    try page.waitUntil(PageScript.animating, equals: false)
    try page.screenshot(named: "presentations-sheet-toolbar")

    try page.press("\u{E00C}")
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.version, equals: "3")
    try assertNoConsoleErrors(page)
    try assertNoConsoleErrors(viewer)
  }

  /// A sheet whose content says `.presentationDetents([.medium, .large])` opens at half the
  /// screen, as iOS opens it; one without detents reaches the status bar.
  func testASheetOpensAtItsMediumDetent() throws {
    let page = try openPage(room: roomName)
    let panelShare =
      "const panel = document.querySelector('.presentation:not(.closing) .modal-panel');"
      + " if (!panel) return null;"
      + " return Math.round(100 * panel.getBoundingClientRect().height"
      + " / panel.parentElement.getBoundingClientRect().height);"
    try page.tap(xpath: PageScript.appButton("Open half sheet"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Half")
    try page.waitUntil(PageScript.animating, equals: false)
    let half = try XCTUnwrap(page.run(panelShare).intValue)
    XCTAssertEqual(Double(half), 50, accuracy: 3, "the medium sheet's share of the screen")
    try page.screenshot(named: "presentations-half-sheet")
    try page.press("\u{E00C}")
    try page.waitUntil(PageScript.presentationCount, equals: 0)

    try page.tap(xpath: PageScript.appButton("Open sheet"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Sheet")
    try page.waitUntil(PageScript.animating, equals: false)
    let full = try XCTUnwrap(page.run(panelShare).intValue)
    XCTAssertGreaterThan(full, 85, "a sheet without detents reaches the status bar")
    try assertNoConsoleErrors(page)
  }

  /// The share of the screen the sheet on top takes, in percent (null: none).
  private static let sheetShare =
    "const panel = document.querySelector('.presentation:not(.closing) .modal-panel');"
    + " if (!panel) return null;"
    + " return Math.round(100 * panel.getBoundingClientRect().height"
    + " / panel.parentElement.getBoundingClientRect().height);"

  /// Drags the grabber of the sheet on top `dy` pixels down (up when negative), lets go and
  /// waits until the sheet has settled.
  private func dragGrabber(on page: BrowserSession, by dy: Int) throws {
    let center = try page.run(
      """
      const box = document.querySelector('.presentation:not(.closing) .grabber-area')
        .getBoundingClientRect();
      return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
      """
    ).arrayValue?.compactMap(\.intValue)
    let (x, y) = try (XCTUnwrap(center?.first), XCTUnwrap(center?.last))
    var steps: [JSONValue] = [
      ["type": "pointerMove", "duration": 0, "origin": "viewport", "x": .int(x), "y": .int(y)],
      ["type": "pointerDown", "button": 0],
    ]
    for step in 1...6 {
      steps.append([
        "type": "pointerMove", "duration": 30, "origin": "viewport", "x": .int(x),
        "y": .int(y + dy * step / 6),
      ])
    }
    steps.append(["type": "pointerUp", "button": 0])
    try page.pointer(steps)
    try page.waitUntil(PageScript.animating, equals: false)
  }

  /// The share of the screen the sheet on top takes on `page`, in percent.
  private func sheetShare(on page: BrowserSession) throws -> Double {
    try Double(XCTUnwrap(page.run(Self.sheetShare).intValue))
  }

  /// Dragged by its grabber, a sheet settles at the nearest of its detents, or is dismissed
  /// when let go well below the smallest (unless `.interactiveDismissDisabled()`); without a
  /// `selection:` binding the height is each page's own, with one every page follows.
  func testASheetIsDraggedBetweenItsDetentsByItsGrabber() throws {
    let page = try openPage(room: roomName)
    let viewer = try openPage(room: roomName)
    try page.tap(xpath: PageScript.appButton("Open half sheet"))
    for session in [page, viewer] {
      try session.waitUntil(PageScript.sheetTitle, equals: "Half")
      try session.waitUntil(PageScript.animating, equals: false)
    }
    try dragGrabber(on: page, by: -300)
    XCTAssertGreaterThan(try sheetShare(on: page), 85, "dragged up, it settles at .large")
    XCTAssertEqual(try sheetShare(on: viewer), 50, accuracy: 3, "another page keeps its own")
    try dragGrabber(on: page, by: 300)
    XCTAssertEqual(try sheetShare(on: page), 50, accuracy: 3, "dragged down, at .medium again")
    try dragGrabber(on: page, by: 60)
    XCTAssertEqual(try sheetShare(on: page), 50, accuracy: 3, "a short drag springs back")
    try dragGrabber(on: page, by: 250)
    try viewer.waitUntil(PageScript.presentationCount, equals: 0)

    // Bound to the view's `@State`: dragging writes it, and the other page's sheet follows.
    let height =
      "return document.querySelector('.presentation:not(.closing) .modal-panel')?.offsetHeight ?? null"
    try page.tap(xpath: PageScript.appButton("Open sized sheet"))
    for session in [page, viewer] {
      try session.waitUntil(PageScript.sheetTitle, equals: "Sized")
      try session.waitUntil(PageScript.animating, equals: false)
    }
    XCTAssertEqual(try sheetShare(on: viewer), 50, accuracy: 3, "it opens at its selection")
    try dragGrabber(on: page, by: 150)
    try viewer.waitUntil(height, equals: 200)
    try page.waitUntil(height, equals: 200)

    // `.interactiveDismissDisabled()`: dragged far down it springs back, and Esc leaves it.
    let version = try page.run(PageScript.version)
    try dragGrabber(on: page, by: 150)
    XCTAssertEqual(try page.run(height), 200)
    try page.press("\u{E00C}")
    // Dragged up to .medium: a write that comes back after anything Esc would have sent.
    try dragGrabber(on: page, by: -150)
    let next = try XCTUnwrap(version.stringValue.flatMap { Int($0) }) + 1
    try page.waitUntil(PageScript.version, equals: .string(String(next)))
    XCTAssertEqual(try page.run(PageScript.presentationCount), 1, "Esc did not dismiss it")
    try viewer.waitUntil(
      "return Math.abs((() => { \(Self.sheetShare) })() - 50) <= 3", equals: true)
    try assertNoConsoleErrors(page)
    try assertNoConsoleErrors(viewer)
  }

  func testANavigationDestinationItemPushesAndItsBackDismisses() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations")
    try page.tap(xpath: PageScript.appButton("Open detail"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations › Detail")
    try page.waitUntil(PageScript.version, equals: "1")
    XCTAssertEqual(try page.run(PageScript.hasBack), true)
    try page.tap(xpath: Self.barButton("Save"))
    try page.waitUntil(PageScript.version, equals: "2")
    try page.waitUntil(PageScript.appShows("Saved 1 times"), equals: true)
    let viewer = try openPage(room: roomName)
    try viewer.waitUntil(PageScript.breadcrumb, equals: "Presentations › Detail")

    try page.tap(xpath: "//main//button[@aria-label='Back']")
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations")
    try page.waitUntil(PageScript.version, equals: "3")
    try viewer.waitUntil(PageScript.breadcrumb, equals: "Presentations")

    try page.tap(xpath: PageScript.appButton("Open detail"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations › Detail")
    try page.tap(xpath: PageScript.button("Done"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations")
    try page.waitUntil(PageScript.version, equals: "5")
    try assertNoConsoleErrors(page)
    try assertNoConsoleErrors(viewer)
  }

  func testAPrincipalItemTakesTheInlineTitlesPlaceAndSendsItsAction() throws {
    let page = try openPage(room: roomName)
    let principal = "return document.querySelector('main .toolbar-principal')?.textContent ?? null"
    try page.waitUntil(principal, equals: "Centre 0")
    XCTAssertEqual(
      try page.run("return document.querySelector('main .nav-inline-title').textContent"), "")
    try page.tap(xpath: "//main//*[contains(@class,'toolbar-principal')]//button")
    try page.waitUntil(PageScript.version, equals: "1")
    try page.waitUntil(principal, equals: "Centre 1")
    let viewer = try openPage(room: roomName)
    try viewer.waitUntil(principal, equals: "Centre 1")
    try assertNoConsoleErrors(page)
  }

  func testAHiddenBackButtonLeavesPoppingToTheScreensOwnButton() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.link("Locked note"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations › Locked")
    try page.waitUntil(PageScript.version, equals: "1")
    XCTAssertEqual(try page.run(PageScript.hasBack), false)
    // Alt+← pops a screen with a Back button; this one stays.
    try page.press("\u{E00A}\u{E012}")
    try page.tap(xpath: Self.barButton("Save"))
    try page.waitUntil(PageScript.version, equals: "2")
    XCTAssertEqual(try page.run(PageScript.breadcrumb), "Presentations › Locked")

    try page.tap(xpath: PageScript.button("Done"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations")
    try page.waitUntil(PageScript.version, equals: "3")
    try assertNoConsoleErrors(page)
  }

  func testALinkWrittenWithValuePushesThePathsElementState() throws {
    let page = try openPage(room: roomName)
    try page.tap(
      xpath: "//main//button[contains(@class,'nav-link')]"
        + "[contains(normalize-space(),'Note by value')]")
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations › By value")
    try page.waitUntil(PageScript.version, equals: "1")
    try page.tap(xpath: PageScript.button("Done"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Presentations")
    try page.waitUntil(PageScript.version, equals: "2")
    try assertNoConsoleErrors(page)
  }
}
