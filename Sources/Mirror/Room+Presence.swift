import MirrorJSON

/// Who is in a shared room on the other nodes, by node, and when each was last heard from.
struct RemotePresence {
  private var nodes: [String: (presence: PresenceSummary, heard: Duration)] = [:]

  /// Other nodes' clients, node by node.
  var presence: [PresenceSummary] {
    nodes.keys.sorted().compactMap { nodes[$0]?.presence }
  }

  /// Takes in what `node` said at `now`; returns whether who is here changed.
  mutating func heard(_ presence: PresenceSummary, from node: String, at now: Duration) -> Bool {
    let before = nodes[node]?.presence
    nodes[node] = presence.count == 0 ? nil : (presence, now)
    return before != nodes[node]?.presence
  }

  /// Forgets the nodes not heard from since `since`; returns whether any was forgotten.
  mutating func forget(silentSince since: Duration) -> Bool {
    let silent = nodes.filter { $0.value.heard < since }.keys
    for node in silent { nodes[node] = nil }
    return !silent.isEmpty
  }
}

extension Room {
  /// Notes that who is in the room changed — `local` when on this node — and tells every
  /// client: at once when nothing was sent within the presence interval, else once at the end
  /// of it, with who is here then. `except`, a client that just joined, is not told at once:
  /// its `hello` carries the list.
  func presenceChanged(local: Bool = true, except newcomer: UInt64? = nil) {
    if local { presencePacing.localChanged = true }
    guard presencePacing.timer == nil else { return }
    let interval = Duration.milliseconds(limits.presenceIntervalMilliseconds)
    let now = time.elapsed()
    guard let last = presencePacing.lastSent, now - last < interval else {
      return sendPresence(except: newcomer)
    }
    presencePacing.timer = Task { [weak self, clock = time.clock] in
      guard (try? await clock.sleep(for: last + interval - now)) != nil, let self else { return }
      queue.async {
        self.presencePacing.timer = nil
        self.sendPresence()
      }
    }
  }

  /// Stops waiting to send presence, before the room is unloaded.
  func stopPresence() {
    presencePacing.timer?.cancel()
    presencePacing.timer = nil
  }

  /// Tells every client who is here now, encoded once, and the other nodes who is here on
  /// this one when that changed.
  private func sendPresence(except newcomer: UInt64? = nil) {
    presencePacing.lastSent = time.elapsed()
    let local = localPresence()
    if presencePacing.localChanged {
      presencePacing.localChanged = false
      shared?.announce(local)
    }
    let summary = PresenceSummary.merging([local] + remote.presence, limit: limits.maxPresenceList)
    presencePacing.shown = summary
    send(
      WireMessage.presence(summary), to: clients.values.lazy.filter { $0.connection.id != newcomer }
    )
  }

  /// Takes in what other nodes said of their clients, and tells this node's clients (paced as
  /// any change of who is here) when it changes who is here.
  func receivePresence(_ entries: [RoomLedger.Presence]) {
    guard let shared else { return }
    let now = time.elapsed()
    var changed = false
    for entry in entries where entry.node != shared.nodeID {
      changed = remote.heard(entry.presence, from: entry.node, at: now) || changed
    }
    if changed { presenceChanged(local: false) }
  }

  /// Forgets the clients of nodes not heard from for two leases (a node says who is here every
  /// third of a lease while it has clients), and says again who is here on this node.
  func refreshPresence() {
    guard let shared else { return }
    if remote.forget(silentSince: time.elapsed() - shared.leaseDuration * 2) {
      presenceChanged(local: false)
    }
    if !clients.isEmpty { shared.announce(localPresence()) }
  }

  /// This node's clients: the first drivers, then the others in the order they joined, at most
  /// the presence list's limit; one pass over the room.
  func localPresence() -> PresenceSummary {
    let limit = limits.maxPresenceList
    var drivers: [JSONValue] = []
    var others: [JSONValue] = []
    var driverCount = 0
    for id in joinOrder.ids {
      guard let client = clients[id] else { continue }
      let entry: JSONValue = ["id": .string(client.id), "role": .string(client.role.rawValue)]
      if client.role == .driver {
        driverCount += 1
        if drivers.count < limit { drivers.append(entry) }
      } else if others.count < limit {
        others.append(entry)
      }
    }
    return PresenceSummary(
      listed: Array((drivers + others).prefix(limit)), count: clients.count, drivers: driverCount)
  }
}
