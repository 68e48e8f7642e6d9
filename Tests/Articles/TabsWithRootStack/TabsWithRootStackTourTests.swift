import NavMirror
import TestSupport
import XCTest

/// seeds/000 toured in headless Chromium as the article walks it: App → Tab → Detail → Another,
/// Back, the Second tab (switched by the page alone: the article binds no selection), its
/// detail, and back to the root in one change. The app is the article's reducers
/// and views, served as a user serves theirs.
final class TabsWithRootStackTourTests: XCTestCase {
  func testTheTabReachesItsDetailAndAnotherUnderTheOneRootStack() throws {
    let tour = try BrowserTour(
      app: MirrorApp(
        name: "seed-000", summary: "Tabs under one root stack.",
        initialState: AppFeature.State(), reducer: AppFeature(), view: AppView.init))
    let page = try tour.openPage(room: "tour-000")
    try page.waitForStep(version: 0, breadcrumb: "First", tab: "First")

    try page.tap(xpath: PageScript.button("FirstDeatailView로 이동"))
    try page.waitForStep(version: 1, breadcrumb: "First › Untitled")
    try page.tap(xpath: PageScript.button("또 다른 뷰로 가기"))
    try page.waitForStep(version: 2, breadcrumb: "First › Untitled › Untitled")
    try page.waitUntil(PageScript.appShows("또 다른 페이지"), equals: true)
    try page.waitUntil(PageScript.animating, equals: false)
    try page.screenshot(named: "tour-000-another")

    try page.tap(xpath: "//main//button[@aria-label='Back']")
    try page.waitForStep(version: 3, breadcrumb: "First › Untitled")
    try page.tap(xpath: "//main//button[@aria-label='Back']")
    try page.waitForStep(version: 4, breadcrumb: "First", tab: "First")

    // The article's TabView has no selection binding: as in SwiftUI the selection is the
    // view's own, so this page switches to Second by itself, sending nothing, and another page
    // stays on First.
    let viewer = try tour.openPage(room: "tour-000")
    try viewer.waitForStep(version: 4, breadcrumb: "First", tab: "First")
    try page.tap(xpath: PageScript.tab("Second"))
    try page.waitForStep(version: 4, breadcrumb: "Second", tab: "Second")
    try page.waitUntil(PageScript.appShows("SecondDeatailView로 이동"), equals: true)
    try viewer.waitForStep(version: 4, breadcrumb: "First", tab: "First")
    try page.tap(xpath: PageScript.button("SecondDeatailView로 이동"))
    try page.waitForStep(version: 5, breadcrumb: "Second › Untitled")
    try page.tap(xpath: PageScript.button("또 다른 뷰로 가기"))
    try page.waitForStep(version: 6, breadcrumb: "Second › Untitled › Untitled")
    try viewer.waitForStep(version: 6, breadcrumb: "First › Untitled › Untitled")

    try page.tap(xpath: "(//nav[@aria-label='Breadcrumb']//button)[1]")
    try page.waitForStep(version: 7, breadcrumb: "Second", tab: "Second")
    try viewer.waitForStep(version: 7, breadcrumb: "First", tab: "First")
    XCTAssertEqual(try page.consoleErrors(), [])
    XCTAssertEqual(try viewer.consoleErrors(), [])
  }
}
