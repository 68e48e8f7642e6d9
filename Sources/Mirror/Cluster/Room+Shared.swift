import HTTPServer
import MirrorJSON
import MirrorUI
import RedisClient

/// A room shared across nodes: the owner publishes every version to Redis before anyone hears
/// of it; the others follow the stream, forward their clients' changes to the owner, and take
/// the room over when its lease lapses. Everything here runs on the room's queue.
extension Room {
  static let readOnlyMessage = """
    This room is read-only for now: the server lost its link to Redis and is reconnecting; \
    changes are refused until it is back.
    """

  // MARK: Opening

  /// The history of a shared room, from Redis's snapshot and the stream after it. A room this
  /// node creates starts at its app's initial state, stored as the snapshot of version 0. An
  /// owner's store is set to the newest state; a follower's store stays idle. Returns the
  /// history and the room's epoch.
  static func openShared(
    _ share: RoomShare, app: MirrorApp, runtime: any AppRuntime, limits: MirrorLimits
  ) throws -> (RoomHistory, epoch: String) {
    guard let record = share.record else {
      guard let lease = share.lease else {
        throw LedgerError.malformed(
          "room \(share.name) is not in Redis, and this node does not own it")
      }
      let initial = runtime.snapshot()
      let ledger = try share.node.ledger(for: share.name)
      let epoch = try waitFor { () throws(LedgerError) in
        let epoch = try await ledger.write(
          .init(demo: app.name, version: initial.version, state: initial.state, streamID: "0-0"),
          lease: lease)
        try await ledger.register(demo: app.name)
        return epoch
      }
      return (
        try RoomHistory(
          baseState: initial.state, baseVersion: initial.version, entries: [], limits: limits),
        epoch
      )
    }
    let history = try RoomHistory(
      snapshot: record.snapshot, entries: record.entries, limits: limits)
    if share.isOwner { try runtime.restore(state: history.state, version: history.version) }
    let ledger = try share.node.ledger(for: share.name)
    let epoch = try waitFor { () throws(LedgerError) in
      try await ledger.epoch(orNew: ResumePoint.newEpoch())
    }
    return (history, epoch)
  }

  /// What a room shows when it opens: its store's render for an owner (which starts the views'
  /// lifecycle), else a render of the stream's state that runs nothing.
  static func openingSnapshot(runtime: any AppRuntime, history: RoomHistory, share: RoomShare?)
    throws -> AppSnapshot
  {
    guard let share, !share.isOwner else { return runtime.snapshot() }
    return AppSnapshot(
      version: history.version, state: history.state, scene: try runtime.scene(for: history.state))
  }

  /// The room as it is now, for a `hello` or a `resync`.
  func currentSnapshot() throws -> AppSnapshot {
    guard let share, !share.isOwner else { return runtime.snapshot() }
    if let rendered = share.renderedScene, rendered.version == history.version {
      return AppSnapshot(version: history.version, state: history.state, scene: rendered.scene)
    }
    let scene = try runtime.scene(for: history.state)
    share.renderedScene = (history.version, scene)
    return AppSnapshot(version: history.version, state: history.state, scene: scene)
  }

  /// Follows the room's stream (and its inbox, when this node owns it), hears of the link to
  /// Redis, and keeps or watches the lease every third of its duration.
  func startSharing() {
    guard let share else { return }
    share.node.join(name) { [weak self] event in
      guard let self else { return }
      queue.async { self.linkChanged(event) }
    }
    subscribeStream()
    followPresence()
    if share.isOwner {
      do {
        let ledger = try share.node.ledger(for: name)
        share.inboxPosition = try waitFor { () throws(LedgerError) in try await ledger.cursor() }
        subscribeInbox()
      } catch {
        logger.error("room \(name): could not read its inbox: \(error)")
      }
    }
    let interval = share.node.configuration.leaseDuration / 3
    share.leaseTimer = Task { [weak self, clock = time.clock] in
      while (try? await clock.sleep(for: interval)) != nil {
        guard let self else { return }
        queue.async { self.leaseTick() }
      }
    }
  }

  /// Stops following the room and gives its lease up, before the room is unloaded.
  func stopSharing() {
    guard let share else { return }
    share.leaseTimer?.cancel()
    share.node.reader.unsubscribe(share.keys.stream)
    share.node.reader.unsubscribe(share.keys.inbox)
    share.node.reader.unsubscribe(share.keys.presence)
    share.node.leave(name)
    announcePresence(localPresence())
    if let lease = share.lease, let ledger = try? share.node.ledger(for: name) {
      Task { try? await ledger.release(lease) }
    }
    share.role = .follower
  }

  /// Gives the lease up at once when this node owns the room, so that another node takes it
  /// over without waiting for the lease to lapse: the server is stopping. Writes begun before
  /// reach Redis first (one connection keeps them in order). Waits for the room's queue.
  func handOver() {
    guard share != nil else { return }
    queue.sync {
      guard let share, let lease = share.lease, let ledger = try? share.node.ledger(for: name)
      else { return }
      share.role = .readOnly
      share.leaseTimer?.cancel()
      runtime.stop()
      do {
        try waitFor { () throws(LedgerError) in try await ledger.release(lease) }
      } catch {
        logger.warning("room \(name): could not hand it over: \(error)")
      }
    }
  }

  private func subscribeStream() {
    guard let share else { return }
    subscribe(share.keys.stream, after: share.streamPosition, reading: RoomLedger.entries) {
      $0.receiveStream($1)
    }
  }

  private func subscribeInbox() {
    guard let share else { return }
    subscribe(share.keys.inbox, after: share.inboxPosition, reading: RoomLedger.forwarded) {
      $0.receiveInbox($1)
    }
  }

  /// Reads who is in the room on the other nodes now, then follows what they say.
  private func followPresence() {
    guard let share, let ledger = try? share.node.ledger(for: name) else { return }
    let window = share.node.configuration.leaseDuration * 2
    do {
      let (recent, newest) = try waitFor { () throws(LedgerError) in
        try await ledger.recentPresence(within: window)
      }
      receivePresence(recent)
      subscribe(share.keys.presence, after: newest, reading: RoomLedger.presence) {
        $0.receivePresence($1)
      }
    } catch {
      logger.error("room \(name): could not read who is in it on other nodes: \(error)")
    }
  }

  /// Tells the other nodes who is in the room on this one.
  func announcePresence(_ local: PresenceSummary) {
    guard let share, let ledger = try? share.node.ledger(for: name) else { return }
    ledger.announce(node: share.node.nodeID, presence: local)
  }

  /// Takes in what other nodes said of their clients, and tells this node's clients (paced as
  /// any change of who is here) when it changes who is here.
  private func receivePresence(_ entries: [RoomLedger.Presence]) {
    guard let share else { return }
    let before = share.remotePresence
    let now = time.elapsed()
    for entry in entries where entry.node != share.node.nodeID {
      share.remote[entry.node] = entry.presence.count == 0 ? nil : (entry.presence, now)
    }
    if share.remotePresence != before { presenceChanged(local: false) }
  }

  /// Forgets the clients of nodes not heard from for two leases (a node says who is here every
  /// third of a lease while it has clients), and says again who is here on this node.
  private func refreshPresence() {
    guard let share else { return }
    let now = time.elapsed()
    let silent = share.remote.filter {
      now - $0.value.heard > share.node.configuration.leaseDuration * 2
    }
    for node in silent.keys { share.remote[node] = nil }
    if !silent.isEmpty { presenceChanged(local: false) }
    if !clients.isEmpty { announcePresence(localPresence()) }
  }

  /// Hands what the node's reader finds in `key` after `position`, read by `read`, to
  /// `receive` on the room's queue.
  private func subscribe<Items: Sendable>(
    _ key: String, after position: String,
    reading read: @escaping @Sendable (RedisValue) throws(LedgerError) -> Items,
    receive: @escaping @Sendable (Room, Items) -> Void
  ) {
    share?.node.reader.subscribe(key, after: position) { [weak self] reply in
      guard let self else { return }
      do {
        let items = try read(reply)
        queue.async { receive(self, items) }
      } catch {
        logger.error("room \(name): \(error)")
      }
    }
  }

  // MARK: The owner

  /// Runs `send` once every write to Redis begun before it succeeded; at once when the room is
  /// not shared or nothing is waiting.
  func afterWrites(_ send: @escaping () -> Void) {
    if let share { share.outbox.send(send) } else { send() }
  }

  /// Appends a version (or an unchanged action, or a refusal) to the room's stream, fenced by
  /// the lease, and runs `deliver` to this node's clients once Redis has it. A failed write
  /// stops this node writing: another node owns the room, or Redis is gone.
  /// An effect's event (`answering: false`) answers no request and carries no journal entry.
  func publish(
    _ kind: LedgerEntry.Kind, version: Int, message: [UInt8], answering: Bool = true,
    then deliver: @escaping () -> Void
  ) {
    guard let share, let lease = share.lease else { return }
    let entry = LedgerEntry(
      kind: kind, version: version, journal: answering ? share.staged : nil,
      message: String(decoding: message, as: UTF8.self), token: lease.token,
      request: answering ? share.running?.request : nil)
    let inbox = answering ? share.running?.inbox : nil
    if answering {
      share.running = nil
      share.staged = nil
    }
    let ledger: RoomLedger
    do {
      ledger = try share.node.ledger(for: name)
    } catch {
      return demote(because: error)
    }
    share.outbox.beginWrite()
    share.outbox.send(deliver)
    let state = history.state
    let head = kind == .change ? version - 1 : version
    ledger.append(entry, head: head, lease: lease, inbox: inbox) { [weak self] result in
      guard let self else { return }
      queue.async { self.written(result, entry: entry, state: state, lease: lease) }
    }
  }

  private func written(
    _ result: Result<String, LedgerError>, entry: LedgerEntry, state: JSONValue,
    lease: RoomLedger.Lease
  ) {
    guard let share, share.lease == lease else { return }
    switch result {
    case .failure(let error):
      demote(because: error)
    case .success(let id):
      if RoomShare.streamID(id, isAfter: share.streamPosition) { share.streamPosition = id }
      share.outbox.finishWrite()
      answerIfForwardedHere(entry)
      guard entry.kind == .change else { return }
      share.versionsSinceSnapshot += 1
      guard share.versionsSinceSnapshot >= share.node.configuration.snapshotInterval,
        let ledger = try? share.node.ledger(for: name)
      else { return }
      share.versionsSinceSnapshot = 0
      let snapshot = RoomLedger.Snapshot(
        demo: app.name, version: entry.version, state: state, streamID: id)
      Task { [weak self] in
        do throws(LedgerError) {
          try await ledger.write(snapshot, lease: lease)
        } catch {
          guard let self else { return }
          queue.async { self.demote(because: error) }
        }
      }
    }
  }

  /// Runs the requests other nodes forwarded, in order; each answer (the version it made, or
  /// why it was refused) goes into the stream, where the forwarding node finds it.
  private func receiveInbox(_ requests: [RoomLedger.Forwarded]) {
    guard let share else { return }
    for forwarded in requests
    where share.isOwner && RoomShare.streamID(forwarded.id, isAfter: share.inboxPosition) {
      share.inboxPosition = forwarded.id
      guard let message = try? ClientMessage.parse(forwarded.message).get(),
        let id = message.requestID
      else { continue }
      share.running = (forwarded.request, forwarded.id)
      do {
        _ = try perform(message, id: id, origin: forwarded.origin)
      } catch {
        let refusal =
          error as? WireError ?? WireError(id: id, code: .badMessage, message: "\(error)")
        if share.running != nil {
          publish(.refusal, version: history.version, message: refusal.json.bytes) {}
        }
      }
      share.running = nil
    }
  }

  /// Renews the owner's lease, or, on a follower, takes the room when nobody holds it.
  private func leaseTick() {
    refreshPresence()
    guard let share, let ledger = try? share.node.ledger(for: name) else { return }
    switch share.role {
    case .owner(let lease):
      Task { [weak self] in
        guard (try? await ledger.renew(lease)) == false, let self else { return }
        queue.async {
          guard self.share?.lease == lease else { return }
          self.demote(because: .fenced)
        }
      }
    case .follower:
      Task { [weak self] in
        guard case .some(.none) = try? await ledger.owner(), let self else { return }
        queue.async { self.takeOver() }
      }
    case .readOnly:
      break
    }
  }

  /// Takes the room over: the lease, then every entry the stream holds beyond this node's,
  /// then a snapshot under the new token, then the store and the inbox.
  private func takeOver() {
    guard let share, share.role == .follower else { return }
    do {
      let ledger = try share.node.ledger(for: name)
      let node = share.node.nodeID
      guard
        let lease = try waitFor({ () throws(LedgerError) in try await ledger.acquire(node: node) })
      else { return }
      while true {
        let position = share.streamPosition
        let entries = try waitFor { () throws(LedgerError) in
          try await ledger.entries(after: position)
        }
        guard !entries.isEmpty else { break }
        receiveStream(entries)
      }
      let snapshot = RoomLedger.Snapshot(
        demo: app.name, version: history.version, state: history.state,
        streamID: share.streamPosition)
      epoch = try waitFor { () throws(LedgerError) in
        try await ledger.write(snapshot, lease: lease)
      }
      scene = try currentSnapshot().scene.json
      documentVersion = history.version
      try runtime.restore(state: history.state, version: history.version)
      share.role = .owner(lease)
      endEffectsOfFormerOwner()
      share.versionsSinceSnapshot = 0
      // Renders the state with the views' lifecycle: their effects now run here.
      _ = runtime.snapshot()
      share.inboxPosition = try waitFor { () throws(LedgerError) in try await ledger.cursor() }
      subscribeInbox()
      logger.info("room \(name): owned by this node from version \(history.version)")
    } catch {
      logger.warning("room \(name): could not take it over: \(error)")
    }
  }

  /// Announces the former owner's effects as cancelled: they stopped with it, and this node's
  /// store starts its own.
  private func endEffectsOfFormerOwner() {
    guard let share else { return }
    for case .object(var event) in share.effects {
      event["kind"] = "cancelled"
      event["startedAt"] = nil
      let message: JSONValue = [
        "type": "effect", "version": .int(history.version), "event": .object(event),
      ]
      publish(.effect, version: history.version, message: message.bytes, answering: false) {
        [self] in send(message, to: liveClients)
      }
    }
    share.effects = []
  }

  /// Stops writing after a failed write or a lost lease: what was not confirmed is never sent,
  /// and every client gets the room as Redis holds it.
  private func demote(because error: LedgerError) {
    guard let share, share.isOwner else { return }
    logger.warning("room \(name): this node stops writing to it: \(error)")
    share.outbox.discard()
    share.role = .follower
    share.node.reader.unsubscribe(share.keys.inbox)
    runtime.stop()
    reload()
  }

  // MARK: Every node

  /// Forwards a driver's change to the owner; the answer comes back through the stream.
  func forward(_ text: String, id: JSONValue, from client: Client) throws {
    guard let share, share.role == .follower, let ledger = try? share.node.ledger(for: name)
    else {
      throw WireError(id: id, code: .readOnly, message: Self.readOnlyMessage)
    }
    share.nextRequest += 1
    let request = LedgerEntry.Request(node: share.node.nodeID, id: String(share.nextRequest))
    share.pending[request.id] = RoomShare.Pending(connection: client.connection.id, id: id)
    ledger.forward(text, request: request, origin: client.id) { [weak self] result in
      guard case .failure(let error) = result, let self else { return }
      queue.async {
        self.answer(request.id) { id in
          WireError(id: id, code: .readOnly, message: "\(Self.readOnlyMessage) (\(error))").json
            .text
        }
      }
    }
  }

  /// Answers a forwarded request of this node's client with the message `reply` makes of the
  /// request's id.
  private func answer(_ request: String, with reply: (JSONValue) -> String) {
    guard let pending = share?.pending.removeValue(forKey: request),
      let client = clients[pending.connection]
    else { return }
    client.connection.send(text: reply(pending.id))
  }

  /// Takes in the entries of the room's stream: a follower applies them to its history, sends
  /// their messages, as the owner encoded them, to its clients, and answers its forwarded
  /// requests; an owner skips its own and steps down when it finds another's.
  private func receiveStream(_ entries: [RoomLedger.StoredEntry]) {
    guard let share else { return }
    for stored in entries where RoomShare.streamID(stored.id, isAfter: share.streamPosition) {
      share.streamPosition = stored.id
      let entry = stored.entry
      if let lease = share.lease {
        guard entry.token != lease.token else { continue }
        return demote(because: .fenced)
      }
      guard share.role == .follower else { continue }
      do {
        try history.take(entry)
      } catch {
        logger.warning("room \(name): \(error); reloading it from Redis")
        return reload()
      }
      switch entry.kind {
      case .change:
        activity.versionChanged(to: entry.version)
        documentVersion = entry.version
        deliver(OutboundMessage(textBytes: Array(entry.message.utf8))) { [self] in
          OutboundMessage(textBytes: fullState().bytes)
        }
      case .unchanged:
        send(OutboundMessage(textBytes: Array(entry.message.utf8)), to: liveClients)
      case .effect:
        followEffect(entry)
      case .refusal:
        break
      }
      answerIfForwardedHere(entry)
    }
  }

  /// Keeps the list of the owner's running effects and passes the event on.
  private func followEffect(_ entry: LedgerEntry) {
    guard let share, let message = try? JSONParser.parse(Array(entry.message.utf8)),
      case .object(var event) = message["event"], let id = event["id"]
    else { return }
    if event["kind"] == "started" {
      event["startedAt"] = .int(entry.version)
      share.effects.append(.object(event))
    } else {
      share.effects.removeAll { $0["id"] == id }
    }
    send(message, to: liveClients)
  }

  /// Answers the request `entry` answers when a client of this node sent it: with the error
  /// the owner refused it with, or an `ack` of the version it made.
  private func answerIfForwardedHere(_ entry: LedgerEntry) {
    guard let request = entry.request, request.node == share?.node.nodeID else { return }
    answer(request.id) { id in
      entry.kind == .refusal ? entry.message : WireMessage.ack(id: id, version: entry.version).text
    }
  }

  /// The whole current state, as a client that fell behind receives it.
  private func fullState() -> JSONValue {
    guard let snapshot = try? currentSnapshot() else { return .null }
    return WireMessage.state(
      version: snapshot.version, document: Self.document(snapshot), cause: .null, diagnostics: [])
  }

  /// Starts again from what Redis holds and sends every client the whole state.
  private func reload() {
    guard let share else { return }
    do {
      let ledger = try share.node.ledger(for: name)
      guard let record = try waitFor({ () throws(LedgerError) in try await ledger.load() }) else {
        return
      }
      history = try RoomHistory(snapshot: record.snapshot, entries: record.entries, limits: limits)
      epoch = try waitFor { () throws(LedgerError) in
        try await ledger.epoch(orNew: ResumePoint.newEpoch())
      }
      share.streamPosition = record.entries.last?.id ?? record.snapshot.streamID
      share.renderedScene = nil
      documentVersion = history.version
      activity.versionChanged(to: history.version)
      subscribeStream()
      send(fullState(), to: liveClients)
    } catch {
      logger.error("room \(name): could not reload it from Redis: \(error)")
    }
  }

  /// Turns the room read-only while Redis is away, and back when it returns.
  private func linkChanged(_ event: ClusterNode.LinkEvent) {
    guard let share else { return }
    switch event {
    case .lost:
      if share.isOwner { runtime.stop() }
      share.node.reader.unsubscribe(share.keys.inbox)
      share.outbox.discard()
      share.role = .readOnly
      for request in Array(share.pending.keys) {
        answer(request) { id in
          WireError(id: id, code: .readOnly, message: Self.readOnlyMessage).json.text
        }
      }
      send(
        WireMessage.error(id: .null, code: .readOnly, message: Self.readOnlyMessage),
        to: clients.values)
    case .restored:
      share.role = .follower
      reload()
    }
  }
}
