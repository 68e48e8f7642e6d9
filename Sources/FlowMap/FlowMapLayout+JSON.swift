import MirrorJSON

extension FlowMapLayout {
  /// The layout of `map` as JSON, as `GET /api/rooms/NAME/map` sends it under `layout`:
  ///
  /// ```
  /// { "width", "height", "engine": "dot" or "layered",
  ///   "boxes": {node id: {x, y, width, height}},
  ///   "edges": [{path, labelX, labelY} or null, one per edge of the map, in order] }
  /// ```
  ///
  /// `path` is the edge's SVG path data, ending at its arrow's tip.
  public func json(for map: FlowMap) -> JSONValue {
    var boxes = JSONObject()
    for node in map.nodes {
      guard let box = self.boxes[node.id] else { continue }
      boxes[node.id] = [
        "x": .double(box.x), "y": .double(box.y), "width": .double(box.width),
        "height": .double(box.height),
      ]
    }
    let edges = map.edges.indices.map { index -> JSONValue in
      guard let route = routes[index] else { return .null }
      return [
        "path": .string(route.svgPath), "labelX": route.label.map { .double($0.x) } ?? .null,
        "labelY": route.label.map { .double($0.y) } ?? .null,
      ]
    }
    return [
      "width": .double(width), "height": .double(height), "engine": .string(engine.rawValue),
      "boxes": .object(boxes),
      "edges": .array(edges),
    ]
  }
}
