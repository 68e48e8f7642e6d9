import Mirror
import MirrorJSON
import TestSupport
import XCTest

/// The Map panel fed by the real server: the explored graph drawn as SVG, the room's screen
/// highlighted, and a click on a screen taking the room there.
final class FlowMapBrowserTests: BrowserTestCase {
  static let initial = "path=[] | tab=first"
  static let deepest = "path=[secondDetail,another] | tab=second"

  static let nodeCount = "return document.querySelectorAll('svg.map-graph g.map-node').length"
  static let edgeCount = "return document.querySelectorAll('svg.map-graph path.map-edge').length"
  static let current = """
    return [...document.querySelectorAll('svg.map-graph g.map-node.current')]
      .map(g => g.dataset.node).join(',')
    """

  static let viewBox = "return document.querySelector('svg.map-graph').getAttribute('viewBox')"

  /// The view's x and width, from the SVG's `viewBox`.
  func view(_ page: BrowserSession) throws -> (x: Double, width: Double) {
    let parts = try page.run(Self.viewBox).stringValue?.split(separator: " ") ?? []
    let numbers = parts.compactMap { Double($0) }
    return try XCTUnwrap(numbers.count == 4 ? (numbers[0], numbers[2]) : nil, "viewBox")
  }

  static func node(_ id: String) -> String {
    "//*[local-name()='svg']//*[local-name()='g'][@data-node='\(id)']"
  }

  func openMap(room: String) throws -> BrowserSession {
    let page = try openPage(room: room)
    try page.click(xpath: "//details[@id='map-details']/summary")
    try page.waitUntil(Self.nodeCount, equals: 6)
    return page
  }

  func testTheMapDrawsEveryScreenAndHighlightsTheCurrentOne() throws {
    let page = try openMap(room: roomName)
    XCTAssertEqual(try page.run(Self.edgeCount), 10)
    XCTAssertEqual(
      try page.run("return document.querySelector('#map-slot .map-status').textContent"),
      "6 screens, 10 edges, 2 findings. Click a screen to go there.")
    try page.waitUntil(Self.current, equals: .string(Self.initial))
    try page.tap(xpath: PageScript.button("Go to First Detail"))
    try page.waitUntil(PageScript.breadcrumb, equals: "First › First Detail")
    try page.waitUntil(Self.current, equals: "path=[firstDetail] | tab=first")
    try page.screenshot(named: "flow-map")
    try assertNoConsoleErrors(page)
  }

  func testTheMapIsLaidOutByTheServerAndMarksTheStart() throws {
    let page = try openMap(room: roomName)
    XCTAssertEqual(
      try page.run("return document.querySelectorAll('svg.map-graph text.map-edge-label').length"),
      10)
    XCTAssertEqual(
      try page.run(
        "return document.querySelector('svg.map-graph g.map-node.initial').dataset.node"),
      .string(Self.initial))
    XCTAssertEqual(
      try page.run("return document.querySelector('svg.map-graph .map-start').textContent"),
      "start")
    _ = try page.run("document.querySelector('svg.map-graph').scrollIntoView({block: 'center'})")
    try page.screenshot(named: "flow-map-panel")
    try assertNoConsoleErrors(page)
  }

  func testButtonsWheelKeysAndDragZoomAndPanTheView() throws {
    let page = try openMap(room: roomName)
    try page.click(xpath: "//button[@aria-label='Fit the whole map']")
    let fitted = try page.run(Self.viewBox)
    let start = try view(page)
    try page.click(xpath: "//button[@aria-label='Zoom in']")
    let zoomedIn = try view(page)
    XCTAssertLessThan(zoomedIn.width, start.width)
    _ = try page.run(
      """
      const svg = document.querySelector('svg.map-graph');
      const rect = svg.getBoundingClientRect();
      svg.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, clientX: rect.left + 10,
        clientY: rect.top + 10, bubbles: true, cancelable: true }));
      """)
    XCTAssertGreaterThan(try view(page).width, zoomedIn.width)
    // A drag pans (the view moves against it) and does not take the room anywhere.
    let beforeDrag = try view(page)
    try page.drag(
      xpath: "//*[local-name()='svg'][contains(@class,'map-graph')]", fromX: 0, y: 0, by: 80, 0)
    XCTAssertLessThan(try view(page).x, beforeDrag.x)
    XCTAssertEqual(try page.run(PageScript.breadcrumb), "First")
    // Keys on the focused map: − zooms out, → pans, 0 fits the whole map again.
    _ = try page.run("document.querySelector('svg.map-graph').focus()")
    let beforeKeys = try view(page)
    try page.press("-")
    XCTAssertGreaterThan(try view(page).width, beforeKeys.width)
    let beforeArrow = try view(page)
    try page.press("\u{E014}")
    XCTAssertGreaterThan(try view(page).x, beforeArrow.x)
    try page.press("0")
    XCTAssertEqual(try page.run(Self.viewBox), fitted)
    try page.click(xpath: "//button[@aria-label='Zoom out']")
    try page.click(xpath: "//button[@aria-label='Fit the whole map']")
    XCTAssertEqual(try page.run(Self.viewBox), fitted)
    try assertNoConsoleErrors(page)
  }

  /// Screen pixels per point of the view the map shows, in thousandths.
  static let scale = """
    const svg = document.querySelector('svg.map-graph');
    const width = Number(svg.getAttribute('viewBox').split(' ')[2]);
    return Math.round(1000 * svg.getBoundingClientRect().width / width);
    """

  func testAMapTooLargeToReadWholeOpensOnAReadablePartWithTheRoomsScreen() throws {
    // Time enough for stack-ops' exploration to reach its 300 screens on a slow machine, so
    // that the map is the large one whatever the machine's speed.
    harness = nil
    harness = try MirrorHarness(limits: MirrorLimits(mapTimeLimitMilliseconds: 120_000))
    let page = try openPage(room: roomName, query: "&demo=stack-ops")
    try page.click(xpath: "//details[@id='map-details']/summary")
    try page.waitUntil(
      "return document.querySelectorAll('svg.map-graph g.map-node').length", equals: 300,
      timeout: 120)
    let opened = try XCTUnwrap(page.run(Self.scale).intValue)
    XCTAssertGreaterThanOrEqual(opened, 590, "titles readable when it opens")
    XCTAssertEqual(
      try page.run("return document.querySelectorAll('svg.map-graph g.map-node.current').length"),
      1, "the room's screen is marked")
    try page.click(xpath: "//button[@aria-label='Fit the whole map']")
    let fitted = try XCTUnwrap(page.run(Self.scale).intValue)
    XCTAssertLessThan(fitted, opened, "Fit still shows the whole map, smaller")
    try page.screenshot(named: "flow-map-large")
    try assertNoConsoleErrors(page)
  }

  func testTheOpenMapPassesAxe() throws {
    let page = try openMap(room: roomName)
    let violations = try page.axeViolations()
    XCTAssertEqual(violations, [], violations.joined(separator: "\n"))
  }

  func testClickingAScreenTakesTheRoomThere() throws {
    let page = try openMap(room: roomName)
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    try page.click(xpath: Self.node(Self.deepest))
    try page.waitUntil(PageScript.breadcrumb, equals: "Second › Second Detail › Another")
    try page.waitUntil(Self.current, equals: .string(Self.deepest))
    // A second window of the same room sees the room where the map took it.
    let other = try openPage(room: roomName)
    try other.waitUntil(PageScript.breadcrumb, equals: "Second › Second Detail › Another")
    try page.click(xpath: Self.node(Self.initial))
    try page.waitUntil(PageScript.breadcrumb, equals: "First")
    try page.waitUntil(PageScript.selectedTab, equals: "First")
    try page.waitUntil(Self.current, equals: .string(Self.initial))
    try assertNoConsoleErrors(page)
    try assertNoConsoleErrors(other)
  }
}
