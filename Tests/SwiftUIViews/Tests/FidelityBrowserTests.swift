import MirrorJSON
import TestSupport
import XCTest

/// Views the page once drew otherwise than iOS, drawn as iOS draws them in Chromium.
final class FidelityBrowserTests: ViewsBrowserTestCase {
  private let counts =
    "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('Card tapped')) ?? null"

  func testATapOnAViewWithoutAnActionDoesNothing() throws {
    let page = try openPage(demo: "fidelity-gallery")
    try page.waitUntil(counts, equals: "Card tapped 0 times, marked 0 times")
    // The disabled gesture takes the tap; the card's gesture around it is not run. Mark is
    // sent after it, so once Mark has counted, anything the first tap sent has too.
    try page.tap(xpath: "//main//*[@role='button'][normalize-space()='Locked']")
    try page.tap(xpath: PageScript.button("Mark"))
    try page.waitUntil(counts, equals: "Card tapped 0 times, marked 1 times")
    // A tap on the card itself runs its gesture.
    try page.tap(xpath: "//main//*[normalize-space()='Card'][contains(@class,'text')]")
    try page.waitUntil(counts, equals: "Card tapped 1 times, marked 1 times")
    try assertNoConsoleErrors(page)
  }

  func testASectionHeaderIsInCapitalsUnlessTextCaseNilKeepsItAsWritten() throws {
    let page = try openPage(demo: "fidelity-gallery")
    let headers =
      "return [...document.querySelectorAll('.device main .section-header')].map(h => h.innerText)"
    // innerText is the text as drawn, CSS text-transform applied.
    try page.waitUntil(headers, equals: ["TAPS", "iCloud Drive"])
    try assertNoConsoleErrors(page)
  }
}
