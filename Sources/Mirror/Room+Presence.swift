import MirrorJSON

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
      announcePresence(local)
    }
    let summary = PresenceSummary.merging(
      [local] + (share?.remotePresence ?? []), limit: limits.maxPresenceList)
    presencePacing.shown = summary
    send(
      WireMessage.presence(summary), to: clients.values.lazy.filter { $0.connection.id != newcomer }
    )
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
