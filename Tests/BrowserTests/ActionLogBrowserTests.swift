import DemoFeatures
import MirrorJSON
import TestSupport
import XCTest

/// The action log and the effects lane with an app written the way users write theirs: a tap
/// that changes no state is in the log, values print as Swift does, and a page that joins late
/// sees the effects already running.
final class ActionLogBrowserTests: BrowserTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    harness = try MirrorHarness(apps: Demos.all + [LibraryFeature.app], defaultDemo: "library")
  }

  /// The log's entries, newest first, as "action · sender" lines (this page's id left out).
  let logLines = """
    return [...document.querySelectorAll('#action-log .log-entry')]
      .map(li => li.querySelector('.log-action').textContent + ' · '
        + li.querySelector('.log-sender').textContent.replace(/^c\\d+ /, ''))
    """

  func testATapThatChangesNoStateIsLoggedWithSwiftPrintedValues() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.button("Get started"))
    try page.waitUntil(PageScript.version, equals: "1")
    try page.tap(xpath: PageScript.button("Dune"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Library › Dune")
    try page.tap(xpath: PageScript.button("Lend to Ben"))
    try page.waitUntil(PageScript.version, equals: "3")
    try page.waitUntil(
      logLines,
      equals: [
        #".path(.element(id: #0, action: .lent(to: "Ben"))) · (you)"#,
        #".openBook(title: "Dune") · (you)"#,
        ".delegate(.finished) · effect",
        ".getStartedButtonTapped · (you) · no change",
      ])
    try page.screenshot(named: "action-log-swift-text")
    try assertNoConsoleErrors(page)
  }

  func testAPageThatJoinsLateSeesTheEffectsAlreadyRunning() throws {
    let first = try openPage(room: roomName)
    try first.tap(xpath: PageScript.button("Dune"))
    try first.waitUntil(PageScript.breadcrumb, equals: "Library › Dune")
    try first.tap(xpath: PageScript.button("Read"))
    try first.waitUntil(PageScript.version, equals: "2")

    let late = try openPage(room: roomName)
    try late.waitUntil("return document.getElementById('effects').hidden", equals: false)
    try late.waitUntil(
      "return document.getElementById('effects-running').textContent",
      equals: "path[#0].readButtonTappedpath #0running since v2")
    try late.screenshot(named: "effects-lane-late-joiner")
    try assertNoConsoleErrors(late)
  }
}
