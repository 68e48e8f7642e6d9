import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// `.onAppear` and `.task` in real Chromium: a screen pushed from the page loads through its
/// task, shows the result, and popping it cancels the task, once for the room however many
/// windows watch it.
final class LifecycleBrowserTests: BrowserTestCase {
  private let probe = LifecycleProbe()

  override func setUpWithError() throws {
    try super.setUpWithError()
    harness = try MirrorHarness(apps: [.lifecycle(probe: probe)], defaultDemo: "lifecycle")
  }

  /// The text of the screen on top.
  private let screenText = """
    return [...document.querySelectorAll('main div.screen')]
      .filter(s => !s.closest('[hidden],[inert]')).map(s => s.textContent).join(' | ')
    """

  private func waitForText(
    _ page: BrowserSession, _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let shown = try MirrorHarness.eventually {
      try page.run(screenText).stringValue?.contains(text) == true
    }
    let last = try page.run(screenText).text
    XCTAssertTrue(shown, "'\(text)' not in \(last)", file: file, line: line)
  }

  private func waitFor(
    _ condition: @autoclosure () -> Bool, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(MirrorHarness.eventually(condition), message, file: file, line: line)
  }

  func testAPushedScreenLoadsThroughItsTaskAndPoppingItCancelsTheTask() throws {
    let alice = try openPage(room: roomName)
    let bob = try openPage(room: roomName)
    for page in [alice, bob] {
      try page.waitUntil(PageScript.breadcrumb, equals: "Lifecycle")
      try waitForText(page, "Root appeared 1 times")
    }

    try alice.tap(xpath: PageScript.button("Open loader"))
    for page in [alice, bob] {
      try page.waitUntil(PageScript.breadcrumb, equals: "Lifecycle › Loader")
      try waitForText(page, "loaded, load finished")
    }
    waitFor(probe.started == 1, "the pushed screen's task started its effect once for the room")
    try alice.screenshot(named: "lifecycle-loaded")

    try bob.tap(xpath: PageScript.button("Restart listening"))
    waitFor(probe.started == 2 && probe.cancelled == 1, "a new task id restarts the task")

    try alice.tap(xpath: "//main//button[@aria-label='Back']")
    for page in [alice, bob] {
      try page.waitUntil(PageScript.breadcrumb, equals: "Lifecycle")
      try waitForText(page, "Root appeared 2 times")
      try waitForText(page, "Loaders appeared 1 times")
    }
    waitFor(probe.cancelled == 2, "popping the screen cancels its task and the effect")
    XCTAssertEqual(probe.started, 2)
    try assertNoConsoleErrors(alice)
    try assertNoConsoleErrors(bob)
  }
}
