import MirrorJSON
import TestSupport
import XCTest

/// A form bound to a `@Shared` value (`@Binding(store.$profile) var profile`) in real Chromium:
/// what one page types and taps writes the share, and every page of the room shows it.
final class SharedBindingBrowserTests: BrowserTestCase {
  override class var defaultDemo: String { "shared-profile" }

  override func setUpWithError() throws {
    if Self.driver == nil { Self.driver = try WebDriver() }
    harness = try MirrorHarness(apps: [.sharedProfile], defaultDemo: Self.defaultDemo)
  }

  private let greeting =
    "return [...document.querySelectorAll('.device main .text')].map(t => t.textContent).find(t => t.startsWith('Hello')) ?? null"

  func testTypingAndATapWriteTheShareForEveryPage() throws {
    let page = try openPage(room: roomName)
    let viewer = try openPage(room: roomName)
    try page.waitUntil(greeting, equals: "Hello , news off")
    try page.click(xpath: "//main//input")
    try page.press("Ada")
    try viewer.waitUntil(greeting, equals: "Hello Ada, news off")
    try page.waitUntil(greeting, equals: "Hello Ada, news off")
    try page.tap(xpath: "//main//button[@role='switch'][normalize-space()='News']")
    try viewer.waitUntil(greeting, equals: "Hello Ada, news on")
    try page.screenshot(named: "shared-binding-form")
    try assertNoConsoleErrors(page)
    try assertNoConsoleErrors(viewer)
  }
}
