import DemoFeatures
import FlowMap
import MirrorJSON
import XCTest

/// Both layouts of every demo's map — Graphviz's, and the columns a map too large for it gets:
/// each screen placed once, no two boxes overlapping, each arrow running from its source's box
/// to its target's, everything inside the drawing.
final class FlowMapLayoutTests: XCTestCase {
  /// Every demo's map, stack-ops within a bound that keeps it to a few dozen screens.
  func demoMaps() -> [FlowMap] {
    Demos.all.map { app in
      let options =
        app.name == Demos.stackOps.name
        ? ExplorationOptions(maxDepth: 3, maxStates: 60) : ExplorationOptions()
      return Explorer(options: options).explore(app)
    }
  }

  /// The map's layout by `dot`, and in columns.
  func layouts(of map: FlowMap) throws -> [FlowMapLayout] {
    [try FlowMapLayout(map, graphvizMaxEdges: .max), FlowMapLayout.layered(map)]
  }

  func testEveryNodeHasABoxInsideTheDrawing() throws {
    for map in demoMaps() {
      for layout in try layouts(of: map) {
        XCTAssertEqual(Set(layout.boxes.keys), Set(map.nodes.map(\.id)), map.app)
        for (id, box) in layout.boxes {
          XCTAssertGreaterThan(box.width, 0, "\(map.app) \(id)")
          XCTAssertGreaterThan(box.height, 0, "\(map.app) \(id)")
          XCTAssertGreaterThanOrEqual(box.x, 0, "\(map.app) \(id)")
          XCTAssertGreaterThanOrEqual(box.y, 0, "\(map.app) \(id)")
          XCTAssertLessThanOrEqual(box.x + box.width, layout.width, "\(map.app) \(id)")
          XCTAssertLessThanOrEqual(box.y + box.height, layout.height, "\(map.app) \(id)")
        }
      }
    }
  }

  func testNoTwoBoxesOverlap() throws {
    for map in demoMaps() {
      for layout in try layouts(of: map) {
        let boxes = Array(layout.boxes)
        for (index, first) in boxes.enumerated() {
          for second in boxes[(index + 1)...] {
            XCTAssertFalse(
              first.value.overlaps(second.value), "\(map.app): \(first.key) and \(second.key)")
          }
        }
      }
    }
  }

  func testEveryEdgeRunsFromItsSourceToItsTarget() throws {
    for map in demoMaps() {
      for layout in try layouts(of: map) {
        XCTAssertEqual(Set(layout.routes.keys), Set(map.edges.indices), map.app)
        for (index, edge) in map.edges.enumerated() {
          let route = try XCTUnwrap(layout.routes[index], "\(map.app) edge \(index)")
          let from = try XCTUnwrap(layout.boxes[edge.from])
          let to = try XCTUnwrap(layout.boxes[edge.to])
          let start = try XCTUnwrap(route.spline.first)
          let end = try XCTUnwrap(route.arrowTip ?? route.spline.last)
          XCTAssertEqual(route.spline.count % 3, 1, "\(map.app) edge \(index): a cubic spline")
          XCTAssertTrue(from.contains(start, tolerance: 2), "\(map.app) edge \(index) start")
          XCTAssertTrue(to.contains(end, tolerance: 2), "\(map.app) edge \(index) end")
          XCTAssertNotNil(route.label, "\(map.app) edge \(index) label")
          XCTAssertTrue(route.svgPath.hasPrefix("M"), "\(map.app) edge \(index) path")
        }
      }
    }
  }

  /// Past the budget of edges Graphviz is given, a map is laid out in columns: `dot` took
  /// seconds for a few hundred edges and never finished stack-ops' fourteen thousand.
  func testAMapOfMoreThanAHundredScreensIsLaidOutInColumnsWithoutOverlaps() throws {
    let map = Explorer(options: ExplorationOptions(maxDepth: 6, maxStates: 120))
      .explore(Demos.stackOps)
    XCTAssertGreaterThan(map.nodes.count, 100)
    XCTAssertGreaterThan(map.edges.count, FlowMapLayout.defaultGraphvizMaxEdges)
    let layout = try FlowMapLayout(map)
    XCTAssertEqual(layout.engine, .layered)
    XCTAssertEqual(layout.boxes.count, map.nodes.count)
    XCTAssertEqual(layout.routes.count, map.edges.count)
    let boxes = Array(layout.boxes.values)
    for (index, first) in boxes.enumerated() {
      XCTAssertFalse(boxes[(index + 1)...].contains { $0.overlaps(first) }, "box \(index)")
    }
  }

  func testTheLayoutJSONHasABoxPerNodeAndARoutePerEdge() throws {
    let map = Explorer().explore(Demos.tabsStack)
    let json = try FlowMapLayout(map).json(for: map)
    XCTAssertEqual(json["boxes"]?.objectValue?.keys, map.nodes.map(\.id))
    guard case .array(let edges) = json["edges"] else { return XCTFail("no edges") }
    XCTAssertEqual(edges.count, map.edges.count)
    XCTAssertTrue(edges.allSatisfy { $0["path"]?.stringValue?.hasPrefix("M") == true })
    XCTAssertNotNil(json["width"])
    XCTAssertNotNil(json["height"])
    XCTAssertEqual(json["engine"], "dot")
  }

  func testTheSVGTitlesNodesLabelsEdgesAndMarksTheStart() throws {
    let map = Explorer().explore(Demos.tabsStack)
    let svg = try map.svg()
    XCTAssertEqual(svg.components(separatedBy: "<g class=\"node\">").count - 1, map.nodes.count)
    XCTAssertEqual(svg.components(separatedBy: "<g class=\"edge\">").count - 1, map.edges.count)
    XCTAssertEqual(svg.components(separatedBy: ">start</text>").count - 1, 1)
    XCTAssertTrue(svg.contains(">First Detail</text>"))
    XCTAssertTrue(svg.contains(">Go to First Detail</text>"))
  }
}
