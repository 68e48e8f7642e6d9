import MirrorJSON
import NavMirror
import TestSupport
import XCTest

/// seeds/004 toured in headless Chromium: a search result pushes its detail, links push the
/// Path's cases, and every StackState operation the article lists — push, `removeLast()`,
/// `removeLast(2)`, `removeAll()`, `remove(at: 1)`, `removeSubrange(1...3)` — moves the stack
/// the page shows. The app is the article's HomeFeature and HomeView, served as a user serves
/// theirs.
final class StackStateTourTests: XCTestCase {
  func testTheArticlesOperationsMoveTheStackThePageShows() throws {
    let tour = try BrowserTour(
      app: MirrorApp(
        name: "seed-004", summary: "StackState's operations on HomeFeature's path.",
        initialState: HomeFeature.State(), reducer: StackOperationsCoordinator(),
        view: HomeView.init))
    let page = try tour.openPage(room: "tour-004")
    try page.waitForStep(version: 0, breadcrumb: "Root")

    // The home's search results are elided in the article ("... Home View UI"): a client sends
    // what a tap on one sends, as the article's own test does.
    let client = try tour.harness.client(room: "tour-004")
    client.sendAction(
      try JSONValueEncoder().encode(
        HomeFeature.Action.searchResultTapped(Article(title: "StackState"))))
    try page.waitForStep(version: 1, breadcrumb: "Root › Detail", title: "Detail")

    try page.tap(xpath: PageScript.link("Settings"))
    try page.waitForStep(version: 2, breadcrumb: "Root › Detail › Settings")
    for version in 3...5 {
      try page.tap(xpath: PageScript.link("More settings"))
      try page.waitForStep(
        version: version,
        breadcrumb: "Root › Detail" + String(repeating: " › Settings", count: version - 1))
    }
    try page.waitUntil(PageScript.animating, equals: false)
    try page.screenshot(named: "tour-004-five-deep")
    try page.tap(xpath: PageScript.button("removeSubrange(1...3)"))
    try page.waitForStep(version: 6, breadcrumb: "Root › Detail › Settings")

    try page.tap(xpath: PageScript.link("More settings"))
    try page.waitForStep(version: 7, breadcrumb: "Root › Detail › Settings › Settings")
    try page.tap(xpath: PageScript.button("remove(at: 1)"))
    try page.waitForStep(version: 8, breadcrumb: "Root › Detail › Settings")
    try page.tap(xpath: PageScript.link("More settings"))
    try page.waitForStep(version: 9, breadcrumb: "Root › Detail › Settings › Settings")
    try page.tap(xpath: PageScript.button("removeLast(2)"))
    try page.waitForStep(version: 10, breadcrumb: "Root › Detail")

    try page.tap(xpath: PageScript.link("Edit"))
    try page.waitForStep(version: 11, breadcrumb: "Root › Detail › Edit")
    try page.tap(xpath: PageScript.button("Draft"))
    try page.tap(xpath: "//main//*[@role='group'][@aria-label='Title']//button[.='Final']")
    try page.waitForStep(version: 12, breadcrumb: "Root › Detail › Edit")
    try page.tap(xpath: "//main//button[@aria-label='Back']")
    try page.waitForStep(version: 13, breadcrumb: "Root › Detail")

    try page.tap(xpath: PageScript.link("Settings"))
    try page.waitForStep(version: 14, breadcrumb: "Root › Detail › Settings")
    try page.tap(xpath: PageScript.button("removeLast()"))
    try page.waitForStep(version: 15, breadcrumb: "Root › Detail")
    try page.tap(xpath: PageScript.link("Settings"))
    try page.tap(xpath: PageScript.link("More settings"))
    try page.waitForStep(version: 17, breadcrumb: "Root › Detail › Settings › Settings")
    let viewer = try tour.openPage(room: "tour-004")
    try viewer.waitForStep(version: 17, breadcrumb: "Root › Detail › Settings › Settings")
    try page.tap(xpath: PageScript.button("removeAll()"))
    try page.waitForStep(version: 18, breadcrumb: "Root")
    try viewer.waitForStep(version: 18, breadcrumb: "Root")
    XCTAssertEqual(try page.consoleErrors(), [])
    XCTAssertEqual(try viewer.consoleErrors(), [])
  }
}
