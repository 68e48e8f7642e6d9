import MirrorJSON
import TestSupport
import XCTest

/// The views and styles drawn as iOS draws them: font sizes and weights, Markdown and
/// inflection, concatenated texts, digits, symbols, shapes, gradients and alignment.
final class ViewsDrawingBrowserTests: ViewsBrowserTestCase {
  private func style(_ selector: String, _ property: String) -> String {
    "return getComputedStyle(document.querySelector(\".device \(selector)\"))['\(property)']"
  }

  private let texts = "[...document.querySelectorAll('.device main .text')]"

  func testTextsAreSetAsSwiftUISetsThem() throws {
    let page = try openPage(demo: "views-gallery")
    try page.waitUntil("return \(texts).length > 4", equals: true)
    // .font(.system(size: 96, weight: .bold)) is 96 points, bold.
    XCTAssertEqual(try page.run("return getComputedStyle(\(texts)[0]).fontSize"), "96px")
    XCTAssertEqual(try page.run("return getComputedStyle(\(texts)[0]).fontWeight"), "700")
    // Markdown and inflection in a literal.
    XCTAssertEqual(try page.run("return \(texts)[1].textContent"), "Bold, italic and 3 nights")
    XCTAssertEqual(
      try page.run("return getComputedStyle(\(texts)[1].querySelector('.text-run')).fontWeight"),
      "700")
    XCTAssertEqual(
      try page.run(
        "return getComputedStyle(\(texts)[1].querySelectorAll('.text-run')[2]).fontStyle"),
      "italic")
    // Text + Text keeps each part's look.
    XCTAssertEqual(try page.run("return \(texts)[2].textContent"), "Total: 12,50 €")
    XCTAssertEqual(
      try page.run("return getComputedStyle(\(texts)[2].querySelectorAll('.text-run')[1]).color"),
      "rgb(255, 59, 48)")
    XCTAssertEqual(
      try page.run("return getComputedStyle(\(texts)[3]).fontVariantNumeric"), "tabular-nums")
    XCTAssertEqual(try page.run("return getComputedStyle(\(texts)[3]).fontSize"), "22px")
    XCTAssertEqual(try page.run("return getComputedStyle(\(texts)[4]).fontStyle"), "italic")
    // The stepper moves the inflection.
    try page.tap(
      xpath: "//main//*[@role='group'][@aria-label='Nights']//button[@aria-label='Increment']")
    try page.waitUntil("return \(texts)[1].textContent", equals: "Bold, italic and 4 nights")
    // VStack(alignment: .leading) lines its children up on the leading edge.
    let lefts = try page.run(
      "return \(texts).slice(0, 4).map(t => Math.round(t.getBoundingClientRect().left))")
    XCTAssertEqual(Set(lefts.arrayValue ?? []).count, 1, "aligned leading: \(lefts)")
    try assertNoConsoleErrors(page)
  }

  func testSymbolsShapesAndGradientsAreDrawn() throws {
    let page = try openPage(demo: "views-gallery")
    try page.waitUntil("return document.querySelectorAll('.device .image svg').length", equals: 4)
    // The symbols the issue found drawn as dotted squares: each is a glyph now, tinted.
    XCTAssertEqual(
      try page.run(
        "return [...document.querySelectorAll('.device .image svg')].map(s => s.dataset.symbol)"),
      ["ticket", "airplane.departure", "circle", "checkmark.seal.fill"])
    XCTAssertEqual(
      try page.run("return document.querySelectorAll('.device .image [data-unknown-icon]').length"),
      0)
    XCTAssertEqual(
      try page.run("return document.fonts.check('24px \"NavMirror Symbols\"')"), true)
    XCTAssertEqual(try page.run(style(".image", "color")), "rgb(255, 149, 0)")
    // Shapes: a filled rectangle in components, a stroked circle, a gradient capsule.
    let shapes = "[...document.querySelectorAll('.device .shape')]"
    XCTAssertEqual(
      try page.run("return getComputedStyle(\(shapes)[0]).backgroundColor"), "rgb(51, 153, 102)")
    XCTAssertEqual(try page.run("return getComputedStyle(\(shapes)[1]).borderRadius"), "50%")
    XCTAssertEqual(
      try page.run("return getComputedStyle(\(shapes)[1]).borderTopColor"), "rgb(0, 122, 255)")
    XCTAssertTrue(
      (try page.run("return getComputedStyle(\(shapes)[2]).backgroundImage").stringValue ?? "")
        .hasPrefix("linear-gradient(90deg"))
    XCTAssertEqual(
      try page.run("return Math.round(\(shapes)[2].getBoundingClientRect().width)"), 80)
    try page.screenshot(named: "views-gallery")
    try assertNoConsoleErrors(page)
  }

  func testTrimmedOutlinesAndPathsAreDrawnAsSVG() throws {
    let page = try openPage(demo: "views-gallery")
    let svgs = "[...document.querySelectorAll('.device .shape .shape-svg > *')]"
    try page.waitUntil("return \(svgs).length", equals: 2)
    // A progress ring: a quarter of the circle, stroked green with round caps, no fill.
    let ring = "\(svgs)[0]"
    XCTAssertEqual(try page.run("return \(ring).tagName"), "circle")
    XCTAssertEqual(try page.run("return \(ring).getAttribute('stroke-dasharray')"), "0.25 1")
    XCTAssertEqual(try page.run("return getComputedStyle(\(ring)).stroke"), "rgb(52, 199, 89)")
    XCTAssertEqual(try page.run("return getComputedStyle(\(ring)).strokeLinecap"), "round")
    XCTAssertEqual(try page.run("return getComputedStyle(\(ring)).fill"), "none")
    // Its circle sits inside the 40-point frame: a radius of 20 less half the line.
    XCTAssertEqual(try page.run("return Math.round(\(ring).getBBox().width)"), 36)
    // A triangle drawn with a path, filled blue, 40 points wide.
    let path = "\(svgs)[1]"
    XCTAssertEqual(try page.run("return \(path).getAttribute('d')"), "M 20 0 L 40 40 L 0 40 Z")
    XCTAssertEqual(try page.run("return getComputedStyle(\(path)).fill"), "rgb(0, 122, 255)")
    XCTAssertEqual(
      try page.run("return Math.round(\(path).getBoundingClientRect().width)"), 40)
    try assertNoConsoleErrors(page)
  }

  func testLinksOpenTheirURLInTheTappingWindowAndChangeNothingInTheRoom() throws {
    let page = try openPage(demo: "views-gallery")
    try page.waitUntil(
      "return document.querySelectorAll('.device main button').length > 2", equals: true)
    let version = try page.run(PageScript.version)
    // The page's window.open, recorded instead of opening tabs in the headless browser.
    _ = try page.run(
      "window.__opened = []; window.open = (...args) => { window.__opened.push(args); return null; }"
    )
    try page.tap(xpath: "//main//button[normalize-space(.)='Docs']")
    try page.tap(xpath: "//main//button[normalize-space(.)='Help']")
    try page.tap(xpath: "//main//button[normalize-space(.)='Script']")
    XCTAssertEqual(
      try page.run("return window.__opened"),
      [
        ["https://example.com/docs", "_blank", "noopener"],
        ["mailto:help@example.com", "_blank", "noopener"],
      ])
    // Opening a URL is the window's own: no action reached the room.
    XCTAssertEqual(try page.run(PageScript.version), version)
    try assertNoConsoleErrors(page)
  }
}
