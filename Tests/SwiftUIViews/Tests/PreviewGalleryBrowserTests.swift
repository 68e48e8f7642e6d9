import MirrorJSON
import TestSupport
import XCTest

/// The page lists every preview of the served modules; one opens in a room of its own and is
/// driven as any app is.
final class PreviewGalleryBrowserTests: ViewsBrowserTestCase {
  func testAPreviewOpensFromTheGalleryAndIsDriven() throws {
    let page = try openPage(demo: "views-gallery")
    try page.waitUntil("return document.querySelectorAll('#preview-list a').length", equals: 9)
    XCTAssertEqual(
      try page.run(
        "return [...document.querySelectorAll('#demo-picker optgroup[label=Previews] option')].length"
      ),
      9)
    try page.click(xpath: "//ul[@id='preview-list']//a[.//span[.='GameView']]")
    try page.waitUntil(PageScript.connection, equals: "open")
    try page.waitUntil(PageScript.title, equals: "Tic-tac-toe")
    XCTAssertEqual(
      try page.run("return document.querySelector('#room-demo').textContent")
        .stringValue?.hasPrefix("preview-SwiftUIViewsTests-GameView-"), true)
    // The preview's store runs: a tap places Blob Sr.'s mark.
    let cells = "[...document.querySelectorAll('.device .screen:last-child .btn-labeled')]"
    try page.waitUntil("return \(cells).length", equals: 9)
    try page.run("\(cells)[4].click(); return null")
    try page.waitUntil("return \(cells)[4].textContent.trim()", equals: "X")
    try page.waitUntil(
      "return document.querySelector('.device .text-title')?.textContent ?? null",
      equals: "Blob Jr., place your O")
    try page.screenshot(named: "preview-game")
    try assertNoConsoleErrors(page)
  }
}
