import MirrorJSON
import TestSupport
import XCTest

/// The form with focus toured in Chromium: the feature moves the focus through `.bind`, every
/// window follows it, a person focusing a field moves it back into the feature, and a view's
/// own `@State` shows the password.
final class SignUpTourTests: ViewsBrowserTestCase {
  private let focused = "return document.activeElement?.getAttribute('aria-label') ?? null"

  func testTheFeatureMovesTheFocusAndEveryWindowFollows() throws {
    let page = try openPage(demo: "sign-up")
    let other = try openPage(demo: "sign-up")
    try page.waitUntil(PageScript.title, equals: "Sign up")
    // Accept the terms, then sign up with nothing typed: the feature asks for the username.
    try page.tap(xpath: "//main//*[@role='switch'][normalize-space()='I accept the terms']")
    try page.waitUntil(PageScript.version, equals: "1")
    try page.tap(xpath: PageScript.button("Sign up"))
    try page.waitUntil(focused, equals: "Username")
    try other.waitUntil(focused, equals: "Username")
    XCTAssertEqual(
      try page.run("return window.navmirrorState?.focusedField ?? null"), .null,
      "the page has no copy of the state")
    try page.press("ann")
    try page.tap(xpath: PageScript.button("Sign up"))
    try page.waitUntil(focused, equals: "Password")
    try other.waitUntil(focused, equals: "Password")
    // A person focusing a field sets the view's focus state, which `.bind` writes back.
    try page.click(xpath: "//main//input[@aria-label='Username']")
    try other.waitUntil(focused, equals: "Username")
    // The view's own @State switches the secure field for a plain one, in every window.
    try page.tap(xpath: "//main//*[@role='switch'][normalize-space()='Show password']")
    try other.waitUntil(
      "return document.querySelector('.device input[aria-label=\"Password\"]')?.type ?? null",
      equals: "text")
    // Footer closures draw their Markdown; LabeledContent and Slider are drawn and bound.
    XCTAssertEqual(
      try page.run(
        "return document.querySelector('.device .section-footer')?.textContent ?? null"),
      "Use at least 8 characters.")
    XCTAssertEqual(try page.run(read(".labeled-value")), "30")
    try page.run(
      """
      const s = document.querySelector('.device input[type=range]');
      s.value = '42'; s.dispatchEvent(new Event('input', { bubbles: true })); return null
      """)
    try other.waitUntil(
      "return document.querySelector('.device .labeled-value')?.textContent ?? null", equals: "42")
    try page.screenshot(named: "sign-up-focus")
    try assertNoConsoleErrors(page)
  }
}
