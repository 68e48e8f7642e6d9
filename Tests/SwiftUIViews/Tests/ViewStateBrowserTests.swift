import MirrorJSON
import TestSupport
import XCTest

/// A view's own state — `@State`, `@Binding` to it, a disclosure's, a link's — is the room's:
/// the same in two windows, journaled (it survives a reload), travelled in time, shown in the
/// inspector and logged.
final class ViewStateBrowserTests: ViewsBrowserTestCase {
  private let note = "//main//input[@aria-label='Note']"
  private let noteValue =
    "return document.querySelector('.device input[aria-label=\"Note\"]')?.value ?? null"
  private let stepper =
    "return document.querySelector('.device .stepper-label')?.textContent ?? null"

  func testStateIsTheSameInTwoWindowsSurvivesAReloadAndTravelsInTime() throws {
    let page = try openPage(demo: "trips")
    let other = try openPage(demo: "trips")
    try page.waitUntil(stepper, equals: "3 nights")
    // @State bound to a field: every keystroke is a version, seen by the other window.
    try page.click(xpath: note)
    try page.press("Lisbon")
    try other.waitUntil(noteValue, equals: "Lisbon")
    // @State bound to a stepper, and the same state changed through a child's @Binding.
    try page.tap(
      xpath:
        "//main//*[@role='group'][contains(@aria-label,'night')]//button[@aria-label='Increment']")
    try other.waitUntil(stepper, equals: "4 nights")
    try page.tap(xpath: PageScript.button("One more night"))
    try other.waitUntil(stepper, equals: "5 nights")
    let version = try XCTUnwrap(Int(try page.run(PageScript.version).stringValue ?? ""))

    // The inspector shows the view state beside the feature's, and the log names each change.
    try page.waitUntil(
      "return [...document.querySelectorAll('#state-tree .json-key')].some(k => k.textContent === '$view')",
      equals: true)
    try page.waitUntil(
      "return document.querySelector('#action-log li')?.textContent.includes('@State TripsView.nights') ?? false",
      equals: true)

    // A reload gets the room's view state back: nothing lived in the window.
    try page.run("location.reload(); return null")
    try page.waitUntil(PageScript.connection, equals: "open")
    try page.waitUntil(stepper, equals: "5 nights")
    try page.waitUntil(noteValue, equals: "Lisbon")

    // Time travel moves the view state with the rest: back to before the first night was added.
    try page.tap(xpath: PageScript.logEntry(version - 2))
    try page.waitUntil(PageScript.version, equals: .string(String(version + 1)))
    try page.waitUntil(stepper, equals: "3 nights")
    try other.waitUntil(stepper, equals: "3 nights")
    try assertNoConsoleErrors(page)
  }

  func testLinksDestinationsSheetsAndDisclosuresDrivenByViewStateOpenForEveryone() throws {
    let page = try openPage(demo: "trips")
    let other = try openPage(demo: "trips")
    try page.waitUntil(PageScript.title, equals: "Trip")
    // A disclosure group keeps whether it is open.
    try page.tap(xpath: "//main//button[contains(@class,'disclosure-toggle')]")
    try other.waitUntil(
      "return document.querySelector('.device .disclosure-toggle')?.getAttribute('aria-expanded') ?? null",
      equals: "true")
    // NavigationLink(destination:) pushes for everyone; Back pops for everyone.
    try page.tap(xpath: PageScript.link("Details"))
    try other.waitUntil(PageScript.title, equals: "Details")
    try other.waitUntil(
      "return document.querySelector('.device .screen:last-child .text')?.textContent ?? null",
      equals: "3 nights away")
    try page.tap(xpath: "//main//button[contains(@class,'back')]")
    try other.waitUntil(PageScript.title, equals: "Trip")
    // .navigationDestination(isPresented:) from a toolbar button's @State.
    try page.tap(xpath: "//main//header//button[.='Settings']")
    try other.waitUntil(PageScript.title, equals: "Settings")
    try page.tap(xpath: "//main//button[contains(@class,'back')]")
    try other.waitUntil(PageScript.title, equals: "Trip")
    // .sheet(isPresented:), closed by @Environment(\.dismiss) in the sheet.
    try page.tap(xpath: PageScript.button("Share"))
    try other.waitUntil(
      "return document.querySelector('.presentation-sheet .text')?.textContent ?? null",
      equals: "Shared with the group")
    try page.tap(xpath: "//*[contains(@class,'presentation-sheet')]//button[.='Close']")
    try other.waitUntil("return document.querySelectorAll('.presentation-sheet').length", equals: 0)
    try assertNoConsoleErrors(page)
  }
}
