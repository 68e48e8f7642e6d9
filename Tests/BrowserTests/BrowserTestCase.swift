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
    return try driver.openMirrorPage(harness.pageURL(room: room) + query)
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
