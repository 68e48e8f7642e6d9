import Dispatch
import Foundation
import HTTPServer
import Logging
import MirrorJSON
import MirrorUI
import NavigationCore

/// One shared session: a running app, the clients that watch and drive it, and its history.
///
/// The room carries out what its ``RoomMachine`` decides, as `Connection` does for its
/// machines: it runs commands on the store, encodes what the store changed (``ChangeEncoder``),
/// writes through its ``RoomLog``, and sends clients what the machine releases once the log
/// confirmed it. Everything happens on the room's serial queue, which is also its store's
/// queue, so every client sees one total order of versions; nothing on it waits for a disk
/// other than its own journal's or for Redis. Other threads read what they need from
/// ``activity`` and never wait for the queue.
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
  let log: any RoomLog
  /// The same log, when the room is shared with other nodes.
  let shared: (any SharedRoomLog)?
  let access: AccessPolicy
  let limits: MirrorLimits
  let logger: Logger
  let time: MirrorTime
  var machine: RoomMachine
  var encoder: ChangeEncoder
  var clients: [UInt64: Client] = [:]
  /// The clients' connections in the order they joined, for the `presence` list.
  var joinOrder = JoinOrder()
  /// When the room last told its clients who is here, and what it told them.
  var presencePacing = PresencePacing()
  /// Who is in the room on the other nodes.
  var remote = RemotePresence()
  var nextClientNumber = 0
  var replayGeneration = 0
  /// Paces the replay in progress on the server's clock.
  var replayPacer: Task<Void, Never>?
  /// Asks the machine to renew or watch the lease every third of it.
  var leaseTimer: Task<Void, Never>?
  /// The scene of the document's version, when the machine does not know it.
  var renderedScene: (version: Int, scene: JSONValue)?
  /// The lease releases begun when the server stops.
  let releases = DispatchGroup()
  /// Events that arose while the machine's last actions were carried out, in order.
  private var mailbox: [RoomEvent] = []
  private var isDraining = false
  private let onQueue = DispatchSpecificKey<ObjectIdentifier>()

  /// The largest message a viewer may send: an `auth` or `resync`, never more. A viewer's
  /// larger messages are refused before they are parsed.
  static let maxViewerMessageBytes = 4_096

  /// Opens the room from `source`: its journal on disk (restored when it has one), nothing
  /// (`--in-memory`), or Redis. Timestamps and idleness are read from `time`.
  init(
    name: String, app: MirrorApp, source: RoomSource, access: AccessPolicy, limits: MirrorLimits,
    creator: String?, time: MirrorTime, logger: Logger
  ) throws {
    self.name = name
    self.app = app
    self.access = access
    self.limits = limits
    self.creator = creator
    self.logger = logger
    self.time = time
    queue = DispatchQueue(label: "navmirror.room.\(name)")
    runtime = app.start(on: queue)
    runtime.keepValues(upTo: limits.maxHistoryVersions + 1)
    var source = source
    if let notice = runtime.roundTrip.notice {
      logger.warning("room \(name): \(notice)")
      // A journal it could not read back would refuse the room at the next start.
      if !runtime.roundTrip.restoresState, case .journal = source { source = .memory }
    }
    let reports = StoreReports()
    runtime.observe { reports.report(.change($0)) }
    runtime.observeEffects { reports.report(.effect($0)) }
    let opened = try Self.open(
      source, name: name, app: app, runtime: runtime, limits: limits, logger: logger)
    log = opened.log
    shared = opened.log as? any SharedRoomLog
    machine = opened.machine
    encoder = ChangeEncoder(document: opened.document, limits: limits)
    activity = RoomActivity(version: machine.document.version, elapsed: time.elapsed)
    queue.setSpecific(key: onQueue, value: ObjectIdentifier(self))
    queue.async { [self] in
      startSharing()
      for action in machine.start(creating: opened.creating) { perform(action) }
      reports.attach(self)
    }
  }

  /// An effect started, finished or was cancelled on the store.
  func effectChanged(_ event: EffectEvent) {
    guard case .object(let json) = WireMessage.effectEvent(event) else { return }
    feed(.effect(json))
  }

  /// The clients that follow the room live (everyone but read-only `?at=` viewers).
  var liveClients: LazyFilterSequence<Dictionary<UInt64, Client>.Values> {
    clients.values.lazy.filter { !$0.isFrozen }
  }

  // MARK: The machine

  /// Hands `event` to the machine and carries out what it returns; events that arise
  /// meanwhile (the store's changes, a log that answered at once) wait their turn. On the
  /// room's queue only.
  func feed(_ event: RoomEvent) {
    mailbox.append(event)
    guard !isDraining else { return }
    isDraining = true
    while !mailbox.isEmpty {
      let next = mailbox.removeFirst()
      for action in machine.handle(next) { perform(action) }
    }
    isDraining = false
  }

  /// Feeds `event` from any thread: at once on the room's queue, else through it.
  func schedule(_ event: RoomEvent) {
    if DispatchQueue.getSpecific(key: onQueue) == ObjectIdentifier(self) {
      feed(event)
    } else {
      queue.async { [weak self] in self?.feed(event) }
    }
  }

  /// What the store did after an action: a change, encoded once, or an action that changed
  /// nothing. A state over the limit is refused at once, and the store put back.
  func storeChanged(_ change: AppChange) {
    guard machine.isWriter else { return }
    let cause = ChangeEncoder.Cause(
      action: change.action, text: change.text, origin: change.origin, steps: change.steps,
      diagnostics: change.diagnostics, time: time.epochMilliseconds, drawn: change.drawn)
    guard change.changed else { return feed(.stored(encoder.unchanged(cause: cause))) }
    let encoded = encoder.change(to: change.snapshot, cause: cause)
    if case .refused = encoded {
      // The action's effects still run, against the state the room keeps.
      try? runtime.restore(state: encoder.document.state, version: encoder.document.version)
    }
    feed(.stored(encoded))
  }

  // MARK: Unloading

  /// Stops what the room runs before it is unloaded; its history stays in its log. Waits for
  /// the room's queue, so that a room opened again from the same journal starts after the
  /// last write: the registry calls it on its own queue, never on an event loop.
  func unload() {
    queue.sync {
      replayGeneration += 1
      replayPacer?.cancel()
      stopPresence()
      runtime.stop()
      stopSharing()
      log.close()
    }
  }

  /// Gives the lease of a room this node owns up at once, so that another node takes it over
  /// without waiting for it to lapse: the server is stopping. Writes begun before reach Redis
  /// first. Returns what the release signals when it is done.
  func handOver() -> DispatchGroup {
    queue.sync { feed(.handOver) }
    return releases
  }

  // MARK: Sending

  func send(_ message: JSONValue, to clients: some Sequence<Client>) {
    send(OutboundMessage(textBytes: message.bytes), to: clients)
  }

  /// Sends `message` to `clients`, waking each event loop once.
  func send(_ message: OutboundMessage, to clients: some Sequence<Client>) {
    BroadcastBatch.send { batch in
      for client in clients { batch.send(message, to: client.connection) }
    }
  }

  /// Sends `update` to every live client, or `whole` (made only when needed, once) in place of
  /// the backlog of a client that is not keeping up.
  func deliver(_ update: OutboundMessage, whole: () -> OutboundMessage) {
    var wholeMessage: OutboundMessage?
    BroadcastBatch.send { batch in
      for client in liveClients {
        if client.connection.backloggedMessageCount > Self.coalescingThreshold {
          let replacement = wholeMessage ?? whole()
          wholeMessage = replacement
          batch.replaceQueued(with: replacement, on: client.connection)
        } else {
          batch.send(update, to: client.connection)
        }
      }
    }
  }

  /// Messages a client may have waiting before its updates are coalesced.
  static let coalescingThreshold = 8

  /// The room as clients hold it now: the newest durable version, its state and scene.
  func currentDocument() throws -> (version: Int, state: JSONValue, scene: JSONValue) {
    let document = machine.document
    if let scene = document.scene { return (document.version, document.state, scene) }
    if let rendered = renderedScene, rendered.version == document.version {
      return (document.version, document.state, rendered.scene)
    }
    let scene = try runtime.scene(for: document.state).json
    renderedScene = (document.version, scene)
    return (document.version, document.state, scene)
  }

  /// The whole current state, as a client that fell behind or asked for it receives it.
  func wholeState() -> JSONValue {
    guard let document = try? currentDocument() else { return .null }
    return WireMessage.state(
      version: document.version, document: ["scene": document.scene, "state": document.state],
      cause: .null, diagnostics: [])
  }
}
