import CGraphviz
import Synchronization

/// A graph laid out by Graphviz's `dot`, in-process through `libgvc`: the positions Graphviz
/// writes as attributes, read back raw (Graphviz's points, y pointing up).
struct GraphvizLayout {
  /// A laid-out node: its `pos` (`"x,y"`, the centre) and its size in inches.
  struct Node {
    var position: String
    var width: String
    var height: String
  }

  /// A laid-out edge: its `pos` (a B-spline, `"e,x,y x,y x,y …"`) and its label's `lp`.
  struct Edge {
    var spline: String
    var labelPosition: String
  }

  /// What went wrong inside Graphviz.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The bounding box, `"llx,lly,urx,ury"`.
  var bounds: String
  /// The nodes, by name.
  var nodes: [String: Node]
  /// The edges, by their `id` attribute.
  var edges: [String: Edge]

  /// Lays out the graph written in `dot` (the DOT language) with the `dot` engine.
  init(dot source: String) throws {
    // Graphviz keeps global state (cgraph's default graph, the plugin registry): one layout at
    // a time, through one context loaded once.
    self = try graphvizContext.withLock { context in
      if context == nil { context = gvContext() }
      guard let context else { throw Failure(description: "Graphviz has no context") }
      guard let graph = agmemread(source) else {
        throw Failure(description: "Graphviz could not read the DOT source")
      }
      defer { agclose(graph) }
      guard gvLayout(context, graph, "dot") == 0 else {
        throw Failure(description: "Graphviz's dot layout is not installed (libgvc plugins)")
      }
      defer { gvFreeLayout(context, graph) }
      // Rendering as DOT writes the layout onto the graph as attributes (`pos`, `lp`, `bb`),
      // which is how a library user reads it back.
      var data: UnsafeMutablePointer<CChar>?
      var length: UInt32 = 0
      guard gvRenderData(context, graph, "dot", &data, &length) == 0 else {
        throw Failure(description: "Graphviz could not write the layout")
      }
      gvFreeRenderData(data)
      return Self(reading: graph)
    }
  }

  private init(reading graph: UnsafeMutablePointer<Agraph_t>) {
    let graphPointer = UnsafeMutableRawPointer(graph)
    bounds = attribute(graphPointer, "bb")
    nodes = [:]
    edges = [:]
    var node = agfstnode(graph)
    while let current = node {
      let pointer = UnsafeMutableRawPointer(current)
      nodes[String(cString: agnameof(pointer))] = Node(
        position: attribute(pointer, "pos"), width: attribute(pointer, "width"),
        height: attribute(pointer, "height"))
      var edge = agfstout(graph, current)
      while let out = edge {
        let edgePointer = UnsafeMutableRawPointer(out)
        edges[attribute(edgePointer, "id")] = Edge(
          spline: attribute(edgePointer, "pos"), labelPosition: attribute(edgePointer, "lp"))
        edge = agnxtout(graph, out)
      }
      node = agnxtnode(graph, current)
    }
  }
}

/// The one Graphviz context, created on first use; its lock serializes every call into Graphviz.
private let graphvizContext = Mutex<OpaquePointer?>(nil)

/// An attribute's value, empty when the object has none.
private func attribute(_ object: UnsafeMutableRawPointer, _ name: String) -> String {
  navmirror_agget(object, name).map { String(cString: $0) } ?? ""
}
