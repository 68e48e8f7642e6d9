import MirrorJSON

/// The updates of the page's speed scenario, sent by a protocol client to a tabs-stack room: a
/// deep stack, then pops and pushes at full depth. `navmirror-bench mirror page` times them in
/// Chromium; the browser tests check that the page draws each of them.
public struct DeepStackUpdates {
  private let client: MirrorClient

  /// Updates sent by `client`, joined to the room.
  public init(client: MirrorClient) { self.client = client }

  /// Pushes `count` screens, waiting for each ack so that every version reaches the page as a
  /// patch of its own.
  public func push(_ count: Int) throws {
    for _ in 0..<count { try send(["tab1": ["moveDetailViewButtonTapped": [:]]]) }
  }

  /// Pops the top screen and pushes a new one, `pairs` times, on a stack whose top screen has
  /// the id `topID`: `2 × pairs` updates at the same depth.
  public func popAndPush(pairs: Int, topID: Int) throws {
    for pair in 0..<pairs {
      try send(["path": ["popFrom": ["id": .int(topID + pair)]]])
      try send(["tab1": ["moveDetailViewButtonTapped": [:]]])
    }
  }

  private func send(_ action: JSONValue) throws {
    _ = client.sendAction(action)
    _ = try client.receive(type: "ack")
  }
}
