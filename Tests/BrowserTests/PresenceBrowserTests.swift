import MirrorJSON
import TestSupport
import XCTest

/// Presence and viewer mode on a server that requires a driver token.
final class PresenceBrowserTests: BrowserTestCase {
  func testViewerSeesEverythingButSendsNothingWhileTheDriverDrives() throws {
    try useServer(driverToken: "s3cret-driver-token")
    let room = roomName
    let driver = try openPage(room: room, query: "&token=s3cret-driver-token")
    let viewer = try openPage(room: room)

    try driver.waitUntil(PageScript.role, equals: "driver")
    try viewer.waitUntil(PageScript.role, equals: "viewer")
    let driverID = try XCTUnwrap(
      driver.run("return document.getElementById('room-client').textContent").stringValue)
    let viewerID = try XCTUnwrap(
      viewer.run("return document.getElementById('room-client').textContent").stringValue)
    // Each page lists both people, itself first and marked "you".
    try driver.waitUntil(
      PageScript.presence, equals: .string("\(driverID):driver:you,\(viewerID):viewer"))
    try viewer.waitUntil(
      PageScript.presence, equals: .string("\(viewerID):viewer:you,\(driverID):driver"))

    // The viewer is told why its taps do nothing, and only the driver is offered a driver link.
    XCTAssertEqual(try viewer.run("return document.getElementById('viewer-hint').hidden"), false)
    XCTAssertEqual(try driver.run("return document.getElementById('viewer-hint').hidden"), true)
    XCTAssertEqual(try viewer.run("return document.getElementById('copy-driver').hidden"), true)
    XCTAssertEqual(try driver.run("return document.getElementById('copy-driver').hidden"), false)
    let viewerLink = try XCTUnwrap(
      driver.run("return document.getElementById('copy-viewer').dataset.href").stringValue)
    XCTAssertFalse(viewerLink.contains("token"), viewerLink)
    let driverLink = try XCTUnwrap(
      driver.run("return document.getElementById('copy-driver').dataset.href").stringValue)
    XCTAssertTrue(driverLink.contains("token=s3cret-driver-token"), driverLink)
    XCTAssertEqual(try viewer.run("return document.getElementById('undo').disabled"), true)

    // A viewer's tap is never sent: no forbidden error, no new version.
    // The tap is answered on the page: the hint flashes in the handler that would have sent.
    try viewer.tap(xpath: PageScript.button("Go to First Detail"))
    try viewer.waitUntil(
      "return document.getElementById('viewer-hint').classList.contains('flash')", equals: true)
    XCTAssertEqual(try viewer.run("return document.querySelectorAll('.pending').length"), 0)
    XCTAssertEqual(try viewer.run(PageScript.version), "0")
    XCTAssertEqual(try viewer.run("return document.querySelectorAll('#toasts .toast').length"), 0)

    // The driver drives; the viewer follows, and its log says who did it.
    try driver.tap(xpath: PageScript.button("Go to First Detail"))
    try viewer.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    try viewer.waitUntil(
      "return document.querySelector('#action-log li[data-version=\"1\"] .log-sender')?.textContent",
      equals: .string(driverID))
    XCTAssertEqual(
      try viewer.run("return document.querySelector('#action-log .log-travel').disabled"), true,
      "viewers cannot travel")

    // A third window joining later sees the history in its log right away (hello's log).
    let late = try openPage(room: room)
    try late.waitUntil(
      "return document.querySelectorAll('#action-log li.log-entry').length", equals: 1)
    try viewer.waitUntil("return document.querySelectorAll('#presence li').length", equals: 3)
    try viewer.waitUntil(
      "return document.getElementById('presence-count').textContent", equals: "3 here")
    try viewer.screenshot(named: "presence-viewer")
    for page in [driver, viewer, late] { try assertNoConsoleErrors(page) }
  }
}
