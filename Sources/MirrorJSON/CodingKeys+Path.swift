/// The keys from the root to `node`, found by following `parent` up and reading each node's
/// `key` (a node without one, such as an array element's, adds none): how the encoder and the
/// decoder work out a coding path only when it is asked for.
func codingKeys<Node: AnyObject>(
  from node: Node, key: (Node) -> (any CodingKey)?, parent: (Node) -> Node?
) -> [any CodingKey] {
  var keys: [any CodingKey] = []
  var current: Node? = node
  while let visited = current {
    if let key = key(visited) { keys.append(key) }
    current = parent(visited)
  }
  return keys.reversed()
}
