import MirrorJSON

/// Changes: a driver's request runs on the store when this node writes the room (one at a
/// time, in order), is forwarded to the owner otherwise, and is answered once its versions are
/// durable.
extension RoomMachine {
  static let readOnlyMessage = """
    This room is read-only for now: the server lost its link to Redis and is reconnecting; \
    changes are refused until it is back.
    """

  mutating func request(
    _ message: ClientMessage, text: String, origin: String?, from requester: Requester
  ) {
    switch role {
    case .local, .owner:
      queued.append(Request(message: message, origin: origin, requester: requester))
      runNext()
    case .follower, .takingOver:
      guard case .client(let connection, let id) = requester, let nodeID = configuration.nodeID
      else { return }
      nextRequest += 1
      let request = LedgerEntry.Request(node: nodeID, id: String(nextRequest))
      forwarded[request.id] = (connection, id, ticks)
      emit(.forward(text: text, request: request, origin: origin ?? ""))
    case .away, .restoring:
      refuse(requester, WireError(id: .null, code: .readOnly, message: Self.readOnlyMessage))
    case .unreadable(let reason):
      refuse(requester, Self.unreadable(reason))
    }
  }

  /// A room whose keys in Redis cannot be read refuses changes with this.
  static func unreadable(_ reason: String) -> WireError {
    WireError(
      id: .null, code: .readOnly,
      message: """
        This room's data in Redis cannot be read (\(reason)); changes are refused until it can.
        """)
  }

  /// Starts the next request waiting, unless one runs.
  mutating func runNext() {
    while running == nil, !queued.isEmpty {
      let request = queued.removeFirst()
      do {
        let command = try command(for: request)
        running = request
        emit(.run(command))
      } catch let error as WireError {
        refuse(request.requester, error)
      } catch {
        refuse(request.requester, WireError(id: .null, code: .badMessage, message: "\(error)"))
      }
    }
  }

  /// What the store is told to do for `request`: run its action, or take the state it names.
  private mutating func command(for request: Request) throws -> StoreCommand {
    let origin = request.origin
    switch request.message {
    case .action(_, let action):
      return .send(action, origin: origin)
    case .travel(_, let version):
      return try travel(to: version, origin: origin)
    case .setState(_, let state):
      return .replace(state, action: ["$setState": [:]], origin: origin, travelledTo: nil)
    case .undo:
      guard let target = history.undoTarget() else {
        throw WireError(id: .null, code: .noSuchVersion, message: "Nothing to undo.")
      }
      return try travel(to: target, origin: origin)
    case .redo:
      guard let target = history.redoTarget() else {
        throw WireError(id: .null, code: .noSuchVersion, message: "Nothing to redo.")
      }
      return try travel(to: target, origin: origin)
    case .resync, .auth:
      throw WireError(id: .null, code: .badMessage, message: "Only changes are run for others.")
    }
  }

  private func travel(to target: Int, origin: String?) throws -> StoreCommand {
    guard history.contains(target) else {
      throw WireError(
        id: .null, code: .noSuchVersion,
        message: """
          No version \(target): the history runs from \(history.baseVersion) to \
          \(history.version).
          """)
    }
    return .replace(
      try history.state(at: target), action: ["$travel": .int(target)], origin: origin,
      travelledTo: target)
  }

  /// The store finished a command: its request is answered, with the version the room has
  /// now, once that is durable, or with why it was refused.
  mutating func ran(_ result: Result<Void, WireError>) {
    guard let request = running else { return }
    running = nil
    var failure = request.refusal
    if case .failure(let error) = result { failure = failure ?? error }
    switch request.requester {
    case .client(let connection, let id):
      reply(
        connection,
        failure.map { .error($0.answering(id)) } ?? .ack(id: id, version: history.version))
    case .forwarded:
      if let failure, !request.answered { refuse(request.requester, failure) }
    }
    runNext()
  }

  /// The store changed (or ran an action that changed nothing): the change goes to the log,
  /// and to clients once the log has it. A node that does not write the room ignores what its
  /// stopped store still reports.
  mutating func stored(_ change: StoreChange) {
    guard isWriter else { return }
    switch change {
    case .refused(let error):
      if running != nil {
        running?.refusal = error
      } else {
        emit(.warn(error.message))
      }
    case .changed(let entry, let journal, let document, let message, let full, let target):
      history.append(entry, size: journal.count, state: document.state, travelledTo: target)
      appendRecord(
        LogRecord(
          kind: .change, version: entry.version, journal: journal, message: message,
          state: document.state, lease: lease, answering: takeAnswer()),
        document: document,
        then: .deliver(
          version: entry.version, message: message,
          whole: full.map(WholeState.message) ?? .encoded(message)))
    case .unchanged(let entry, let journal, let message):
      history.append(entry, size: journal.count, state: history.state)
      appendRecord(
        LogRecord(
          kind: .unchanged, version: entry.version, journal: journal, message: message,
          state: nil, lease: lease, answering: takeAnswer()),
        then: .broadcast(message))
    }
  }

  /// The forwarded request running now, if its answer has not been written yet: the entry
  /// about to be written carries it.
  private mutating func takeAnswer() -> LogRecord.Forwarding? {
    guard case .forwarded(let forwarding, _)? = running?.requester, running?.answered == false
    else { return nil }
    running?.answered = true
    return forwarding
  }

  /// An effect started, finished or was cancelled on this node's store: it joins the list a
  /// `hello` carries, and every client hears of it after the versions before it.
  mutating func effectChanged(_ event: JSONObject) {
    guard isWriter else { return }
    if event["kind"] == "started" {
      var started = event
      started["startedAt"] = .int(history.version)
      effects.append(.object(started))
    } else {
      effects.removeAll { $0["id"] == event["id"] }
    }
    announceEffect(event)
  }

  /// Tells every client of `event` (and, in a shared room, every node, through the stream).
  mutating func announceEffect(_ event: JSONObject) {
    let message = JSONValue.object([
      "type": "effect", "version": .int(history.version), "event": .object(event),
    ]).bytes
    guard let lease else {
      if let action = writes.hold(.broadcast(message)) { emit(action) }
      return
    }
    appendRecord(
      LogRecord(
        kind: .effect, version: history.version, journal: nil, message: message, state: nil,
        lease: lease, answering: nil),
      then: .broadcast(message))
  }
}
