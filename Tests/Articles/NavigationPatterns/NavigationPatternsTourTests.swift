import NavMirror
import TestSupport
import XCTest

/// seeds/001 toured in headless Chromium as its navigation map reads: the app root's Intro →
/// MainTab, the tabs, the history stack's detail with its edit sheet and delete alert, My
/// Page's logout alert, and pattern 1's edit sheet. The apps are the article's reducers and
/// views, served as a user serves theirs.
final class NavigationPatternsTourTests: XCTestCase {
  func testFromTheIntroThroughTheTabsTheHistoryStackAndItsPresentations() throws {
    let tour = try BrowserTour(
      app: MirrorApp(
        name: "seed-001", summary: "Intro, then tabs over a history stack.",
        initialState: AppFeature.State.intro(IntroFeature.State()), reducer: AppCoordinator(),
        view: AppView.init))
    let page = try tour.openPage(room: "tour-001")
    try page.waitUntil(PageScript.version, equals: "0")
    try page.tap(xpath: PageScript.appButton("Start"))
    try page.waitForStep(version: 1, breadcrumb: "", tab: "캘린더")
    try page.waitUntil(PageScript.appShows("Calendar"), equals: true)

    try page.tap(xpath: PageScript.tab("내역"))
    try page.waitForStep(version: 2, breadcrumb: "내역", tab: "내역")
    try page.tap(xpath: PageScript.button("Ada"))
    try page.waitForStep(version: 3, breadcrumb: "내역 › Ada", title: "Ada")

    try page.tap(xpath: PageScript.button("Edit"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Edit")
    try page.waitForStep(version: 4, breadcrumb: "내역 › Ada › [Edit]")
    try page.tap(xpath: PageScript.presentedMenu)
    try page.tap(xpath: PageScript.presentedOption("Name", "Grace"))
    try page.waitForStep(version: 5, breadcrumb: "내역 › Ada › [Edit]")
    try page.tap(xpath: PageScript.presentedButton("Save"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitForStep(version: 7, breadcrumb: "내역 › Grace", title: "Grace")

    try page.tap(xpath: PageScript.button("Delete"))
    try page.waitUntil(PageScript.alertTitle, equals: "Delete Grace?")
    try page.waitUntil(PageScript.animating, equals: false)
    try page.screenshot(named: "tour-001-delete-alert")
    try page.waitForStep(version: 8, breadcrumb: "내역 › Grace")
    try page.tap(xpath: PageScript.presentedButton("Delete"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    // The delegate action changes nothing: the dismiss that follows is the next version.
    try page.waitForStep(version: 10, breadcrumb: "내역", tab: "내역")

    try page.tap(xpath: PageScript.tab("마이페이지"))
    try page.waitForStep(version: 11, breadcrumb: "", tab: "마이페이지")
    try page.tap(xpath: PageScript.appButton("Log out"))
    try page.waitUntil(PageScript.alertTitle, equals: "Log out?")
    let viewer = try tour.openPage(room: "tour-001")
    try viewer.waitUntil(PageScript.alertTitle, equals: "Log out?")
    try page.tap(xpath: PageScript.presentedButton("Log out"))
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitForStep(version: 13, breadcrumb: "", tab: "마이페이지")
    try viewer.waitUntil(PageScript.presentationCount, equals: 0)
    XCTAssertEqual(try page.consoleErrors(), [])
    XCTAssertEqual(try viewer.consoleErrors(), [])
  }

  func testPatternOnesEditSheetBindsItsPickerAndThePageDismissesIt() throws {
    let tour = try BrowserTour(
      app: MirrorApp(
        name: "seed-001-tree", summary: "A parent presenting an edit sheet.",
        initialState: ParentFeature.State(), reducer: ParentFeature(), view: ParentView.init))
    let page = try tour.openPage(room: "tour-001-tree")
    try page.waitForStep(version: 0, breadcrumb: "")
    try page.tap(xpath: PageScript.appButton("Edit"))
    try page.waitUntil(PageScript.sheetTitle, equals: "Edit")
    try page.waitForStep(version: 1, breadcrumb: "[Edit]")
    try page.tap(xpath: PageScript.presentedMenu)
    try page.tap(xpath: PageScript.presentedOption("Name", "Grace"))
    try page.waitForStep(version: 2, breadcrumb: "[Edit]")
    try page.waitUntil(
      "return document.querySelector('.presentation:not(.closing) .picker-value')?.textContent",
      equals: "Grace")
    try page.press("\u{E00C}")
    try page.waitUntil(PageScript.presentationCount, equals: 0)
    try page.waitForStep(version: 3, breadcrumb: "")
    XCTAssertEqual(try page.consoleErrors(), [])
  }
}
