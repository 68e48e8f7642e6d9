import HTTPServer
import MirrorJSON
import MirrorUI

/// Carrying out what the machine decided.
extension Room {
  func perform(_ action: RoomAction) {
    switch action {
    case .run(let command):
      feed(.ran(run(command)))
    case .restore(let document):
      try? runtime.restore(state: document.state, version: document.version)
      encoder.reset(to: rendered(document))
    case .startStore(let document):
      try? runtime.restore(state: document.state, version: document.version)
      // Renders the state with the views' lifecycle: their effects now run here.
      let snapshot = runtime.snapshot()
      encoder.reset(
        to: RoomDocument(
          version: snapshot.version, state: snapshot.state, scene: snapshot.scene.json))
    case .stopStore:
      runtime.stop()
    case .append(let record, let ticket):
      log.append(record) { [weak self] in self?.schedule(.written(ticket: ticket, $0)) }
    case .checkpoint(let checkpoint):
      log.checkpoint(checkpoint) { [weak self] in self?.schedule(.checkpointed($0)) }
    case .deliver(let version, let message, let whole):
      activity.versionChanged(to: version)
      deliver(OutboundMessage(textBytes: message)) { [self] in
        switch whole {
        case .encoded(let bytes): OutboundMessage(textBytes: bytes)
        case .message(let json): OutboundMessage(textBytes: json.bytes)
        case .current: OutboundMessage(textBytes: wholeState().bytes)
        }
      }
    case .broadcast(let message):
      send(OutboundMessage(textBytes: message), to: liveClients)
    case .notice(let message):
      send(message, to: clients.values)
    case .resyncAll:
      activity.versionChanged(to: machine.document.version)
      send(wholeState(), to: liveClients)
    case .reply(let connection, let answer):
      clients[connection]?.connection.send(text: answer.json.text)
    case .warn(let text):
      logger.warning("room \(name): \(text)")
    case .note(let text):
      logger.info("room \(name): \(text)")
    default:
      performShared(action)
    }
  }

  /// Runs `command` on the store; its changes reach the machine meanwhile.
  func run(_ command: StoreCommand) -> Result<Void, WireError> {
    switch command {
    case .send(let action, let origin):
      do {
        try runtime.send(action, origin: origin)
        return .success(())
      } catch {
        return .failure(WireError(id: .null, code: .unknownAction, message: "\(error)"))
      }
    case .replace(let state, let action, let origin, let target):
      return replace(with: state, action: action, origin: origin, travelledTo: target)
    }
  }

  /// Replaces the store's state with `state` as a new version caused by `action`; a state
  /// over the limit, or one that is not a state of the app, is refused and the store keeps
  /// the one it had.
  func replace(
    with state: JSONValue, action: JSONValue, origin: String?, travelledTo target: Int?
  ) -> Result<Void, WireError> {
    let previous = encoder.document
    do {
      try runtime.restore(state: state, version: previous.version + 1)
    } catch {
      return .failure(WireError(id: .null, code: .badState, message: "\(error)"))
    }
    let change = encoder.change(
      to: runtime.snapshot(),
      cause: ChangeEncoder.Cause(
        action: action, text: nil, origin: origin, steps: [], diagnostics: [],
        time: time.epochMilliseconds, travelledTo: target))
    if case .refused(let error) = change {
      try? runtime.restore(state: previous.state, version: previous.version)
      return .failure(error)
    }
    feed(.stored(change))
    return .success(())
  }

  /// `document` with its scene, rendered when the machine does not know it.
  private func rendered(_ document: RoomDocument) -> RoomDocument {
    guard document.scene == nil else { return document }
    return RoomDocument(
      version: document.version, state: document.state,
      scene: (try? runtime.scene(for: document.state).json) ?? .null)
  }

  /// The actions that talk to the other nodes, through the shared log.
  private func performShared(_ action: RoomAction) {
    guard let shared else { return }
    switch action {
    case .forward(let text, let request, let origin):
      shared.forward(text, request: request, origin: origin) { [weak self] result in
        guard case .failure(let error) = result else { return }
        self?.schedule(.forwardFailed(request: request.id, error))
      }
    case .follow(let position):
      shared.follow(after: position) { [weak self] result in
        switch result {
        case .success(let items): self?.schedule(.streamed(items))
        case .failure(let error): self?.schedule(.streamFailed(error))
        }
      }
    case .followInbox(let position):
      shared.followInbox(after: position) { [weak self] in self?.schedule(.inbox($0)) }
    case .stopFollowingInbox:
      shared.stopFollowingInbox()
    case .checkOwner:
      shared.owner { [weak self] in self?.schedule(.ownerChecked($0)) }
    case .acquire:
      shared.acquire { [weak self] in self?.schedule(.acquired($0)) }
    case .renew(let lease):
      shared.renew(lease) { [weak self] in self?.schedule(.renewed(lease, $0)) }
    case .release(let lease):
      releases.enter()
      shared.release(lease) { [releases] in releases.leave() }
    case .catchUp(let position):
      shared.read(after: position) { [weak self] in self?.schedule(.caughtUp($0)) }
    case .claim(let snapshot, let lease, let epoch):
      shared.claim(snapshot, lease: lease, epoch: epoch) { [weak self] in
        self?.schedule(.claimed(lease, $0))
      }
    case .load:
      shared.load { [weak self] in self?.schedule(.loaded($0)) }
    default:
      break
    }
  }

  /// Follows the link to Redis and who is in the room on other nodes, and ticks the machine
  /// every third of a lease.
  func startSharing() {
    guard let shared else { return }
    shared.watchLink { [weak self] isUp in self?.schedule(isUp ? .linkRestored : .linkLost) }
    shared.followPresence(within: shared.leaseDuration * 2) { [weak self] presence in
      guard let self else { return }
      queue.async { self.receivePresence(presence) }
    }
    leaseTimer = Task { [weak self, clock = time.clock, interval = shared.leaseDuration / 3] in
      while (try? await clock.sleep(for: interval)) != nil {
        guard let self else { return }
        queue.async {
          self.refreshPresence()
          self.feed(.tick)
        }
      }
    }
  }

  /// Stops following the room and gives its lease up, before the room is unloaded.
  func stopSharing() {
    guard let shared else { return }
    leaseTimer?.cancel()
    shared.stopFollowing()
    shared.stopWatchingLink()
    shared.announce(localPresence())
    if let lease = machine.lease { shared.release(lease) {} }
  }
}
