import MirrorJSON
import TestSupport
import XCTest

/// The modifiers once refused, each used in Chromium: taps, swipe actions, context menus,
/// search, pull to refresh, `.onChange`, layers, transitions, `.id` and the text-input hints.
final class ModifiersBrowserTests: ViewsBrowserTestCase {
  private let rows = "[...document.querySelectorAll('.device main .row-actions')]"

  private func text(containing prefix: String) -> String {
    "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('\(prefix)')) ?? null"
  }

  func testTapSwipeAndContextMenuSendTheirActions() throws {
    let page = try openPage(demo: "modifiers-gallery")
    try page.waitUntil(text(containing: "Tapped"), equals: "Tapped 0 times")
    try page.tap(xpath: "//main//*[@role='button'][normalize-space()='Tapped 0 times']")
    try page.waitUntil(text(containing: "Tapped"), equals: "Tapped 1 times")

    // A right click (or a long press) opens the row's context menu.
    try page.contextClick(xpath: "(//main//*[contains(@class,'row-content')])[1]")
    try page.tap(xpath: "//main//*[contains(@class,'context-menu')]//button[.='Pin']")
    try page.waitUntil(text(containing: "Pinned"), equals: "Pinned: Lisbon")
    XCTAssertEqual(try page.run("return document.querySelectorAll('.context-menu').length"), 0)

    // A swipe reveals the row's swipe actions.
    try page.drag(
      xpath: "(//main//*[contains(@class,'row-actions')])[2]", fromX: 60, y: 0, by: -110, 0)
    try page.tap(
      xpath: "//main//*[contains(@class,'row-swipe-trailing')][not(@hidden)]//button[.='Archive']")
    try page.waitUntil(text(containing: "Archived"), equals: "Archived: Porto")
    try assertNoConsoleErrors(page)
  }

  func testSearchFiltersOnChangeRunsAndPullToRefreshSpins() throws {
    let page = try openPage(demo: "modifiers-gallery")
    try page.waitUntil("return \(rows).length", equals: 3)
    // The search field sits under the title, as iOS draws it, and each keystroke sets the query.
    XCTAssertEqual(
      try page.run(
        "return document.querySelector('.device .navbar .search-bar input')?.placeholder ?? null"),
      "Search places")
    try page.click(xpath: "//main//*[contains(@class,'search-bar')]//input")
    try page.press("Li")
    try page.waitUntil("return \(rows).length", equals: 1)
    // .onChange ran once per change, in the session's app.
    try page.waitUntil(
      text(containing: "Refreshed"), equals: "Refreshed 0 times, query changed 2 times")

    // Pull to refresh: the spinner shows while the .refreshable closure runs, then the count.
    try page.run(
      "document.querySelector('.device .screen > .refresh-control').click(); return null")
    try page.waitUntil(
      "return document.querySelector('.device .refresh-control')?.dataset.refreshing ?? null",
      equals: "true")
    try page.waitUntil(
      text(containing: "Refreshed"), equals: "Refreshed 1 times, query changed 2 times")
    try page.waitUntil(
      "return document.querySelector('.device .refresh-control')?.dataset.refreshing ?? null",
      equals: "false")
    try assertNoConsoleErrors(page)
  }

  func testLayersTransitionsIdentityAndInputHintsAreDrawn() throws {
    let page = try openPage(demo: "modifiers-gallery")
    // A background and an overlay, aligned, around a padded text.
    try page.waitUntil(
      "return !!document.querySelector('.device .layered .layer-background .shape')", equals: true)
    XCTAssertEqual(
      try page.run(
        "return getComputedStyle(document.querySelector('.device .layered .layer-background .shape')).borderTopWidth"
      ), "2px")
    XCTAssertEqual(
      try page.run("return document.querySelector('.device .layered').dataset.alignment"),
      "topTrailing")
    XCTAssertEqual(
      try page.run(
        "return getComputedStyle(document.querySelector('.device .layered .layer-overlay .shape')).borderRadius"
      ), "50%")
    // A view that appears with a transition is animated in.
    try page.tap(xpath: PageScript.button("Toggle banner"))
    try page.waitUntil(
      "return document.querySelector('.device [data-transition]')?.dataset.transition ?? null",
      equals: "slide")
    // .id: a new identity starts the counter's @State afresh.
    let increment =
      "//main//*[@role='group'][starts-with(@aria-label,'Count')]//button[@aria-label='Increment']"
    try page.tap(xpath: increment)
    try page.waitUntil(
      "return document.querySelector('.device .stepper')?.getAttribute('aria-label') ?? null",
      equals: "Count: 1")
    try page.tap(xpath: PageScript.button("Reset counter"))
    try page.waitUntil(
      "return document.querySelector('.device .stepper')?.getAttribute('aria-label') ?? null",
      equals: "Count: 0")
    // The text-input modifiers become the browser's keyboard hints.
    let field = "document.querySelector('.device input[aria-label=\"Email\"]')"
    XCTAssertEqual(try page.run("return \(field).inputMode"), "email")
    XCTAssertEqual(try page.run("return \(field).getAttribute('autocapitalize')"), "off")
    XCTAssertEqual(try page.run("return \(field).getAttribute('autocomplete')"), "email")
    XCTAssertEqual(try page.run("return \(field).spellcheck"), false)
    XCTAssertEqual(try page.run("return \(field).classList.contains('rounded-border')"), true)
    try page.screenshot(named: "modifiers-gallery")
    try assertNoConsoleErrors(page)
  }
}
