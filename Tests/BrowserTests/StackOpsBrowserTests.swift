import MirrorJSON
import TestSupport
import XCTest

/// The stack-ops demo clicked through in real Chromium.
final class StackOpsBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "stack-ops" }

  func testEveryOperationFromTheScreensThemselves() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "Home")
    XCTAssertEqual(try page.run(PageScript.isDisabled("removeLast()")), true)
    XCTAssertEqual(try page.run(PageScript.isDisabled("append(.settings)")), false)
    try page.screenshot(named: "stack-ops-home")

    try page.tap(xpath: PageScript.button("Tree vs stack navigation"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail")
    try page.tap(xpath: PageScript.button("Edit"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Edit")
    try page.tap(xpath: PageScript.button("append(.settings)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Edit › Settings")
    XCTAssertEqual(try page.run(PageScript.isDisabled("removeSubrange(1...3)")), true)
    try page.tap(xpath: PageScript.button("append(.detail)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Edit › Settings › Detail")
    try page.waitUntil(PageScript.appShows("#3 detail"), equals: true)
    XCTAssertEqual(try page.run(PageScript.isDisabled("removeSubrange(1...3)")), false)
    try page.screenshot(named: "stack-ops-four-deep")

    try page.tap(xpath: PageScript.button("removeSubrange(1...3)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail")
    try page.tap(xpath: PageScript.button("append(.edit)"))
    try page.tap(xpath: PageScript.button("append(.settings)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Edit › Settings")
    try page.tap(xpath: PageScript.button("remove(at: 1)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Settings")
    try page.tap(xpath: PageScript.button("removeLast()"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail")
    try page.tap(xpath: PageScript.button("append(.settings)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Settings")
    try page.tap(xpath: PageScript.button("removeLast(2)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home")
    try page.tap(xpath: PageScript.button("append(.detail)"))
    try page.tap(xpath: PageScript.button("append(.edit)"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Detail › Edit")
    try page.tap(xpath: PageScript.button("removeAll()"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Home")
    try page.waitUntil(PageScript.appShows("[] (root)"), equals: true)
    try assertNoConsoleErrors(page)
  }
}
