import MirrorJSON
import TestSupport
import XCTest

/// Views the page once drew otherwise than iOS, drawn as iOS draws them in Chromium.
final class FidelityBrowserTests: ViewsBrowserTestCase {
  private let counts =
    "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('Card tapped')) ?? null"

  /// A script returning `property` of every element of the screen matching `selector`.
  private func all(_ selector: String, _ property: String = "textContent") -> String {
    "return [...document.querySelectorAll('.device main \(selector)')].map(e => e.\(property))"
  }

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
    // innerText is the text as drawn, CSS text-transform applied.
    try page.waitUntil(
      all(".list > .section > .section-header", "innerText"),
      equals: ["TAPS", "iCloud Drive", "PLACES", "MENUS", "ORDER", "CONTEXT"])
    try assertNoConsoleErrors(page)
  }

  func testEditModeDeletesARowThatAlsoHasSwipeActions() throws {
    let page = try openPage(demo: "fidelity-gallery")
    let places = all(".row-actions[data-swipe=trailing] .row-content")
    try page.waitUntil(places, equals: ["Lisbon", "Porto", "Faro"])
    try page.tap(xpath: "//main//header//button[.='Edit']")
    try page.waitUntil(
      "return document.querySelector('.device main .list.editing') !== null", equals: true)
    // The red control of Porto reveals Delete (not the row's Archive), which deletes it.
    try page.tap(
      xpath: "(//main//*[contains(@class,'row-actions')])[2]//button[@aria-label='Delete']")
    try page.tap(
      xpath:
        "(//main//*[contains(@class,'row-actions')])[2]//*[contains(@class,'row-swipe')][not(@hidden)]//button[.='Delete']"
    )
    try page.waitUntil(places, equals: ["Lisbon", "Faro"])
    XCTAssertEqual(
      try page.run(
        "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('Archived'))"
      ), "Archived: ", "deleted, not archived")
    // A swipe still reveals the row's own swipe action.
    try page.tap(xpath: "//main//header//button[.='Done']")
    try page.drag(
      xpath: "(//main//*[contains(@class,'row-actions')])[1]", fromX: 60, y: 0, by: -110, 0)
    try page.tap(
      xpath: "//main//*[contains(@class,'row-swipe-trailing')][not(@hidden)]//button[.='Archive']")
    try page.waitUntil(places, equals: ["Faro"])
    try assertNoConsoleErrors(page)
  }

  func testLookModifiersAreDrawnInTheOrderWritten() throws {
    let page = try openPage(demo: "fidelity-gallery")
    // The width of the box painted behind a text, minus the text's own width.
    func paintedMargin(_ text: String) -> String {
      """
      const t = [...document.querySelectorAll('.device main .text')].find(t => t.textContent === '\(text)');
      if (!t) return null;
      let box = t.parentElement;
      while (box && getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)') box = box.parentElement;
      return Math.round(box.getBoundingClientRect().width - t.getBoundingClientRect().width);
      """
    }
    // .padding(10).background(.red): the padding is painted, 10 points each side.
    try page.waitUntil(paintedMargin("Painted"), equals: 20)
    // .background(.blue).padding(10): only the text is painted; the padding is around it.
    XCTAssertEqual(try page.run(paintedMargin("Unpainted")), 0)
    // .offset(x: 40).background(.green): the text moves, its background stays where the text
    // was laid out.
    let shift = """
      const t = [...document.querySelectorAll('.device main .text')].find(t => t.textContent === 'Moved');
      let box = t.parentElement;
      while (box && getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)') box = box.parentElement;
      return Math.round(t.getBoundingClientRect().left - box.getBoundingClientRect().left);
      """
    XCTAssertEqual(try page.run(shift), 40)
    try page.screenshot(named: "fidelity-order")
    try assertNoConsoleErrors(page)
  }

  func testAPickerInAMenuListsItsOptionsWithTheSelectionChecked() throws {
    let page = try openPage(demo: "fidelity-gallery")
    let status =
      "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('Sorted')) ?? null"
    let items = """
      const popup = document.querySelector('.device .menu-popup:not([hidden])');
      return [...popup?.querySelectorAll('[role=menuitem]') ?? []]
        .map(b => [b.textContent.trim(), b.querySelector('svg') !== null]);
      """
    let order = "//main//button[contains(@class,'menu-button')][normalize-space()='Order']"
    try page.waitUntil(status, equals: "Sorted by name, duplicated 0 times")
    try page.tap(xpath: order)
    try page.waitUntil(items, equals: [["Name", true], ["Date", false]])
    try page.screenshot(named: "fidelity-menu-picker")
    try page.tap(xpath: "//*[contains(@class,'menu-popup')]//button[normalize-space()='Date']")
    try page.waitUntil(status, equals: "Sorted by date, duplicated 0 times")
    try page.tap(xpath: order)
    try page.waitUntil(items, equals: [["Name", false], ["Date", true]])
    try assertNoConsoleErrors(page)
  }

  func testAMenuOpensItsButtonsAndChoosingOneSendsItAndClosesIt() throws {
    let page = try openPage(demo: "fidelity-gallery")
    let status =
      "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('Sorted')) ?? null"
    let popup = "document.querySelector('.device .menu-popup:not([hidden])')"
    try page.waitUntil(status, equals: "Sorted by name, duplicated 0 times")
    XCTAssertEqual(try page.run("return \(popup) === null"), true, "closed until tapped")

    try page.tap(xpath: "//main//button[contains(@class,'menu-button')][normalize-space()='Sort']")
    try page.waitUntil(
      "return [...\(popup)?.querySelectorAll('[role=menuitem]') ?? []].map(b => b.textContent)",
      equals: ["By name", "By date"])
    try page.screenshot(named: "fidelity-menu")
    // Drawn over the screen, not clipped by the list's rounded group: the item is what is
    // under the pointer at its centre.
    XCTAssertEqual(
      try page.run(
        """
        const b = [...\(popup).querySelectorAll('button')].find(b => b.textContent === 'By date');
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        """), true)
    try page.tap(xpath: "//*[contains(@class,'menu-popup')]//button[.='By date']")
    try page.waitUntil(status, equals: "Sorted by date, duplicated 0 times")
    try page.waitUntil("return \(popup) === null", equals: true)

    // A tap outside closes it without sending anything.
    try page.tap(xpath: "//main//button[contains(@class,'menu-button')][normalize-space()='Sort']")
    try page.waitUntil("return \(popup) !== null", equals: true)
    try page.tap(xpath: "//main//h1[contains(@class,'nav-title')]")
    try page.waitUntil("return \(popup) === null", equals: true)

    // A menu whose label is a view.
    let more = "//main//button[contains(@class,'menu-button')][normalize-space()='More']"
    try page.tap(xpath: more)
    try page.tap(xpath: "//*[contains(@class,'menu-popup')]//button[.='Duplicate']")
    try page.waitUntil(status, equals: "Sorted by date, duplicated 1 times")
    try page.waitUntil("return \(popup) === null", equals: true)

    // A menu-style picker in it is a submenu: its options open in place of the other items,
    // the selection checked, as iOS opens it.
    let drawn = """
      return [...\(popup)?.querySelectorAll('[role=menuitem]') ?? []]
        .filter(b => b.getClientRects().length > 0)
        .map(b => [b.textContent.trim(), b.querySelector('svg') !== null]);
      """
    try page.tap(xpath: more)
    try page.waitUntil(drawn, equals: [["Duplicate", false], ["Sort by", true]])
    let shown = "//*[contains(@class,'menu-popup')][not(@hidden)]"
    try page.tap(xpath: "\(shown)//button[normalize-space()='Sort by']")
    try page.waitUntil(drawn, equals: [["Sort by", true], ["Name", false], ["Date", true]])
    try page.tap(xpath: "\(shown)//button[normalize-space()='Name']")
    try page.waitUntil(status, equals: "Sorted by name, duplicated 1 times")
    try page.waitUntil("return \(popup) === null", equals: true)
    try assertNoConsoleErrors(page)
  }
}
