import MirrorJSON
import TestSupport
import XCTest

/// A test that drives real headless Chromium windows against a real NavMirror server.
class BrowserTestCase: XCTestCase {
  static var driver: WebDriver?
  var harness: MirrorHarness!

  override func setUpWithError() throws {
    if Self.driver == nil { Self.driver = try WebDriver() }
    harness = try MirrorHarness()
  }

  override func tearDown() {
    harness = nil
  }

  /// A new window showing `room`, once its socket is open and the first state is drawn.
  func openPage(room: String, query: String = "") throws -> BrowserSession {
    let driver = try XCTUnwrap(Self.driver)
    let page = try driver.newSession()
    try page.open(harness.pageURL(room: room) + query)
    try page.waitUntil("return document.documentElement.dataset.connection", equals: "open")
    try page.waitUntil("return document.documentElement.dataset.version !== ''", equals: true)
    return page
  }

  /// A unique room name for this test.
  var roomName: String {
    "t-" + name.filter { $0.isLetter || $0.isNumber }.suffix(40)
  }

  /// Fails the test with every console error the page logged.
  func assertNoConsoleErrors(
    _ page: BrowserSession, file: StaticString = #filePath, line: UInt = #line
  )
    throws
  {
    let errors = try page.consoleErrors()
    XCTAssertEqual(errors, [], "console errors", file: file, line: line)
  }
}

/// Scripts that read what the page shows, through the page contract of docs/PROTOCOL.md.
enum PageScript {
  static let version = "return document.documentElement.dataset.version"
  static let breadcrumb = """
    return [...document.querySelectorAll('nav[aria-label=Breadcrumb] li')]
      .map(li => li.textContent.trim()).join(' › ')
    """
  static let title = "return document.querySelector('main h1')?.textContent.trim() ?? null"
  static let selectedTab = """
    return document.querySelector('[role=tablist] [role=tab][aria-selected=true]')?.textContent.trim() ?? null
    """
  static let hasBack = "return document.querySelector('main button[aria-label=Back]') !== null"

  /// An XPath to the visible button in the current screen labelled `label`.
  static func button(_ label: String) -> String {
    "//main//div[contains(@class,'screen')][not(ancestor-or-self::*[@hidden or @inert])]//button[normalize-space()='\(label)']"
  }
}
