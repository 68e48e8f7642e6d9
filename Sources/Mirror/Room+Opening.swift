import Foundation
import Logging
import MirrorJSON
import MirrorUI

/// Where a room's versions come from when it opens, and go to.
enum RoomSource {
  /// Kept nowhere (`--in-memory`).
  case memory
  /// Its journal on disk: restored when the room has one, created otherwise.
  case journal(RoomJournal)
  /// Redis, shared with other nodes: what this node found there when it opened the room.
  case shared(any SharedRoomLog, SharedOpening)
}

/// What a node finds when it opens a shared room: the room as Redis holds it (`nil` when it
/// creates it), the lease when it owns it, and where the last owner was in the inbox.
struct SharedOpening: Sendable {
  let stored: StoredRoom?
  let lease: RoomLedger.Lease?
  let cursor: String
}

extension Room {
  /// A room's machine as it opens, its log, and the document it starts from.
  struct Opened {
    let machine: RoomMachine
    let log: any RoomLog
    let document: RoomDocument
    /// Whether this node stores the room for the first time.
    let creating: Bool
  }

  /// Restores the room from `source`, or starts `app` anew. An owner's (or a local room's)
  /// store is set to the newest state; a follower's store stays idle.
  static func open(
    _ source: RoomSource, name: String, app: MirrorApp, runtime: any AppRuntime,
    limits: MirrorLimits, logger: Logger
  ) throws -> Opened {
    let configuration = RoomMachine.Configuration(demo: app.name, limits: limits, nodeID: nil)
    switch source {
    case .memory:
      let initial = runtime.snapshot()
      let document = RoomDocument(
        version: initial.version, state: initial.state, scene: initial.scene.json)
      let history = try RoomHistory(
        baseState: initial.state, baseVersion: initial.version, entries: [], limits: limits)
      return Opened(
        machine: RoomMachine(
          local: history, epoch: ResumePoint.newEpoch(), document: document, journalLines: 0,
          journalBytes: 0, configuration: configuration),
        log: UnsavedLog(), document: document, creating: false)
    case .journal(let journal):
      let history: RoomHistory
      let epoch: String
      var lines = 0
      var bytes = 0
      if FileManager.default.fileExists(atPath: journal.directory.path) {
        let recovered = try journal.recover()
        epoch = recovered.epoch
        lines = recovered.lineCount
        bytes = recovered.byteCount
        try runtime.restore(state: recovered.state, version: recovered.version)
        history = try RoomHistory(
          baseState: recovered.baseState, baseVersion: recovered.baseVersion,
          entries: recovered.entries, limits: limits)
        logger.info("room \(name) restored at version \(recovered.version)")
      } else {
        let initial = runtime.snapshot()
        epoch = ResumePoint.newEpoch()
        try journal.create(demo: app.name, initialState: initial.state, epoch: epoch)
        history = try RoomHistory(
          baseState: initial.state, baseVersion: 0, entries: [], limits: limits)
      }
      let now = runtime.snapshot()
      let document = RoomDocument(version: now.version, state: now.state, scene: now.scene.json)
      return Opened(
        machine: RoomMachine(
          local: history, epoch: epoch, document: document, journalLines: lines,
          journalBytes: bytes, configuration: configuration),
        log: journal, document: document, creating: false)
    case .shared(let log, let opening):
      return try openShared(
        log, opening: opening, app: app, runtime: runtime, limits: limits,
        configuration: RoomMachine.Configuration(
          demo: app.name, limits: limits, nodeID: log.nodeID,
          snapshotInterval: log.snapshotInterval))
    }
  }

  private static func openShared(
    _ log: any SharedRoomLog, opening: SharedOpening, app: MirrorApp, runtime: any AppRuntime,
    limits: MirrorLimits, configuration: RoomMachine.Configuration
  ) throws -> Opened {
    let history: RoomHistory
    if let stored = opening.stored {
      history = try RoomHistory(snapshot: stored.snapshot, entries: stored.entries, limits: limits)
      if opening.lease != nil {
        try runtime.restore(state: history.state, version: history.version)
      }
    } else {
      let initial = runtime.snapshot()
      history = try RoomHistory(
        baseState: initial.state, baseVersion: initial.version, entries: [], limits: limits)
    }
    // An owner renders with its store (which starts the views' lifecycle); a follower renders
    // the stream's state and runs nothing.
    let scene =
      opening.lease != nil
      ? runtime.snapshot().scene.json : try runtime.scene(for: history.state).json
    let document = RoomDocument(version: history.version, state: history.state, scene: scene)
    let machine = RoomMachine(
      shared: opening.stored, history: history,
      epoch: opening.stored?.epoch ?? ResumePoint.newEpoch(), document: document,
      lease: opening.lease, cursor: opening.cursor, configuration: configuration)
    return Opened(
      machine: machine, log: log, document: document, creating: opening.stored == nil)
  }
}
