import MirrorJSON
import TestSupport
import XCTest

/// Runtime warnings from the core appear in the Diagnostics panel, linked to the log.
final class DiagnosticsBrowserTests: BrowserTestCase {
  func testAPopOfAMissingIdIsListedAndLinksToItsVersion() throws {
    let room = roomName
    let page = try openPage(room: room)
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.version, equals: "1")
    // A stale id, as a late tap on a screen that is already gone would send.
    let client = try harness.client(room: room)
    _ = client.sendAction(["path": ["popFrom": ["id": 99]]])
    try page.waitUntil("return document.getElementById('diagnostics').hidden", equals: false)
    try page.waitUntil(
      "return document.querySelector('#diagnostics .diag-history .diag-code')?.textContent ?? ''",
      equals: "stack-pop-missing-id")
    XCTAssertEqual(
      try page.run("return document.querySelector('#diagnostics .diag-link code').textContent"),
      "path.popFrom(#99)")
    try page.click(xpath: "//section[@id='diagnostics']//button[contains(@class,'diag-link')]")
    try page.waitUntil(
      "return document.querySelector('#action-log li.highlight')?.dataset.version ?? null",
      equals: "1")
    try page.screenshot(named: "diagnostics-runtime-warning")
    try assertNoConsoleErrors(page)
  }
}
