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
/// every client sees one total order of versions. Each change is checked against the state
/// limit, journaled (and fsync'ed) before anyone hears of it, then encoded once and sent to
/// every client as a patch or, when that is not smaller, as the whole state. Other threads
/// read what they need from ``activity`` and never wait for the queue.
///
/// `@unchecked Sendable`: every `var` below is confined to `queue`, the room's serial queue;
/// what other threads read is in ``activity``, behind its own mutex.
final class Room: @unchecked Sendable {
  let name: String
  let app: MirrorApp
  let runtime: any AppRuntime
  /// The client address that created the room, when one did.
  let creator: String?
  /// Clients, version and idleness, readable from any thread without waiting.
  let activity: RoomActivity
  let queue: DispatchQueue
  private let journal: RoomJournal?
  /// The room's part in a cluster, when rooms are shared across nodes through Redis.
  let share: RoomShare?
  private let access: AccessPolicy
  let limits: MirrorLimits
  let logger: Logger
  let time: MirrorTime
  var history: RoomHistory
  /// The room's lineage, which every `hello` names: a client resumes from a version only in
  /// the epoch it had it in (``ResumePoint``).
  var epoch: String
  /// The scene clients last received, at `documentVersion`; with `history.state` it is the
  /// `{scene, state}` document the next patch applies to.
  var scene: JSONValue
  var documentVersion: Int
  var clients: [UInt64: Client] = [:]
  /// The clients' connections in the order they joined, for the `presence` list.
  var joinOrder = JoinOrder()
  /// When the room last told its clients who is here, and what it told them.
  var presencePacing = PresencePacing()
  private var nextClientNumber = 0
  private var replayGeneration = 0
  /// Paces the replay in progress on the server's clock.
  private var replayPacer: Task<Void, Never>?
  /// Why the new state of the action being sent was refused, for the `send` that caused it.
  private var refusal: WireError?
  /// The effects running now, oldest first, for the `hello` of a client that joins.
  private var runningEffects: [RunningEffect] = []

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

  /// The largest message a viewer may send: an `auth` or `resync`, never more. A viewer's
  /// larger messages are refused before they are parsed.
  static let maxViewerMessageBytes = 4_096

  /// Opens the room: restores it from `journal` when it has one on disk, or from Redis when it
  /// is shared, else starts `app` anew. Timestamps and idleness are read from `time`.
  init(
    name: String, app: MirrorApp, journal: RoomJournal?, share: RoomShare? = nil,
    access: AccessPolicy, limits: MirrorLimits, creator: String?, time: MirrorTime,
    logger: Logger
  ) throws {
    self.name = name
    self.app = app
    self.journal = journal
    self.share = share
    self.access = access
    self.limits = limits
    self.creator = creator
    self.logger = logger
    self.time = time
    self.queue = DispatchQueue(label: "navmirror.room.\(name)")
    self.runtime = app.start(on: queue)
    if let share {
      (history, epoch) = try Self.openShared(share, app: app, runtime: runtime, limits: limits)
    } else if let journal, FileManager.default.fileExists(atPath: journal.directory.path) {
      let recovered = try journal.recover()
      epoch = recovered.epoch
      try runtime.restore(state: recovered.state, version: recovered.version)
      history = try RoomHistory(
        baseState: recovered.baseState, baseVersion: recovered.baseVersion,
        entries: recovered.entries, limits: limits)
      logger.info("room \(name) restored at version \(recovered.version)")
    } else {
      let initial = runtime.snapshot()
      epoch = ResumePoint.newEpoch()
      try journal?.create(demo: app.name, initialState: initial.state, epoch: epoch)
      history = try RoomHistory(
        baseState: initial.state, baseVersion: 0, entries: [], limits: limits)
    }
    let opened = try Self.openingSnapshot(runtime: runtime, history: history, share: share)
    scene = opened.scene.json
    documentVersion = opened.version
    activity = RoomActivity(version: opened.version, elapsed: time.elapsed)
    compactJournalIfNeeded()
    runtime.observe { [unowned self] change in
      // A node that lost the room ignores what its stopped store still reports.
      guard share?.isOwner ?? true else { return }
      let cause = WireMessage.cause(
        action: change.action, origin: change.origin, time: time.epochMilliseconds,
        steps: change.steps, text: change.text)
      if change.changed {
        do {
          try accept(
            change.snapshot, action: change.action, text: change.text, origin: change.origin,
            cause: cause, diagnostics: change.diagnostics)
        } catch let error as WireError {
          // The store already holds the new state: put the last accepted one back. The
          // action's effects still run, against that state.
          try? runtime.restore(state: history.state, version: history.version)
          refusal = error
          logger.warning("room \(name): \(error.message)")
        } catch {
          logger.error("room \(name): \(error)")
        }
      } else {
        logUnchanged(change, cause: cause)
      }
    }
    runtime.observeEffects { [unowned self] event in
      if event.kind == .started {
        runningEffects.append(RunningEffect(event: event, startedAt: history.version))
      } else {
        runningEffects.removeAll { $0.event.id == event.id }
      }
      let message = WireMessage.effect(event, version: history.version)
      if share != nil {
        publish(.effect, version: history.version, message: message.bytes, answering: false) {
          [self] in send(message, to: liveClients)
        }
      } else {
        send(message, to: liveClients)
      }
    }
    startSharing()
  }

  /// The effects running now, as a `hello` lists them: this node's when it runs the app, else
  /// those the owner's stream announced.
  var currentEffects: [JSONValue] {
    if let share, !share.isOwner { return share.effects }
    return runningEffects.map(\.json)
  }

  /// The clients that follow the room live (everyone but read-only `?at=` viewers).
  var liveClients: LazyFilterSequence<Dictionary<UInt64, Client>.Values> {
    clients.values.lazy.filter { !$0.isFrozen }
  }

  /// Stops what the room runs before it is unloaded; its history stays on disk. Waits for the
  /// room's queue, so that a room opened again from the same journal starts after the last
  /// write: the registry calls it on its own queue, never on an event loop.
  func unload() {
    queue.sync {
      replayGeneration += 1
      replayPacer?.cancel()
      stopPresence()
      runtime.stop()
      stopSharing()
    }
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
        role: check.role,
        authFailures: check == .wrongToken ? 1 : 0)
      if at == nil, let resume, let catchUp = catchUp(from: resume) {
        return rejoin(client, from: resume, with: catchUp)
      }
      var snapshot: AppSnapshot
      do {
        snapshot = try currentSnapshot()
      } catch {
        activity.settleReservation(joined: false)
        connection.close(code: 1011, reason: "the room cannot be shown")
        return
      }
      if let at {
        do {
          snapshot = try self.snapshot(at: at)
        } catch {
          activity.settleReservation(joined: false)
          let refusal = WireError(id: .null, code: .noSuchVersion, message: "\(error)")
          connection.send(text: refusal.json.text)
          connection.close(code: 1008, reason: "no such version")
          return
        }
        client.role = .viewer
        client.isFrozen = true
      }
      admit(client)
      let hello = WireMessage.hello(
        client: client.id, role: client.role, room: name, demo: app.name, epoch: epoch,
        snapshot: snapshot, presence: presencePacing.shown,
        log: history.log(maxBytes: limits.maxStateBytes), historyStart: history.baseVersion,
        effects: at == nil ? currentEffects : [], at: at)
      connection.send(text: hello.text)
      logger.info("\(client.id) joined room \(name) as \(client.role) (\(clients.count) here)")
    }
  }

  /// Client ids are `c1`, `c2`, … in a room of one node; a shared room adds the node
  /// (`c1@node-a`), so that ids stay unique across nodes.
  private func clientID(number: Int) -> String {
    share.map { "c\(number)@\($0.node.nodeID)" } ?? "c\(number)"
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
      let snapshot = try currentSnapshot()
      let state = WireMessage.state(
        version: snapshot.version, document: Self.document(snapshot), cause: .null, diagnostics: [])
      client.connection.send(text: state.text)
    case .auth(let token):
      let check = access.check(token, on: client.connection.id)
      if case .throttled(let wait) = check {
        throw WireError(
          id: .null, code: .authThrottled,
          message: "A wrong token was sent on this connection: wait \(wait) before the next.")
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
    case .action(let id, _), .travel(let id, _), .setState(let id, _), .undo(let id),
      .redo(let id):
      try requireDriver(client, id: id)
      if let share, !share.isOwner {
        try forward(text, id: id, from: client)
        return
      }
      let version = try perform(message, id: id, origin: client.id)
      let ack = WireMessage.ack(id: id, version: version).text
      afterWrites { client.connection.send(text: ack) }
    }
  }

  /// Runs a change a driver asked for (an action, travel, a composed state, undo or redo) and
  /// returns the version to acknowledge it with.
  func perform(_ message: ClientMessage, id: JSONValue, origin: String) throws -> Int {
    switch message {
    case .action(_, let action):
      let result: SendResult
      refusal = nil
      do {
        result = try runtime.send(action, origin: origin)
      } catch {
        throw WireError(id: id, code: .unknownAction, message: "\(error)")
      }
      if let refusal {
        self.refusal = nil
        throw WireError(id: id, code: refusal.code, message: refusal.message)
      }
      return result.version
    case .travel(_, let version):
      return try travel(to: version, id: id, origin: origin)
    case .setState(_, let state):
      do {
        return try apply(state, action: ["$setState": [:]], id: id, origin: origin)
      } catch let error as AppRuntimeError {
        throw WireError(id: id, code: .badState, message: "\(error)")
      }
    case .undo:
      guard let target = history.undoTarget() else {
        throw WireError(id: id, code: .noSuchVersion, message: "Nothing to undo.")
      }
      return try travel(to: target, id: id, origin: origin)
    case .redo:
      guard let target = history.redoTarget() else {
        throw WireError(id: id, code: .noSuchVersion, message: "Nothing to redo.")
      }
      return try travel(to: target, id: id, origin: origin)
    case .resync, .auth:
      throw WireError(id: id, code: .badMessage, message: "Only changes are run for others.")
    }
  }

  /// The version `version` of the room, rebuilt from its history and rendered.
  private func snapshot(at version: Int) throws -> AppSnapshot {
    guard history.contains(version) else { throw noSuchVersion(version, id: .null) }
    let state = try history.state(at: version)
    return AppSnapshot(version: version, state: state, scene: try runtime.scene(for: state))
  }

  private func noSuchVersion(_ version: Int, id: JSONValue) -> WireError {
    WireError(
      id: id, code: .noSuchVersion,
      message:
        "No version \(version): the history runs from \(history.baseVersion) to \(history.version)."
    )
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
  /// follows and the log stays true; returns the new version.
  private func travel(to target: Int, id: JSONValue, origin: String) throws -> Int {
    guard history.contains(target) else { throw noSuchVersion(target, id: id) }
    return try apply(
      history.state(at: target), action: ["$travel": .int(target)], id: id, origin: origin,
      travelledTo: target)
  }

  /// Replaces the room's state with `state` as a new version (travel, compose, a flow's
  /// start), journaled and broadcast like any other change; returns the new version.
  private func apply(
    _ state: JSONValue, action: JSONValue, id: JSONValue, origin: String,
    travelledTo target: Int? = nil
  ) throws -> Int {
    do {
      return try replace(with: state, action: action, origin: origin, travelledTo: target)
    } catch let error as WireError {
      throw WireError(id: id, code: error.code, message: error.message)
    }
  }

  /// Replaces the state as a new version and returns it; a state over the limit is refused
  /// and the room keeps the one it had.
  private func replace(
    with state: JSONValue, action: JSONValue, origin: String?, travelledTo target: Int? = nil
  ) throws -> Int {
    let previous = runtime.snapshot()
    let version = previous.version + 1
    try runtime.restore(state: state, version: version)
    let snapshot = runtime.snapshot()
    do {
      try accept(
        snapshot, action: action, origin: origin,
        cause: WireMessage.cause(action: action, origin: origin, time: time.epochMilliseconds),
        diagnostics: [], travelledTo: target)
    } catch {
      try? runtime.restore(state: previous.state, version: previous.version)
      throw error
    }
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
      try Flow.checkStepCount(to - from, within: limits)
      var steps: [Flow.Step] = []
      var previousTime = history.entries.first { $0.version == from }?.time
      var state = try history.state(at: from)
      let initialState = state
      var size = initialState.bytes.count
      // A change belongs to the flow when it made a version after `from` up to `to`; an
      // action that changed nothing, when it ran on a version from `from` until before `to`.
      for entry in history.entries
      where entry.unchanged
        ? (from..<to).contains(entry.version) : (from + 1...to).contains(entry.version)
      {
        state = try JSONPatch.apply(entry.operations, to: state)
        size += state.bytes.count
        guard size <= limits.maxFlowBytes else {
          throw FlowError.tooLarge(
            """
            The flow \(from)...\(to) would be over \(limits.maxFlowBytes) bytes as JSON \
            (--max-flow-bytes); record a shorter stretch.
            """)
        }
        steps.append(
          Flow.Step(
            action: entry.action, client: entry.origin,
            delay: Flow.delay(
              previousTime.map { entry.time.pausing(since: $0) } ?? 0, limits: limits),
            state: state))
        previousTime = entry.time
      }
      // Effects started within the flow (an effect starts once its action's version is made)
      // that still run; when `to` is older than the room's version, the ones that ran at `to`
      // and ended since are not known.
      let effectsInFlight = runningEffects.filter { (from...to).contains($0.startedAt) }.count
      return Flow(
        name: name, demo: app.name, initialState: initialState, steps: steps,
        effectsInFlight: effectsInFlight)
    }
  }

  /// The longest a replayed step waits, in milliseconds, whatever the limits say: far beyond
  /// any real pause, and far within what a `Duration` can hold.
  static let longestReplayWait = 1e12

  /// The slowest and fastest a flow may be replayed, as a factor of its recorded pace.
  static let replaySpeeds = 0.01...1_000.0

  /// Plays `flow` into the room: its initial state as one version, then each step a person
  /// took, at the recorded pace divided by `speed`. Effects replay themselves, so actions they
  /// sent are not sent again. A new replay replaces one in progress.
  func replay(_ flow: Flow, speed: Double) throws {
    guard flow.demo == app.name else { throw FlowError.wrongDemo(flow: flow.demo, room: app.name) }
    guard queue.sync(execute: { share?.isOwner ?? true }) else {
      throw FlowError.invalid("A shared room replays flows on the node that owns it.")
    }
    guard Self.replaySpeeds.contains(speed) else {
      throw FlowError.invalid(
        "speed must be from \(Self.replaySpeeds.lowerBound) to \(Self.replaySpeeds.upperBound).")
    }
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
      replayPacer?.cancel()
      replayPacer = Task { [self, clock = time.clock] in
        var elapsed = 0.0
        var waited = 0.0
        for step in flow.steps {
          // A flow read from disk or imported has its pauses within the limit already; bound
          // them again so that no flow can ask for a wait the clock cannot express.
          elapsed += Double(Flow.delay(step.delay, limits: limits)) / speed
          guard step.client != nil else { continue }
          let due = min(elapsed, Self.longestReplayWait)
          if due > waited {
            guard (try? await clock.sleep(for: .milliseconds(due - waited))) != nil else { return }
            waited = due
          }
          queue.async { [self] in
            guard replayGeneration == generation else { return }
            play(step, of: flow, origin: origin)
          }
        }
      }
    }
  }

  /// Sends a replayed step's action, or applies its command, as `origin`.
  private func play(_ step: Flow.Step, of flow: Flow, origin: String) {
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

  /// Journals an action that changed no state, at the version it ran on, and tells every
  /// client, so that the log and recorded flows hold every action sent.
  private func logUnchanged(_ change: AppChange, cause: JSONValue) {
    let entry = JournalEntry(
      version: history.version, time: time.epochMilliseconds, origin: change.origin,
      action: change.action, operations: [], unchanged: true, text: change.text)
    write(entry, state: history.state)
    let message = WireMessage.unchanged(
      version: entry.version, cause: cause, diagnostics: change.diagnostics)
    if share != nil {
      publish(.unchanged, version: entry.version, message: message.bytes) { [self] in
        send(message, to: liveClients)
      }
    } else {
      send(message, to: liveClients)
    }
  }

  /// Takes a new state: refuses it when the message that sends it whole would exceed the
  /// state limit, else journals it and tells every client. The size is counted without
  /// encoding that message: most updates go out as patches and never need it.
  private func accept(
    _ snapshot: AppSnapshot, action: JSONValue, text: String? = nil, origin: String?,
    cause: JSONValue, diagnostics: [Diagnostic], travelledTo target: Int? = nil
  ) throws {
    let nextScene = snapshot.scene.json
    let full = WireMessage.state(
      version: snapshot.version, document: ["scene": nextScene, "state": snapshot.state],
      cause: cause, diagnostics: diagnostics)
    let fullCount = full.encodedCount
    guard fullCount <= limits.maxStateBytes else {
      throw WireError(
        id: .null, code: .stateTooLarge,
        message: """
          That state would be \(fullCount) bytes with its scene; a room holds at most \
          \(limits.maxStateBytes) (--max-state-bytes). The room keeps its current state.
          """)
    }
    let entry = record(
      snapshot, action: action, text: text, origin: origin, travelledTo: target)
    broadcast(
      snapshot, scene: nextScene, full: full, fullCount: fullCount,
      stateOperations: entry.operations, cause: cause, diagnostics: diagnostics)
  }

  /// Journals a change before anyone is told about it; returns the entry, whose state patch the
  /// broadcast reuses.
  private func record(
    _ snapshot: AppSnapshot, action: JSONValue, text: String?, origin: String?,
    travelledTo target: Int? = nil
  ) -> JournalEntry {
    let entry = JournalEntry(
      version: snapshot.version, time: time.epochMilliseconds, origin: origin, action: action,
      operations: JSONPatch.diff(from: history.state, to: snapshot.state), text: text)
    write(entry, state: snapshot.state, travelledTo: target)
    activity.versionChanged(to: snapshot.version)
    return entry
  }

  /// Writes `entry`, which leads to `state`, to the journal and the history.
  private func write(_ entry: JournalEntry, state: JSONValue, travelledTo target: Int? = nil) {
    let encoded = entry.json.bytes
    do {
      if let share {
        share.staged = String(decoding: encoded, as: UTF8.self)
      } else {
        try journal?.append(entry, encoded: encoded, state: state)
      }
    } catch {
      logger.error("room \(name): could not write version \(entry.version) to disk: \(error)")
    }
    history.append(entry, size: encoded.count, state: state, travelledTo: target)
    compactJournalIfNeeded()
  }

  /// Rewrites the journal once most of its lines are versions the history has forgotten, so
  /// that the disk holds what memory holds, give or take the same again.
  private func compactJournalIfNeeded() {
    guard let journal, journal.lineCount > 2 * history.entries.count + Self.journalSlack else {
      return
    }
    do {
      try journal.compact(
        demo: app.name, baseState: history.baseState, baseVersion: history.baseVersion,
        epoch: epoch, entries: history.entries)
    } catch {
      logger.error("room \(name): could not compact the journal: \(error)")
    }
  }

  /// Lines a journal may hold beyond twice the history before it is compacted.
  static let journalSlack = 64

  /// Sends the new version to every client, encoded once: a patch against what they have, or
  /// the whole state (`full`, `fullCount` bytes) when the patch would not be smaller. A client
  /// whose socket is not keeping up (more than ``coalescingThreshold`` messages backlogged) gets
  /// its backlog replaced by one full state instead, so it never applies a patch to a state it
  /// does not have and the others are never held back. The full state is encoded only when
  /// one of these needs it.
  private func broadcast(
    _ snapshot: AppSnapshot, scene nextScene: JSONValue, full: JSONValue, fullCount: Int,
    stateOperations: [JSONPatch.Operation], cause: JSONValue, diagnostics: [Diagnostic]
  ) {
    let operations =
      JSONPatch.diff(from: scene, to: nextScene, at: "/scene")
      + JSONPatch.nest(stateOperations, at: "/state")
    let patch = WireMessage.patch(
      version: snapshot.version, base: documentVersion, operations: operations, cause: cause,
      diagnostics: diagnostics
    ).bytes
    scene = nextScene
    documentVersion = snapshot.version
    let patchIsSmaller = patch.count < fullCount
    let smaller = patchIsSmaller ? patch : full.bytes
    let update = OutboundMessage(textBytes: smaller)
    let wholeState = { patchIsSmaller ? OutboundMessage(textBytes: full.bytes) : update }
    if share != nil {
      publish(.change, version: snapshot.version, message: smaller) { [self] in
        deliver(update, full: wholeState)
      }
    } else {
      deliver(update, full: wholeState)
    }
  }

  /// Sends `update` to every live client, or `full` (made only when needed, once) in place of
  /// the backlog of a client that is not keeping up.
  func deliver(_ update: OutboundMessage, full: () -> OutboundMessage) {
    var fullMessage: OutboundMessage?
    BroadcastBatch.send { batch in
      for client in liveClients {
        if client.connection.backloggedMessageCount > Self.coalescingThreshold {
          let replacement = fullMessage ?? full()
          fullMessage = replacement
          batch.replaceQueued(with: replacement, on: client.connection)
        } else {
          batch.send(update, to: client.connection)
        }
      }
    }
  }

  /// Messages a client may have waiting before its updates are coalesced.
  static let coalescingThreshold = 8

  func send(_ message: JSONValue, to clients: some Sequence<Client>) {
    send(OutboundMessage(textBytes: message.bytes), to: clients)
  }

  /// Sends `message` to `clients`, waking each event loop once.
  func send(_ message: OutboundMessage, to clients: some Sequence<Client>) {
    BroadcastBatch.send { batch in
      for client in clients { batch.send(message, to: client.connection) }
    }
  }

  static func document(_ snapshot: AppSnapshot) -> JSONValue {
    ["scene": snapshot.scene.json, "state": snapshot.state]
  }

}

extension Int {
  /// Milliseconds from `earlier` to this time, or 0 when a journal's times are too far apart to
  /// subtract (they come from a file, and a file may lie).
  fileprivate func pausing(since earlier: Int) -> Int {
    let (pause, overflow) = subtractingReportingOverflow(earlier)
    return overflow ? 0 : pause
  }
}
