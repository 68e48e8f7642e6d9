import Foundation
import MirrorUI
import XCTest

/// `Path` and `.trim` as the page draws them: SVG path data in points, and the part of an
/// outline a trim keeps.
final class PathTests: XCTestCase {
  func testLinesAndRectanglesAreSVGPathData() {
    let triangle = Path { path in
      path.move(to: CGPoint(x: 20, y: 0))
      path.addLine(to: CGPoint(x: 40, y: 30))
      path.addLine(to: CGPoint(x: 0, y: 30.5))
      path.closeSubpath()
    }
    XCTAssertEqual(triangle.svg, "M 20 0 L 40 30 L 0 30.5 Z")
    XCTAssertEqual(triangle.outline.kind, "path")
    XCTAssertEqual(triangle.outline.path, triangle.svg)
    // A rectangle given with a negative size is drawn from its standardized corner.
    XCTAssertEqual(
      Path(CGRect(x: 10, y: 10, width: -10, height: 5)).svg, "M 0 10 L 10 10 L 10 15 L 0 15 Z")
    XCTAssertTrue(Path().isEmpty)
  }

  func testArcsGoTheWaySwiftUIDrawsThem() {
    // A quarter from 3 o'clock to 6 o'clock: SwiftUI's `clockwise: false` is clockwise on
    // screen (SVG's sweep flag 1), the small arc.
    var quarter = Path()
    quarter.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    XCTAssertEqual(quarter.svg, "M 100 50 A 50 50 0 0 1 50 100")
    // The other way round the same ends is the large arc, swept the other way.
    var rest = Path()
    rest.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90),
      clockwise: true)
    XCTAssertEqual(rest.svg, "M 100 50 A 50 50 0 1 0 50 100")
    // A whole turn is two half arcs: one SVG arc cannot end where it starts.
    var circle = Path()
    circle.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(360),
      clockwise: false)
    XCTAssertEqual(circle.svg, "M 100 50 A 50 50 0 0 1 0 50 A 50 50 0 0 1 100 50")
  }

  func testATrimKeepsItsFractionsWithinTheOutline() {
    // XCTest runs tests on the main thread; shapes' modifiers are the main actor's, as views'.
    MainActor.assumeIsolated {
      XCTAssertEqual(Circle().trim(from: 0, to: 0.25).outline.trim, [0, 0.25])
      XCTAssertEqual(Circle().trim(from: -1, to: 3).outline.trim, [0, 1])
      XCTAssertEqual(Circle().trim(to: 0.5).outline.kind, "circle")
      XCTAssertNil(Circle().outline.trim)
    }
  }
}
