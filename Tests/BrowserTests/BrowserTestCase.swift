import MirrorJSON
import TestSupport
import XCTest

/// A test that drives real headless Chromium windows against a real NavMirror server.
class BrowserTestCase: XCTestCase {
  /// Shared by the tests of a class. Safe unguarded: XCTest runs a class's `setUp`, tests and
  /// `tearDown` one after another on one thread, and browser tests never run in parallel.
  nonisolated(unsafe) static var driver: WebDriver?
  var harness: MirrorHarness!

  /// The demo that new rooms run; a test class for another demo overrides it.
  class var defaultDemo: String { "tabs-stack" }

  override func setUpWithError() throws {
    if Self.driver == nil { Self.driver = try WebDriver() }
    harness = try MirrorHarness(defaultDemo: Self.defaultDemo)
  }

  override func tearDown() {
    harness = nil
  }

  /// Ends chromedriver after each test class: a static is never deinitialized, so the driver
  /// would otherwise outlive the test process.
  override class func tearDown() {
    driver = nil
    super.tearDown()
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

  /// Replaces the test's server with one that requires `driverToken` to drive.
  func useServer(driverToken: String) throws {
    harness = nil
    harness = try MirrorHarness(driverToken: driverToken)
  }

  /// Console errors, minus the browser's own lines about a socket that could not connect while
  /// the server was down (the page cannot silence those; it reconnects on its own).
  func consoleErrorsIgnoringRefusedSockets(_ page: BrowserSession) throws -> [String] {
    try page.consoleErrors().filter {
      !($0.contains("WebSocket connection to") || $0.contains("ERR_CONNECTION_REFUSED"))
    }
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
  static let connection = "return document.documentElement.dataset.connection"
  static let role = "return document.documentElement.dataset.role"
  static let presence = """
    return [...document.querySelectorAll('#presence li')].map(li => li.dataset.client + ':' + li.dataset.role + (li.classList.contains('you') ? ':you' : '')).join(',')
    """

  /// An XPath to the action log's entry for `version` (a button that travels there).
  static func logEntry(_ version: Int) -> String {
    "//ol[@id='action-log']//button[@data-version='\(version)']"
  }

  /// An XPath to the visible button in the current screen labelled `label`.
  static func button(_ label: String) -> String {
    "//main//div[contains(@class,'screen')][not(ancestor-or-self::*[@hidden or @inert])]//button[normalize-space()='\(label)']"
  }
}
