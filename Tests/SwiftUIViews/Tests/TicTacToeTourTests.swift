import MirrorJSON
import TestSupport
import XCTest

/// Tic-tac-toe toured in Chromium as TCA's example is played: log in, name the players, play
/// to a win on the grid, and answer the game-over alert.
final class TicTacToeTourTests: ViewsBrowserTestCase {
  func testLogInNameThePlayersAndPlayToTheGameOverAlert() throws {
    let page = try openPage(demo: "tic-tac-toe")
    try page.waitUntil(PageScript.title, equals: "Login")
    let email = "//main//input[@aria-label='blob@pointfree.co']"
    XCTAssertEqual(
      try page.run(read("input[aria-label='blob@pointfree.co']", "inputMode")), "email")
    XCTAssertEqual(
      try page.run(read("input[aria-label='blob@pointfree.co']", "getAttribute('autocomplete')")),
      "email")
    try page.click(xpath: email)
    try page.press("blob@example.com")
    try page.click(xpath: "//main//input[@type='password']")
    try page.press("password")
    try page.waitUntil(
      "return document.querySelector('main .btn-labeled')?.disabled ?? null", equals: false)
    try page.tap(
      xpath: "//main//button[contains(@class,'btn-labeled')][normalize-space()='Log in']")
    try page.waitUntil(PageScript.title, equals: "New Game")

    try page.click(xpath: "//main//input[@aria-label='Blob Sr.']")
    try page.press("Ann")
    try page.click(xpath: "//main//input[@aria-label='Blob Jr.']")
    try page.press("Bob")
    try page.tap(xpath: #"//main//button[normalize-space()="Let's play!"]"#)
    try page.waitUntil(PageScript.title, equals: "Tic-tac-toe")
    try page.waitUntil(PageScript.animating, equals: false)
    XCTAssertEqual(try page.run(PageScript.hasBack), false, "the game hides Back")
    // The grid: nine square cells a third of the phone wide, in two greys.
    let cells = "[...document.querySelectorAll('.device .screen:last-child .btn-labeled')]"
    XCTAssertEqual(try page.run("return \(cells).length"), 9)
    let size = try page.run(
      "return \(cells).map(c => { const r = c.firstElementChild.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)] })"
    )
    let first = size.arrayValue?.first?.arrayValue ?? []
    XCTAssertEqual(size.arrayValue?.count, 9)
    XCTAssertEqual(first.count, 2)
    XCTAssertEqual(first.first, first.last, "square cells: \(size)")
    XCTAssertEqual(
      try page.run("return getComputedStyle(\(cells)[0].firstElementChild).backgroundColor"),
      "rgb(204, 204, 204)")
    try page.screenshot(named: "tic-tac-toe-board")

    // Ann takes the top row while Bob plays the middle one.
    for cell in [0, 3, 1, 4, 2] {
      try page.run("\(cells)[\(cell)].click(); return null")
      try page.waitUntil(
        "return \(cells)[\(cell)].textContent.trim() !== ''", equals: true)
    }
    try page.waitUntil(
      "return document.querySelector('.presentation-alert .dialog-title')?.textContent ?? null",
      equals: "Game over")
    XCTAssertEqual(
      try page.run(
        "return document.querySelector('.presentation-alert .dialog-message').textContent"),
      "Ann wins!")
    try page.screenshot(named: "tic-tac-toe-game-over")
    try page.tap(xpath: "//*[contains(@class,'presentation-alert')]//button[.='Play again']")
    try page.waitUntil(
      "return \(cells).every(c => c.textContent.trim() === '')", equals: true)
    try page.tap(xpath: "//main//header//button[.='Quit']")
    try page.waitUntil(PageScript.title, equals: "New Game")
    try assertNoConsoleErrors(page)
  }
}
