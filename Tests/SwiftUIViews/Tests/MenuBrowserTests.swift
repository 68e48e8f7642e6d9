import MirrorJSON
import TestSupport
import XCTest

/// Pop-up menus in Chromium, in the fidelity gallery: a disabled menu, the keys a desktop user
/// expects of a menu, sections, dividers and submenus, and a context menu placed as a menu is.
final class MenuBrowserTests: ViewsBrowserTestCase {
  private let lastAction =
    "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('Last action')) ?? null"
  /// The labels of the menu items drawn now (not a closed submenu's, nor those an open one hides).
  private let drawnItems =
    "return [...document.querySelectorAll('.device [role=menuitem]')].filter(b => b.getClientRects().length > 0).map(b => b.textContent)"
  private let focused = "return document.activeElement?.textContent ?? null"

  private typealias Key = WebDriverKey

  /// A script expression for the label button of the menu titled `title`.
  private func label(_ title: String) -> String {
    "[...document.querySelectorAll('.device main .menu-button')].find(b => b.textContent === '\(title)')"
  }

  /// The "Move to" submenu's item in the open pop-up.
  private let moveTo = "//*[contains(@class,'menu-popup')]//button[normalize-space()='Move to']"

  /// The fidelity gallery in a new page, once it is drawn.
  private func openGallery() throws -> BrowserSession {
    let page = try openPage(demo: "fidelity-gallery")
    try page.waitUntil(lastAction, equals: "Last action: none")
    return page
  }

  private func labelXPath(_ title: String) -> String {
    "//main//button[contains(@class,'menu-button')][normalize-space()='\(title)']"
  }

  /// Presses `key` and waits until the focused element is `expected`.
  private func press(_ key: String, focuses expected: String, on page: BrowserSession) throws {
    try page.press(key)
    try page.waitUntil(focused, equals: .string(expected))
  }

  func testADisabledMenuIsGreyedAndDoesNotOpenAndADisabledItemCannotBeChosen() throws {
    let page = try openGallery()
    XCTAssertEqual(try page.run("return \(label("Locked")).disabled"), true)
    // Greyed as iOS draws a disabled control (the secondary label colour), not tinted.
    XCTAssertEqual(
      try page.run(
        """
        const locked = \(label("Locked"));
        const probe = document.createElement('span');
        probe.style.color = 'var(--ios-label2)';
        locked.parentElement.append(probe);
        const grey = getComputedStyle(probe).color;
        probe.remove();
        const title = locked.querySelector('.text');
        return [getComputedStyle(title).color === grey, getComputedStyle(\(label("Sort"))).color === grey];
        """), [true, false])
    try page.tap(xpath: labelXPath("Locked"))
    XCTAssertEqual(try page.run(drawnItems), [], "a disabled menu does not open")
    XCTAssertEqual(try page.run("return \(label("Locked")).getAttribute('aria-expanded')"), "false")

    // A disabled item is drawn greyed and a tap on it neither sends nor closes the menu.
    try page.tap(xpath: labelXPath("Actions"))
    try page.waitUntil(drawnItems, equals: ["Copy", "Paste", "Mail", "Move to"])
    let paste = "//*[contains(@class,'menu-popup')]//button[.='Paste']"
    XCTAssertEqual(
      try page.run(
        "const b = document.evaluate(\"\(paste)\", document, null, 9, null).singleNodeValue; return [b.disabled, b.getAttribute('aria-disabled')]"
      ), [true, "true"])
    try page.tap(xpath: paste)
    XCTAssertEqual(try page.run(drawnItems), ["Copy", "Paste", "Mail", "Move to"])
    // Copy is sent after the tap on Paste: once it is shown, anything Paste sent would be too.
    try page.tap(xpath: "//*[contains(@class,'menu-popup')]//button[.='Copy']")
    try page.waitUntil(lastAction, equals: "Last action: copy")
    try assertNoConsoleErrors(page)
  }

  func testTheKeysOfAMenuMoveTheFocusChooseAndClose() throws {
    let page = try openGallery()
    let actions = label("Actions")
    XCTAssertEqual(
      try page.run(
        "const b = \(actions); return [b.getAttribute('aria-haspopup'), b.getAttribute('aria-expanded'), b.nextElementSibling.getAttribute('role')]"
      ), ["menu", "false", "menu"])
    try page.run("\(actions).focus(); return null")

    // Enter on the label opens the menu with the focus on its first item.
    try press(Key.enter, focuses: "Copy", on: page)
    XCTAssertEqual(try page.run("return \(actions).getAttribute('aria-expanded')"), "true")
    XCTAssertEqual(try page.run(drawnItems), ["Copy", "Paste", "Mail", "Move to"])
    // The arrows pass over the disabled Paste and wrap; Home and End go to the ends.
    try press(Key.down, focuses: "Mail", on: page)
    try press(Key.down, focuses: "Move to", on: page)
    try press(Key.down, focuses: "Copy", on: page)
    try press(Key.up, focuses: "Move to", on: page)
    try press(Key.home, focuses: "Copy", on: page)
    try press(Key.end, focuses: "Move to", on: page)

    // Arrow Right opens the submenu in place of the others; Arrow Left goes back.
    try press(Key.right, focuses: "Archive", on: page)
    XCTAssertEqual(try page.run(drawnItems), ["Move to", "Archive", "Trash"])
    try press(Key.left, focuses: "Move to", on: page)
    XCTAssertEqual(try page.run(drawnItems), ["Copy", "Paste", "Mail", "Move to"])

    // Enter opens the submenu too; on an item it sends the item's action as a click does and
    // closes the menu, with the focus back on the label.
    try press(Key.enter, focuses: "Archive", on: page)
    try press(Key.down, focuses: "Trash", on: page)
    try press(Key.enter, focuses: "Actions", on: page)
    try page.waitUntil(lastAction, equals: "Last action: trash")
    XCTAssertEqual(try page.run(drawnItems), [])
    XCTAssertEqual(try page.run("return \(actions).getAttribute('aria-expanded')"), "false")

    // Arrow Down on the label opens on the first item; Space chooses it.
    try press(Key.down, focuses: "Copy", on: page)
    try press(Key.space, focuses: "Actions", on: page)
    try page.waitUntil(lastAction, equals: "Last action: copy")

    // Arrow Up opens on the last item; Esc closes without sending, the focus back on the label.
    try press(Key.up, focuses: "Move to", on: page)
    try press(Key.escape, focuses: "Actions", on: page)
    XCTAssertEqual(try page.run(drawnItems), [])
    // Tab closes it too, and goes on from the label.
    try press(Key.down, focuses: "Copy", on: page)
    try page.press(Key.tab)
    try page.waitUntil(drawnItems, equals: [])
    XCTAssertEqual(try page.run("return document.activeElement !== \(actions)"), true)
    try page.waitUntil(lastAction, equals: "Last action: copy")
    try assertNoConsoleErrors(page)
  }

  func testSectionsAndDividersGroupAMenuAndASubmenuOpensInThePopUp() throws {
    let page = try openGallery()
    try page.tap(xpath: labelXPath("Actions"))
    try page.waitUntil(drawnItems, equals: ["Copy", "Paste", "Mail", "Move to"])
    try page.screenshot(named: "menu-sections")
    let box =
      "(t) => [...document.querySelectorAll('.device [role=menuitem]')].find(b => b.textContent === t).getBoundingClientRect()"
    // iOS draws a section's items edge to edge, a wide band between sections (and at a
    // divider), and a section's header in small grey type over its items.
    XCTAssertEqual(
      try page.run(
        """
        const box = \(box);
        const header = [...document.querySelectorAll('.device .menu-popup .section-header')].find(h => h.textContent === 'Share');
        const group = header.parentElement.querySelector(':scope > [role=group]');
        return [
          box('Paste').top - box('Copy').bottom < 2,
          header.getBoundingClientRect().top - box('Paste').bottom >= 8,
          box('Move to').top - box('Mail').bottom >= 8,
          header.getClientRects().length > 0 && header.innerText,
          header.getBoundingClientRect().bottom <= box('Mail').top,
          group.getAttribute('aria-label'),
        ];
        """), [true, true, true, "Share", true, "Share"])

    // A submenu is an item with a chevron; tapping it draws its items in the same pop-up under
    // its label, which takes the others' place and goes back when tapped.
    XCTAssertEqual(
      try page.run(
        "return \(label("Move to")).querySelector('.menu-chevron').getClientRects().length > 0"),
      true)
    try page.tap(xpath: moveTo)
    try page.waitUntil(drawnItems, equals: ["Move to", "Archive", "Trash"])
    try page.screenshot(named: "menu-submenu")
    XCTAssertEqual(
      try page.run(
        """
        const box = \(box);
        const popup = \(label("Actions")).nextElementSibling.getBoundingClientRect();
        const screen = document.querySelector('.device main .screen').getBoundingClientRect();
        return [box('Move to').bottom <= box('Archive').top, popup.top >= screen.top && popup.bottom <= screen.bottom];
        """), [true, true])
    try page.tap(xpath: moveTo)
    try page.waitUntil(drawnItems, equals: ["Copy", "Paste", "Mail", "Move to"])
    try page.tap(xpath: moveTo)
    try page.tap(xpath: "//*[contains(@class,'menu-popup')]//button[.='Archive']")
    try page.waitUntil(lastAction, equals: "Last action: archive")
    try page.waitUntil(drawnItems, equals: [])
    try assertNoConsoleErrors(page)
  }

  /// axe-core's WCAG A and AA rules pass with a menu open, a submenu open, a picker's options
  /// listed and a context menu open.
  func testOpenMenusPassTheAccessibilityAudit() throws {
    let page = try openGallery()
    try page.tap(xpath: labelXPath("Actions"))
    try page.waitUntil(drawnItems, equals: ["Copy", "Paste", "Mail", "Move to"])
    XCTAssertEqual(try page.axeViolations(), [], "with a menu open")
    try page.tap(xpath: moveTo)
    try page.waitUntil(drawnItems, equals: ["Move to", "Archive", "Trash"])
    XCTAssertEqual(try page.axeViolations(), [], "with a submenu open")
    // Esc leaves the submenu first, then the menu.
    try page.press(Key.escape)
    try page.waitUntil(drawnItems, equals: ["Copy", "Paste", "Mail", "Move to"])
    try page.press(Key.escape)
    try page.waitUntil(drawnItems, equals: [])
    try page.tap(xpath: labelXPath("Order"))
    try page.waitUntil(drawnItems, equals: ["Name", "Date"])
    XCTAssertEqual(try page.axeViolations(), [], "with a picker's options listed")
    try page.press(Key.escape)
    try page.waitUntil(drawnItems, equals: [])
    try page.contextClick(
      xpath: "//main//*[contains(@class,'row-content')][normalize-space()='Hold for actions']")
    try page.waitUntil(drawnItems, equals: ["Pin", "Forget"])
    XCTAssertEqual(try page.axeViolations(), [], "with a context menu open")
    try assertNoConsoleErrors(page)
  }

  func testAContextMenuNearTheBottomOpensOverItsRowInsideTheScreen() throws {
    let page = try openGallery()
    let row =
      "[...document.querySelectorAll('.device main .row-content')].find(r => r.textContent === 'Hold for actions')"
    let screen = "document.querySelector('.device main .screen').getBoundingClientRect()"
    try page.run("\(row).scrollIntoView({ block: 'end' }); return null")
    XCTAssertEqual(
      try page.run("return \(screen).bottom - \(row).getBoundingClientRect().bottom < 100"), true,
      "the row is at the bottom of the screen")
    try page.contextClick(
      xpath: "//main//*[contains(@class,'row-content')][normalize-space()='Hold for actions']")
    try page.waitUntil(drawnItems, equals: ["Pin", "Forget"])
    try page.screenshot(named: "menu-context-bottom")
    // Over the row rather than under it past the screen's edge, inside the phone's screen, and
    // not clipped: each item is what is under the pointer at its centre.
    XCTAssertEqual(
      try page.run(
        """
        const menu = document.querySelector('.device .context-menu').getBoundingClientRect();
        const row = \(row).getBoundingClientRect();
        const screen = \(screen);
        const hit = [...document.querySelectorAll('.device .context-menu [role=menuitem]')].every(b => {
          const r = b.getBoundingClientRect();
          return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        });
        return [menu.bottom <= row.top + 1, menu.top >= screen.top && menu.bottom <= screen.bottom, hit];
        """), [true, true, true])
    // The same keys as a menu's: the focus starts on the first item and moves with the arrows.
    try page.waitUntil(focused, equals: "Pin")
    try press(Key.down, focuses: "Forget", on: page)
    try press(Key.down, focuses: "Pin", on: page)
    // Esc closes it with the focus back on the row.
    try press(Key.escape, focuses: "Hold for actions", on: page)
    XCTAssertEqual(try page.run("return document.querySelectorAll('.context-menu').length"), 0)

    try page.contextClick(
      xpath: "//main//*[contains(@class,'row-content')][normalize-space()='Hold for actions']")
    try page.tap(xpath: "//*[contains(@class,'context-menu')]//button[.='Pin']")
    try page.waitUntil(lastAction, equals: "Last action: pin")
    try page.waitUntil("return document.querySelectorAll('.context-menu').length", equals: 0)
    try assertNoConsoleErrors(page)
  }
}
