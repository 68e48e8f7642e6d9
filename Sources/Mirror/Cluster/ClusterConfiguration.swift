/// How a node shares its rooms with other nodes through Redis.
///
/// Without it a server keeps its rooms to itself (the default). With it, one node at a time owns
/// each room, holding a lease in Redis; every other node forwards its clients' actions there
/// and follows the room's stream.
public struct ClusterConfiguration: Sendable {
  /// Where Redis is: `redis://[:password@]host[:port][/db]`.
  public var redisURL: String
  /// This node's name, unique among the nodes sharing the Redis.
  public var nodeID: String
  /// How long a room's owner holds it without renewing; a node that stops answering loses its
  /// rooms after it, and another node takes them over.
  public var leaseDuration: Duration
  /// About how many entries each room's stream keeps in Redis.
  public var streamLength: Int
  /// Versions between the snapshots an owner stores, so that a new owner replays at most
  /// that many entries.
  public var snapshotInterval: Int

  /// Creates a configuration; the defaults suit nodes on one network.
  public init(
    redisURL: String, nodeID: String, leaseDuration: Duration = .seconds(5),
    streamLength: Int = 10_000, snapshotInterval: Int = 100
  ) {
    self.redisURL = redisURL
    self.nodeID = nodeID
    self.leaseDuration = leaseDuration
    self.streamLength = streamLength
    self.snapshotInterval = snapshotInterval
  }
}
