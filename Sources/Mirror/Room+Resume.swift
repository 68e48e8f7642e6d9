import HTTPServer
import MirrorJSON
import NavigationCore

/// Clients that come back: a client that names the version it last applied, in the room's
/// current epoch, gets what it missed instead of the whole room — answered from memory, on the
/// room's queue, without asking Redis.
extension Room {
  /// What a resuming client is sent after its `hello`.
  struct CatchUp {
    /// The log entries it missed, when the messages do not carry them.
    let log: JSONValue?
    /// The messages that bring it from its version to the room's, in order.
    let messages: [OutboundMessage]
  }

  /// What brings a client from `point` to now, or `nil` when it needs the whole room: another
  /// epoch, a version the room no longer keeps, or one it never had, or more missed log
  /// entries than a `hello` carries (a client never gets a log with a gap).
  ///
  /// On one node the history keeps states, not the scenes clients were sent, so the missed
  /// versions arrive as one patch from the version's state and its scene, rendered again, to
  /// the room's; the log entries come in the `hello`. A shared room sends the owner's messages,
  /// which carry their causes, as every node keeps the newest of them.
  func catchUp(from point: ResumePoint) -> CatchUp? {
    guard machine.role == .local else {
      return machine.missedMessages(since: point).map {
        CatchUp(log: nil, messages: $0.map { OutboundMessage(textBytes: $0) })
      }
    }
    let document = machine.document
    guard point.epoch == machine.epoch, point.version <= document.version,
      let log = machine.history.log(after: point.version, maxBytes: limits.maxStateBytes)
    else { return nil }
    guard point.version < document.version else { return CatchUp(log: log, messages: []) }
    do {
      let now = try currentDocument()
      let then = try machine.history.state(at: point.version)
      let sceneThen = try runtime.scene(for: then).json
      let operations =
        JSONPatch.diff(from: sceneThen, to: now.scene, at: "/scene")
        + JSONPatch.diff(from: then, to: document.state, at: "/state")
      let patch = WireMessage.patch(
        version: document.version, base: point.version, operations: operations, cause: .null,
        diagnostics: [])
      return CatchUp(log: log, messages: [OutboundMessage(textBytes: patch.bytes)])
    } catch {
      logger.warning("room \(name): cannot resume from version \(point.version): \(error)")
      return nil
    }
  }

  /// Admits `client`, which resumes from `point`: a `hello` without scene or state, then what
  /// it missed.
  func rejoin(_ client: Client, from point: ResumePoint, with catchUp: CatchUp) {
    admit(client)
    let hello = WireMessage.resumedHello(
      client: client.id, role: client.role, room: name, demo: app.name, epoch: machine.epoch,
      version: point.version, presence: presencePacing.shown, log: catchUp.log,
      historyStart: machine.history.baseVersion, effects: machine.effects)
    client.connection.send(text: hello.text)
    for message in catchUp.messages { client.connection.send(message) }
    logger.info(
      """
      \(client.id) rejoined room \(name) as \(client.role) from version \(point.version) \
      (\(catchUp.messages.count) messages; \(clients.count) here)
      """)
  }
}
