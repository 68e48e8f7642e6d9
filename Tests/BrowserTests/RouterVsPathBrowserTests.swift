import MirrorJSON
import TestSupport
import XCTest

/// The router-vs-path demo clicked through in real Chromium.
final class RouterVsPathBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "router-vs-path" }

  func testAllowedEventPushesDeniedEventAlertsOverlaysStayOffTheStack() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try page.screenshot(named: "router-vs-path-calendar")

    try page.tap(xpath: PageScript.button("Team standup · Mon 9:30"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Team standup")
    try page.tap(xpath: PageScript.button("Share"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Share event")
    // The sheet is presented over the stack, not pushed: the breadcrumb brackets it.
    XCTAssertEqual(try page.run(PageScript.breadcrumb), "Calendar › Team standup › [Share event]")
    try page.screenshot(named: "router-vs-path-sheet")
    try page.tap(xpath: PageScript.presentedButton("Done"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)

    try page.tap(xpath: PageScript.button("Organizer: jisoo"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Team standup › Profile")
    try page.tap(xpath: PageScript.button("Back to calendar"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try page.waitUntil(PageScript.appShows("event_shared id=1"), equals: true)

    try page.tap(xpath: PageScript.button("Salary talk 🔒 · Wed 11:00"))
    try page.waitUntil(PageScript.alertTitle, equals: "Access denied")
    XCTAssertEqual(try page.run(PageScript.breadcrumb), "Calendar")
    try page.screenshot(named: "router-vs-path-denied")
    try page.tap(xpath: PageScript.presentedButton("Request access"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.appShows("access_requested id=3"), equals: true)

    try page.tap(xpath: PageScript.button("Settings"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Settings")
    try page.tap(xpath: PageScript.button("Appearance"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Appearance")
    try page.screenshot(named: "router-vs-path-cover")
    try page.tap(xpath: PageScript.presentedButton("Close"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.tap(xpath: PageScript.button("My profile"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Settings › Profile")
    try page.tap(xpath: "//nav[@aria-label='Breadcrumb']//button[normalize-space()='Calendar']")
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try assertNoConsoleErrors(page)
  }
}
