import MirrorJSON
import TestSupport
import XCTest

/// The tabs-stack demo clicked through in real Chromium, with two windows on one room.
final class TabsStackBrowserTests: BrowserTestCase {
  func testTwoWindowsStayInSyncWhileEitherDrives() throws {
    let room = roomName
    let alice = try openPage(room: room)
    let bob = try openPage(room: room)
    for page in [alice, bob] {
      try page.waitUntil(PageScript.breadcrumb, equals: "First")
      XCTAssertEqual(try page.run(PageScript.hasBack), false)
      XCTAssertEqual(try page.run(PageScript.selectedTab), "First")
    }
    try alice.screenshot(named: "tabs-stack-root")

    try alice.tap(xpath: PageScript.button("Go to First Detail"))
    for page in [alice, bob] {
      try page.waitUntil(PageScript.version, equals: "1")
      try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
      XCTAssertEqual(try page.run(PageScript.title), "First Detail")
    }

    try bob.tap(xpath: PageScript.button("Go to Another"))
    for page in [alice, bob] {
      try page.waitUntil(PageScript.version, equals: "2")
      try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail › Another")
      XCTAssertEqual(try page.run(PageScript.hasBack), true)
    }
    try bob.screenshot(named: "tabs-stack-another")

    try alice.tap(xpath: "//main//button[@aria-label='Back']")
    for page in [alice, bob] {
      try page.waitUntil(PageScript.version, equals: "3")
      try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    }
    try assertNoConsoleErrors(alice)
    try assertNoConsoleErrors(bob)
  }

  func testBreadcrumbJumpsBackSeveralLevelsWithOneAction() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.version, equals: "1")
    try page.tap(xpath: PageScript.button("Go to Another"))
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail › Another")
    XCTAssertEqual(
      try page.run("return decodeURIComponent(location.hash)"), "#/First/First Detail/Another",
      "the address says which screen the room shows")
    XCTAssertEqual(
      try page.run("return new URLSearchParams(location.search).get('room')"), .string(roomName))

    try page.tap(xpath: "//nav[@aria-label='Breadcrumb']//button[normalize-space()='First']")
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    XCTAssertEqual(try page.run(PageScript.version), "3", "one popFrom, one version")
    XCTAssertEqual(try page.run(PageScript.hasBack), false)
    try assertNoConsoleErrors(page)
  }

  func testSwitchingTabsSendsTheSelectionAndPushesFromTheSecondTab() throws {
    let page = try openPage(room: roomName)
    try page.click(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='Second']")
    try page.waitUntil(PageScript.selectedTab, equals: "Second")
    try page.waitUntil(PageScript.breadcrumb, equals: "Second")
    try page.tap(xpath: PageScript.button("Go to Second Detail"))
    try page.waitUntil(PageScript.breadcrumb, equals: "Second › Second Detail")
    try page.screenshot(named: "tabs-stack-second-detail")
    try assertNoConsoleErrors(page)
  }

  func testKeyboardAltLeftGoesBack() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    try page.press("\u{E00A}\u{E012}")
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
  }
}
