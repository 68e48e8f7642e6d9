import MirrorJSON
import TestSupport
import XCTest

/// Every demo passes axe-core's WCAG 2.0/2.1 A and AA rules (and keeps one heading outline with
/// all content in landmarks) when it opens and after each kind of navigation: a push, a sheet
/// and an alert.
final class AccessibilityBrowserTests: BrowserTestCase {
  /// Fails with every violation axe reports on `page` now, one per line.
  private func assertAccessible(
    _ page: BrowserSession, _ moment: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let violations = try page.axeViolations()
    XCTAssertEqual(
      violations, [], "axe violations \(moment):\n" + violations.joined(separator: "\n"),
      file: file, line: line)
  }

  /// A page of `demo` in a new room of its own.
  private func openDemo(_ demo: String) throws -> BrowserSession {
    try openPage(room: roomName, query: "&demo=\(demo)")
  }

  func testTabsStack() throws {
    let page = try openDemo("tabs-stack")
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    try assertAccessible(page, "on open")
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.tap(xpath: PageScript.button("Go to Another"))
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail › Another")
    try assertAccessible(page, "after two pushes")
    try page.tap(xpath: "//nav[@aria-label='Breadcrumb']//button[normalize-space()='First']")
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    try page.tap(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='Second']")
    try page.waitUntil(PageScript.selectedTab, equals: "Second")
    try assertAccessible(page, "on the second tab")
  }

  func testPatternReference() throws {
    let page = try openDemo("pattern-reference")
    try page.waitUntil(PageScript.appShows("Household ledger"), equals: true)
    try assertAccessible(page, "on the intro")
    try page.tap(xpath: PageScript.appButton("Log in"))
    try page.waitUntil(PageScript.selectedTab, equals: "Calendar")
    try page.tap(xpath: PageScript.appButton("Add transaction"))
    try page.waitUntil(PageScript.sheetTitle, equals: "New transaction")
    try assertAccessible(page, "with the add-transaction sheet")
    try page.tap(xpath: PageScript.presentedButton("Cancel"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.tap(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='History']")
    try page.tap(xpath: PageScript.button("Minsu"))
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Minsu")
    try assertAccessible(page, "after a push")
    try page.tap(xpath: PageScript.button("Delete"))
    try page.waitUntil(PageScript.alertTitle, equals: "Delete Minsu?")
    try assertAccessible(page, "with the delete alert")
  }

  func testPopToRoot() throws {
    let page = try openDemo("pop-to-root")
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1")
    try assertAccessible(page, "on open")
    try page.tap(xpath: PageScript.button("Go to View2"))
    try page.tap(xpath: PageScript.button("Go to View3"))
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1 › View 2 › View 3")
    try assertAccessible(page, "after two pushes")
  }

  func testRouterVsPath() throws {
    try auditRouterVsPath(page: try openDemo("router-vs-path"))
  }

  /// The dark palette passes too (the push, the sheet and the alert of router-vs-path).
  func testRouterVsPathInDarkMode() throws {
    let page = try openDemo("router-vs-path")
    try page.driver.request(
      "POST", "/session/\(page.id)/goog/cdp/execute",
      body: [
        "cmd": "Emulation.setEmulatedMedia",
        "params": ["features": [["name": "prefers-color-scheme", "value": "dark"]]],
      ])
    try page.waitUntil(
      "return getComputedStyle(document.body).backgroundColor", equals: "rgb(16, 16, 19)")
    try auditRouterVsPath(page: page)
  }

  /// Audits router-vs-path on open, after a push, with its sheet and with its alert.
  private func auditRouterVsPath(
    page: BrowserSession, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar")
    try assertAccessible(page, "on open", file: file, line: line)
    try page.tap(xpath: PageScript.button("Team standup · Mon 9:30"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Calendar › Team standup")
    try assertAccessible(page, "after a push", file: file, line: line)
    try page.tap(xpath: PageScript.button("Share"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Share event")
    try assertAccessible(page, "with the share sheet", file: file, line: line)
    try page.tap(xpath: PageScript.presentedButton("Done"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.tap(xpath: "//nav[@aria-label='Breadcrumb']//button[normalize-space()='Calendar']")
    try page.tap(xpath: PageScript.button("Salary talk 🔒 · Wed 11:00"))
    try page.waitUntil(PageScript.alertTitle, equals: "Access denied")
    try assertAccessible(page, "with the access alert", file: file, line: line)
  }

  /// A viewer's page (its banner, and the phone's controls drawn as not for it) passes too.
  func testAViewersPage() throws {
    try useServer(driverToken: "s3cret-driver-token")
    let driver = try openPage(room: roomName, query: "&token=s3cret-driver-token")
    try driver.tap(xpath: PageScript.button("Go to First Detail"))
    let viewer = try openPage(room: roomName)
    try viewer.waitUntil(PageScript.role, equals: "viewer")
    try viewer.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    XCTAssertEqual(try viewer.run("return document.getElementById('viewer-hint').hidden"), false)
    try assertAccessible(viewer, "for a viewer")
  }

  func testStackOps() throws {
    let page = try openDemo("stack-ops")
    try page.waitUntil(PageScript.breadcrumb, equals: "Home")
    try assertAccessible(page, "on open")
    try page.tap(xpath: PageScript.button("Tree vs stack navigation"))
    try page.tap(xpath: PageScript.button("Edit"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Edit")
    try assertAccessible(page, "after two pushes")
  }
}
