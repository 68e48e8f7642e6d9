import MirrorJSON
import TestSupport
import XCTest

/// Travel from the action log, undo/redo buttons and shortcuts, with a second window following.
final class TimeTravelBrowserTests: BrowserTestCase {
  func testTravelFromTheLogAndUndoRedoAreFollowedByEveryone() throws {
    let room = roomName
    let alice = try openPage(room: room)
    let bob = try openPage(room: room)
    try alice.tap(xpath: PageScript.button("Go to First Detail"))
    try alice.waitUntil(PageScript.version, equals: "1")
    try alice.tap(xpath: PageScript.button("Go to Another"))
    for page in [alice, bob] {
      try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail › Another")
    }

    // Alice travels back to v1 by clicking its log entry; Bob follows.
    try alice.click(xpath: PageScript.logEntry(1))
    for page in [alice, bob] {
      try page.waitUntil(PageScript.version, equals: "3")
      try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    }
    XCTAssertEqual(
      try bob.run(
        "return document.querySelector('#action-log li[data-version=\"3\"] .log-action').textContent"
      ),
      "⟲ travel to v1")
    try bob.screenshot(named: "time-travel-log")

    // Undo steps back from the version the room shows (v1) to v0; redo returns to v1.
    try bob.click(xpath: "//button[@id='undo']")
    for page in [alice, bob] {
      try page.waitUntil(PageScript.version, equals: "4")
      try page.waitUntil(PageScript.breadcrumb, equals: "First")
    }
    try bob.click(xpath: "//button[@id='redo']")
    for page in [alice, bob] {
      try page.waitUntil(PageScript.version, equals: "5")
      try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    }

    // Ctrl+Z and Ctrl+Shift+Z do the same when focus is not in a text field.
    try alice.run("document.activeElement?.blur()")
    try alice.press("\u{E009}z")
    for page in [alice, bob] {
      try page.waitUntil(PageScript.version, equals: "6")
      try page.waitUntil(PageScript.breadcrumb, equals: "First")
    }
    try alice.press("\u{E009}\u{E008}z")
    try bob.waitUntil(PageScript.version, equals: "7")
    try bob.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    for page in [alice, bob] { try assertNoConsoleErrors(page) }
  }
}
