/// How `mirror cluster` serves one room: how many nodes, how many watchers on each, and
/// whether the nodes share the room through Redis or one node keeps it alone.
struct ClusterLayout: CustomStringConvertible {
  let nodes: Int
  let watchersPerNode: Int
  /// Whether the room lives in Redis; always so with more than one node.
  let isShared: Bool

  /// Parses `NODESxWATCHERS` (`3x3000`), shared through Redis when there is more than one node;
  /// `shared:1x3000` puts a single node on Redis too.
  init?(_ text: Substring) {
    let isForcedShared = text.hasPrefix("shared:")
    let counts = text.dropFirst(isForcedShared ? "shared:".count : 0).split(separator: "x")
    guard counts.count == 2, let nodes = Int(counts[0]), let watchers = Int(counts[1]),
      nodes >= 1, watchers >= 1
    else { return nil }
    self.nodes = nodes
    watchersPerNode = watchers
    isShared = isForcedShared || nodes > 1
  }

  var watchers: Int { nodes * watchersPerNode }

  var description: String {
    "\(nodes) × \(watchersPerNode) \(isShared ? "on Redis" : "alone")"
  }
}
