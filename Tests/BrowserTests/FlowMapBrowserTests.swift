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
