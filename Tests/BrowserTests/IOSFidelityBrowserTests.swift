import MirrorJSON
import TestSupport
import XCTest

/// The page draws what iOS draws: alert buttons in iOS's order and colours, pickers in lists as
/// menu rows, presented sheets in the breadcrumb, Redo only when there is something to redo, a
/// room picker that names the demo and version, and no row left lit after its sheet closes.
final class IOSFidelityBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "pattern-reference" }

  /// Logs in and opens Minsu's screen in the History tab.
  private func openMinsu(_ page: BrowserSession) throws {
    try page.tap(xpath: PageScript.appButton("Log in"))
    try page.waitUntil(PageScript.selectedTab, equals: "Calendar")
    try page.tap(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='History']")
    try page.tap(xpath: PageScript.button("Minsu"))
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Minsu")
  }

  func testTwoButtonAlertPutsCancelOnTheLeftAndDestructiveInRed() throws {
    let page = try openPage(room: roomName)
    try openMinsu(page)
    try page.tap(xpath: PageScript.button("Delete"))
    try page.waitUntil(PageScript.alertTitle, equals: "Delete Minsu?")
    // The app lists Delete first; iOS draws Cancel on the left of a pair all the same.
    let drawn = try page.run(
      """
      const buttons = [...document.querySelectorAll('.presentation:not(.closing) .alert-buttons.pair button')];
      const [left, right] = buttons.map(b => b.getBoundingClientRect().left);
      return [buttons.map(b => b.textContent).join(', '), left < right,
        getComputedStyle(buttons[buttons.length - 1]).color]
      """)
    XCTAssertEqual(drawn, ["Cancel, Delete", true, "rgb(215, 0, 21)"], "iOS's accessible red")
    try page.screenshot(named: "ios-fidelity-delete-alert")
  }

  func testAPickerInAFormIsAMenuRowUnlessSegmented() throws {
    harness = try MirrorHarness(apps: [.controlsGallery], defaultDemo: "controls-gallery")
    let page = try openPage(room: roomName)
    let flavor = "document.querySelector('main .row > .picker-menu')"
    try page.waitUntil(
      "return \(flavor)?.querySelector('.picker-label').textContent", equals: "Flavor")
    // One row, label on the left and the choice on the right; the options show only when asked.
    XCTAssertEqual(
      try page.run(
        """
        const row = \(flavor).querySelector('.picker-menu-row');
        const [label, value] = [row.querySelector('.picker-label'), row.querySelector('.picker-current')];
        return [label.getBoundingClientRect().right < value.getBoundingClientRect().left,
          Math.abs(label.getBoundingClientRect().top - value.getBoundingClientRect().top) < 8,
          \(flavor).querySelector('.picker-options').hidden, value.textContent.trim()]
        """), [true, true, true, "Vanilla"])
    XCTAssertEqual(
      try page.run("return document.querySelectorAll('main .picker-segmented').length"), 1,
      "only the picker marked .pickerStyle(.segmented) is segmented")
    XCTAssertEqual(
      try page.run(
        """
        const size = document.querySelector('main .row > .picker-segmented');
        return [getComputedStyle(size.querySelector('.picker-label')).display,
          size.querySelector('[role=group]').getAttribute('aria-label')]
        """), ["none", "Size"], "segments alone in the row, the label kept for VoiceOver")
    try page.screenshot(named: "ios-fidelity-form-pickers")
  }

  func testTheBreadcrumbShowsAPresentedSheetAndTheCrumbUnderItDismissesIt() throws {
    let page = try openPage(room: roomName)
    try openMinsu(page)
    try page.tap(xpath: PageScript.button("Edit"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Edit")
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Minsu › [Edit]")
    XCTAssertEqual(
      try page.run(
        "return [...document.querySelectorAll('nav[aria-label=Breadcrumb] button')].map(b => b.textContent)"
      ), ["Minsu"], "only the screen under the sheet can be driven")
    try page.screenshot(named: "ios-fidelity-breadcrumb-sheet")
    try page.tap(xpath: "//nav[@aria-label='Breadcrumb']//button[normalize-space()='Minsu']")
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Minsu")
    try assertNoConsoleErrors(page)
  }

  func testRedoIsOffAtTheNewestVersionAndOnAfterAnUndo() throws {
    let page = try openPage(room: roomName)
    let redoDisabled = "return document.getElementById('redo').disabled"
    try openMinsu(page)
    try page.waitUntil(PageScript.version, equals: "3")
    XCTAssertEqual(try page.run(redoDisabled), true)
    try page.tap(xpath: "//button[@id='undo']")
    try page.waitUntil(PageScript.breadcrumb, equals: "History")
    try page.waitUntil(redoDisabled, equals: false)
    try page.tap(xpath: "//button[@id='redo']")
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Minsu")
    try page.waitUntil(redoDisabled, equals: true)
    try page.tap(xpath: "//button[@id='undo']")
    try page.waitUntil(redoDisabled, equals: false)
    try page.tap(xpath: PageScript.button("Jiwoo"))
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Jiwoo")
    try page.waitUntil(redoDisabled, equals: true, timeout: 2)
    try assertNoConsoleErrors(page)
  }

  func testTheRoomPickerNamesTheDemoAndTheCurrentVersion() throws {
    let page = try openPage(room: roomName)
    let chosen = "return document.querySelector('#room-picker option:checked')?.textContent ?? null"
    try page.waitUntil(chosen, equals: .string("\(roomName) — pattern-reference · v0 · 1 here"))
    try page.tap(xpath: PageScript.appButton("Log in"))
    try page.waitUntil(chosen, equals: .string("\(roomName) — pattern-reference · v1 · 1 here"))
  }

  func testARowIsNotLeftLitAfterItsSheetCloses() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.appButton("Log in"))
    let add = PageScript.appButton("Add transaction")
    try page.tap(xpath: add)
    try page.waitUntil(PageScript.sheetTitle, equals: "New transaction")
    // Esc closes the sheet with the pointer still where it pressed the row.
    try page.press("\u{E00C}")
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.animating, equals: false)
    XCTAssertEqual(
      try page.run(
        """
        const b = document.evaluate(\"\(add)\", document, null,
          XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
        const cell = getComputedStyle(b.closest('.group')).backgroundColor;
        return [b.matches(':hover'), getComputedStyle(b).backgroundColor,
          getComputedStyle(b.closest('.row')).backgroundColor === 'rgba(0, 0, 0, 0)' ? cell : getComputedStyle(b.closest('.row')).backgroundColor,
          getComputedStyle(b).opacity]
        """), [true, "rgba(0, 0, 0, 0)", "rgb(255, 255, 255)", "1"])
  }
}
