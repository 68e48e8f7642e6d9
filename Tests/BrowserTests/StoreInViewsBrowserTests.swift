import MirrorJSON
import TestSupport
import XCTest

/// The store in views as TCA users write it, driven in real Chromium: a `NavigationLink(state:)`
/// pushing through `$store.scope(state: \.path, action: \.path)`, a `$store.field` toggle, and a
/// `.sheet(item: $store.scope(…))` dismissed by the page.
final class StoreInViewsBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "stack-ops" }

  private static let idsToggle =
    "//main//button[@role='switch'][normalize-space()='Show article ids']"

  func testALinkPushesThroughTheStackBindingAndAFieldBindingRoundTrips() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "Home")
    let link = "//main//button[contains(@class,'nav-link')][normalize-space()='Open settings']"
    try page.waitUntil(
      "return !!document.evaluate(\"\(link)\", document, null, 9, null).singleNodeValue"
        + "?.querySelector('svg')",
      equals: true)
    _ = try page.run(
      "document.evaluate(\"\(link)\", document, null, 9, null).singleNodeValue"
        + ".scrollIntoView({ block: 'center' })")
    try page.screenshot(named: "store-in-views-link")
    try page.tap(xpath: link)
    try page.waitUntil(PageScript.version, equals: "1")
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Settings")

    let isOn = """
      return document.evaluate("\(Self.idsToggle)", document, null, 9, null)
        .singleNodeValue?.getAttribute('aria-checked') ?? null
      """
    try page.waitUntil(isOn, equals: "false")
    try page.tap(xpath: Self.idsToggle)
    try page.waitUntil(PageScript.version, equals: "2")
    try page.waitUntil(isOn, equals: "true")

    try page.tap(xpath: "//main//button[@aria-label='Back']")
    try page.waitUntil(PageScript.breadcrumb, equals: "Home")
    try page.tap(xpath: link)
    try page.waitUntil(PageScript.breadcrumb, equals: "Home › Settings")
    try page.waitUntil(isOn, equals: "false")
    try assertNoConsoleErrors(page)
  }
}

/// The pattern-reference demo's stack and sheets, bound with `$store.scope`.
final class StoreInViewsPatternBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "pattern-reference" }

  func testASheetBoundThroughScopeIsDismissedByThePageAndAStackPushesAndPops() throws {
    let page = try openPage(room: roomName)
    try page.tap(xpath: PageScript.appButton("Log in"))
    try page.waitUntil(PageScript.selectedTab, equals: "Calendar")
    try page.tap(xpath: PageScript.appButton("Add transaction"))
    try page.waitUntil(PageScript.sheetTitle, equals: "New transaction")
    try page.tap(xpath: PageScript.presentedOption("Type", "Income"))
    try page.waitUntil(PageScript.version, equals: "3")
    try page.press("\u{E00C}")
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.version, equals: "4")
    try page.waitUntil(PageScript.appShows("Income"), equals: false)

    try page.tap(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='History']")
    try page.waitUntil(PageScript.breadcrumb, equals: "History")
    try page.tap(xpath: PageScript.button("Minsu"))
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Minsu")
    try page.tap(xpath: "//main//button[@aria-label='Back']")
    try page.waitUntil(PageScript.breadcrumb, equals: "History")
    try assertNoConsoleErrors(page)
  }
}
