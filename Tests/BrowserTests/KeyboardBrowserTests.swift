import MirrorJSON
import TestSupport
import XCTest

/// The phone driven with the keyboard alone, by real key events in Chromium: Tab reaches every
/// control in order, Enter and Space activate, Esc dismisses the top sheet or alert, Alt+← goes
/// back, and the focus follows: into a sheet, back to the control that opened it, to Back after
/// a push and to the row that pushed after a pop.
final class KeyboardBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "router-vs-path" }

  private typealias Key = WebDriverKey

  /// The focused element's accessible label (its aria-label, else its text), or null when the
  /// focus is not in the phone.
  private static let focusedInPhone = """
    const a = document.activeElement;
    return a && a.closest('.device') ? (a.getAttribute('aria-label') || a.textContent.trim()) : null
    """

  /// Presses Tab until the phone control labelled `label` has the focus.
  private func tab(to label: String, in page: BrowserSession) throws {
    for _ in 0..<40 {
      try page.press(Key.tab)
      if try page.run(Self.focusedInPhone) == .string(label) { return }
    }
    XCTFail("Tab never reached '\(label)'")
  }

  func testTabReachesEveryPhoneControlInDocumentOrder() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    let expected = try page.run(
      """
      return [...document.querySelectorAll('.device button, .device input, .device select')]
        .filter(el => !el.disabled && !el.closest('[inert], [hidden]') && el.getClientRects().length)
        .map(el => el.getAttribute('aria-label') || el.textContent.trim())
      """
    ).arrayValue?.compactMap(\.stringValue)
    XCTAssertEqual(expected?.count, 6, "the calendar's four events, Settings and Profile")
    var reached: [String] = []
    for _ in 0..<40 {
      try page.press(Key.tab)
      let focused = try page.run(Self.focusedInPhone).stringValue
      if let focused { reached.append(focused) } else if !reached.isEmpty { break }
    }
    XCTAssertEqual(reached, expected)
  }

  func testEnterAndSpaceActivateEscapeDismissesAltLeftGoesBack() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try tab(to: "Team standup · Mon 9:30", in: page)
    try page.press(Key.enter)
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Team standup")
    try page.waitUntil(Self.focusedInPhone, equals: "Back", timeout: 2)

    try page.press(Key.tab)
    try page.waitUntil(Self.focusedInPhone, equals: "Share", timeout: 2)
    try page.press(Key.space)
    try page.waitUntil(PageScript.sheetTitle, equals: "Share event")
    try page.waitUntil(
      "return document.activeElement.closest('.presentation [role=dialog]') !== null",
      equals: true, timeout: 2)
    try page.press(Key.escape)
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(Self.focusedInPhone, equals: "Share", timeout: 2)

    try page.press(Key.alt + Key.left)
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try page.waitUntil(Self.focusedInPhone, equals: "Team standup · Mon 9:30", timeout: 2)
    try assertNoConsoleErrors(page)
  }

  func testEscapeDismissesAnAlertAndEnterPressesItsButtons() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try tab(to: "Salary talk 🔒 · Wed 11:00", in: page)
    try page.press(Key.enter)
    try page.waitUntil(PageScript.alertTitle, equals: "Access denied")
    try page.waitUntil(
      "return document.activeElement.closest('[role=alertdialog]') !== null", equals: true,
      timeout: 2)
    try page.press(Key.escape)
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(Self.focusedInPhone, equals: "Salary talk 🔒 · Wed 11:00", timeout: 2)

    try page.press(Key.enter)
    try page.waitUntil(PageScript.alertTitle, equals: "Access denied")
    try tab(to: "Request access", in: page)
    try page.press(Key.enter)
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.appShows("access_requested id=3"), equals: true)
    try assertNoConsoleErrors(page)
  }

  func testASheetSomeoneElseOpensLeavesTheFocusWhereTheUserIsTyping() throws {
    let typing = try openPage(room: roomName)
    let other = try openPage(room: roomName)
    try typing.click(xpath: "//summary[normalize-space()='Flows']")
    try typing.click(xpath: "//input[@id='flow-name']")
    try other.tap(xpath: PageScript.button("Team standup · Mon 9:30"))
    try other.tap(xpath: PageScript.button("Share"))
    try typing.waitUntil(PageScript.sheetTitle, equals: "Share event")
    XCTAssertEqual(try typing.run("return document.activeElement.id"), "flow-name")
    try other.waitUntil(
      "return document.activeElement.closest('.presentation [role=dialog]') !== null",
      equals: true, timeout: 2)
  }

  func testAMenuPickerOpensWithEnterClosesWithEscapeAndPicksWithEnter() throws {
    harness = try MirrorHarness(apps: [.controlsGallery], defaultDemo: "controls-gallery")
    let page = try openPage(room: roomName)
    let expanded =
      "return document.querySelector('main .picker-menu .picker-current').getAttribute('aria-expanded')"
    try tab(to: "Vanilla", in: page)
    try page.press(Key.enter)
    try page.waitUntil(expanded, equals: "true", timeout: 2)
    try page.press(Key.tab)
    try page.press(Key.escape)
    try page.waitUntil(expanded, equals: "false", timeout: 2)
    XCTAssertEqual(
      try page.run("return document.activeElement.classList.contains('picker-current')"), true)

    try page.press(Key.enter)
    try tab(to: "Mango", in: page)
    try page.press(Key.enter)
    try page.waitUntil(PageScript.version, equals: "1")
    try page.waitUntil(
      "return document.querySelector('main .picker-menu .picker-value').textContent",
      equals: "Mango")
    try page.waitUntil(Self.focusedInPhone, equals: "Mango", timeout: 2)
    XCTAssertEqual(
      try page.run("return document.activeElement.classList.contains('picker-current')"), true,
      "the focus stays on the picker's row, re-drawn with the new value")
    try assertNoConsoleErrors(page)
  }
}
