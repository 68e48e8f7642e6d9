import MirrorJSON

/// What other nodes wrote: a follower takes the owner's entries into its history and passes
/// their messages, as the owner encoded them, to its clients; the owner runs the requests other
/// nodes left in its inbox.
extension RoomMachine {
  mutating func streamed(_ items: [StreamItem]) {
    for item in items where streamID(item.id, isAfter: streamPosition) {
      streamPosition = item.id
      // Another node's entry means another node owns the room now: this one follows it.
      if case .owner(let lease) = role, case .entry(let stored) = item,
        stored.entry.token != lease.token
      {
        demote(because: .fenced)
      }
      switch role {
      case .owner:
        // Its own entries it knows.
        continue
      case .follower, .takingOver:
        guard follow(item) else { return }
      case .local, .away, .restoring, .unreadable:
        // The room is read again from Redis, from where it is then.
        return
      }
    }
  }

  /// Takes in one entry another node wrote; false when the room had to be read again.
  private mutating func follow(_ item: StreamItem) -> Bool {
    guard case .entry(let stored) = item else {
      if case .unreadable(let id, let problem) = item {
        emit(.warn("stream entry \(id) cannot be read (\(problem)); clients get the room whole"))
      }
      emit(.resyncAll)
      return true
    }
    let entry = stored.entry
    do {
      try history.take(entry)
    } catch {
      emit(.warn("\(error); reading the room again from Redis"))
      reload()
      return false
    }
    let message = readable(entry)
    if message == nil, entry.kind != .refusal {
      emit(
        .warn(
          """
          stream entry \(stored.id) carries a message of \(entry.message.utf8.count) bytes that \
          is not one of this protocol's; clients get the room whole instead
          """))
    }
    switch entry.kind {
    case .change:
      remember(entry)
      document = RoomDocument(version: history.version, state: history.state, scene: nil)
      durable = history.mark()
      if message != nil {
        emit(.deliver(version: entry.version, message: Array(entry.message.utf8), whole: .current))
      } else {
        emit(.resyncAll)
      }
    case .unchanged:
      durable = history.mark()
      guard message != nil else { break }
      remember(entry)
      emit(.broadcast(Array(entry.message.utf8)))
    case .effect:
      if let message { followEffect(message, version: entry.version) }
    case .refusal:
      break
    }
    answerIfForwardedHere(entry, message: message)
    return true
  }

  /// The message an entry carries, when it is one this protocol sends: within the state
  /// limit, and a JSON object of the type its kind says. Anything else stays out of clients'
  /// sockets: the data of one room in Redis cannot break another's clients, nor this room's.
  private func readable(_ entry: LedgerEntry) -> JSONValue? {
    let bytes = Array(entry.message.utf8)
    guard bytes.count <= configuration.limits.maxStateBytes,
      let message = try? JSONParser.parse(bytes), let type = message["type"]?.stringValue
    else { return nil }
    let expected: Set<String> =
      switch entry.kind {
      case .change: ["patch", "state"]
      case .unchanged: ["unchanged"]
      case .effect: ["effect"]
      case .refusal: ["error"]
      }
    return expected.contains(type) ? message : nil
  }

  /// Keeps the list of the owner's running effects and passes the event on.
  private mutating func followEffect(_ message: JSONValue, version: Int) {
    guard case .object(var event) = message["event"], let id = event["id"] else { return }
    if event["kind"] == "started" {
      event["startedAt"] = .int(version)
      effects.append(.object(event))
    } else {
      effects.removeAll { $0["id"] == id }
    }
    emit(.broadcast(message.bytes))
  }

  /// Answers the request `entry` answers when a client of this node sent it: with the error
  /// the owner refused it with, or an `ack` of the version it made.
  private mutating func answerIfForwardedHere(_ entry: LedgerEntry, message: JSONValue?) {
    guard let request = entry.request, request.node == configuration.nodeID,
      let pending = forwarded.removeValue(forKey: request.id)
    else { return }
    guard entry.kind == .refusal else {
      return emit(
        .reply(connection: pending.connection, .ack(id: pending.id, version: entry.version)))
    }
    let refusal =
      message.flatMap { message -> JSONValue? in
        guard case .object(var object) = message else { return nil }
        object["id"] = pending.id
        return .object(object)
      }
      ?? WireError(
        id: pending.id, code: .storage,
        message: "The room's owner refused this change, and its answer cannot be read."
      ).json
    emit(.reply(connection: pending.connection, .message(refusal)))
  }

  /// Runs the requests other nodes forwarded, in order; each answer (the version it made, or
  /// why it was refused) goes into the stream, where the forwarding node finds it.
  mutating func inbox(_ requests: [RoomLedger.Forwarded]) {
    guard case .owner = role else { return }
    for forwarded in requests where streamID(forwarded.id, isAfter: inboxPosition) {
      inboxPosition = forwarded.id
      let forwarding = LogRecord.Forwarding(request: forwarded.request, inbox: forwarded.id)
      switch ClientMessage.parse(forwarded.message) {
      case .success(let message) where message.requestID != nil:
        queued.append(
          Request(
            message: message, origin: forwarded.origin,
            requester: .forwarded(forwarding, id: message.requestID ?? .null)))
      case .success:
        refuse(
          .forwarded(forwarding, id: .null),
          WireError(id: .null, code: .badMessage, message: "Only changes are forwarded."))
      case .failure(let error):
        refuse(.forwarded(forwarding, id: .null), error)
      }
    }
    runNext()
  }

  /// A request this node forwarded never reached the inbox.
  mutating func forwardFailed(_ request: String, _ error: LogError) {
    guard let pending = forwarded.removeValue(forKey: request) else { return }
    emit(
      .reply(
        connection: pending.connection,
        .error(
          WireError(
            id: pending.id, code: .readOnly, message: "\(Self.readOnlyMessage) (\(error))"))))
  }

  /// Answers the requests this node forwarded that waited ``writeDeadlineTicks`` for the
  /// owner: it did not answer in time, and may still apply them.
  mutating func expireForwarded() {
    let late = forwarded.filter { ticks - $0.value.tick >= Self.writeDeadlineTicks }
    for (request, pending) in late.sorted(by: { $0.key < $1.key }) {
      forwarded[request] = nil
      emit(
        .reply(
          connection: pending.connection,
          .error(
            WireError(
              id: pending.id, code: .storage,
              message: """
                The room's owner did not answer within two leases; the change may still be \
                applied, and the room shows it if it is.
                """))))
    }
  }

  /// Answers every request this node forwarded that is still waiting with `error`.
  mutating func answerForwarded(with error: WireError) {
    for (_, pending) in forwarded.sorted(by: { $0.key < $1.key }) {
      emit(.reply(connection: pending.connection, .error(error.answering(pending.id))))
    }
    forwarded.removeAll()
  }
}
