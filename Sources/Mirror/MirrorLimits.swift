import MirrorJSON

/// What one visitor may make a mirror server hold: room states, history, rooms, flows and
/// driver-token guesses. Each limit is refused with a clear error when hit; the server keeps
/// serving everyone else. SECURITY.md lists them with what happens at each.
public struct MirrorLimits: Sendable, Equatable {
  /// The largest a room's document (its state and its scene, encoded as JSON) may be, in bytes.
  /// A state that would exceed it — from `setState`, a compose link, time travel, a flow or an
  /// action — is refused before anyone sees it, and the room keeps the state it had. It bounds
  /// the `hello` every joining client receives, so it must stay well under the server's
  /// `maxQueuedBytes`.
  public var maxStateBytes: Int
  /// The bytes of history a room keeps for travel, undo, the log and flows (its patches and
  /// snapshots, encoded). The oldest entries are forgotten beyond it, in memory and in the
  /// journal on disk: actions that changed nothing first, then versions.
  public var maxHistoryBytes: Int
  /// The most versions of history a room keeps, whatever their size, and the most actions
  /// that changed nothing it keeps in its log besides, so that those never push a version out.
  public var maxHistoryVersions: Int
  /// Versions between the snapshots time travel starts from: rebuilding any version replays at
  /// most this many patches.
  public var snapshotInterval: Int
  /// Rooms that may exist at once: loaded, or kept on disk. Creating one more is refused;
  /// joining an existing room is not.
  public var maxRooms: Int
  /// Rooms one client address may have created and still loaded.
  public var maxRoomsPerAddress: Int
  /// Wrong driver tokens one WebSocket may present (`auth`) before it is closed.
  public var maxAuthFailuresPerConnection: Int
  /// Milliseconds a WebSocket that presented a wrong driver token waits before its next token
  /// is looked at; the wait doubles with each further wrong token on that socket. Nothing is
  /// counted per address, so guesses never keep the right token out.
  public var authRetryDelayMilliseconds: Int
  /// The most steps a flow may have.
  public var maxFlowSteps: Int
  /// The largest a flow may be, encoded as JSON, in bytes (it holds the state after each step).
  /// The default matches the largest request body, so that every flow saved can be exported
  /// and imported again.
  public var maxFlowBytes: Int
  /// The longest pause a flow step may ask for before it is replayed, in milliseconds.
  public var maxStepDelayMilliseconds: Int
  /// Flows a server keeps; saving one more (under a new name) is refused.
  public var maxFlows: Int
  /// The shortest time between two `presence` messages of one room, in milliseconds. A change
  /// of who is here is sent at once when none was sent within it, else once at its end, so that
  /// a crowd joining costs each client a few messages rather than one per newcomer.
  public var presenceIntervalMilliseconds: Int
  /// The most clients a `presence` message names (drivers first); it counts everyone.
  public var maxPresenceList: Int
  /// The most screens the flow map of `GET /api/rooms/NAME/map` explores; a larger app's map
  /// stops there and says it is incomplete.
  public var mapMaxScreens: Int
  /// Milliseconds a flow map's exploration may take; past it the map stops where it got.
  public var mapTimeLimitMilliseconds: Int
  /// The most edges a flow map laid out by Graphviz may have; a larger one is laid out in
  /// columns, in time linear in its size.
  public var mapGraphvizMaxEdges: Int
  /// Map requests one address may have waiting for a map at once.
  public var maxMapRequestsPerAddress: Int
  /// Map requests that may wait for a map at once, from every address.
  public var maxMapRequests: Int
  /// Exported tests (`GET /api/flows/NAME/test`) written at once; more get 503.
  public var maxConcurrentExports: Int
  /// Bytes of exported tests kept for the next request of the same flow.
  public var exportCacheBytes: Int

  /// Creates limits; every default suits a server shared by link on one machine.
  public init(
    maxStateBytes: Int = 1 << 20, maxHistoryBytes: Int = 32 << 20, maxHistoryVersions: Int = 5_000,
    snapshotInterval: Int = 64, maxRooms: Int = 1_000, maxRoomsPerAddress: Int = 50,
    maxAuthFailuresPerConnection: Int = 5, authRetryDelayMilliseconds: Int = 1_000,
    maxFlowSteps: Int = 2_000, maxFlowBytes: Int = 1 << 20,
    maxStepDelayMilliseconds: Int = 60_000, maxFlows: Int = 1_000,
    presenceIntervalMilliseconds: Int = 100, maxPresenceList: Int = 100,
    mapMaxScreens: Int = 300, mapTimeLimitMilliseconds: Int = 1_000,
    mapGraphvizMaxEdges: Int = 250, maxMapRequestsPerAddress: Int = 2, maxMapRequests: Int = 32,
    maxConcurrentExports: Int = 8, exportCacheBytes: Int = 32 << 20
  ) {
    self.mapMaxScreens = mapMaxScreens
    self.mapTimeLimitMilliseconds = mapTimeLimitMilliseconds
    self.mapGraphvizMaxEdges = mapGraphvizMaxEdges
    self.maxMapRequestsPerAddress = maxMapRequestsPerAddress
    self.maxMapRequests = maxMapRequests
    self.maxConcurrentExports = maxConcurrentExports
    self.exportCacheBytes = exportCacheBytes
    self.maxStateBytes = maxStateBytes
    self.maxHistoryBytes = maxHistoryBytes
    self.maxHistoryVersions = maxHistoryVersions
    self.snapshotInterval = snapshotInterval
    self.maxRooms = maxRooms
    self.maxRoomsPerAddress = maxRoomsPerAddress
    self.maxAuthFailuresPerConnection = maxAuthFailuresPerConnection
    self.authRetryDelayMilliseconds = authRetryDelayMilliseconds
    self.maxFlowSteps = maxFlowSteps
    self.maxFlowBytes = maxFlowBytes
    self.maxStepDelayMilliseconds = maxStepDelayMilliseconds
    self.maxFlows = maxFlows
    self.presenceIntervalMilliseconds = presenceIntervalMilliseconds
    self.maxPresenceList = maxPresenceList
  }

  /// What reading a saved flow back from disk allows: its size, and as many values as that
  /// many bytes can hold.
  var flowParsing: JSONParser.Limits {
    JSONParser.Limits(
      maximumInputBytes: maxFlowBytes,
      maximumElementsPerContainer: max(maxFlowBytes / 2, maxFlowSteps),
      maximumValues: maxFlowBytes / 2 + 1)
  }

  /// Why these limits cannot work together, if they cannot.
  func problem(maxQueuedBytes: Int) -> String? {
    let named: [(String, Int)] = [
      ("maxStateBytes", maxStateBytes), ("maxHistoryBytes", maxHistoryBytes),
      ("maxHistoryVersions", maxHistoryVersions), ("snapshotInterval", snapshotInterval),
      ("maxRooms", maxRooms), ("maxRoomsPerAddress", maxRoomsPerAddress),
      ("maxAuthFailuresPerConnection", maxAuthFailuresPerConnection),
      ("maxFlowSteps", maxFlowSteps),
      ("maxFlowBytes", maxFlowBytes), ("maxFlows", maxFlows), ("maxPresenceList", maxPresenceList),
      ("mapMaxScreens", mapMaxScreens), ("mapTimeLimitMilliseconds", mapTimeLimitMilliseconds),
      ("maxMapRequestsPerAddress", maxMapRequestsPerAddress), ("maxMapRequests", maxMapRequests),
      ("maxConcurrentExports", maxConcurrentExports),
    ]
    if let (name, _) = named.first(where: { $0.1 < 1 }) { return "\(name) must be at least 1." }
    if maxStepDelayMilliseconds < 0 || presenceIntervalMilliseconds < 0
      || authRetryDelayMilliseconds < 0 || mapGraphvizMaxEdges < 0 || exportCacheBytes < 0
    {
      return """
        maxStepDelayMilliseconds, presenceIntervalMilliseconds, authRetryDelayMilliseconds, \
        mapGraphvizMaxEdges and exportCacheBytes must be 0 or more.
        """
    }
    // A joining client receives the document plus the log: it must fit the socket's queue.
    if maxStateBytes > maxQueuedBytes / 2 {
      return """
        maxStateBytes (\(maxStateBytes)) must be at most half of the server's maxQueuedBytes \
        (\(maxQueuedBytes)), or joining clients could not receive a room at its limit.
        """
    }
    return nil
  }
}
