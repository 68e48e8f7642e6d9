import MirrorJSON
import TestSupport
import XCTest

/// `GET /api/rooms/NAME/map`: the room's demo explored and laid out by Graphviz on the server.
final class FlowMapAPITests: XCTestCase {
  func testTheMapComesWithABoxForEveryScreenAndARouteForEveryEdge() throws {
    let harness = try MirrorHarness()
    _ = try harness.client(room: "mapped")
    let map = try harness.getJSON("/api/rooms/mapped/map")
    let nodes = try XCTUnwrap(map["nodes"]?.arrayValue)
    let edges = try XCTUnwrap(map["edges"]?.arrayValue)
    let layout = try XCTUnwrap(map["layout"], "\(map["layoutError"] ?? .null)")
    XCTAssertEqual(layout["boxes"]?.objectValue?.keys, nodes.compactMap { $0["id"]?.stringValue })
    let routes = try XCTUnwrap(layout["edges"]?.arrayValue)
    XCTAssertEqual(routes.count, edges.count)
    XCTAssertTrue(routes.allSatisfy { $0["path"]?.stringValue?.hasPrefix("M") == true })
    for size in ["width", "height"] {
      XCTAssertNotNil(layout[size], size)
      XCTAssertNotEqual(layout[size], 0, size)
    }
  }
}
