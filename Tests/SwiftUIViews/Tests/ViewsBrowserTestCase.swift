import MirrorJSON
import NavMirror
import TestSupport
import XCTest

/// A test that drives this module's example apps and previews in real headless Chromium, served
/// by a real NavMirror server.
class ViewsBrowserTestCase: XCTestCase {
  /// Shared by the tests of a class: XCTest runs a class's tests one after another on one
  /// thread, and browser tests never run in parallel.
  nonisolated(unsafe) static var driver: WebDriver?
  var harness: MirrorHarness!

  /// The example apps and every preview of the module.
  static var apps: [MirrorApp] {
    [.ticTacToe, .todos, .signUp, .trips, .modifiersGallery, .viewsGallery, .fidelityGallery]
      + MirrorApp.previews(NavMirrorPreviews.all)
  }

  override func setUpWithError() throws {
    if Self.driver == nil { Self.driver = try WebDriver() }
    harness = try MirrorHarness(apps: Self.apps, defaultDemo: "tic-tac-toe")
  }

  override func tearDown() {
    harness = nil
  }

  override class func tearDown() {
    driver = nil
    super.tearDown()
  }

  /// A unique room name for this test.
  var roomName: String { "t-" + name.filter { $0.isLetter || $0.isNumber }.suffix(40) }

  /// A new window showing the room of this test running `demo`.
  func openPage(demo: String, room: String? = nil) throws -> BrowserSession {
    let driver = try XCTUnwrap(Self.driver)
    return try driver.openMirrorPage(harness.pageURL(room: room ?? roomName) + "&demo=\(demo)")
  }

  /// A script returning `property` of the first element of the phone matching `selector`.
  func read(_ selector: String, _ property: String = "textContent") -> String {
    "return document.querySelector(\".device \(selector)\")?.\(property) ?? null"
  }

  /// A script returning the room's state at the JSON pointer `path`-like keys.
  func stateScript(_ expression: String) -> String {
    "return (() => { const s = window.navmirrorState; return \(expression); })() ?? null"
  }

  /// Fails the test with every console error the page logged.
  func assertNoConsoleErrors(
    _ page: BrowserSession, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    XCTAssertEqual(try page.consoleErrors(), [], "console errors", file: file, line: line)
  }
}
