import MirrorJSON
import TestSupport
import XCTest

/// The phone fits the window it is opened in: on 1440×900 and 1280×720 laptops the whole
/// device, tab bar included, is above the fold; in a 390×844 phone window the screen fills the
/// window's width without a bezel and its tab bar is on screen.
final class ViewportFitBrowserTests: BrowserTestCase {
  /// The bottom of the tab bar, of the device, the window's height, the page's width (the
  /// window's, less a scroll bar), the device's width and the room bar's height, as the page
  /// lays them out.
  private static let geometry = """
    const bar = document.querySelector('.tabbar').getBoundingClientRect();
    const device = document.querySelector('.device').getBoundingClientRect();
    const header = document.querySelector('.roombar').getBoundingClientRect();
    return [bar.bottom, device.bottom, innerHeight, document.documentElement.clientWidth,
      device.width, header.height,
      document.documentElement.dataset.phone ?? ''].join(' ');
    """

  private func layout(width: Int, height: Int) throws -> [String] {
    let page = try openPage(room: roomName + "\(width)x\(height)")
    try page.setViewport(width: width, height: height)
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    try page.waitUntil("return innerWidth", equals: .int(width))
    // The page fits the phone on the resize that followed.
    try page.waitUntil(
      "return document.querySelector('.device').getBoundingClientRect().bottom <= innerHeight",
      equals: true)
    try page.screenshot(named: "viewport-\(width)x\(height)")
    try assertNoConsoleErrors(page)
    return try XCTUnwrap(page.run(Self.geometry).stringValue).split(separator: " ").map(
      String.init)
  }

  func testOnLaptopsTheWholeDeviceIsAboveTheFold() throws {
    for (width, height) in [(1440, 900), (1280, 720)] {
      let figures = try layout(width: width, height: height)
      let (barBottom, deviceBottom) = (Double(figures[0])!, Double(figures[1])!)
      XCTAssertLessThanOrEqual(barBottom, Double(height), "\(width)×\(height): \(figures)")
      XCTAssertLessThanOrEqual(deviceBottom, Double(height), "\(width)×\(height): \(figures)")
      XCTAssertEqual(figures[6], "device", "drawn as a device with its bezel")
      XCTAssertGreaterThan(
        Double(figures[4])!, 390 * 0.5, "\(width)×\(height): still readable: \(figures)")
    }
  }

  func testInAPhoneWindowTheInspectorIsADrawer() throws {
    let page = try openPage(room: roomName)
    try page.setViewport(width: 390, height: 844)
    try page.waitUntil("return document.documentElement.dataset.phone", equals: "screen")
    let shown = """
      const panels = document.getElementById('inspector');
      return getComputedStyle(panels).visibility === 'visible'
        && panels.getBoundingClientRect().top < innerHeight;
      """
    // Folded away at first (once the window became phone-sized and the drawer slid away).
    try page.waitUntil(shown, equals: false)
    try page.click(xpath: "//button[@id='inspector-toggle']")
    try page.waitUntil(shown, equals: true)
    XCTAssertEqual(
      try page.run("return document.getElementById('inspector-toggle').ariaExpanded"), "true")
    try page.screenshot(named: "viewport-390x844-inspector")
    try page.press("\u{E00C}")
    try page.waitUntil(shown, equals: false)
    try assertNoConsoleErrors(page)
  }

  func testInAPhoneWindowTheScreenFillsItWithoutABezel() throws {
    let figures = try layout(width: 390, height: 844)
    XCTAssertEqual(figures[6], "screen")
    XCTAssertEqual(
      Double(figures[4])!, Double(figures[3])!, accuracy: 1,
      "the screen is the page's width: \(figures)")
    XCTAssertLessThanOrEqual(Double(figures[0])!, 844, "the tab bar is on screen: \(figures)")
    XCTAssertLessThanOrEqual(
      Double(figures[5])!, 120, "the room bar leaves the phone its room: \(figures)")
  }
}
