import MirrorJSON
import TestSupport
import XCTest

/// The pattern-reference demo clicked through in real Chromium.
final class PatternReferenceBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "pattern-reference" }

  func testLoginCalendarSheetHistoryStackMyPageAlerts() throws {
    let page = try openPage(room: roomName)
    try page.waitUntil(PageScript.appShows("Household ledger"), equals: true)
    try page.screenshot(named: "pattern-reference-intro")
    try page.tap(xpath: PageScript.appButton("Log in"))
    try page.waitUntil(PageScript.selectedTab, equals: "Calendar")

    // Calendar: the add-transaction sheet.
    try page.tap(xpath: PageScript.appButton("Add transaction"))
    try page.waitUntil(PageScript.sheetTitle, equals: "New transaction")
    try page.tap(xpath: PageScript.presentedOption("Type", "Income"))
    try page.waitUntil(PageScript.version, equals: "3")
    try page.tap(xpath: PageScript.presentedOption("Amount", "₩50000"))
    try page.waitUntil(PageScript.version, equals: "4")
    try page.screenshot(named: "pattern-reference-add-transaction")
    try page.tap(xpath: PageScript.presentedButton("Save"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.appShows("Income ₩50000"), equals: true)

    // History: the stack, the edit sheet and the delete alert.
    try page.tap(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='History']")
    try page.waitUntil(PageScript.breadcrumb, equals: "History")
    try page.tap(xpath: PageScript.button("Minsu"))
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Minsu")
    try page.tap(xpath: PageScript.button("Edit"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Edit")
    try page.tap(xpath: PageScript.presentedOption("Name", "Dana"))
    try page.tap(xpath: PageScript.presentedButton("Save"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.breadcrumb, equals: "History › Dana")
    try page.tap(xpath: PageScript.button("Delete"))
    try page.waitUntil(PageScript.alertTitle, equals: "Delete Dana?")
    try page.screenshot(named: "pattern-reference-delete-alert")
    try page.tap(xpath: PageScript.presentedButton("Delete"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitUntil(PageScript.breadcrumb, equals: "History")
    try page.waitUntil(PageScript.appShows("Dana"), equals: false)
    XCTAssertEqual(try page.run(PageScript.appShows("Jiwoo")), true)
    try page.screenshot(named: "pattern-reference-history")

    // MyPage: logout cancelled, then confirmed: back to the intro.
    try page.tap(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='My Page']")
    try page.waitUntil(PageScript.selectedTab, equals: "My Page")
    try page.tap(xpath: PageScript.appButton("Log out"))
    try page.waitUntil(PageScript.alertTitle, equals: "Log out?")
    try page.tap(xpath: PageScript.presentedButton("Cancel"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.tap(xpath: PageScript.appButton("Withdraw"))
    try page.waitUntil(PageScript.alertTitle, equals: "Withdraw?")
    try page.screenshot(named: "pattern-reference-withdraw-alert")
    try page.tap(xpath: PageScript.presentedButton("Withdraw"))
    try page.waitUntil(PageScript.appShows("Your account was deleted."), equals: true)
    try page.tap(xpath: PageScript.appButton("Log in"))
    try page.waitUntil(PageScript.selectedTab, equals: "Calendar")
    try page.tap(xpath: "//*[@role='tablist']//*[@role='tab'][normalize-space()='My Page']")
    try page.tap(xpath: PageScript.appButton("Log out"))
    try page.waitUntil(PageScript.alertTitle, equals: "Log out?")
    try page.tap(xpath: PageScript.presentedButton("Log out"))
    try page.waitUntil(PageScript.appShows("Household ledger"), equals: true)
    try assertNoConsoleErrors(page)
  }
}
