import Foundation
import Logging
import MirrorJSON
import Synchronization

/// A room's history on disk: an append-only journal of changes, each written and fsync'ed
/// before the change is acknowledged, plus a periodic snapshot so that a restart does not
/// replay everything.
///
/// Layout of `DIR/rooms/NAME/`: `meta.json` (`{demo, initialState, baseVersion, epoch}`),
/// `journal.jsonl` (one ``JournalEntry`` per line), `snapshot.json` (`{version, state}`, replaced
/// atomically). The epoch names the room's lineage for clients that resume
/// (``ResumePoint``): it stays while the journal holds every version clients were sent, and is
/// replaced when versions were lost; a `meta.json` written before epochs existed gets one.
///
/// A write that fails (a full or read-only disk) is cut off again, so the journal always ends
/// with a complete line and the next write never joins a torn one; the room refuses the
/// change and tries the disk again with the next. New files and renames are made durable with
/// their folder.
final class RoomJournal: RoomLog {
  /// What a room finds on disk when it starts.
  struct Recovered {
    let demo: String
    /// The state at `baseVersion`, where the history starts.
    let baseState: JSONValue
    let baseVersion: Int
    /// The changes after `baseVersion`, in order.
    let entries: [JournalEntry.Recorded]
    let state: JSONValue
    let version: Int
    /// The room's lineage: the one stored, or a new one when versions were lost.
    let epoch: String
    /// Lines in the journal, and their bytes.
    let lineCount: Int
    let byteCount: Int
  }

  /// The largest version a room's files may claim: beyond any real history, and far enough
  /// below `Int.max` that counting on from it cannot overflow (a crafted `meta.json` or
  /// `snapshot.json` is corrupt, not a crash).
  static let maximumVersion = 1 << 53

  /// The open journal file, and where its last complete line ends.
  struct Handle {
    var fd: Int32?
    var length = 0
    /// A write failed and could not be cut off: the next write cuts it off first.
    var needsRepair = false
  }

  let directory: URL
  let disk: any JournalDisk
  let logger: Logger
  private let snapshotInterval: Int
  /// The wall-clock time, for naming a journal set aside.
  let now: @Sendable () -> Date
  let handle = Mutex(Handle())

  init(
    directory: URL, logger: Logger, snapshotInterval: Int = 64, disk: any JournalDisk = PosixDisk(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.directory = directory
    self.now = now
    self.logger = logger
    self.snapshotInterval = snapshotInterval
    self.disk = disk
  }

  deinit {
    let disk = disk
    handle.withLock { handle in handle.fd.map { disk.close($0) } }
  }

  var metaURL: URL { directory.appendingPathComponent("meta.json") }
  var journalURL: URL { directory.appendingPathComponent("journal.jsonl") }
  var snapshotURL: URL { directory.appendingPathComponent("snapshot.json") }

  /// The demo a room on disk was created with, if there is one.
  static func demo(in directory: URL) -> String? {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent("meta.json")),
      let meta = try? JSONParser.parse(Array(data))
    else { return nil }
    return meta["demo"]?.stringValue
  }

  /// Creates the room's folder for a new room, durably: the folder, its files and their names.
  func create(demo: String, initialState: JSONValue, epoch: String) throws {
    let parent = directory.deletingLastPathComponent()
    let dataDirectory = parent.deletingLastPathComponent()
    try disk.createDirectory(dataDirectory.path)
    try disk.createDirectory(parent.path)
    try disk.createDirectory(directory.path)
    try disk.synchronizeDirectory(dataDirectory.path)
    try disk.synchronizeDirectory(parent.path)
    try writeAtomically(
      ["demo": .string(demo), "initialState": initialState, "epoch": .string(epoch)],
      to: metaURL)
    try disk.writeFile(journalURL.path, [])
    try disk.synchronizeDirectory(directory.path)
  }

  // MARK: Appending

  func append(
    _ record: LogRecord, completion: @escaping @Sendable (Result<String, LogError>) -> Void
  ) {
    guard let line = record.journal else { return completion(.success("")) }
    do {
      let lines = try append(line + [0x0A])
      if record.kind == .change, record.version % snapshotInterval == 0, let state = record.state {
        writeSnapshot(version: record.version, state: state)
      }
      completion(.success(String(lines)))
    } catch {
      logger.error(
        "room journal \(journalURL.path): could not write version \(record.version): \(error)")
      completion(.failure(.failed("the journal could not be written: \(error)")))
    }
  }

  /// Writes `bytes` at the end of the journal and waits until they are on the disk; on
  /// failure cuts the journal back to its last complete line. Returns the bytes it holds.
  private func append(_ bytes: [UInt8]) throws -> Int {
    try handle.withLock { handle in
      let fd = try open(&handle)
      do {
        if handle.needsRepair {
          try disk.truncate(fd, to: handle.length)
          handle.needsRepair = false
        }
        try disk.write(fd, bytes)
        try disk.synchronize(fd)
        handle.length += bytes.count
        return handle.length
      } catch {
        do {
          try disk.truncate(fd, to: handle.length)
        } catch {
          handle.needsRepair = true
        }
        throw error
      }
    }
  }

  private func open(_ handle: inout Handle) throws -> Int32 {
    if let fd = handle.fd { return fd }
    let fd = try disk.openForAppending(journalURL.path, create: false)
    do {
      handle.length = try disk.length(of: fd)
    } catch {
      disk.close(fd)
      throw error
    }
    handle.fd = fd
    return fd
  }

  func close() { closeJournal() }

  /// Closes the journal file, to be opened again at its (new) end.
  func closeJournal() {
    handle.withLock { handle in
      handle.fd.map { disk.close($0) }
      handle = Handle()
    }
  }

  private func writeSnapshot(version: Int, state: JSONValue) {
    do {
      try writeAtomically(["version": .int(version), "state": state], to: snapshotURL)
    } catch {
      // The version is in the journal: the snapshot only shortens a restart.
      logger.warning("room journal \(directory.path): could not write a snapshot: \(error)")
    }
  }

  // MARK: Compacting

  func checkpoint(
    _ checkpoint: LogCheckpoint, completion: @escaping @Sendable (Result<Void, LogError>) -> Void
  ) {
    guard
      case .history(let demo, let baseState, let baseVersion, let entries, let epoch) =
        checkpoint
    else { return completion(.success(())) }
    do {
      try compact(
        demo: demo, baseState: baseState, baseVersion: baseVersion, epoch: epoch, entries: entries)
      completion(.success(()))
    } catch {
      completion(.failure(.failed("the journal could not be compacted: \(error)")))
    }
  }

  /// Rewrites the journal so that it starts at `baseVersion` with `baseState` and holds only
  /// `entries`: what a room forgot is deleted from disk too.
  ///
  /// Crash-safe at every step: the new journal is written aside first, then `meta.json` names
  /// the new base (recovery skips old lines the base already holds), then the new journal
  /// replaces the old one.
  func compact(
    demo: String, baseState: JSONValue, baseVersion: Int, epoch: String,
    entries: some Sequence<JournalEntry>
  ) throws {
    let temporary = journalURL.appendingPathExtension("tmp")
    var bytes: [UInt8] = []
    for entry in entries {
      bytes += entry.json.bytes
      bytes.append(0x0A)
    }
    do {
      try disk.writeFile(temporary.path, bytes)
      try writeAtomically(
        [
          "demo": .string(demo), "initialState": baseState, "baseVersion": .int(baseVersion),
          "epoch": .string(epoch),
        ], to: metaURL)
      try handle.withLock { handle in
        handle.fd.map { disk.close($0) }
        handle = Handle()
        try disk.rename(temporary.path, to: journalURL.path)
      }
      try disk.synchronizeDirectory(directory.path)
    } catch {
      disk.remove(temporary.path)
      throw error
    }
  }

  /// Replaces `url` with `value` in one step, durably.
  func writeAtomically(_ value: JSONValue, to url: URL) throws {
    let temporary = url.appendingPathExtension("tmp")
    do {
      try disk.writeFile(temporary.path, value.bytes)
      // Foundation's replaceItemAt loses the destination on Linux; rename(2) is the atomic step.
      try disk.rename(temporary.path, to: url.path)
    } catch {
      disk.remove(temporary.path)
      throw error
    }
    try disk.synchronizeDirectory(url.deletingLastPathComponent().path)
  }
}

/// A journal or meta file that cannot be read or created.
struct JournalError: Error, CustomStringConvertible {
  let description: String
}
