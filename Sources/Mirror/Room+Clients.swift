import HTTPServer
import MirrorJSON
import MirrorUI

/// The room's clients: who joins and leaves, what each may do, and the messages they send.
extension Room {
  struct Client {
    let id: String
    let connection: WebSocketConnection
    /// The client's network address, as the server saw it.
    let address: String
    var role: AccessPolicy.Role
    /// A client that opened one version read-only (`?at=`) and receives no updates.
    var isFrozen = false
    /// Wrong driver tokens this client presented.
    var authFailures = 0
  }

  /// Adds a client, after ``RoomActivity/reserve()``, with the role its token `check` gave
  /// it; with `at`, the client sees that version read-only and gets no updates. A client that
  /// comes back from `resume` gets only what it missed when the room still has it, else the
  /// room as it is now.
  func join(
    _ connection: WebSocketConnection, check: AccessPolicy.TokenCheck, address: String,
    at: Int? = nil, resume: ResumePoint? = nil
  ) {
    queue.async { [self] in
      nextClientNumber += 1
      var client = Client(
        id: clientID(number: nextClientNumber), connection: connection, address: address,
        role: check.role, authFailures: check == .wrongToken ? 1 : 0)
      if at == nil, let resume, let catchUp = catchUp(from: resume) {
        return rejoin(client, from: resume, with: catchUp)
      }
      let shown: (version: Int, state: JSONValue, scene: JSONValue)
      do {
        shown = try at.map(document(at:)) ?? currentDocument()
      } catch let error as WireError {
        activity.settleReservation(joined: false)
        connection.send(text: error.json.text)
        connection.close(code: 1008, reason: "no such version")
        return
      } catch {
        activity.settleReservation(joined: false)
        connection.close(code: 1011, reason: "the room cannot be shown")
        return
      }
      if at != nil {
        client.role = .viewer
        client.isFrozen = true
      }
      admit(client)
      let hello = WireMessage.hello(
        client: client.id, role: client.role, room: name, demo: app.name, epoch: machine.epoch,
        version: shown.version, state: shown.state, scene: shown.scene,
        presence: presencePacing.shown, log: machine.history.log(maxBytes: limits.maxStateBytes),
        historyStart: machine.history.baseVersion, effects: at == nil ? machine.effects : [],
        at: at, notice: runtime.roundTrip.notice)
      connection.send(text: hello.text)
      logger.info("\(client.id) joined room \(name) as \(client.role) (\(clients.count) here)")
    }
  }

  /// Client ids are `c1`, `c2`, … in a room of one node; a shared room adds the node
  /// (`c1@node-a`), so that ids stay unique across nodes.
  private func clientID(number: Int) -> String {
    shared.map { "c\(number)@\($0.nodeID)" } ?? "c\(number)"
  }

  /// The version `version` of the room, rebuilt from its history and rendered.
  private func document(at version: Int) throws -> (
    version: Int, state: JSONValue, scene: JSONValue
  ) {
    let history = machine.history
    guard history.contains(version), version <= machine.document.version else {
      throw WireError(
        id: .null, code: .noSuchVersion,
        message: """
          No version \(version): the history runs from \(history.baseVersion) to \
          \(machine.document.version).
          """)
    }
    let state = try history.state(at: version)
    return (version, state, try runtime.scene(for: state).json)
  }

  /// Adds `client` to the room and to who is here; the others hear of it at once or at the end
  /// of the presence interval, the client itself from its `hello`, sent next.
  func admit(_ client: Client) {
    clients[client.connection.id] = client
    joinOrder.joined(client.connection.id)
    activity.settleReservation(joined: true)
    presenceChanged(except: client.connection.id)
  }

  /// Gives up a join promised by ``RoomActivity/reserve()`` that will not arrive.
  func cancelJoin() { activity.settleReservation(joined: false) }

  func leave(_ connection: WebSocketConnection) {
    queue.async { [self] in
      guard let client = clients.removeValue(forKey: connection.id) else { return }
      activity.clientLeft()
      joinOrder.left { clients[$0] != nil }
      presenceChanged()
      logger.info("\(client.id) left room \(name) (\(clients.count) here)")
    }
  }

  func receive(_ text: String, from connection: WebSocketConnection) {
    queue.async { [self] in
      guard let client = clients[connection.id] else { return }
      do {
        if client.role == .viewer, text.utf8.count > Self.maxViewerMessageBytes {
          try requireDriver(client, id: .null)
        }
        try handle(ClientMessage.parse(text).get(), text: text, from: client)
      } catch let error as WireError {
        connection.send(text: error.json.text)
      } catch {
        connection.send(
          text: WireMessage.error(id: .null, code: .badMessage, message: "\(error)").text)
      }
    }
  }

  private func handle(_ message: ClientMessage, text: String, from client: Client) throws {
    switch message {
    case .resync:
      client.connection.send(text: wholeState().text)
    case .auth(let token):
      authenticate(client, with: token)
    case .action(let id, _), .travel(let id, _), .setState(let id, _), .undo(let id),
      .redo(let id):
      try requireDriver(client, id: id)
      feed(
        .requested(
          message, text: text, origin: client.id,
          from: .client(connection: client.connection.id, id: id)))
    }
  }

  private func authenticate(_ client: Client, with token: String) {
    let check = access.check(token, on: client.connection.id)
    if case .throttled(let wait) = check {
      let error = WireError(
        id: .null, code: .authThrottled,
        message: "A wrong token was sent on this connection: wait \(wait) before the next.")
      return client.connection.send(text: error.json.text)
    }
    var updated = client
    updated.role = check.role
    if check == .wrongToken { updated.authFailures += 1 }
    clients[client.connection.id] = updated
    if updated.authFailures >= limits.maxAuthFailuresPerConnection {
      let error = WireError(
        id: .null, code: .authThrottled,
        message: "Too many wrong driver tokens on this connection; it is closed.")
      client.connection.send(text: error.json.text)
      client.connection.close(code: 1008, reason: "too many wrong tokens")
      return
    }
    client.connection.send(text: WireMessage.role(updated.role).text)
    presenceChanged()
  }

  private func requireDriver(_ client: Client, id: JSONValue) throws {
    guard !client.isFrozen else {
      throw WireError(
        id: id, code: .readOnly, message: "This window shows an earlier version read-only.")
    }
    guard client.role == .driver else {
      throw WireError(
        id: id, code: .forbidden,
        message: "Viewers cannot change the room; open a driver link or send the driver token.")
    }
  }
}
