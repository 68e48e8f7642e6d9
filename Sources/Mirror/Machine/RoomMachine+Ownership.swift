import MirrorJSON

/// Who owns a shared room: the owner renews its lease every third of it; a follower that finds
/// it free takes the room over (the lease, the rest of the stream, a snapshot under the new
/// token, then the store and the inbox); a node that lost its link turns the room read-only and
/// reads it again from Redis once the link is back.
extension RoomMachine {
  mutating func tick() {
    ticks += 1
    expireForwarded()
    switch role {
    case .owner(let lease):
      emit(.renew(lease))
      checkWriteDeadline()
    case .follower where !busy:
      busy = true
      emit(.checkOwner)
    case .restoring where !busy, .unreadable where !busy:
      busy = true
      emit(.load)
    case .local, .follower, .takingOver, .away, .restoring, .unreadable:
      break
    }
  }

  mutating func renewed(_ lease: RoomLedger.Lease, _ result: Result<Bool, LogError>) {
    guard role == .owner(lease), case .success(false) = result else { return }
    demote(because: .fenced)
  }

  mutating func ownerChecked(_ result: Result<RoomLedger.Lease?, LogError>) {
    busy = false
    guard role == .follower else { return }
    switch result {
    case .success(nil): takeOver(restoring: false)
    case .success: break
    case .failure(.failed(let reason)): becomeUnreadable(reason)
    case .failure: break
    }
  }

  private mutating func takeOver(restoring: Bool) {
    role = .takingOver(restoring: restoring)
    busy = true
    emit(.acquire)
  }

  /// Gives a takeover up: the room goes back to what it was before.
  private mutating func abandonTakeover(releasing lease: RoomLedger.Lease?) {
    guard case .takingOver(let restoring) = role else { return }
    role = restoring ? .restoring : .follower
    busy = false
    if let lease { emit(.release(lease)) }
  }

  mutating func acquired(_ result: Result<RoomLedger.Lease?, LogError>) {
    guard case .takingOver = role else {
      // The room moved on meanwhile: a lease taken is given back.
      if case .success(let lease?) = result { emit(.release(lease)) }
      return
    }
    guard case .success(let lease?) = result else { return abandonTakeover(releasing: nil) }
    claiming = lease
    guard role == .takingOver(restoring: true) else { return emit(.catchUp(after: streamPosition)) }
    // Redis lost the room: it is stored again as this node has it, on a stream begun anew.
    streamPosition = "0-0"
    emit(.claim(snapshot(), lease: lease, epoch: nil))
  }

  mutating func caughtUp(_ result: Result<[RoomLedger.StoredEntry], LogError>) {
    guard case .takingOver = role, let lease = claiming else { return }
    guard case .success(let entries) = result else {
      claiming = nil
      return abandonTakeover(releasing: lease)
    }
    streamed(entries.map(StreamItem.entry))
    guard case .takingOver = role else { return emit(.release(lease)) }
    durable = history.mark()
    emit(.claim(snapshot(), lease: lease, epoch: nil))
  }

  mutating func claimed(_ lease: RoomLedger.Lease, _ result: Result<RoomClaim, LogError>) {
    switch (role, result) {
    case (.takingOver, .success(let claim)) where claiming == lease:
      claiming = nil
      becomeOwner(lease, claim)
    case (.takingOver, .failure(let error)) where claiming == lease:
      claiming = nil
      emit(.warn("could not take the room over: \(error)"))
      abandonTakeover(releasing: error == .fenced ? nil : lease)
    case (.owner(lease), .success(let claim)):
      // A room this node created, or stored again after a failed write.
      if claim.epoch != epoch { epoch = claim.epoch }
    case (.owner(lease), .failure(let error)):
      if error == .fenced { demote(because: error) }
    default:
      break
    }
  }

  /// This node owns the room from its newest version on: its store runs (the views' effects
  /// start here), the former owner's effects are announced cancelled, and the inbox is read
  /// from where the last owner left it.
  private mutating func becomeOwner(_ lease: RoomLedger.Lease, _ claim: RoomClaim) {
    role = .owner(lease)
    busy = false
    epoch = claim.epoch
    inboxPosition = claim.cursor
    versionsSinceSnapshot = 0
    document = RoomDocument(version: history.version, state: history.state, scene: nil)
    durable = history.mark()
    emit(.startStore(document))
    let former = effects
    effects = []
    for case .object(var event) in former {
      event["kind"] = "cancelled"
      event["startedAt"] = nil
      announceEffect(event)
    }
    emit(.follow(after: streamPosition))
    emit(.followInbox(after: inboxPosition))
    if owesResync {
      owesResync = false
      emit(.resyncAll)
    }
    emit(.note("owned by this node from version \(history.version)"))
  }

  /// Stops writing after a lost lease: nothing that was not durable is sent, the requests it
  /// would have answered are refused, and the room follows the new owner's stream.
  mutating func demote(because error: LogError) {
    guard case .owner = role else { return }
    emit(.warn("this node stops writing to it: \(error)"))
    stopWriting(answering: Self.storageError(error))
    role = .follower
  }

  /// Stops the store and the inbox of a node that stops writing, refusing what waited.
  mutating func stopWriting(answering failure: WireError) {
    guard isWriter else { return }
    discardWrites(answering: failure)
    for request in queued { refuse(request.requester, failure) }
    queued.removeAll()
    emit(.stopStore)
    emit(.stopFollowingInbox)
  }

  mutating func linkLost() {
    guard role != .local else { return }
    let error = WireError(id: .null, code: .readOnly, message: Self.readOnlyMessage)
    stopWriting(answering: Self.storageError(.unavailable("the link to Redis was lost")))
    claiming = nil
    role = .away
    busy = false
    owesResync = true
    answerForwarded(with: error)
    emit(.notice(error.json))
  }

  mutating func linkRestored() {
    guard role == .away else { return }
    reload()
  }

  /// Reads the room again from Redis; until then it is read-only.
  mutating func reload() {
    if isWriter { stopWriting(answering: Self.storageError(.failed("the room is read again"))) }
    role = .restoring
    busy = true
    emit(.load)
  }

  mutating func loaded(_ result: Result<StoredRoom?, LogError>) {
    busy = false
    switch role {
    case .restoring, .unreadable: break
    default: return
    }
    switch result {
    case .success(let stored?):
      do {
        let history = try RoomHistory(
          snapshot: stored.snapshot, entries: stored.entries, limits: configuration.limits)
        adopt(history, epoch: stored.epoch, position: stored.position)
      } catch {
        return becomeUnreadable("\(error)")
      }
      recent.reset(to: stored.snapshot.version)
      for entry in stored.entries { remember(entry.entry) }
      role = .follower
      emit(.follow(after: streamPosition))
      owesResync = false
      emit(.resyncAll)
    case .success(nil):
      // Redis lost the room: this node stores it again, unless another does first.
      takeOver(restoring: true)
    case .failure(.failed(let reason)):
      becomeUnreadable(reason)
    case .failure:
      break
    }
  }

  /// The room's keys in Redis hold what this node cannot read: it refuses changes, says why
  /// to its clients, and tries again every tick.
  mutating func becomeUnreadable(_ reason: String) {
    if case .unreadable = role { return }
    let error = Self.unreadable(reason)
    stopWriting(answering: error)
    role = .unreadable(reason)
    owesResync = true
    answerForwarded(with: error)
    emit(.warn("its data in Redis cannot be read: \(reason)"))
    emit(.notice(error.json))
  }

  mutating func streamFailed(_ error: LogError) {
    guard case .failed(let reason) = error else { return }
    becomeUnreadable(reason)
  }

  /// The server stops: an owner gives the lease up so that another node takes the room at
  /// once; writes begun before reach Redis first.
  mutating func handOver() {
    guard case .owner(let lease) = role else { return }
    role = .away
    emit(.stopStore)
    emit(.stopFollowingInbox)
    emit(.release(lease))
  }
}
