import MirrorJSON
import TestSupport
import XCTest

/// iOS gestures on the mirror: long-press and right-click Back, and the edge swipe.
final class PhoneGesturesBrowserTests: BrowserTestCase {
  private func pushTwo(_ page: BrowserSession) throws {
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.version, equals: "1")
    try page.tap(xpath: PageScript.button("Go to Another"))
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail › Another")
    try page.waitUntil(PageScript.animating, equals: false)
    XCTAssertEqual(
      try page.run("return document.querySelector('main .back-label').textContent"), "First Detail",
      "Back is labelled with the previous screen's title")
  }

  private let menuItems = """
    return [...document.querySelectorAll('main [role=menu] [role=menuitem]')].map(b => b.textContent).join(',')
    """

  func testLongPressOnBackListsTheStackAndJumpsWithOneAction() throws {
    let page = try openPage(room: roomName)
    try pushTwo(page)
    try page.longPress(xpath: "//main//button[@aria-label='Back']", milliseconds: 700)
    try page.waitUntil(menuItems, equals: "First Detail,First")
    XCTAssertEqual(try page.run(PageScript.version), "2", "the long-press itself did not go back")
    try page.screenshot(named: "back-menu")
    try page.click(xpath: "//main//*[@role='menuitem'][normalize-space()='First']")
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    XCTAssertEqual(try page.run(PageScript.version), "3", "one popFrom for a two-level jump")
    try assertNoConsoleErrors(page)
  }

  func testRightClickOnBackOpensTheMenuAndEscapeClosesIt() throws {
    let page = try openPage(room: roomName)
    try pushTwo(page)
    try page.contextClick(xpath: "//main//button[@aria-label='Back']")
    try page.waitUntil(menuItems, equals: "First Detail,First")
    try page.press("\u{E00C}")
    try page.waitUntil(menuItems, equals: "")
    XCTAssertEqual(try page.run(PageScript.version), "2")
    try assertNoConsoleErrors(page)
  }

  func testEdgeSwipePopsTheTopScreenAndAShortDragDoesNot() throws {
    let page = try openPage(room: roomName)
    try pushTwo(page)
    let viewport = "//main//div[contains(@class,'stack-viewport')]"
    let halfWidth = try XCTUnwrap(
      page.run(
        "return Math.floor(document.querySelector('main .stack-viewport').getBoundingClientRect().width / 2)"
      ).intValue)
    // From 6 px inside the left edge: 40 px is not enough, 150 px pops.
    try page.drag(xpath: viewport, fromX: -halfWidth + 6, y: 0, by: 40, 0)
    try page.waitUntil(PageScript.animating, equals: false)
    XCTAssertEqual(try page.run(PageScript.version), "2")
    try page.drag(xpath: viewport, fromX: -halfWidth + 6, y: 0, by: 150, 0)
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    // A push after it: the page's messages are answered in order, so once the push is shown, a
    // pop sent by the short drag would have been answered too (a second version, or a warning
    // for a screen already gone).
    try page.tap(xpath: PageScript.button("Go to Another"))
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail › Another")
    XCTAssertEqual(try page.run(PageScript.version), "4")
    XCTAssertEqual(try page.run("return document.getElementById('diagnostics').hidden"), true)
    try assertNoConsoleErrors(page)
  }
}
