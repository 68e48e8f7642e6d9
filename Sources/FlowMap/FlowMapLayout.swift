/// Where each part of a map goes in a drawing, as Graphviz's `dot` lays out the map's DOT
/// source (``FlowMap/dot``): ranks left to right, few crossings, edges routed around boxes.
/// A map with more edges than a budget is laid out in columns by depth instead
/// (``layered(_:)``): `dot`'s time and memory grow much faster than the map, and past a few
/// hundred edges its layout takes seconds, then minutes. Coordinates are in points with y
/// pointing down, as in SVG; the page draws the same layout, sent with the map by
/// `GET /api/rooms/NAME/map`.
public struct FlowMapLayout: Sendable {
  /// How a layout was made.
  public enum Engine: String, Sendable {
    /// Graphviz's `dot`.
    case dot
    /// Columns by depth (``FlowMapLayout/layered(_:)``).
    case layered
  }

  /// A point of the drawing.
  public struct Point: Sendable, Equatable {
    /// The distance from the left edge.
    public var x: Double
    /// The distance from the top edge.
    public var y: Double
  }

  /// A node's box.
  public struct Box: Sendable, Equatable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Whether the two boxes share any area.
    public func overlaps(_ other: Box) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }

    /// Whether `point` is inside the box or within `tolerance` of it.
    public func contains(_ point: Point, tolerance: Double = 0) -> Bool {
      point.x >= x - tolerance && point.x <= x + width + tolerance && point.y >= y - tolerance
        && point.y <= y + height + tolerance
    }
  }

  /// The way an edge is drawn.
  public struct Route: Sendable, Equatable {
    /// A cubic Bézier spline: the start, then three points per segment.
    public var spline: [Point]
    /// Where the arrow's tip touches the target's box (the spline stops short of it).
    public var arrowTip: Point?
    /// The centre of the edge's label.
    public var label: Point?

    /// The spline as an SVG path, ending in a line to the arrow's tip.
    public var svgPath: String {
      guard let start = spline.first else { return "" }
      var path = "M\(format(start.x)),\(format(start.y))"
      for index in stride(from: 1, to: spline.count - 2, by: 3) {
        let points = spline[index...index + 2].map { "\(format($0.x)),\(format($0.y))" }
        path += " C" + points.joined(separator: " ")
      }
      if let tip = arrowTip { path += " L\(format(tip.x)),\(format(tip.y))" }
      return path
    }
  }

  /// The space around the drawing (room for the start node's mark above it).
  public static let margin = 14.0

  /// Each node's box, by node id.
  public let boxes: [String: Box]
  /// Each edge's route, by the edge's index in ``FlowMap/edges``.
  public let routes: [Int: Route]
  /// The drawing's width.
  public let width: Double
  /// The drawing's height.
  public let height: Double
  /// How it was made.
  public let engine: Engine

  /// The most edges a map laid out by `dot` may have; larger maps are laid out in columns.
  public static let defaultGraphvizMaxEdges = 250

  /// Lays out `map` with Graphviz, or in columns (``layered(_:)``) when it has more than
  /// `graphvizMaxEdges` edges.
  public init(_ map: FlowMap, graphvizMaxEdges: Int = Self.defaultGraphvizMaxEdges) throws {
    guard map.edges.count <= graphvizMaxEdges else {
      self = Self.layered(map)
      return
    }
    let graph = try GraphvizLayout(dot: map.dot)
    let bounds = numbers(graph.bounds)
    guard bounds.count == 4 else {
      throw GraphvizLayout.Failure(description: "Graphviz gave no bounding box")
    }
    let top = bounds[3]
    let left = bounds[0]
    let place = { (x: Double, y: Double) in
      Point(x: x - left + Self.margin, y: top - y + Self.margin)
    }
    var boxes: [String: Box] = [:]
    for (number, node) in map.nodes.enumerated() {
      guard let laidOut = graph.nodes["n\(number)"] else { continue }
      let centre = numbers(laidOut.position)
      guard centre.count == 2, let width = Double(laidOut.width),
        let height = Double(laidOut.height)
      else { continue }
      let middle = place(centre[0], centre[1])
      boxes[node.id] = Box(
        x: middle.x - width * 36, y: middle.y - height * 36, width: width * 72,
        height: height * 72)
    }
    var routes: [Int: Route] = [:]
    for index in map.edges.indices {
      guard let laidOut = graph.edges["e\(index)"] else { continue }
      routes[index] = Route(laidOut, place: place)
    }
    self.init(
      boxes: boxes, routes: routes, width: bounds[2] - bounds[0] + 2 * Self.margin,
      height: bounds[3] - bounds[1] + 2 * Self.margin, engine: .dot)
  }

  init(boxes: [String: Box], routes: [Int: Route], width: Double, height: Double, engine: Engine) {
    self.boxes = boxes
    self.routes = routes
    self.width = width
    self.height = height
    self.engine = engine
  }
}

extension FlowMapLayout.Route {
  /// Reads Graphviz's `pos` (`"e,x,y x,y …"`, an optional `s,x,y` start arrow first) and `lp`.
  fileprivate init(
    _ edge: GraphvizLayout.Edge, place: (Double, Double) -> FlowMapLayout.Point
  ) {
    var spline: [FlowMapLayout.Point] = []
    var arrowTip: FlowMapLayout.Point?
    for item in edge.spline.split(separator: " ") {
      let parts = item.split(separator: ",")
      if parts.first == "e", parts.count == 3, let x = Double(parts[1]), let y = Double(parts[2]) {
        arrowTip = place(x, y)
      } else if parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) {
        spline.append(place(x, y))
      }
    }
    let label = numbers(edge.labelPosition)
    self.init(
      spline: spline, arrowTip: arrowTip,
      label: label.count == 2 ? place(label[0], label[1]) : nil)
  }
}

/// The comma-separated numbers of a Graphviz attribute (`"1,2"`, `"0,0,300,200"`).
private func numbers(_ text: String) -> [Double] {
  text.split(separator: ",").compactMap { Double($0) }
}

/// A coordinate with at most one decimal, for compact SVG.
private func format(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
