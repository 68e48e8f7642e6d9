import MirrorJSON

/// A room's decisions, without I/O, clocks or locks: it takes ``RoomEvent``s — a client's
/// request, what the store changed, a write the log confirmed or refused, entries other nodes
/// wrote, the lease's clock, the link to Redis — and returns the ``RoomAction``s that follow.
/// ``Room`` carries them out on its queue, as `Connection` carries out its machines' actions.
///
/// One rule holds for every log: a version reaches clients, and a change is acknowledged, only
/// once the log confirmed it; a write the log refused is answered with an error, and the room
/// goes back to its last durable version, in memory too.
///
/// In a room of one node the machine is always ``Role/local``. In a shared room one node at a
/// time is its ``Role/owner``, under a lease whose token fences its writes; the others follow
/// its stream, forward their drivers' changes to it, and take it over when the lease lapses.
///
/// One tap, end to end: ``Room`` takes the client's message (`requested`); the machine asks
/// the store to run it (`run`); the room encodes what the store changed (``ChangeEncoder``)
/// and hands it back (`stored`); the machine appends it to the log (`append`) and holds its
/// message and the `ack`; the log confirms it (`written`), and the machine releases them
/// (`deliver`, `reply`). The room reads the machine's state (history, document, epoch); only
/// the machine's own methods change it.
struct RoomMachine {
  /// What the room is to this node.
  enum Role: Equatable, Sendable {
    /// The room is this node's alone; it writes its own log.
    case local
    /// This node runs the room's store and writes its stream under the lease.
    case owner(RoomLedger.Lease)
    /// Another node owns the room: this one follows its stream and forwards changes.
    case follower
    /// This node is taking the room over: the lease, then the rest of the stream, then a
    /// snapshot; `restoring` when Redis lost the room and this node stores it again.
    case takingOver(restoring: Bool)
    /// The link to Redis is down.
    case away
    /// The link is back; the room is read again from Redis.
    case restoring
    /// The room's keys in Redis cannot be read; `reason` says why.
    case unreadable(String)
  }

  /// What a machine needs to know of its room and node.
  struct Configuration: Sendable {
    /// The app the room runs.
    let demo: String
    let limits: MirrorLimits
    /// This node's name in a shared room; `nil` for a room of one node.
    let nodeID: String?
    /// Versions between the snapshots an owner stores.
    var snapshotInterval = 100
    /// Lines a journal may hold beyond twice the history before it is compacted.
    var journalSlack = 64
    /// Bytes a journal may hold beyond twice the history's before it is compacted.
    var journalSlackBytes = 1 << 20
  }

  /// A request waiting for the store, or running on it.
  struct Request {
    let message: ClientMessage
    let origin: String?
    let requester: Requester
    /// Why the store refused a state it made.
    var refusal: WireError?
    /// Whether a stream entry already carries the answer of a forwarded request.
    var answered = false
  }

  let configuration: Configuration
  var history: RoomHistory
  /// The room's lineage, which every `hello` names.
  var epoch: String
  var role: Role
  /// The document clients hold: the newest durable version.
  var document: RoomDocument
  /// The effects running now, oldest first, with the version each started at.
  var effects: [JSONValue] = []
  /// The newest stream entry this node took in, in a shared room.
  var streamPosition: String
  /// The messages a client that comes back to a shared room is brought up to date with.
  var recent: RecentMessages
  var writes = PendingWrites()
  var durable: RoomHistory.Mark
  var queued: [Request] = []
  var running: Request?
  /// Lines and bytes the journal holds, for a room of one node.
  var journalLines: Int
  var journalBytes: Int
  var inboxPosition = "0-0"
  /// The requests this node forwarded, by request id: whom to answer, and the tick they left
  /// at.
  var forwarded: [String: (connection: UInt64, id: JSONValue, tick: Int)] = [:]
  /// Thirds of a lease counted so far, and those the oldest write in flight has waited.
  var ticks = 0
  var writeTicks = 0
  var nextRequest = 0
  /// The lease a takeover holds until the room is stored under it.
  var claiming: RoomLedger.Lease?
  var versionsSinceSnapshot = 0
  /// An operation on the lease or the room's record is in flight: ticks wait for it.
  var busy = false
  /// The clients were told the room is read-only: they get it whole once it is back.
  var owesResync = false
  /// What the event being handled asks for.
  var emitted: [RoomAction] = []

  /// A room of one node, restored or new, whose journal holds `journalLines` lines of
  /// `journalBytes` bytes.
  init(
    local history: RoomHistory, epoch: String, document: RoomDocument, journalLines: Int,
    journalBytes: Int, configuration: Configuration
  ) {
    self.configuration = configuration
    self.history = history
    self.epoch = epoch
    self.document = document
    self.journalLines = journalLines
    self.journalBytes = journalBytes
    role = .local
    durable = history.mark()
    streamPosition = "0-0"
    recent = RecentMessages(version: history.version, maxBytes: 0, maxCount: 0)
  }

  /// A shared room as Redis holds it (`stored`), or a new one this node creates; `lease` when
  /// this node owns it, and then `cursor`, the inbox entry the last owner ran.
  init(
    shared stored: StoredRoom?, history: RoomHistory, epoch: String, document: RoomDocument,
    lease: RoomLedger.Lease?, cursor: String, configuration: Configuration
  ) {
    self.configuration = configuration
    self.history = history
    self.epoch = epoch
    self.document = document
    journalLines = 0
    journalBytes = 0
    role = lease.map(Role.owner) ?? .follower
    durable = history.mark()
    inboxPosition = cursor
    streamPosition = stored?.position ?? "0-0"
    let limits = configuration.limits
    recent = RecentMessages(
      version: stored?.snapshot.version ?? history.version, maxBytes: limits.maxStateBytes,
      maxCount: limits.maxHistoryVersions)
    for entry in stored?.entries ?? [] { remember(entry.entry) }
  }

  /// What the room does first: follow its stream and, as owner, its inbox; store a room this
  /// node creates.
  mutating func start(creating: Bool) -> [RoomAction] {
    guard case .owner(let lease) = role else {
      return role == .local ? [] : [.follow(after: streamPosition)]
    }
    var actions: [RoomAction] = []
    if creating {
      actions.append(.claim(snapshot(), lease: lease, epoch: epoch))
    }
    return actions + [.follow(after: streamPosition), .followInbox(after: inboxPosition)]
  }

  /// Takes `event`; returns what the room must do, in order.
  mutating func handle(_ event: RoomEvent) -> [RoomAction] {
    switch event {
    case .requested(let message, let text, let origin, let requester):
      request(message, text: text, origin: origin, from: requester)
    case .ran(let result): ran(result)
    case .stored(let change): stored(change)
    case .effect(let event): effectChanged(event)
    case .written(let ticket, let result): written(ticket, result)
    case .checkpointed(let result): checkpointed(result)
    case .streamed(let items): streamed(items)
    case .streamFailed(let error): streamFailed(error)
    case .inbox(let requests): inbox(requests)
    case .forwardFailed(let request, let error): forwardFailed(request, error)
    case .tick: tick()
    case .renewed(let lease, let result): renewed(lease, result)
    case .ownerChecked(let result): ownerChecked(result)
    case .acquired(let result): acquired(result)
    case .caughtUp(let result): caughtUp(result)
    case .claimed(let lease, let result): claimed(lease, result)
    case .loaded(let result): loaded(result)
    case .linkLost: linkLost()
    case .linkRestored: linkRestored()
    case .handOver: handOver()
    }
    defer { emitted.removeAll() }
    return emitted
  }

  // MARK: Queries

  /// Whether this node writes the room now (and runs its store).
  var isWriter: Bool {
    switch role {
    case .local, .owner: true
    default: false
    }
  }

  /// The lease this node holds on the room, if it owns it.
  var lease: RoomLedger.Lease? {
    if case .owner(let lease) = role { lease } else { nil }
  }

  /// The messages a client that applied `point`'s version of a shared room missed, from
  /// memory; `nil` when it needs the whole room.
  func missedMessages(since point: ResumePoint) -> [[UInt8]]? {
    guard role != .local, isReadable, point.epoch == epoch, point.version <= document.version
    else { return nil }
    return recent.messages(after: point.version)
  }

  /// Whether the room shows Redis's state: not while it is away, read again or unreadable.
  var isReadable: Bool {
    switch role {
    case .away, .restoring, .unreadable: false
    default: true
    }
  }

  /// The snapshot an owner stores of the room's durable state.
  func snapshot(at position: String? = nil) -> RoomLedger.Snapshot {
    RoomLedger.Snapshot(
      demo: configuration.demo, version: durable.version, state: durable.state,
      streamID: position ?? streamPosition)
  }

  // MARK: Emitting

  mutating func emit(_ action: RoomAction) { emitted.append(action) }

  /// Sends `answer` to a client of this node once every write begun before it is confirmed.
  mutating func reply(_ connection: UInt64, _ answer: Answer) {
    if let action = writes.hold(.reply(connection: connection, answer)) { emit(action) }
  }

  /// Tells `requester` that its request was refused: a client of this node directly, one of
  /// another node through the stream.
  mutating func refuse(_ requester: Requester, _ error: WireError) {
    switch requester {
    case .client(let connection, let id):
      reply(connection, .error(error.answering(id)))
    case .forwarded(let forwarding, let id):
      guard let lease else { return }
      appendRecord(
        LogRecord(
          kind: .refusal, version: history.version, journal: nil,
          message: error.answering(id).json.bytes, state: nil, lease: lease,
          answering: forwarding), then: nil)
    }
  }

  /// Keeps the message of a stream entry for clients that come back.
  mutating func remember(_ entry: LedgerEntry) {
    guard entry.kind == .change || entry.kind == .unchanged else { return }
    recent.append(
      version: entry.version, unchanged: entry.kind == .unchanged,
      message: Array(entry.message.utf8))
  }

  mutating func adopt(_ history: RoomHistory, epoch: String, position: String) {
    self.history = history
    self.epoch = epoch
    streamPosition = position
    durable = history.mark()
    document = RoomDocument(version: history.version, state: history.state, scene: nil)
  }

}
