import MirrorJSON
import TestSupport
import XCTest

/// The page survives a server crash and restart without a reload.
final class ReconnectBrowserTests: BrowserTestCase {
  func testPageReconnectsAfterTheServerRestartsAndKeepsDriving() throws {
    let server = try RestartableServer()
    let driver = try XCTUnwrap(Self.driver)
    let page = try driver.newSession()
    try page.open(server.pageURL(room: roomName))
    try page.waitUntil(PageScript.connection, equals: "open")
    try page.waitUntil(PageScript.version, equals: "0")
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.version, equals: "1")
    // Mark the window: a reload would lose this.
    try page.run("window.notReloaded = true")

    server.stop()
    try page.waitUntil(PageScript.connection, equals: "closed")
    try server.start()
    try page.waitUntil(PageScript.connection, equals: "open", timeout: 15)
    try page.waitUntil(PageScript.version, equals: "1")
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    XCTAssertEqual(try page.run("return window.notReloaded === true"), true)

    try page.tap(xpath: PageScript.button("Go to Another"))
    try page.waitUntil(PageScript.version, equals: "2")
    XCTAssertEqual(try consoleErrorsIgnoringRefusedSockets(page), [])
  }
}
