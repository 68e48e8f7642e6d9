import MirrorJSON
import TestSupport
import XCTest

/// The pop-to-root demo clicked through in real Chromium.
final class PopToRootBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "pop-to-root" }

  func testView3ReturnsToTheRootInOneChange() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1")
    XCTAssertEqual(try page.run(PageScript.title), "View 1")
    try page.screenshot(named: "pop-to-root-view1")

    try page.tap(xpath: PageScript.button("Go to View2"))
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1 › View 2")
    try page.tap(xpath: PageScript.button("Go to View3"))
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1 › View 2 › View 3")
    XCTAssertEqual(try page.run(PageScript.title), "View 3")
    XCTAssertEqual(try page.run(PageScript.version), "2")
    try page.screenshot(named: "pop-to-root-view3")

    try page.tap(xpath: PageScript.button("Back to root"))
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1")
    XCTAssertEqual(try page.run(PageScript.version), "3", "popToRoot is one state change")
    XCTAssertEqual(try page.run(PageScript.hasBack), false)

    try page.tap(xpath: PageScript.button("Go to View2"))
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1 › View 2")
    try page.tap(xpath: PageScript.button("Pop"))
    try page.waitUntil(PageScript.breadcrumb, equals: "View 1")
    try assertNoConsoleErrors(page)
  }
}
