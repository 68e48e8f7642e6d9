import MirrorJSON
import TestSupport
import XCTest

/// The inspector fed by the real server: the effects lane, the reducer order of each action,
/// and a read-only view of an earlier version.
final class InspectorBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "router-vs-path" }

  func testTheEffectsLaneShowsTheAnalyticsEffectFinishing() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.button("Team standup · Mon 9:30"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Team standup")
    try page.waitUntil("return document.getElementById('effects').hidden", equals: false)
    try page.waitUntil(
      "return document.getElementById('effects-done').textContent.includes('analytics')",
      equals: true)
    try page.screenshot(named: "inspector-effects")
    try assertNoConsoleErrors(page)
  }

  func testEachLoggedActionShowsTheOrderInWhichReducersRan() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.button("Team standup · Mon 9:30"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Team standup")
    try page.tap(xpath: "//button[@aria-label='Back']")
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try page.waitUntil(
      """
      return [...document.querySelectorAll('#action-log .log-steps')]
        .some(s => s.textContent.includes('the parent runs first'))
      """, equals: true)
  }

  func testAtOpensAnEarlierVersionReadOnly() throws {
    let driver = try openPage(room: roomName)
    try driver.tap(xpath: PageScript.button("Team standup · Mon 9:30"))
    try driver.waitUntil(PageScript.breadcrumb, equals: "Calendar › Team standup")
    let version = try XCTUnwrap(Int(try driver.run(PageScript.version).stringValue ?? ""))

    let past = try openPage(room: roomName, query: "&at=0")
    try past.waitUntil("return document.documentElement.dataset.readOnly", equals: "true")
    XCTAssertEqual(try past.run(PageScript.breadcrumb), "Calendar")
    XCTAssertEqual(
      try past.run("return document.getElementById('readonly-banner').textContent"),
      "Viewing version 0 (read-only)")
    try driver.tap(xpath: "//button[@aria-label='Back']")
    try driver.waitUntil(PageScript.version, equals: .string("\(version + 1)"))
    // Someone joining after that version is announced to the read-only window too, on the same
    // connection and after the update had it been sent: once the newcomer shows, the update
    // would have arrived.
    let newcomer = try harness.client(room: roomName)
    let newcomerID = try XCTUnwrap(newcomer.hello["client"]?.stringValue)
    try withExtendedLifetime(newcomer) {
      try past.waitUntil(
        "return document.querySelector('[data-client=\"\(newcomerID)\"]') !== null",
        equals: true)
    }
    XCTAssertEqual(try past.run(PageScript.version), "0", "a read-only window gets no updates")
    try assertNoConsoleErrors(past)
  }
}
