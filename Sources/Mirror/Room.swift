import Dispatch
import Foundation
import HTTPServer
import Logging
import MirrorJSON
import MirrorUI
import NavigationCore

/// One shared session: a running app, the clients that watch and drive it, and its history.
///
/// Everything a room does happens on its serial queue, which is also its store's queue, so
/// every client sees one total order of versions. Each change is journaled (and fsync'ed)
/// before anyone hears of it, then encoded once and sent to every client as a patch or, when
/// that is not smaller, as the whole state.
final class Room: @unchecked Sendable {
  let name: String
  let app: MirrorApp
  let runtime: any AppRuntime
  private let queue: DispatchQueue
  private let journal: RoomJournal?
  private let access: AccessPolicy
  private let logger: Logger
  private var history: RoomHistory
  /// `{scene, state}` as clients last received it: the base of the next patch.
  /// The scene clients last received, at `documentVersion`; with `history.state` it is the
  /// `{scene, state}` document the next patch applies to.
  private var scene: JSONValue
  private var documentVersion: Int
  private var clients: [UInt64: Client] = [:]
  private var nextClientNumber = 0
  private var replayGeneration = 0
  /// Joins promised by the registry and not yet processed: a room with any is not idle.
  private var pendingJoins = 0
  private var lastActivity = Date()

  struct Client {
    let id: String
    let connection: WebSocketConnection
    var role: AccessPolicy.Role
    /// A client that opened one version read-only (`?at=`) and receives no updates.
    var isFrozen = false
  }

  /// Opens the room: restores it from `journal` when it has one on disk, else starts `app` anew.
  init(name: String, app: MirrorApp, journal: RoomJournal?, access: AccessPolicy, logger: Logger)
    throws
  {
    self.name = name
    self.app = app
    self.journal = journal
    self.access = access
    self.logger = logger
    self.queue = DispatchQueue(label: "navmirror.room.\(name)")
    self.runtime = app.start(on: queue)
    if let journal, FileManager.default.fileExists(atPath: journal.directory.path) {
      let recovered = try journal.recover()
      try runtime.restore(state: recovered.state, version: recovered.version)
      history = RoomHistory(
        baseState: recovered.baseState, baseVersion: recovered.baseVersion,
        entries: recovered.entries, state: recovered.state)
      logger.info("room \(name) restored at version \(recovered.version)")
    } else {
      let initial = runtime.snapshot()
      try journal?.create(demo: app.name, initialState: initial.state)
      history = RoomHistory(
        baseState: initial.state, baseVersion: 0, entries: [], state: initial.state)
    }
    let opened = runtime.snapshot()
    scene = opened.scene.json
    documentVersion = opened.version
    runtime.observe { [unowned self] change in
      let cause = WireMessage.cause(
        action: change.action, origin: change.origin, time: Self.now(), steps: change.steps)
      if change.changed {
        let entry = record(change.snapshot, action: change.action, origin: change.origin)
        broadcast(
          change.snapshot, stateOperations: entry.operations, cause: cause,
          diagnostics: change.diagnostics)
      } else {
        let warning = WireMessage.warning(
          version: change.snapshot.version, cause: cause, diagnostics: change.diagnostics)
        send(warning, to: liveClients)
      }
    }
    runtime.observeEffects { [unowned self] event in
      send(WireMessage.effect(event, version: history.version), to: liveClients)
    }
  }

  /// The clients that follow the room live (everyone but read-only `?at=` viewers).
  private var liveClients: [Client] { clients.values.filter { !$0.isFrozen } }

  var clientCount: Int { queue.sync { clients.count } }

  /// Promises a join, so that the room is not unloaded before it arrives.
  func reserve() {
    queue.sync { pendingJoins += 1 }
  }

  /// Whether nobody has been here for `interval` seconds.
  func isIdle(for interval: TimeInterval) -> Bool {
    queue.sync {
      clients.isEmpty && pendingJoins == 0 && Date().timeIntervalSince(lastActivity) >= interval
    }
  }

  /// Stops what the room runs before it is unloaded; its history stays on disk.
  func unload() {
    queue.sync {
      replayGeneration += 1
      runtime.stop()
    }
  }
  var version: Int { runtime.snapshot().version }

  /// Adds a client; with `at`, the client sees that version read-only and gets no updates.
  func join(_ connection: WebSocketConnection, token: String?, at: Int? = nil) {
    queue.async { [self] in
      pendingJoins -= 1
      lastActivity = Date()
      nextClientNumber += 1
      var client = Client(
        id: "c\(nextClientNumber)", connection: connection, role: access.role(presenting: token))
      var snapshot = runtime.snapshot()
      if let at {
        do {
          snapshot = try self.snapshot(at: at)
        } catch {
          let refusal = WireError(id: .null, code: .noSuchVersion, message: "\(error)")
          connection.send(text: refusal.json.text)
          connection.close(code: 1008, reason: "no such version")
          return
        }
        client.role = .viewer
        client.isFrozen = true
      }
      clients[connection.id] = client
      let hello = WireMessage.hello(
        client: client.id, role: client.role, room: name, demo: app.name, snapshot: snapshot,
        presence: presence, log: history.log(), historyStart: history.baseVersion, at: at)
      connection.send(text: hello.text)
      broadcastPresence()
      logger.info("\(client.id) joined room \(name) as \(client.role) (\(clients.count) here)")
    }
  }

  func leave(_ connection: WebSocketConnection) {
    queue.async { [self] in
      guard let client = clients.removeValue(forKey: connection.id) else { return }
      lastActivity = Date()
      broadcastPresence()
      logger.info("\(client.id) left room \(name) (\(clients.count) here)")
    }
  }

  func receive(_ text: String, from connection: WebSocketConnection) {
    queue.async { [self] in
      guard let client = clients[connection.id] else { return }
      do {
        try handle(ClientMessage.parse(text).get(), from: client)
      } catch let error as WireError {
        connection.send(text: error.json.text)
      } catch {
        connection.send(
          text: WireMessage.error(id: .null, code: .badMessage, message: "\(error)").text)
      }
    }
  }

  private func handle(_ message: ClientMessage, from client: Client) throws {
    switch message {
    case .resync:
      let snapshot = runtime.snapshot()
      let state = WireMessage.state(
        version: snapshot.version, document: Self.document(snapshot), cause: .null, diagnostics: [])
      client.connection.send(text: state.text)
    case .auth(let token):
      let role = access.role(presenting: token)
      clients[client.connection.id]?.role = role
      client.connection.send(text: WireMessage.role(role).text)
      broadcastPresence()
    case .action(let id, let action):
      try requireDriver(client, id: id)
      do {
        let result = try runtime.send(action, origin: client.id)
        client.connection.send(text: WireMessage.ack(id: id, version: result.version).text)
      } catch {
        throw WireError(id: id, code: .unknownAction, message: "\(error)")
      }
    case .travel(let id, let version):
      try requireDriver(client, id: id)
      try travel(to: version, id: id, client: client)
    case .setState(let id, let state):
      try requireDriver(client, id: id)
      do {
        try apply(state, action: ["$setState": [:]], id: id, client: client)
      } catch let error as AppRuntimeError {
        throw WireError(id: id, code: .badState, message: "\(error)")
      }
    case .undo(let id):
      try requireDriver(client, id: id)
      guard let target = history.undoTarget() else {
        throw WireError(id: id, code: .noSuchVersion, message: "Nothing to undo.")
      }
      try travel(to: target, id: id, client: client)
    case .redo(let id):
      try requireDriver(client, id: id)
      guard let target = history.redoTarget() else {
        throw WireError(id: id, code: .noSuchVersion, message: "Nothing to redo.")
      }
      try travel(to: target, id: id, client: client)
    }
  }

  /// The version `version` of the room, rebuilt from its history and rendered.
  private func snapshot(at version: Int) throws -> AppSnapshot {
    guard history.contains(version) else {
      throw WireError(
        id: .null, code: .noSuchVersion,
        message:
          "No version \(version): the history runs from \(history.baseVersion) to \(history.version)."
      )
    }
    let state = try history.state(at: version)
    return AppSnapshot(version: version, state: state, scene: try runtime.scene(for: state))
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

  /// Moves the room to the state it had at `target`, as a new version, so that every client
  /// follows and the log stays true.
  private func travel(to target: Int, id: JSONValue, client: Client) throws {
    guard history.contains(target) else {
      throw WireError(
        id: id, code: .noSuchVersion,
        message:
          "No version \(target): the history runs from \(history.baseVersion) to \(history.version)."
      )
    }
    try apply(
      history.state(at: target), action: ["$travel": .int(target)], id: id, client: client,
      travelledTo: target)
  }

  /// Replaces the room's state with `state` as a new version (travel, compose, a flow's
  /// start), journaled and broadcast like any other change, then acknowledged to `id`'s sender.
  private func apply(
    _ state: JSONValue, action: JSONValue, id: JSONValue, client: Client,
    travelledTo target: Int? = nil
  ) throws {
    let version = try replace(with: state, action: action, origin: client.id, travelledTo: target)
    client.connection.send(text: WireMessage.ack(id: id, version: version).text)
  }

  /// Replaces the state as a new version and returns it.
  private func replace(
    with state: JSONValue, action: JSONValue, origin: String?, travelledTo target: Int? = nil
  ) throws -> Int {
    let version = runtime.snapshot().version + 1
    try runtime.restore(state: state, version: version)
    let snapshot = runtime.snapshot()
    let entry = record(snapshot, action: action, origin: origin, travelledTo: target)
    broadcast(
      snapshot, stateOperations: entry.operations,
      cause: WireMessage.cause(action: action, origin: origin, time: Self.now()), diagnostics: [])
    return version
  }

  // MARK: Flows

  /// The stretch of history after `from` up to `to` as a flow named `name`.
  func flow(named name: String, from: Int, to: Int) throws -> Flow {
    try queue.sync {
      guard from < to, history.contains(from), history.contains(to) else {
        throw FlowError.invalid(
          "A flow needs from < to within the history (\(history.baseVersion)...\(history.version))."
        )
      }
      var steps: [Flow.Step] = []
      var previousTime = history.entries.first { $0.version == from }?.time
      var state = try history.state(at: from)
      let initialState = state
      for entry in history.entries where entry.version > from && entry.version <= to {
        state = try JSONPatch.apply(entry.operations, to: state)
        steps.append(
          Flow.Step(
            action: entry.action, client: entry.origin,
            delay: previousTime.map { max(0, entry.time - $0) } ?? 0, state: state))
        previousTime = entry.time
      }
      return Flow(name: name, demo: app.name, initialState: initialState, steps: steps)
    }
  }

  /// Plays `flow` into the room: its initial state as one version, then each step a person
  /// took, at the recorded pace divided by `speed`. Effects replay themselves, so actions they
  /// sent are not sent again. A new replay replaces one in progress.
  func replay(_ flow: Flow, speed: Double) throws {
    guard flow.demo == app.name else { throw FlowError.wrongDemo(flow: flow.demo, room: app.name) }
    guard speed > 0, speed.isFinite else { throw FlowError.invalid("speed must be above 0") }
    queue.async { [self] in
      replayGeneration += 1
      let generation = replayGeneration
      let origin = "replay:\(flow.name)"
      do {
        _ = try replace(
          with: flow.initialState, action: ["$flow": .string(flow.name)], origin: origin)
      } catch {
        logger.error("room \(name): flow \(flow.name) could not start: \(error)")
        return
      }
      var elapsed = 0.0
      for step in flow.steps {
        elapsed += Double(step.delay) / speed
        guard step.client != nil else { continue }
        queue.asyncAfter(deadline: .now() + .milliseconds(Int(elapsed))) { [self] in
          guard replayGeneration == generation else { return }
          do {
            if step.isCommand {
              _ = try replace(with: step.state, action: step.action, origin: origin)
            } else {
              _ = try runtime.send(step.action, origin: origin)
            }
          } catch {
            logger.warning("room \(name): flow \(flow.name) step failed: \(error)")
          }
        }
      }
    }
  }

  /// Journals a change before anyone is told about it; returns the entry, whose state patch the
  /// broadcast reuses.
  private func record(
    _ snapshot: AppSnapshot, action: JSONValue, origin: String?, travelledTo target: Int? = nil
  ) -> JournalEntry {
    let entry = JournalEntry(
      version: snapshot.version, time: Self.now(), origin: origin, action: action,
      operations: JSONPatch.diff(from: history.state, to: snapshot.state))
    do {
      try journal?.append(entry, state: snapshot.state)
    } catch {
      logger.error("room \(name): could not write version \(entry.version) to disk: \(error)")
    }
    history.append(entry, state: snapshot.state, travelledTo: target)
    return entry
  }

  /// Sends the new version to every client, encoded once: a patch against what they have, or
  /// the whole state when the patch would not be smaller. A client whose socket is not keeping
  /// up (more than ``coalescingThreshold`` messages queued) gets its backlog replaced by one
  /// full state instead, so it never applies a patch to a state it does not have and the
  /// others are never held back.
  private func broadcast(
    _ snapshot: AppSnapshot, stateOperations: [JSONPatch.Operation], cause: JSONValue,
    diagnostics: [Diagnostic]
  ) {
    let nextScene = snapshot.scene.json
    let next: JSONValue = ["scene": nextScene, "state": snapshot.state]
    let operations =
      JSONPatch.diff(from: scene, to: nextScene, at: "/scene")
      + JSONPatch.nest(stateOperations, at: "/state")
    let patch = WireMessage.patch(
      version: snapshot.version, base: documentVersion, operations: operations, cause: cause,
      diagnostics: diagnostics
    ).bytes
    let fullBytes = WireMessage.state(
      version: snapshot.version, document: next, cause: cause, diagnostics: diagnostics
    ).bytes
    let full = OutboundMessage(textBytes: fullBytes)
    scene = nextScene
    documentVersion = snapshot.version
    let update = patch.count < fullBytes.count ? OutboundMessage(textBytes: patch) : full
    for client in liveClients {
      if client.connection.queuedMessageCount > Self.coalescingThreshold {
        client.connection.replaceQueued(with: full)
      } else {
        client.connection.send(update)
      }
    }
  }

  /// Messages a client may have waiting before its updates are coalesced.
  static let coalescingThreshold = 8

  private var presence: JSONValue {
    .array(
      clients.values.sorted {
        $0.id.count == $1.id.count ? $0.id < $1.id : $0.id.count < $1.id.count
      }
      .map { ["id": .string($0.id), "role": .string($0.role.rawValue)] })
  }

  private func broadcastPresence() {
    send(WireMessage.presence(presence), to: clients.values)
  }

  private func send(_ message: JSONValue, to clients: some Sequence<Client>) {
    let outbound = OutboundMessage(textBytes: message.bytes)
    for client in clients { client.connection.send(outbound) }
  }

  private static func document(_ snapshot: AppSnapshot) -> JSONValue {
    ["scene": snapshot.scene.json, "state": snapshot.state]
  }

  static func now() -> Int { Int(Date().timeIntervalSince1970 * 1000) }
}
