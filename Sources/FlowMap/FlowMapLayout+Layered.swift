extension FlowMapLayout {
  /// The gap between two columns, where the arrows and their labels run.
  static let columnGap = 110.0
  /// The gap between two boxes of a column.
  static let rowGap = 14.0
  /// A box's height, as `dot` draws a one-line label (half an inch).
  static let boxHeight = 36.0

  /// `map` laid out in time linear in its size: one column per depth (the actions from the
  /// start), left to right; in each column, boxes top to bottom in the order that puts each
  /// near the screens that lead to it; arrows as curves from a box's right side to the next
  /// column's left, or looping above the boxes when they go back or stay in a column. Looser
  /// than `dot`'s drawing, but it never takes long, whatever the map's size.
  public static func layered(_ map: FlowMap) -> FlowMapLayout {
    let numbers = Dictionary(
      map.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let columns = ordered(columns(of: map), map: map, numbers: numbers)
    var boxes: [String: Box] = [:]
    var boxByNumber: [Box?] = Array(repeating: nil, count: map.nodes.count)
    var left = margin
    var height = 0.0
    for column in columns {
      let widths = column.map { boxWidth(title: map.nodes[$0].titles.last ?? "") }
      var top = margin
      for (number, width) in zip(column, widths) {
        let box = Box(x: left, y: top, width: width, height: boxHeight)
        boxes[map.nodes[number].id] = box
        boxByNumber[number] = box
        top += boxHeight + rowGap
      }
      height = max(height, top - rowGap + margin)
      left += (widths.max() ?? 0) + columnGap
    }
    var routes: [Int: Route] = [:]
    for (index, edge) in map.edges.enumerated() {
      guard let from = numbers[edge.from].flatMap({ boxByNumber[$0] }),
        let to = numbers[edge.to].flatMap({ boxByNumber[$0] })
      else { continue }
      routes[index] = route(from: from, to: to)
    }
    return FlowMapLayout(
      boxes: boxes, routes: routes, width: left - columnGap + margin,
      height: max(height, 2 * margin + boxHeight), engine: .layered)
  }

  /// The node numbers of each depth, in the order they were found.
  private static func columns(of map: FlowMap) -> [[Int]] {
    var columns: [[Int]] = []
    for (number, node) in map.nodes.enumerated() {
      let depth = max(0, node.depth)
      while columns.count <= depth { columns.append([]) }
      columns[depth].append(number)
    }
    return columns.filter { !$0.isEmpty }
  }

  /// Each column after the first sorted by where the boxes that lead to its boxes sit in the
  /// column before (one barycentre pass: fewer crossings, in linear time); a box no arrow
  /// from there reaches keeps its place.
  private static func ordered(
    _ columns: [[Int]], map: FlowMap, numbers: [String: Int]
  ) -> [[Int]] {
    var incoming = Array(repeating: [Int](), count: map.nodes.count)
    for edge in map.edges {
      guard let from = numbers[edge.from], let to = numbers[edge.to] else { continue }
      incoming[to].append(from)
    }
    var result: [[Int]] = []
    var position = Array(repeating: 0.0, count: map.nodes.count)
    for column in columns {
      let keyed = column.enumerated().map { place, number -> (key: Double, number: Int) in
        // Depths have no gaps: the column before holds the nodes one action closer.
        let depth = map.nodes[number].depth
        let previous = incoming[number].filter { map.nodes[$0].depth == depth - 1 }
        guard !previous.isEmpty else { return (Double(place), number) }
        let mean = previous.map { position[$0] }.reduce(0, +) / Double(previous.count)
        return (mean * Double(column.count), number)
      }
      let sorted = keyed.enumerated().sorted { lhs, rhs in
        lhs.element.key == rhs.element.key
          ? lhs.offset < rhs.offset : lhs.element.key < rhs.element.key
      }.map(\.element.number)
      for (place, number) in sorted.enumerated() {
        position[number] = Double(place) / Double(max(1, sorted.count))
      }
      result.append(sorted)
    }
    return result
  }

  /// A box wide enough for `title` at the map's font size.
  private static func boxWidth(title: String) -> Double {
    min(260, max(70, Double(title.count) * 7 + 24))
  }

  /// A curve from `from` to `to`: right side to left side when `to` is in a later column,
  /// else a loop above both boxes, from the top of one to the top of the other.
  private static func route(from: Box, to: Box) -> Route {
    let arrow = 7.0
    if to.x > from.x + from.width {
      let start = Point(x: from.x + from.width, y: from.y + from.height / 2)
      let tip = Point(x: to.x, y: to.y + to.height / 2)
      let end = Point(x: tip.x - arrow, y: tip.y)
      let bend = (end.x - start.x) / 2
      let points = [
        start, Point(x: start.x + bend, y: start.y), Point(x: end.x - bend, y: end.y), end,
      ]
      return Route(spline: points, arrowTip: tip, label: midpoint(of: points))
    }
    let start = Point(x: from.x + from.width / 2, y: from.y)
    let tip = Point(x: to.x + to.width / 2, y: to.y)
    let end = Point(x: tip.x, y: tip.y - arrow)
    let top = max(0, min(start.y, end.y) - 30)
    let points = [start, Point(x: start.x, y: top), Point(x: end.x, y: top), end]
    return Route(spline: points, arrowTip: tip, label: midpoint(of: points))
  }

  /// The point halfway along a cubic Bézier segment.
  private static func midpoint(of points: [Point]) -> Point {
    Point(
      x: (points[0].x + 3 * points[1].x + 3 * points[2].x + points[3].x) / 8,
      y: (points[0].y + 3 * points[1].y + 3 * points[2].y + points[3].y) / 8)
  }
}
