import MirrorJSON
import TestSupport
import XCTest

/// The todos toured in Chromium: the segmented filter, adding, completing a row through the
/// store (`store.isComplete.toggle()`), edit mode with its delete and move controls, and swipe
/// to delete.
final class TodosTourTests: ViewsBrowserTestCase {
  private let rows = "[...document.querySelectorAll('.device main .row-actions')]"

  private func titles(_ page: BrowserSession) throws -> JSONValue {
    try page.run("return \(rows).map(r => r.querySelector('input').value)")
  }

  func testFilterAddCompleteAndTheEditModesDeleteAndMove() throws {
    let page = try openPage(demo: "todos")
    try page.waitUntil(PageScript.title, equals: "Todos")
    XCTAssertEqual(try titles(page), ["Check Mail", "Buy Milk", "Call Mom"])
    // The filter is drawn as segments, lined up at the leading edge of its stack.
    try page.tap(xpath: "//main//*[@role='group'][@aria-label='Filter']//button[.='Completed']")
    try page.waitUntil("return \(rows).length", equals: 1)
    try page.tap(xpath: "//main//*[@role='group'][@aria-label='Filter']//button[.='All']")
    try page.waitUntil("return \(rows).length", equals: 3)

    // Completing a row writes the store's field, as `store.isComplete.toggle()` does in TCA.
    try page.run("\(rows)[0].querySelector('.row-content button').click(); return null")
    try page.waitUntil(
      "return \(rows)[0].querySelector('[data-symbol]').dataset.symbol", equals: "checkmark.square")
    XCTAssertEqual(
      try page.run(
        "return \(rows)[0].querySelector('[data-symbol]').hasAttribute('data-unknown-icon')"),
      false, "checkmark.square is drawn, not a dotted square")

    try page.tap(xpath: "//main//header//button[.='Add Todo']")
    try page.waitUntil("return \(rows).length", equals: 4)
    try page.run("\(rows)[0].querySelector('input').focus(); return null")
    try page.press("Water plants")
    try page.waitUntil("return \(rows)[0].querySelector('input').value", equals: "Water plants")

    // Edit mode: EditButton flips the feature's edit mode, bound with .environment.
    try page.tap(xpath: "//main//header//button[.='Edit']")
    try page.waitUntil(
      "return document.querySelector('.device main .list.editing') !== null", equals: true)
    let shown = "el => getComputedStyle(el).display !== 'none'"
    try page.waitUntil(
      "return [...document.querySelectorAll('.device main .row-delete')].filter(\(shown)).length",
      equals: 4)
    XCTAssertEqual(
      try page.run(
        "return [...document.querySelectorAll('.device main .row-move')].filter(\(shown)).length"),
      4)
    try page.screenshot(named: "todos-edit-mode")
    // Delete the last row: the red control reveals Delete, as on iOS.
    try page.run("\(rows)[3].querySelector('.row-delete').click(); return null")

    try page.tap(
      xpath: "//main//*[contains(@class,'row-swipe-trailing')][not(@hidden)]//button[.='Delete']")
    try page.waitUntil("return \(rows).length", equals: 3)
    // Move the first row down one place with the keyboard on its handle.
    let before = try titles(page)
    try page.run(
      "const h = \(rows)[0].querySelector('.row-move'); h.focus(); h.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })); return null"
    )
    try page.waitUntil(
      "return \(rows).map(r => r.querySelector('input').value)[1]",
      equals: before.arrayValue?.first ?? .null)
    try page.tap(xpath: "//main//header//button[.='Done']")
    try page.waitUntil(
      "return document.querySelector('.device main .list.editing') === null", equals: true)

    // Out of edit mode, a swipe from the trailing edge reveals Delete (the origin of the drag
    // is the row, which stays put while its content follows the pointer).
    let count = try page.run("return \(rows).length").intValue ?? 0
    try page.drag(
      xpath: "(//main//*[contains(@class,'row-actions')])[1]", fromX: 60, y: 0, by: -110, 0)
    try page.waitUntil("return \(rows)[0].dataset.revealed", equals: "trailing")
    try page.tap(
      xpath: "//main//*[contains(@class,'row-swipe-trailing')][not(@hidden)]//button[.='Delete']")
    try page.waitUntil("return \(rows).length", equals: .int(count - 1))
    try assertNoConsoleErrors(page)
  }
}
