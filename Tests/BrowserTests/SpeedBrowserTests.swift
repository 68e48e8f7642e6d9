import MirrorJSON
import TestSupport
import XCTest

/// The page keeps up with updates on a 50-deep stack: each one is drawn and reaches an
/// animation frame. How fast is measured by `navmirror-bench mirror page`, not asserted here.
final class SpeedBrowserTests: BrowserTestCase {
  func testEveryUpdateOnAFiftyDeepStackIsDrawn() throws {
    let room = roomName
    let page = try openPage(room: room)
    let updates = DeepStackUpdates(client: try harness.client(room: room))
    try updates.push(50)
    try page.waitUntil(PageScript.version, equals: "50", timeout: 20)
    try page.waitUntil(PageScript.breadcrumbCount, equals: 51)
    try page.waitUntil(PageScript.animating, equals: false)
    try page.clearUpdateTimings()
    // The top is #49: pop it and push #50, five times over.
    try updates.popAndPush(pairs: 5, topID: 49)
    try page.waitUntil(PageScript.version, equals: "60", timeout: 20)
    try page.waitUntil(PageScript.breadcrumbCount, equals: 51)
    try page.waitUntil("return window.navmirrorTimings.length", equals: 10)
    XCTAssertEqual(try page.updateTimings().count, 10, "each update reached a frame once")
    try assertNoConsoleErrors(page)
  }
}
