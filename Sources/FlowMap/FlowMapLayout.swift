/// Where each node of a map goes in a drawing: one column per depth (breadth-first layers),
/// nodes in the order they were found within a column. The page's `layoutMap` in
/// `Public/js/render/map.js` lays maps out the same way.
public struct FlowMapLayout: Sendable {
  /// A node's box.
  public struct Box: Sendable, Equatable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
  }

  /// The width of a node's box.
  public static let nodeWidth = 180
  /// The height of a node's box.
  public static let nodeHeight = 44
  /// The space between two columns.
  public static let columnGap = 80
  /// The space between two boxes of a column.
  public static let rowGap = 24
  /// The margin around the drawing.
  public static let margin = 20

  /// Each node's box, by node id.
  public let boxes: [String: Box]
  /// The drawing's width.
  public let width: Int
  /// The drawing's height.
  public let height: Int

  /// Lays out `map`.
  public init(_ map: FlowMap) {
    var rows: [Int: Int] = [:]
    var boxes: [String: Box] = [:]
    var width = 0
    var height = 0
    for node in map.nodes {
      let row = rows[node.depth, default: 0]
      rows[node.depth] = row + 1
      let box = Box(
        x: Self.margin + node.depth * (Self.nodeWidth + Self.columnGap),
        y: Self.margin + row * (Self.nodeHeight + Self.rowGap))
      boxes[node.id] = box
      width = max(width, box.x + Self.nodeWidth + Self.margin)
      height = max(height, box.y + Self.nodeHeight + Self.margin)
    }
    self.boxes = boxes
    self.width = width
    self.height = height
  }
}
