import MirrorJSON
import TestSupport
import XCTest

/// Every SwiftUI control MirrorUI draws, used in real Chromium: it appears, it sends its
/// binding's action, and the value comes back from the server.
final class ControlsBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "controls-gallery" }

  override func setUpWithError() throws {
    if Self.driver == nil { Self.driver = try WebDriver() }
    harness = try MirrorHarness(apps: [.controlsGallery], defaultDemo: Self.defaultDemo)
  }

  /// A script that returns `property` of the first element of the app matching `selector`.
  private func read(_ selector: String, _ property: String = "textContent") -> String {
    "return document.querySelector(\"main \(selector)\")?.\(property) ?? null"
  }

  func testTextFieldsSendEachChangeAndRoundTrip() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(read("input[aria-label='Name']", "placeholder"), equals: "Your name")
    try page.click(xpath: "//main//input[@aria-label='Name']")
    // One action per keystroke, as SwiftUI sets the binding on each change. Each key waits for
    // the server's answer, which redraws the form around the field: the field keeps its focus,
    // so the next key goes on typing in it.
    for (version, key) in zip(1..., "Ann") {
      try page.press(String(key))
      try page.waitUntil(PageScript.version, equals: .string(String(version)))
      try page.waitUntil(
        "return document.activeElement?.getAttribute('aria-label') ?? null", equals: "Name")
    }
    try page.waitUntil(read(".label-title"), equals: "Saved 0, shared 0")
    XCTAssertEqual(try page.run(read("input[aria-label='Name']", "value")), "Ann")
    XCTAssertEqual(try page.run(read("input[aria-label='Password']", "type")), "password")
    try page.click(xpath: "//main//input[@aria-label='Password']")
    try page.press("x")
    try page.waitUntil(PageScript.version, equals: "4")
    try assertNoConsoleErrors(page)
  }

  func testStepperTogglePickersAndDatePickerSendTheirBindingsActions() throws {
    let page = try openPage(room: roomName)
    let plus =
      "//main//*[@role='group'][starts-with(@aria-label,'Guests')]"
      + "//button[@aria-label='Increment']"
    try page.tap(xpath: plus)
    try page.waitUntil(read(".stepper-label"), equals: "Guests: 2")
    try page.tap(xpath: plus)
    try page.waitUntil(read(".stepper-label"), equals: "Guests: 3")
    XCTAssertEqual(
      try page.run(read("button[aria-label='Increment']", "disabled")), true,
      "at the top of the range")

    try page.tap(xpath: "//main//*[@role='switch'][normalize-space()='Notify']")
    try page.waitUntil(read(".toggle", "getAttribute('aria-checked')"), equals: "true")

    try page.tap(xpath: "//main//*[@role='group'][@aria-label='Size']//button[.='L']")
    try page.waitUntil(read("[aria-label='Size'] [aria-pressed='true']"), equals: "L")

    try page.tap(xpath: "//main//button[@aria-haspopup='true'][normalize-space()='Vanilla']")
    try page.tap(xpath: "//main//*[@role='group'][@aria-label='Flavor']//button[.='Mango']")
    try page.waitUntil(read(".picker-menu .picker-value"), equals: "Mango")

    XCTAssertEqual(try page.run(read("input.date-input", "type")), "date")
    try page.run(
      """
      const input = document.querySelector('main input.date-input');
      input.value = '2030-01-15';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return null
      """)
    try page.waitUntil(PageScript.version, equals: "6")
    XCTAssertEqual(try page.run(read("input.date-input", "value")), "2030-01-15")
    try assertNoConsoleErrors(page)
  }

  func testToolbarButtonInlineTitleAndDecorationsAreDrawn() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(read(".nav-inline-title"), equals: "Controls")
    XCTAssertEqual(try page.run(read(".navbar", "classList.contains('large')")), false)
    try page.tap(xpath: "//main//header[contains(@class,'navbar')]//button[.='Save']")
    try page.waitUntil(read(".label-title"), equals: "Saved 1, shared 0")
    try page.tap(xpath: "//main//button[contains(@class,'btn-labeled')][normalize-space()='Share']")
    try page.waitUntil(read(".label-title"), equals: "Saved 1, shared 1")
    XCTAssertEqual(try page.run(read(".btn-labeled[data-role='destructive']", "disabled")), true)
    XCTAssertEqual(
      try page.run("return document.querySelectorAll('main progress, main .spinner').length"), 2)
    XCTAssertEqual(try page.run(read(".image svg", "getAttribute('aria-label')")), "star")
    XCTAssertEqual(try page.run(read(".section-footer:not([hidden])")), "Up to 3 guests.")
    XCTAssertEqual(
      try page.run("return document.querySelectorAll('main hr, main .hstack .spacer').length"), 2)
    try page.screenshot(named: "controls-gallery")
    try assertNoConsoleErrors(page)
  }

  func testLeadingAndBottomBarItemsAndALargeTitleThatFollowsTheState() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: "//main//*[contains(@class,'toolbar-bottom')]//button[.//*[@data-symbol]]")
    try page.waitUntil(read(".toolbar-bottom .text"), equals: "1 shared")
    try page.tap(xpath: "//main//*[contains(@class,'toolbar-leading')]//button[.='Reset']")
    try page.waitUntil(read(".toolbar-bottom .text"), equals: "0 shared")

    try page.tap(xpath: "//main//*[@role='switch'][normalize-space()='Large title']")
    try page.waitUntil(read(".navbar", "classList.contains('large')"), equals: true)
    XCTAssertEqual(try page.run(read("h1.nav-title")), "Controls")
    XCTAssertEqual(try page.run(read(".nav-inline-title")), "")
    XCTAssertEqual(try page.run(read(".toolbar-trailing .btn")), "Save", "items stay in the bar")
    try page.screenshot(named: "controls-gallery-large-title")
    try assertNoConsoleErrors(page)
  }
}
