import MirrorJSON

@testable import Mirror

/// A node of a simulated cluster: a ``RoomMachine`` whose actions are carried out against a
/// ``MemoryLog`` and a counter for a store (`{"add": n}` adds n, `{"add": 0}` changes nothing,
/// `{"grow": n}` makes a state too large, anything else is no action of the app), recording what
/// each client would have been sent.
///
/// `@unchecked Sendable`: a simulation runs on the test's thread only.
final class SimulatedNode: @unchecked Sendable {
  let name: String
  let log: MemoryLog
  private(set) var machine: RoomMachine
  /// The store's version and state, and whether it runs (owner or room of one node).
  private(set) var store: RoomDocument
  /// What this node's clients were sent, by connection, and what every live client was sent.
  private(set) var answers: [UInt64: [JSONValue]] = [:]
  private(set) var broadcasts: [JSONValue] = []
  /// Everything client 1 was sent, in the order it was sent: versions as `version N`, answers
  /// as ``answer(to:of:)`` writes them.
  private(set) var firstClientSaw: [String] = []
  private(set) var warnings: [String] = []
  private var mailbox: [RoomEvent] = []
  private var isDraining = false
  private var nextID = 0

  static let limits = MirrorLimits(maxStateBytes: 4_096, snapshotInterval: 4)

  /// Opens the room on this node as a real node does: the lease when free, then the room as
  /// Redis holds it; `local` for a room of one node over `log`.
  init(_ name: String, redis: MemoryRedis, local: Bool = false) throws {
    self.name = name
    log = MemoryLog(redis: redis, node: name)
    let initial: JSONValue = ["n": 0]
    if local {
      let history = try RoomHistory(
        baseState: initial, baseVersion: 0, entries: [], limits: Self.limits)
      store = RoomDocument(version: 0, state: initial, scene: ["shows": 0])
      machine = RoomMachine(
        local: history, epoch: "local", document: store, journalLines: 0, journalBytes: 0,
        configuration: .init(demo: "counter", limits: Self.limits, nodeID: nil))
      return
    }
    let lease = redis.acquire(node: name)
    let stored = try redis.stored().get()
    let history =
      try stored.map {
        try RoomHistory(snapshot: $0.snapshot, entries: $0.entries, limits: Self.limits)
      }
      ?? RoomHistory(baseState: initial, baseVersion: 0, entries: [], limits: Self.limits)
    store = RoomDocument(
      version: history.version, state: history.state, scene: ["shows": history.state["n"] ?? 0])
    machine = RoomMachine(
      shared: stored, history: history, epoch: stored?.epoch ?? "new-\(name)", document: store,
      lease: lease, cursor: lease != nil && stored != nil ? redis.cursor : "0-0",
      configuration: .init(
        demo: "counter", limits: Self.limits, nodeID: name, snapshotInterval: 4))
    for action in machine.start(creating: stored == nil) { perform(action) }
  }

  // MARK: What the test does

  /// Client `connection` of this node sends `action`; returns the request's id.
  @discardableResult
  func send(_ action: JSONValue, from connection: UInt64 = 1) -> JSONValue {
    nextID += 1
    let id = JSONValue.string("\(name)-\(nextID)")
    let message = ClientMessage.action(id: id, action: action)
    feed(
      .requested(
        message, text: JSONValue.object(["type": "action", "id": id, "action": action]).text,
        origin: "c\(connection)@\(name)", from: .client(connection: connection, id: id)))
    return id
  }

  /// Client `connection` asks to travel to `version`.
  @discardableResult
  func travel(to version: Int, from connection: UInt64 = 1) -> JSONValue {
    nextID += 1
    let id = JSONValue.string("\(name)-\(nextID)")
    feed(
      .requested(
        .travel(id: id, version: version), text: "", origin: "c\(connection)@\(name)",
        from: .client(connection: connection, id: id)))
    return id
  }

  /// The answer client `connection` got to request `id`: `ack`'s version, or the error's code.
  func answer(to id: JSONValue, of connection: UInt64 = 1) -> String? {
    guard let answer = answers[connection]?.first(where: { $0["id"] == id }) else { return nil }
    if answer["type"] == "ack" { return "ack \(answer["version"]?.intValue ?? -1)" }
    return answer["code"]?.stringValue
  }

  /// The versions every live client was sent, in order (patches and whole states).
  var deliveredVersions: [Int] {
    broadcasts.filter { ["patch", "state"].contains($0["type"]?.stringValue) }.compactMap {
      $0["version"]?.intValue
    }
  }

  /// The `error` notices every client was sent.
  var notices: [JSONValue] { broadcasts.filter { $0["type"] == "error" } }

  func tick() { feed(.tick) }
  func linkLost() {
    log.isLinkUp = false
    feed(.linkLost)
  }

  func linkRestored() {
    log.isLinkUp = true
    feed(.linkRestored)
  }

  // MARK: The executor

  func feed(_ event: RoomEvent) {
    mailbox.append(event)
    guard !isDraining else { return }
    isDraining = true
    while !mailbox.isEmpty {
      for action in machine.handle(mailbox.removeFirst()) { perform(action) }
    }
    isDraining = false
  }

  private func perform(_ action: RoomAction) {
    switch action {
    case .run(let command): feed(.ran(run(command)))
    case .restore(let document), .startStore(let document): store = document
    case .stopStore: break
    case .append(let record, let ticket):
      log.append(record) { [self] in feed(.written(ticket: ticket, $0)) }
    case .checkpoint(let checkpoint):
      log.checkpoint(checkpoint) { [self] in feed(.checkpointed($0)) }
    case .deliver(let version, let message, _):
      firstClientSaw.append("version \(version)")
      broadcasts.append((try? JSONParser.parse(message)) ?? ["unreadable": .int(message.count)])
    case .broadcast(let message):
      broadcasts.append((try? JSONParser.parse(message)) ?? ["unreadable": .int(message.count)])
    case .notice(let message): broadcasts.append(message)
    case .resyncAll:
      broadcasts.append([
        "type": "state", "version": .int(machine.document.version), "resync": true,
      ])
    case .reply(let connection, let answer):
      answers[connection, default: []].append(answer.json)
      if connection == 1, let id = answer.json["id"], let text = self.answer(to: id) {
        firstClientSaw.append(text)
      }
    case .warn(let text), .note(let text): warnings.append(text)
    case .forward(let text, let request, let origin):
      log.forward(text, request: request, origin: origin) { [self] result in
        if case .failure(let error) = result { feed(.forwardFailed(request: request.id, error)) }
      }
    case .follow(let position):
      log.follow(after: position) { [self] result in
        switch result {
        case .success(let items): feed(.streamed(items))
        case .failure(let error): feed(.streamFailed(error))
        }
      }
    case .followInbox(let position): log.followInbox(after: position) { [self] in feed(.inbox($0)) }
    case .stopFollowingInbox: log.stopFollowingInbox()
    case .checkOwner: log.owner { [self] in feed(.ownerChecked($0)) }
    case .acquire: log.acquire { [self] in feed(.acquired($0)) }
    case .renew(let lease): log.renew(lease) { [self] in feed(.renewed(lease, $0)) }
    case .release(let lease): log.release(lease) {}
    case .catchUp(let position): log.read(after: position) { [self] in feed(.caughtUp($0)) }
    case .claim(let snapshot, let lease, let epoch):
      log.claim(snapshot, lease: lease, epoch: epoch) { [self] in feed(.claimed(lease, $0)) }
    case .load: log.load { [self] in feed(.loaded($0)) }
    }
  }

  /// The counter's store: what a command changes, encoded as a room encodes it.
  private func run(_ command: StoreCommand) -> Result<Void, WireError> {
    let old = store
    let action: JSONValue
    let next: JSONValue
    var travelledTo: Int?
    switch command {
    case .send(let sent, _):
      action = sent
      if let grow = sent["grow"]?.intValue {
        feed(
          .stored(
            .refused(WireError(id: .null, code: .stateTooLarge, message: "\(grow) is too large"))))
        return .success(())
      }
      guard let add = sent["add"]?.intValue else {
        return .failure(WireError(id: .null, code: .unknownAction, message: "no such action"))
      }
      guard add != 0 else {
        let entry = JournalEntry(
          version: old.version, time: 0, origin: nil, action: sent, operations: [],
          unchanged: true)
        let message = WireMessage.unchanged(version: old.version, cause: .null, diagnostics: [])
        feed(.stored(.unchanged(entry: entry, journal: entry.json.bytes, message: message.bytes)))
        return .success(())
      }
      next = ["n": .int((old.state["n"]?.intValue ?? 0) + add)]
    case .replace(let state, let replaced, _, let target):
      action = replaced
      next = state
      travelledTo = target
    }
    let version = old.version + 1
    let entry = JournalEntry(
      version: version, time: 0, origin: nil, action: action,
      operations: JSONPatch.diff(from: old.state, to: next))
    let document = RoomDocument(version: version, state: next, scene: ["shows": next["n"] ?? 0])
    let patch = WireMessage.patch(
      version: version, base: old.version,
      operations: JSONPatch.nest(entry.operations, at: "/state"),
      cause: .null, diagnostics: [])
    store = document
    feed(
      .stored(
        .changed(
          entry: entry, journal: entry.json.bytes, document: document, message: patch.bytes,
          full: nil, travelledTo: travelledTo)))
    return .success(())
  }
}
